import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OrderTab, OrderView, PanelOrder } from '../types';

export function getOrders(restaurantId: string, view: OrderView, tab?: OrderTab, signal?: AbortSignal) {
  const query = new URLSearchParams({ view });
  if (tab) query.set('type', tab);
  return api.get<PanelOrder[]>(
    `/api/restaurants/${encodeURIComponent(restaurantId)}/orders?${query}`,
    signal,
  );
}

/** Every order list of a restaurant lives under this key, so one invalidation refreshes them all. */
export const ordersKey = (restaurantId: string) => ['orders-panel', restaurantId, 'orders'] as const;

/**
 * The active list holds both tabs' orders (the ring counts pending table orders too); the
 * finished and cancelled lists are fetched per tab.
 */
export const ordersQueryOptions = (restaurantId: string, view: OrderView, tab?: OrderTab) =>
  queryOptions({
    queryKey: [...ordersKey(restaurantId), view, view === 'active' ? 'all' : (tab ?? 'all')],
    queryFn: ({ signal }) => getOrders(restaurantId, view, view === 'active' ? undefined : tab, signal),
  });

export const activeOrdersQueryOptions = (restaurantId: string) => ordersQueryOptions(restaurantId, 'active');

/** The list, polled every 5 s (the specification's interval) whenever the live stream is down. */
export function useOrders(restaurantId: string, view: OrderView, tab: OrderTab | undefined, poll: boolean) {
  return useQuery({ ...ordersQueryOptions(restaurantId, view, tab), refetchInterval: poll ? 5000 : false });
}
