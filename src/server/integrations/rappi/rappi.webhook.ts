/**
 * Rappi's webhooks: NEW_ORDER carries the order (order_detail, customer), ORDER_EVENT_CANCEL names
 * the order to cancel. The payload field names follow Rappi's public order model; fields it does
 * not send are read as empty rather than refused.
 */
import type { ImportedOrder } from '../order-import';
import { reaisToCents } from '../order-import';

interface RappiItem {
  sku?: string;
  id?: string | number;
  name?: string;
  quantity?: number;
  price?: number | string;
  comments?: string;
  subitems?: { name?: string; price?: number | string; quantity?: number }[];
}

export interface RappiPayload {
  event?: string;
  order_id?: string | number;
  order_detail?: {
    order_id?: string | number;
    created_at?: string;
    delivery_method?: string;
    total_order?: number | string;
    charges?: { shipping?: number | string };
    items?: RappiItem[];
    delivery_information?: { complete_address?: string; address?: string };
  };
  customer?: { first_name?: string; last_name?: string; phone_number?: string };
}

export type RappiEvent =
  | { kind: 'new-order'; eventId: string; externalOrderId: string }
  | { kind: 'cancel'; eventId: string; externalOrderId: string }
  | null;

export function classifyRappi(payload: RappiPayload): RappiEvent {
  const newId = payload.order_detail?.order_id;
  if (payload.order_detail && newId !== undefined)
    return { kind: 'new-order', eventId: `NEW_ORDER:${newId}`, externalOrderId: String(newId) };
  if (
    (payload.event === 'ORDER_EVENT_CANCEL' || payload.event === 'canceled') &&
    payload.order_id !== undefined
  )
    return {
      kind: 'cancel',
      eventId: `ORDER_EVENT_CANCEL:${payload.order_id}`,
      externalOrderId: String(payload.order_id),
    };
  return null;
}

export function mapRappiOrder(
  payload: RappiPayload,
  context: { integrationId: string; restaurantId: string },
): ImportedOrder {
  const detail = payload.order_detail ?? {};
  const lines = (detail.items ?? []).map((item) => {
    const options = (item.subitems ?? []).map((sub) => ({
      name: sub.quantity && sub.quantity > 1 ? `${sub.quantity}x ${sub.name ?? ''}` : (sub.name ?? ''),
      priceCents: reaisToCents(sub.price ?? 0) * (sub.quantity ?? 1),
    }));
    return {
      externalCode: item.sku ?? null,
      name: item.name ?? 'Item Rappi',
      quantity: Math.max(1, Math.round(item.quantity ?? 1)),
      unitCents: reaisToCents(item.price ?? 0) + options.reduce((sum, option) => sum + option.priceCents, 0),
      notes: item.comments ?? null,
      options,
    };
  });
  const pickup = detail.delivery_method === 'pickup';
  const customer = payload.customer ?? {};
  return {
    ...context,
    source: 'rappi',
    externalOrderId: String(detail.order_id),
    externalStatus: 'NEW_ORDER',
    customerName: [customer.first_name, customer.last_name].filter(Boolean).join(' ') || 'Cliente Rappi',
    customerPhone: customer.phone_number ?? 'Rappi',
    deliveryType: pickup ? 'pickup' : 'delivery',
    deliveryAddress:
      detail.delivery_information?.complete_address ?? detail.delivery_information?.address ?? null,
    notes: `Rappi #${detail.order_id}`,
    lines,
    deliveryFeeCents: reaisToCents(detail.charges?.shipping ?? 0),
    totalCents: reaisToCents(detail.total_order ?? 0),
  };
}
