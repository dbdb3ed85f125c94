/**
 * What the kitchen display's own stream says about orders (issue 34, decision 0049): an order's id
 * and status, nothing of the diner's. The kitchen hears an order once it is confirmed (its tickets
 * are made in the confirmation's transaction) and every time its status moves (preparing, ready, a
 * cancellation or a delivery takes its tickets off the screen); a pending order has no ticket yet,
 * and a change that leaves the status as the screen last heard it (paid, an address fixed) changes
 * no ticket, so neither is sent.
 */
import type { OrderStatus } from '../orders/order-status';

export interface KdsOrderEvent {
  orderId: string;
  status: OrderStatus;
}

/** How many orders one stream remembers; past it, it forgets them all (a repeat only re-reads). */
export const KDS_HEARD_LIMIT = 5_000;

/**
 * One stream's filter: given each changed order in change order, the event to send, or null. It
 * remembers the last status sent per order, so a stream open all day sends each step once.
 */
export function kdsOrderEvents(limit = KDS_HEARD_LIMIT) {
  const heard = new Map<string, OrderStatus>();
  return (order: { id: string; status: OrderStatus }): KdsOrderEvent | null => {
    if (order.status === 'pending' || heard.get(order.id) === order.status) return null;
    if (heard.size >= limit && !heard.has(order.id)) heard.clear();
    heard.set(order.id, order.status);
    return { orderId: order.id, status: order.status };
  };
}
