/** The requests and answers of the cash register's routes (decision 0051); register.service.ts builds the answers. */
import { z } from 'zod';
import {
  COUNTED_METHODS,
  MOVEMENT_KINDS,
  REGISTER_METHODS,
  SESSION_EVENT_KINDS,
  SESSION_STATUSES,
} from '../../../domain/register/register-session';
import { BILL_ACTORS } from '../../../domain/tables/tables';
import { isoDateTime, money } from '../../lib/answer-schemas';

const anId = z.string().min(1).max(64);
export const restaurantParams = z.object({ id: anId });
export const registerParams = z.object({ id: anId, registerId: anId });
export const sessionParams = z.object({ id: anId, sessionId: anId });

/** An amount as the till sends it ("150,00", "150.00") or a number of reais; the routes turn it into cents. */
const amount = z
  .union([z.string().max(20), z.number()])
  .describe('Valor em reais: "150.00" (também aceita "150,00" ou 150).');

const registerName = z
  .string({ error: 'Informe o nome do caixa' })
  .trim()
  .min(1, 'Informe o nome do caixa')
  .max(40, 'O nome do caixa deve ter no máximo 40 caracteres');

export const createRegisterBody = z.object({ name: registerName }).strict();
export const patchRegisterBody = z
  .object({
    name: registerName.optional(),
    isActive: z.boolean({ error: 'Informe se o caixa está ativo' }).optional(),
  })
  .strict();

export const openSessionBody = z
  .object({ openingFloat: amount.describe('O troco inicial; zero é permitido.') })
  .strict();

export const movementBody = z
  .object({
    kind: z.enum(MOVEMENT_KINDS, { error: 'Escolha sangria ou suprimento' }),
    amount,
    reason: z.string({ error: 'Informe o motivo' }).max(300, 'Motivo longo demais (até 300 caracteres)'),
  })
  .strict();

const countedShape = Object.fromEntries(COUNTED_METHODS.map((method) => [method, amount])) as Record<
  (typeof COUNTED_METHODS)[number],
  typeof amount
>;
export const closeBody = z
  .object({
    counted: z.object(countedShape, { error: 'Informe o valor contado de cada forma de pagamento' }).strict(),
    note: z.string().max(1000, 'Observação longa demais (até 1000 caracteres)').optional(),
  })
  .strict();

export const reopenBody = z
  .object({ reason: z.string({ error: 'Informe o motivo da reabertura' }).max(500, 'Motivo longo demais') })
  .strict();

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD')
  .describe('Dia no calendário do restaurante, AAAA-MM-DD.');
export const sessionsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  registerId: anId.optional(),
  status: z.enum(SESSION_STATUSES).optional(),
});

export const reportQuery = z.object({
  format: z.enum(['text', 'html']).default('text'),
  paper: z.enum(['80mm', '58mm']).default('80mm'),
});

const who = z.object({
  by: z.enum(BILL_ACTORS),
  staffId: z.string().nullable(),
  name: z.string().describe("O nome de quem fez; 'Dono' para a conta do restaurante."),
});

const openSessionRef = z
  .object({ id: z.string(), openedAt: isoDateTime, openedBy: who })
  .describe('A sessão aberta deste caixa.');

export const registerSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  openSession: openSessionRef.nullable(),
  suggestedFloatCents: z
    .number()
    .int()
    .describe('O dinheiro contado no último fechamento deste caixa: o troco inicial que a abertura oferece.'),
  suggestedFloat: money,
});
export const registersAnswer = z.object({
  registers: z.array(registerSchema),
  requireOpenRegister: z
    .boolean()
    .describe("'Exigir caixa aberto para receber': o caixa recusa um pagamento sem sessão aberta (409)."),
});

export const registerSettingsBody = z
  .object({
    requireOpenRegister: z.boolean({ error: 'Informe se o caixa aberto é exigido para receber' }),
  })
  .strict();
export const registerSettingsAnswer = z.object({ requireOpenRegister: z.boolean() });

const byMethod = (describe: string) =>
  z.object(Object.fromEntries(COUNTED_METHODS.map((m) => [m, z.number().int()]))).describe(describe);

const closingLine = z.object({
  method: z.enum(COUNTED_METHODS),
  label: z.string(),
  countedCents: z.number().int(),
  expectedCents: z.number().int(),
  differenceCents: z.number().int(),
  differenceLabel: z.string(),
});
export const closingSchema = z.object({
  lines: z.array(closingLine),
  differenceCents: z.number().int(),
  differenceLabel: z.string().describe("'Sobra de R$ 2,00', 'Falta de R$ 5,50' ou 'Sem diferença'."),
});

export const summarySchema = z
  .object({
    expected: byMethod('O que cada forma contada deveria ter, em centavos.'),
    salesByMethod: z.object(Object.fromEntries(REGISTER_METHODS.map((m) => [m, z.number().int()]))),
    countsByMethod: z.object(Object.fromEntries(REGISTER_METHODS.map((m) => [m, z.number().int()]))),
    cashReceivedCents: z.number().int(),
    changeGivenCents: z.number().int(),
    withdrawalsCents: z.number().int(),
    topUpsCents: z.number().int(),
    salesCents: z.number().int(),
    onlineCents: z.number().int(),
    paymentCount: z.number().int(),
  })
  .describe(
    'O resumo da sessão; oculto enquanto aberta para quem não pode reabrir o caixa (fechamento cego).',
  );

const paymentSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  billPaymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  method: z.enum(REGISTER_METHODS),
  methodLabel: z.string(),
  amountCents: z.number().int(),
  receivedCents: z.number().int(),
  changeCents: z.number().int(),
  takenBy: who,
  createdAt: isoDateTime,
});
const movementSchema = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  label: z.string(),
  amountCents: z.number().int(),
  amount: money,
  reason: z.string(),
  madeBy: who,
  createdAt: isoDateTime,
});
const eventSchema = z.object({
  id: z.string(),
  kind: z.enum(SESSION_EVENT_KINDS),
  reason: z.string().nullable(),
  madeBy: who,
  createdAt: isoDateTime,
});

export const sessionSchema = z.object({
  id: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  status: z.enum(SESSION_STATUSES),
  openingFloatCents: z.number().int(),
  openingFloat: money,
  openedAt: isoDateTime,
  openedBy: who,
  closedAt: isoDateTime.nullable(),
  closedBy: who.nullable(),
  note: z.string().nullable(),
  differenceCents: z
    .number()
    .int()
    .nullable()
    .describe('Sobra (positivo) ou falta (negativo) no fechamento.'),
  closing: closingSchema.nullable().describe('O fechamento: contado, esperado e diferença por forma.'),
  summary: summarySchema.nullable(),
});
export type SessionView = z.infer<typeof sessionSchema>;

export const sessionDetailSchema = sessionSchema.extend({
  payments: z.array(paymentSchema),
  movements: z.array(movementSchema),
  events: z.array(eventSchema),
});

export const sessionsAnswer = z.object({
  sessions: z.array(sessionSchema.extend({ salesCents: z.number().int().nullable() })),
  withoutSession: z
    .object({
      label: z.string(),
      totalCents: z.number().int(),
      payments: z.array(paymentSchema),
    })
    .describe("Pagamentos do período recebidos sem caixa aberto ('Recebido sem caixa aberto')."),
});

export const movementAnswer = movementSchema;
export const closeAnswer = z.object({ session: sessionSchema, closing: closingSchema });
