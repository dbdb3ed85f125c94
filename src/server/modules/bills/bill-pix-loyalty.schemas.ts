/** The requests and answers of PIX per part and loyalty on a bill (decision 0046). */
import { z } from 'zod';
import { customerPhoneKey, isValidCustomerPhone } from '../../../domain/cart/customer-phone';
import { isoDateTime, money } from '../../lib/answer-schemas';

const INVALID_PHONE = 'Telefone inválido';

export const loyaltyPhoneSchema = z
  .object({
    phone: z
      .string({ error: INVALID_PHONE })
      .max(30, INVALID_PHONE)
      .refine(isValidCustomerPhone, INVALID_PHONE)
      .transform(customerPhoneKey)
      .nullable()
      .describe('O telefone do cliente (ganha os pontos da conta); null tira o telefone.'),
  })
  .strict();

export const billCouponSchema = z
  .object({
    code: z.string({ error: 'Informe o código do cupom' }).trim().min(1, 'Informe o código do cupom').max(40),
  })
  .strict();

export const billPointsSchema = z
  .object({
    points: z
      .number({ error: 'Informe quantos pontos usar.' })
      .int('Informe quantos pontos usar.')
      .min(1, 'Informe quantos pontos usar.')
      .max(10_000_000, 'Pontos demais.'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Digite o código de 6 dígitos')
      .optional()
      .describe('O código que o WhatsApp do restaurante mandou ao telefone do cliente (prova do telefone).'),
  })
  .strict();

export const pixLinkSchema = z
  .object({
    id: z.string(),
    partId: z.string(),
    url: z.string().describe('A página do cliente: /conta/<token>.'),
    amount: money,
    status: z.string().describe('Estado do PIX no Mercado Pago: pending, approved, cancelled…'),
    statusLabel: z.string(),
    paidAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable(),
    problem: z.string().nullable().describe('Por que um PIX recebido não foi registrado na parte.'),
    payload: z.string().describe('O PIX copia e cola.'),
    qrCodeDataUrl: z.string().describe('O QR do mesmo código, PNG em data URL.'),
    ticketUrl: z.string().nullable(),
  })
  .describe('O PIX de uma parte da conta, para mostrar ao cliente.');

export const openBillPixSchema = z.object({ token: z.string().trim().min(20).max(100) }).strict();

export const publicBillPixSchema = z
  .object({
    restaurantName: z.string(),
    tableTitle: z.string(),
    title: z.string().describe("'Mesa 7 — parte 2 de 3'."),
    amount: money,
    status: z.enum(['waiting', 'paid', 'expired']),
    statusLabel: z.string(),
    payload: z.string().nullable(),
    qrCodeDataUrl: z.string().nullable(),
    ticketUrl: z.string().nullable(),
    expiresAt: isoDateTime.nullable(),
    paidAt: isoDateTime.nullable(),
  })
  .describe(
    'O que o cliente vê no link de pagamento da parte: nada além do restaurante, da mesa e do valor.',
  );
