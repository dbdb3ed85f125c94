/**
 * Keeta's refund negotiation (research §0 item 3): after an order, the customer may ask a refund
 * (event USER_REFUND_REQUEST); the restaurant accepts (`POST /v1/orders/{id}/acceptRefund`) or
 * rejects it with a code and a reason (`POST /v1/orders/{id}/rejectRefund`, code DISH_ALREADY_DONE |
 * OUT_FOR_DELIVERY | OTHER); Keeta then reports REFUNDED or REFUND_FAILED
 * (api-docs.mykeeta.com/apis/opendelivery/orderssection.md, orderapi/acceptrefund.md,
 * orderapi/rejectrefund.md). The order's `externalStatus` carries where it stands; labels are ours.
 */
import { z } from 'zod';

export const REFUND_REQUESTED = 'USER_REFUND_REQUEST';

export const REFUND_REJECT_REASONS = [
  { code: 'DISH_ALREADY_DONE', description: 'O prato já estava pronto' },
  { code: 'OUT_FOR_DELIVERY', description: 'O pedido já saiu para entrega' },
  { code: 'OTHER', description: 'Outro motivo' },
] as const;
export const REFUND_REJECT_CODES = ['DISH_ALREADY_DONE', 'OUT_FOR_DELIVERY', 'OTHER'] as const;

export const refundAnswerSchema = z.discriminatedUnion('accept', [
  z.object({ accept: z.literal(true) }),
  z.object({
    accept: z.literal(false),
    code: z.enum(REFUND_REJECT_CODES, { error: 'Escolha o motivo da recusa' }),
    reason: z
      .string({ error: 'Explique a recusa ao cliente' })
      .trim()
      .min(1, 'Explique a recusa ao cliente')
      .max(200, 'Motivo muito longo'),
  }),
]);
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

const LABELS: Record<string, string> = {
  [REFUND_REQUESTED]: 'O cliente pediu reembolso',
  REFUND_ACCEPTED: 'Reembolso aceito; aguardando a Keeta',
  REFUND_REJECTED: 'Reembolso recusado',
  REFUNDED: 'Reembolsado pela Keeta',
  REFUND_FAILED: 'O reembolso falhou na Keeta',
};

/** The refund's standing for the panel, or null when the order has none. */
export const refundLabel = (externalStatus: string | null | undefined): string | null =>
  (externalStatus && LABELS[externalStatus]) || null;

export const canAnswerRefund = (source: string, externalStatus: string | null | undefined) =>
  source === 'keeta' && externalStatus === REFUND_REQUESTED;
