/**
 * How a demo order lives: the status table's transitions with their moments (never after now), the
 * payment a diner of that order type picks, and what a platform last said of it.
 */
import { type Cents, centsToDecimal } from '../../domain/money/money';
import { canTransition, type DeliveryType, type OrderStatus } from '../../domain/orders/order-status';
import type { NewOrder } from '../modules/orders/order-placement.repository';
import { pick, type Random } from './demo-random';

/** A demo order's row as the seed writes it, its life's moments stamped by `lifecycle`. */
export type DemoOrderRow = NewOrder & { id: string; createdAt: Date; total: string; status: OrderStatus };

const MINUTE = 60_000;
const CANCEL_REASONS = [
  'Cliente desistiu do pedido',
  'Endereço fora da área',
  'Item em falta',
  'Cliente não atendeu',
];

const after = (moment: Date, random: Random, min: number, max: number) =>
  new Date(moment.getTime() + (min + Math.floor(random() * (max - min + 1))) * MINUTE);

/** Walks the order through the transitions its status needs, stamping each moment. */
export function lifecycle(row: DemoOrderRow, target: OrderStatus, random: Random, now: Date) {
  const path: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];
  if (row.deliveryType === 'delivery') path.push('out_for_delivery');
  path.push('delivered');
  const cancelAfterConfirm = target === 'cancelled' && random() < 0.35;
  const stop = target === 'cancelled' ? (cancelAfterConfirm ? 'confirmed' : 'pending') : target;
  let at = row.createdAt;
  let status: OrderStatus = 'pending';
  for (const next of path.slice(1, path.indexOf(stop) + 1)) {
    if (!canTransition(row.deliveryType as DeliveryType, status, next))
      throw new Error(`demo: ${status} -> ${next}`);
    at =
      next === 'confirmed'
        ? after(at, random, 1, 5)
        : next === 'ready'
          ? after(at, random, 14, 30)
          : after(at, random, 3, next === 'delivered' && row.deliveryType === 'delivery' ? 25 : 8);
    // A live order's steps all happened before now.
    if (at > now) at = new Date(now.getTime() - MINUTE);
    status = next;
    if (next === 'confirmed')
      Object.assign(row, {
        confirmedAt: at,
        printedAt: at,
        estimatedTime: row.deliveryType === 'table' ? 20 : 30,
      });
    if (next === 'ready') row.readyAt = at;
    if (next === 'delivered') row.deliveredAt = at;
  }
  if (target === 'cancelled') {
    at = after(at, random, 2, 10);
    if (at > now) at = new Date(now.getTime() - MINUTE);
    Object.assign(row, { cancelledAt: at, cancellationReason: pick(random, CANCEL_REASONS) });
    status = 'cancelled';
  }
  row.status = status;
  row.updatedAt = at > now ? now : at;
}

export function payment(random: Random, type: DeliveryType, totalCents: Cents) {
  const roll = random();
  const method = roll < (type === 'table' ? 0.3 : 0.45) ? 'pix' : roll < 0.8 ? 'card' : 'cash';
  if (method === 'card')
    return { paymentMethod: 'card', cardType: random() < 0.6 ? 'credit' : 'debit', changeFor: null };
  if (method === 'pix') return { paymentMethod: 'pix', cardType: null, changeFor: null };
  const note = [5000, 10_000, 20_000].find((value) => value > totalCents);
  return {
    paymentMethod: 'cash',
    cardType: null,
    changeFor: note && random() < 0.6 ? centsToDecimal(note) : null,
  };
}

/** What the platform last said of an order in each of our statuses, in the words iFood's events use. */
export const EXTERNAL_STATUS: Record<OrderStatus, string> = {
  pending: 'PLACED',
  confirmed: 'CONFIRMED',
  preparing: 'PREPARATION_STARTED',
  ready: 'READY_TO_PICKUP',
  out_for_delivery: 'DISPATCHED',
  delivered: 'CONCLUDED',
  cancelled: 'CANCELLED',
};
