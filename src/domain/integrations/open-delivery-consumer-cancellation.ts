/**
 * The diner's cancellation request on the bare Open Delivery standard (v1.7.0; Keeta has no such
 * event: it negotiates refunds, keeta-refund.ts). The ordering application sends
 * ORDER_CANCELLATION_REQUEST; the merchant's software "must manifest itself" with
 * `POST /v1/orders/{orderId}/acceptCancellation` (no body, then a CANCELLED event) or
 * `/denyCancellation` with RequestDenied `{reason, code: DISH_ALREADY_DONE | OUT_FOR_DELIVERY}`
 * (then CANCELLED_DENIED, "when the cancellation request from the Ordering Application is denied by
 * the Software Service"; the prose calls it CANCELLATION_DENIED). Source:
 * Abrasel-Nacional/opendelivery-v2 docs/reference/v1/openapi.yaml l.862-877 (handshake), l.1458-1459
 * (event types), l.2081-2170 (the two endpoints, 200/204), l.5448-5460 (RequestDenied); the denial event named CANCELLATION_DENIED at l.877 and l.2148.
 * The order's `externalStatus` carries where the request stands; the Portuguese labels are ours.
 */
import { z } from 'zod';
import { isActiveOrder, type OrderStatus } from '../orders/order-status';

/** The event the ordering application sends, kept as the order's external status while pending. */
export const CONSUMER_CANCELLATION_REQUESTED = 'ORDER_CANCELLATION_REQUEST';
/** Ours: the owner accepted; the order is cancelled here and the application's CANCELLED follows. */
export const CONSUMER_CANCELLATION_ACCEPTED = 'ORDER_CANCELLATION_ACCEPTED';
/** The standard's event after a denial (enum name); ours too once the owner denied. */
export const CONSUMER_CANCELLATION_DENIED = 'CANCELLED_DENIED';

/** The event types that mean the denial stands: the enum's name and the prose's. */
const DENIED_EVENTS = new Set([CONSUMER_CANCELLATION_DENIED, 'CANCELLATION_DENIED']);

/** The external status an incoming event leaves on the order (the prose's name folded into the enum's). */
export function consumerCancellationStatusOf(eventType: string): string {
  return DENIED_EVENTS.has(eventType) ? CONSUMER_CANCELLATION_DENIED : eventType;
}

/** The events that settle a pending request (or repeat it); any other status leaves it pending. */
const SETTLING = new Set([CONSUMER_CANCELLATION_REQUESTED, 'CANCELLED', ...DENIED_EVENTS]);

/**
 * The external status an order keeps after an event or one of our status actions: a pending
 * request stays until the diner's request is settled, so a CONFIRMED or DISPATCHED arriving
 * meanwhile never hides it from the owner.
 */
export function externalStatusAfter(current: string | null | undefined, incoming: string): string {
  if (current === CONSUMER_CANCELLATION_REQUESTED && !SETTLING.has(incoming)) return current;
  return consumerCancellationStatusOf(incoming);
}

export const CONSUMER_CANCELLATION_DENY_REASONS = [
  { code: 'DISH_ALREADY_DONE', description: 'O prato já está pronto' },
  { code: 'OUT_FOR_DELIVERY', description: 'O pedido já saiu para entrega' },
] as const;
export const CONSUMER_CANCELLATION_DENY_CODES = ['DISH_ALREADY_DONE', 'OUT_FOR_DELIVERY'] as const;

export const consumerCancellationAnswerSchema = z.discriminatedUnion(
  'accept',
  [
    z.object({ accept: z.literal(true) }),
    z.object({
      accept: z.literal(false),
      code: z.enum(CONSUMER_CANCELLATION_DENY_CODES, { error: 'Escolha o motivo da recusa' }),
      reason: z
        .string({ error: 'Explique a recusa ao cliente' })
        .trim()
        .min(1, 'Explique a recusa ao cliente')
        .max(200, 'Motivo muito longo'),
    }),
  ],
  { error: 'Diga se aceita ou recusa o cancelamento' },
);
export type ConsumerCancellationAnswer = z.infer<typeof consumerCancellationAnswerSchema>;

const LABELS: Record<string, string> = {
  [CONSUMER_CANCELLATION_REQUESTED]: 'O cliente pediu para cancelar',
  [CONSUMER_CANCELLATION_ACCEPTED]: 'Cancelamento pedido pelo cliente: aceito',
  [CONSUMER_CANCELLATION_DENIED]: 'Cancelamento pedido pelo cliente: recusado',
};

/** Where the diner's request stands, for the panel; null when the order has none. */
export function consumerCancellationLabel(
  source: string,
  externalStatus: string | null | undefined,
): string | null {
  if (source !== 'open_delivery' || !externalStatus) return null;
  return LABELS[externalStatus] ?? null;
}

/** Whether the owner can still answer: a bare Open Delivery order, a request pending, not finished. */
export function canAnswerConsumerCancellation(order: {
  orderSource: string;
  status: OrderStatus;
  externalStatus: string | null | undefined;
}): boolean {
  return (
    order.orderSource === 'open_delivery' &&
    order.externalStatus === CONSUMER_CANCELLATION_REQUESTED &&
    isActiveOrder(order.status)
  );
}
