/**
 * Which platform action follows a status change made in our panel. It lives in the domain so the
 * orders module asks "what do I tell the platform?" without branching on a provider's name.
 */
import type { OrderSource, OrderStatus } from '../orders/order-status';

export const IFOOD_ACTIONS = [
  'confirm',
  'startPreparation',
  'readyToPickup',
  'dispatch',
  'requestCancellation',
] as const;
export type IfoodAction = (typeof IFOOD_ACTIONS)[number];

const IFOOD_ACTION_FOR: Partial<Record<OrderStatus, IfoodAction>> = {
  confirmed: 'confirm',
  preparing: 'startPreparation',
  ready: 'readyToPickup',
  out_for_delivery: 'dispatch',
  cancelled: 'requestCancellation',
};

/** The action to send to the order's platform, or null when nothing is sent. */
export function externalActionFor(source: OrderSource, status: OrderStatus): IfoodAction | null {
  if (source !== 'ifood') return null;
  return IFOOD_ACTION_FOR[status] ?? null;
}

/** iFood event codes and the status they move our order to (only CAN changes ours). */
export const IFOOD_EVENT_STATUS: Record<string, string> = {
  PLC: 'PLACED',
  CFM: 'CONFIRMED',
  RTP: 'READY_TO_PICKUP',
  DSP: 'DISPATCHED',
  CON: 'CONCLUDED',
  CAN: 'CANCELLED',
};

/** iFood cancels an order not confirmed within 8 minutes of placement. */
export const IFOOD_CONFIRM_DEADLINE_MS = 8 * 60 * 1000;

export function confirmDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + IFOOD_CONFIRM_DEADLINE_MS);
}
