/** The requests and answers of closing a bill (decision 0043); bills.service.ts builds the answers. */
import { z } from 'zod';
import { BILL_PAYMENT_METHODS, COUVERT_KINDS, MAX_PEOPLE } from '../../../domain/bills';
import { isoDateTime, money } from '../../lib/answer-schemas';

/** An amount as the API writes money ("23.34"), or a number of reais; turned into cents by the service. */
const amount = z
  .union([z.string().max(20), z.number()])
  .describe('Valor em reais: "23.34" (também aceita "23,34" ou 23.34).');

export const diningSettingsSchema = z
  .object({
    serviceChargeEnabled: z.boolean(),
    serviceRateBps: z.number().int().describe('Taxa de serviço em centésimos de por cento: 1000 = 10%.'),
    couvertCents: z.number().int(),
    couvert: money.describe('Couvert por pessoa; "0.00" = sem couvert.'),
    couvertKind: z.enum(COUVERT_KINDS).describe("artistic: 'Couvert artístico'; cover: 'Couvert' (comida)."),
  })
  .describe('As configurações do salão para a conta: taxa de serviço e couvert.');

export const updateDiningSettingsSchema = z
  .object({
    serviceChargeEnabled: z.boolean().optional(),
    serviceRateBps: z.number().optional(),
    couvert: amount.optional(),
    couvertKind: z.enum(COUVERT_KINDS).optional(),
  })
  .strict();

export const serviceChargeSchema = z
  .object({
    remove: z.boolean().describe('true: retira a taxa (com motivo); false: cobra de novo.'),
    reason: z.string().max(1000).optional(),
  })
  .strict();

export const couvertPeopleSchema = z
  .object({ people: z.number().int().min(0).max(MAX_PEOPLE).nullable() })
  .strict()
  .describe('Pessoas que pagam o couvert; null = todas as da mesa.');

export const manualDiscountSchema = z
  .object({
    amount: amount.describe('"0" ou "0.00" retira o desconto.'),
    reason: z.string().max(1000).optional(),
  })
  .strict();

export const splitSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('whole') }).strict(),
  z.object({ method: z.literal('equal'), parts: z.number().int() }).strict(),
  z
    .object({
      method: z.literal('items'),
      people: z
        .array(
          z.object({
            key: z.string().min(1).max(100),
            name: z.string().min(1).max(100),
            people: z.number().int().min(1).max(MAX_PEOPLE).optional(),
            lineIds: z.array(z.string().max(64)).max(500).optional(),
          }),
        )
        .min(1)
        .max(MAX_PEOPLE),
    })
    .strict(),
  z.object({ method: z.literal('amounts'), amounts: z.array(amount).min(1).max(MAX_PEOPLE) }).strict(),
]);

export const paymentSchema = z
  .object({
    partId: z.string().min(1).max(64),
    method: z.enum(BILL_PAYMENT_METHODS).describe('cash, pix, credit, debit ou meal_voucher.'),
    amount: amount.describe('No dinheiro, o que o cliente entregou (o excedente é o troco).'),
    registerSessionId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe(
        'A sessão de caixa onde o pagamento entra (decisão 0051); sem ela, a sessão aberta por quem recebe, ou a única aberta.',
      ),
    cpf: z
      .string()
      .max(20, 'CPF inválido. Confira os 11 dígitos.')
      .optional()
      .describe("'CPF na nota?': o CPF do consumidor para a NFC-e da conta (com ou sem pontuação)."),
  })
  .strict();

const who = {
  by: z.string(),
  staffId: z.string().nullable(),
  name: z.string().nullable(),
};

export const closingSchema = z
  .object({
    settings: z.object({
      serviceChargeEnabled: z.boolean(),
      serviceRateBps: z.number().int(),
      couvert: money,
      couvertKind: z.enum(COUVERT_KINDS),
    }),
    lines: z
      .array(
        z.object({
          id: z.string(),
          orderId: z.string().nullable(),
          name: z.string(),
          quantity: z.number().int(),
          amount: money,
        }),
      )
      .describe('Os itens da conta (pedidos cancelados fora), pelo id que a divisão por item usa.'),
    subtotal: money,
    discounts: z.array(z.object({ kind: z.string(), label: z.string(), amount: money })),
    discountTotal: money,
    serviceState: z.enum(['charged', 'off', 'removed']),
    serviceRateBps: z.number().int(),
    serviceCharge: money,
    couvertKind: z.enum(COUVERT_KINDS),
    couvertPeople: z.number().int(),
    couvert: money,
    total: money,
    rows: z.array(z.object({ label: z.string(), amount: money })).describe('As linhas da conferência.'),
    serviceRemoval: z.object({ reason: z.string(), at: isoDateTime.nullable(), ...who }).nullable(),
    manualDiscount: z
      .object({ amount: money, reason: z.string(), at: isoDateTime.nullable(), ...who })
      .nullable(),
    split: z.object({
      method: z.enum(['whole', 'equal', 'items', 'amounts']),
      note: z.string().nullable(),
      parts: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          personKey: z.string().nullable(),
          amount: money,
          paid: money,
          due: money,
          isPaid: z.boolean(),
          items: z
            .array(
              z.object({
                lineId: z.string(),
                name: z.string(),
                quantity: z.number().int(),
                amount: money.describe('O item inteiro; dividido entre sharedBy pessoas.'),
                sharedBy: z.number().int(),
              }),
            )
            .nullable()
            .describe('Na divisão por item, os itens desta parte; senão null.'),
        }),
      ),
    }),
    payments: z.array(
      z.object({
        id: z.string(),
        partId: z.string(),
        method: z.string(),
        amount: money,
        received: money,
        change: money,
        at: isoDateTime,
        ...who,
      }),
    ),
    paid: money,
    due: money.describe('O que falta pagar.'),
    loyalty: z
      .object({
        phone: z.string().nullable().describe('O telefone do cliente, mascarado: +55 (11) 9••••-8888.'),
        coupon: z.object({ code: z.string(), amount: money, at: isoDateTime.nullable(), ...who }).nullable(),
        points: z
          .object({ points: z.number().int(), amount: money, at: isoDateTime.nullable(), ...who })
          .nullable(),
      })
      .describe('Fidelidade na conta: o telefone, o cupom e os pontos, com quem aplicou (decisão 0046).'),
    pixLinks: z
      .array(
        z.object({
          id: z.string(),
          partId: z.string(),
          url: z.string(),
          amount: money,
          status: z.string(),
          paidAt: isoDateTime.nullable(),
          expiresAt: isoDateTime.nullable(),
          problem: z.string().nullable(),
        }),
      )
      .describe('Os links de PIX das partes, para o celular do cliente (decisão 0046).'),
    pix: z
      .object({ available: z.boolean(), reason: z.string().nullable() })
      .describe(
        'Se dá para mandar o PIX de uma parte ao celular do cliente (Mercado Pago conectado), e por que não.',
      ),
  })
  .describe('O fechamento: totais, partes, pagamentos e o que falta pagar (decisão 0043).');
