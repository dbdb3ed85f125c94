/** The requests and answers of the NFC-e receipts' routes (issue 35; receipts.service.ts builds the answers). */
import { z } from 'zod';
import { RECEIPT_STATUSES } from '../../../domain/fiscal/receipt-status';
import { isoDateTime } from '../../lib/answer-schemas';

const anId = z.string().min(1).max(64);
export const restaurantParams = z.object({ id: anId });
export const receiptParams = z.object({ id: anId, receiptId: anId });

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD')
  .describe('Dia no calendário do restaurante, AAAA-MM-DD.');

export const receiptsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  status: z.enum(RECEIPT_STATUSES).optional(),
  billId: anId.optional().describe('Só a nota desta conta (a tela de fechamento procura a nota da conta).'),
  orderId: anId.optional().describe('Só a nota deste pedido pago fora de uma conta.'),
});

const cpf = z
  .string()
  .max(20, 'CPF inválido. Confira os 11 dígitos.')
  .optional()
  .describe("'CPF na nota?': o CPF do consumidor (com ou sem pontuação). CNPJ não é aceito na NFC-e.");

export const issueBody = z.union([
  z.object({ billId: anId.describe('A conta fechada.'), cpf }).strict(),
  z.object({ orderId: anId.describe('O pedido pago fora de uma conta.'), cpf }).strict(),
]);

export const cancelBody = z
  .object({
    justification: z
      .string({ error: 'Informe a justificativa do cancelamento' })
      .max(1000, 'A justificativa precisa ter de 15 a 255 caracteres.')
      .describe('De 15 a 255 caracteres.'),
  })
  .strict();

const nullableText = z.string().nullable();

export const receiptSchema = z
  .object({
    id: z.string(),
    ref: z.string().describe('Nossa referência no emissor: uma por venda (bill_… ou order_…).'),
    saleKind: z.enum(['order', 'bill']),
    orderId: nullableText,
    billId: nullableText,
    orderNumber: nullableText,
    tableLabel: nullableText,
    status: z.enum(RECEIPT_STATUSES),
    statusLabel: z.string(),
    environment: z.enum(['homologacao', 'producao']),
    number: nullableText,
    series: nullableText,
    accessKey: nullableText.describe('Chave de acesso de 44 dígitos.'),
    totalCents: z.number().int(),
    cpfMasked: nullableText.describe('O CPF na nota mascarado: ***.456.789-**.'),
    contingency: z.boolean(),
    sefazCode: nullableText,
    advice: nullableText.describe('O que corrigir numa rejeição, ou por que a nota aguarda envio.'),
    consultUrl: nullableText,
    qrCodeUrl: nullableText,
    protocol: nullableText,
    authorizedAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    canCancel: z.boolean(),
    canRetry: z.boolean(),
  })
  .describe('Uma NFC-e de uma venda.');

export const receiptsAnswer = z.object({ receipts: z.array(receiptSchema) });
