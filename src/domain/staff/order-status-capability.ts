/**
 * Which capability moving an order to a status takes. The kitchen advances preparation (preparing,
 * ready) but does not confirm, hand over or cancel; cancelling is a capability of its own because it
 * reverses stock and points.
 */
import type { OrderStatus } from '../orders/order-status';
import type { Capability } from './capabilities';

export function orderStatusCapability(status: OrderStatus): Capability {
  if (status === 'cancelled') return 'orders.cancel';
  if (status === 'preparing' || status === 'ready') return 'orders.prepare';
  return 'orders.update-status';
}
