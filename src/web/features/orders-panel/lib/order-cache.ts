/**
 * Folding a changed order into the cached lists. Events can repeat (a replay after a reconnect)
 * or arrive after a newer state (a mutation's answer racing its own event), so an order's
 * `changeSeq` decides: an older state never replaces a newer one.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isActiveOrder } from '../../../../domain/orders/order-status';
import { activeOrdersQueryOptions, ordersKey } from '../api/get-orders';
import type { PanelOrder } from '../types';

const newestFirst = (a: PanelOrder, b: PanelOrder) =>
  b.createdAt.localeCompare(a.createdAt) || b.changeSeq - a.changeSeq;

/**
 * The active list after a change: added or updated while active, removed once finished. An event
 * carries the order's row only, so the PIX the list read alongside it is kept.
 */
export function applyToActiveList(list: readonly PanelOrder[], order: PanelOrder): PanelOrder[] {
  const current = list.find((candidate) => candidate.id === order.id);
  if (current && current.changeSeq >= order.changeSeq) return [...list];
  const others = list.filter((candidate) => candidate.id !== order.id);
  const pix = current?.pixStatus ? { pixStatus: current.pixStatus, pixExpiresAt: current.pixExpiresAt } : {};
  return isActiveOrder(order.status) ? [...others, { ...pix, ...order }].sort(newestFirst) : others;
}

/** Whether an event brings an order the active list has not seen yet (a new order). */
export function isNewOrder(list: readonly PanelOrder[] | undefined, order: PanelOrder): boolean {
  return order.status === 'pending' && !list?.some((candidate) => candidate.id === order.id);
}

export function applyOrderToCache(queryClient: QueryClient, restaurantId: string, order: PanelOrder) {
  const active = activeOrdersQueryOptions(restaurantId);
  queryClient.setQueryData(active.queryKey, (list) => (list ? applyToActiveList(list, order) : list));
  // Finished and cancelled lists are small and rarely on screen: fetch them again when shown.
  void queryClient.invalidateQueries({
    queryKey: ordersKey(restaurantId),
    predicate: (query) => query.queryKey[3] !== 'active',
  });
}
