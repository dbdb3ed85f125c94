/**
 * Uber Eats stopped restaurant delivery in Brazil on 7 March 2022; the card is not connectable and
 * past imported orders stay. Its `orders.notification` carries only `meta.resource_id` and
 * `resource_href` (developer.uber.com/docs/eats/references/api/webhooks.orders-notification), so
 * the order itself would have to be fetched with a token Comanda no longer obtains: only
 * `orders.cancel` of an order imported earlier is still applied. Each delivery has an event_id.
 */

export interface UberPayload {
  event_id?: string;
  event_type?: string;
  event_time?: number;
  meta?: { resource_id?: string; status?: string; user_id?: string };
  resource_href?: string;
}

export function classifyUber(payload: UberPayload) {
  const orderId = payload.meta?.resource_id;
  if (!payload.event_id || !orderId || payload.event_type !== 'orders.cancel') return null;
  return { kind: 'cancel' as const, eventId: payload.event_id, externalOrderId: orderId };
}
