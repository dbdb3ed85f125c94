/** The plan's payment answers as the owner's client receives them (plan-payments.views.ts, dates as ISO strings). */
import { z } from 'zod';
import { isoDateTime, money } from '../../lib/answer-schemas';

const statusText = z
  .string()
  .describe('Estado no Mercado Pago: created, pending, approved, rejected, cancelled, refunded…');

/** `toPlanPaymentView`. */
export const planPaymentViewSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  amount: money,
  status: statusText,
  statusLabel: z.string().describe('O estado em português.'),
  resultPage: z
    .enum(['success', 'failure', 'pending'])
    .describe('A página de resultado que mostra este pagamento.'),
  testMode: z.boolean().describe('Pago no checkout de teste, sem dinheiro de verdade.'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  appliedAt: isoDateTime.nullable().describe('Quando o pagamento estendeu o plano.'),
  periodEnd: isoDateTime.nullable().describe('Até quando o plano ficou pago.'),
  history: z.array(z.object({ status: statusText, statusLabel: z.string(), at: isoDateTime })),
});

export const planPaymentHistorySchema = z.array(planPaymentViewSchema);

/** `toAccountPlanView`. */
const accountPlanSchema = z.object({
  trialEndsAt: isoDateTime.nullable(),
  paidUntil: isoDateTime.nullable(),
  planState: z.enum(['trial', 'active', 'overdue']),
});

export const checkoutStateSchema = planPaymentViewSchema
  .extend({
    checkoutId: z.string(),
    restaurant: accountPlanSchema.nullable(),
  })
  .describe('O pagamento mais avançado do checkout, para as páginas de resultado.');

export const testCheckoutSchema = checkoutStateSchema.extend({ restaurantName: z.string() });

export const testCheckoutSettledSchema = checkoutStateSchema.extend({
  redirectUrl: z.string().describe('A página de resultado, com os parâmetros que o Mercado Pago enviaria.'),
});

export const checkoutStartedSchema = z.object({
  checkoutUrl: z.string().describe('Endereço do checkout para onde o dono é levado.'),
  paymentId: z.string(),
  testMode: z.boolean(),
});

/** `subscriptionView`, or null without a subscription. */
export const subscriptionAnswerSchema = z.object({
  subscription: z
    .object({
      status: z.string().describe('pending, authorized, paused ou cancelled (Mercado Pago).'),
      statusLabel: z.string(),
      nextPaymentDate: isoDateTime.nullable(),
      cancelledAt: isoDateTime.nullable(),
      cancellable: z.boolean(),
    })
    .nullable(),
});

export const webhookReceivedSchema = z.object({ received: z.boolean() }).describe('Notificação recebida.');
