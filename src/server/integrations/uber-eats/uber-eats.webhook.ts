/**
 * Uber Eats as a generic webhook receiver (it stopped restaurant delivery in Brazil in 2022):
 * `orders.notification` carries the order; `orders.cancel` cancels it. Each delivery has an
 * event_id, so repeats are recognised.
 */
import type { ImportedOrder } from '../order-import';

export interface UberPayload {
  event_id?: string;
  event_type?: string;
  meta?: { resource_id?: string; status?: string };
  order?: {
    id?: string;
    display_id?: string;
    type?: string;
    eater?: { first_name?: string; last_name?: string; phone?: string };
    cart?: {
      items?: {
        external_data?: string;
        title?: string;
        quantity?: number;
        price?: { unit_price?: { amount?: number } };
        special_instructions?: string;
      }[];
    };
    payment?: { charges?: { total?: { amount?: number }; delivery_fee?: { amount?: number } } };
    delivery_address?: string;
  };
}

/** Uber sends money in minor units (cents). */
const minor = (value: number | undefined) => Math.max(0, Math.round(value ?? 0));

export function classifyUber(payload: UberPayload) {
  const orderId = payload.meta?.resource_id ?? payload.order?.id;
  if (!payload.event_id || !orderId) return null;
  if (payload.event_type === 'orders.notification' && payload.order)
    return { kind: 'new-order' as const, eventId: payload.event_id, externalOrderId: orderId };
  if (payload.event_type === 'orders.cancel')
    return { kind: 'cancel' as const, eventId: payload.event_id, externalOrderId: orderId };
  return null;
}

export function mapUberOrder(
  payload: UberPayload,
  context: { integrationId: string; restaurantId: string },
): ImportedOrder {
  const order = payload.order ?? {};
  const eater = order.eater ?? {};
  const charges = order.payment?.charges;
  return {
    ...context,
    source: 'uber_eats',
    externalOrderId: String(payload.meta?.resource_id ?? order.id),
    externalStatus: 'CREATED',
    customerName: [eater.first_name, eater.last_name].filter(Boolean).join(' ') || 'Cliente Uber Eats',
    customerPhone: eater.phone ?? 'Uber Eats',
    deliveryType: order.type === 'PICK_UP' ? 'pickup' : 'delivery',
    deliveryAddress: order.delivery_address ?? null,
    notes: order.display_id ? `Uber Eats #${order.display_id}` : null,
    lines: (order.cart?.items ?? []).map((item) => ({
      externalCode: item.external_data ?? null,
      name: item.title ?? 'Item Uber Eats',
      quantity: Math.max(1, Math.round(item.quantity ?? 1)),
      unitCents: minor(item.price?.unit_price?.amount),
      notes: item.special_instructions ?? null,
      options: [],
    })),
    deliveryFeeCents: minor(charges?.delivery_fee?.amount),
    totalCents: minor(charges?.total?.amount),
  };
}
