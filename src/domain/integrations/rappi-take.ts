/**
 * What the panel shows of a Rappi order before and after the take, in one place so the countdown,
 * the support button and the server's refusal cannot drift apart (decisions 0060 and 0065).
 *
 * Rappi cancels an order nobody takes in time ("TIMEOUT: When neither the store nor Rappi takes any
 * action on the order", dev-portal.dev.rappi.com/en/managing-user-orders/). The portal publishes no
 * number: the deadline is the operator's RAPPI_TAKE_DEADLINE_SECONDS (360 by default, the "6
 * minutos" of a public transcription), counted from the order's arrival.
 */
import type { OrderSource, OrderStatus } from '../orders/order-status';
import { rappiRejectAllowed } from './external-status';

export const RAPPI_DEFAULT_TAKE_DEADLINE_SECONDS = 360;

/** Milliseconds left to take a pending Rappi order (negative once past); null for any other order. */
export function rappiTakeTimeLeftMs(
  order: { orderSource: OrderSource; status: OrderStatus; createdAt: string | Date },
  deadlineSeconds: number,
  now: Date,
): number | null {
  if (order.orderSource !== 'rappi' || order.status !== 'pending') return null;
  return new Date(order.createdAt).getTime() + deadlineSeconds * 1000 - now.getTime();
}

/**
 * A Rappi order already taken cannot be rejected there, and Rappi documents no merchant
 * cancellation after the take: the panel offers Rappi's support instead of 'Cancelar'.
 */
export function rappiCancelNeedsSupport(order: { orderSource: OrderSource; status: OrderStatus }): boolean {
  return order.orderSource === 'rappi' && !rappiRejectAllowed(order.status);
}
