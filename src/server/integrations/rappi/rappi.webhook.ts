/**
 * Rappi's webhooks (dev-portal.rappi.com/en/webhook-events/). Rappi posts each event kind to the
 * URL registered for it; Comanda registers the same URL for all of them and tells them apart by
 * shape: NEW_ORDER carries `order_detail`, ORDER_EVENT_CANCEL and ORDER_OTHER_EVENT carry `event`
 * and `order_id`, PING carries only `store_id` and must be answered `{"status": "OK"}` or Rappi
 * treats the store as offline.
 */
import type { DeliveryAddressDetails } from '../../../domain/orders/delivery-address';
import { type ImportedOrder, reaisToCents } from '../order-import';
import { RAPPI_CANCEL_EVENTS, type RappiOrder, type RappiOrderEvent } from './rappi.types';

export type RappiEvent =
  | { kind: 'new-order'; eventId: string; externalOrderId: string }
  | { kind: 'cancel'; eventId: string; externalOrderId: string; event: string }
  | { kind: 'other'; eventId: string; externalOrderId: string; event: string }
  | { kind: 'ping' }
  | null;

const CANCEL_EVENTS = new Set<string>(RAPPI_CANCEL_EVENTS);

export function classifyRappi(payload: RappiOrder & RappiOrderEvent): RappiEvent {
  const newId = payload.order_detail?.order_id;
  if (payload.order_detail && newId !== undefined)
    return { kind: 'new-order', eventId: `NEW_ORDER:${newId}`, externalOrderId: String(newId) };
  const name = (payload.event ?? payload.order_event)?.toLowerCase();
  if (name && payload.order_id !== undefined) {
    const orderId = String(payload.order_id);
    const kind = CANCEL_EVENTS.has(name) ? 'cancel' : 'other';
    return { kind, eventId: `${name}:${orderId}`, externalOrderId: orderId, event: name };
  }
  if (payload.store_id !== undefined) return { kind: 'ping' };
  return null;
}

/**
 * The Rappi store an event is for: `store_id` on the order events and PING ("the id of the store in
 * the rappi app", dev-portal.rappi.com/en/webhook-events/), and on NEW_ORDER the order's
 * `store.internal_id` (Rappi's id; `external_id` is the integrator's own id for the store, read only
 * when Rappi sends no internal id). Null when the delivery names no store.
 */
export function rappiStoreOf(payload: RappiOrder & RappiOrderEvent): string | null {
  const id = payload.order_detail
    ? (payload.store?.internal_id ?? payload.store?.external_id)
    : payload.store_id;
  return id === undefined || id === null || id === '' ? null : String(id);
}

/** What the panel shows for the events of ORDER_OTHER_EVENT that move Rappi's side of an order. */
export const RAPPI_EVENT_STATUS: Record<string, string> = {
  taken_visible_order: 'CONFIRMED',
  ready_for_pick_up: 'READY_TO_PICKUP',
  domiciliary_in_store: 'READY_TO_PICKUP',
  hand_to_domiciliary: 'DISPATCHED',
  arrive: 'DISPATCHED',
  close_order: 'CONCLUDED',
};

/** Rappi's payment methods (the Hub's RappiOrderPaymentMethod enum) that the diner pays on delivery. */
const PAID_ON_DELIVERY = new Set(['cash', 'pos_terminal']);

export function mapRappiOrder(
  payload: RappiOrder,
  context: { integrationId: string; restaurantId: string },
): ImportedOrder {
  const detail = payload.order_detail ?? {};
  const totals = detail.totals ?? {};
  const lines = (detail.items ?? []).map((item) => {
    const quantity = Math.max(1, Math.round(item.quantity ?? 1));
    // `price` is the whole line (the subitems inside it), so the unit price is price / quantity.
    const lineCents = reaisToCents(item.price ?? 0);
    return {
      externalCode: item.sku ?? null,
      name: item.name ?? 'Item Rappi',
      quantity,
      unitCents: Math.round(lineCents / quantity),
      notes: item.comments ?? null,
      options: (item.subitems ?? []).map((sub) => ({
        name: sub.quantity && sub.quantity > 1 ? `${sub.quantity}x ${sub.name ?? ''}` : (sub.name ?? ''),
        priceCents: reaisToCents(sub.price ?? 0),
      })),
    };
  });
  const pickup = detail.delivery_method?.toLowerCase() === 'pickup';
  const customer = payload.customer ?? {};
  const address = detail.delivery_information;
  const method = detail.payment_method ?? '';
  const payment = PAID_ON_DELIVERY.has(method)
    ? `Cobrar na entrega: ${method === 'cash' ? 'dinheiro' : 'maquininha'}`
    : 'Pago online pela Rappi';
  return {
    ...context,
    source: 'rappi',
    externalOrderId: String(detail.order_id),
    externalStatus: 'NEW_ORDER',
    customerName: [customer.first_name, customer.last_name].filter(Boolean).join(' ') || 'Cliente Rappi',
    customerPhone: customer.phone_number ?? 'Rappi',
    deliveryType: pickup ? 'pickup' : 'delivery',
    deliveryAddress:
      [address?.complete_address, address?.complement, address?.neighborhood].filter(Boolean).join(', ') ||
      null,
    deliveryAddressDetails: pickup ? null : rappiAddressDetails(address),
    notes: [`Rappi #${detail.order_id}`, payment].join(' — '),
    lines,
    deliveryFeeCents: reaisToCents(totals.charges?.shipping ?? 0),
    totalCents: reaisToCents(totals.total_order ?? 0),
  };
}

/** One address part as Rappi sent it (a number too), trimmed and cut; null when empty. */
function part(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return String(value).trim().slice(0, max) || null;
}

/**
 * The address in its parts, as Rappi's order sample sends them (street_name, street_number,
 * complement, neighborhood, city, postal_code), so the card and the ticket show the CEP and the
 * city as they do for iFood. Only with the street: the ticket prints the parts instead of the
 * one-line address, and a courier's ticket never goes without the street.
 */
function rappiAddressDetails(
  address: NonNullable<RappiOrder['order_detail']>['delivery_information'],
): DeliveryAddressDetails | null {
  const streetName = part(address?.street_name, 200);
  if (!address || !streetName) return null;
  return {
    streetName,
    streetNumber: part(address.street_number, 20),
    complement: part(address.complement, 200),
    neighborhood: part(address.neighborhood, 200),
    city: part(address.city, 200),
    postalCode: part(address.postal_code, 20),
  };
}
