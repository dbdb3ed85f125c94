/**
 * The 'Mesas' tab's calls (decision 0042's routes): the tables map with each open bill and pending
 * call, a table's bill, and what the staff do to them. Every change refreshes the map.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { BillStatus, TableCallKind, TableState } from '../../../domain/tables/tables';
import { api } from '../../lib/api-client';

export interface DiningTable {
  id: string;
  label: string;
  title: string;
  area: string;
  seats: number;
  position: number;
  isActive: boolean;
  code: string | null;
  state: TableState;
  stateLabel: string;
  bill: {
    id: string;
    status: BillStatus;
    people: number | null;
    openedAt: string;
    billRequestedAt: string | null;
    orderCount: number;
    itemCount: number;
    subtotal: string;
  } | null;
  pendingCalls: { id: string; kind: TableCallKind; createdAt: string }[];
}

export interface BillActorView {
  by: 'dono' | 'equipe' | 'cliente';
  staffId: string | null;
  name: string | null;
}

export interface BillView {
  id: string;
  status: BillStatus;
  statusLabel: string;
  table: { id: string; label: string; title: string; area: string; state: TableState };
  people: number | null;
  openedAt: string;
  orders: {
    id: string;
    orderNumber: string;
    status: OrderStatus;
    createdAt: string;
    orderedBy: BillActorView;
    notes: string | null;
    items: { name: string; quantity: number; subtotal: string; notes?: string | null }[];
    subtotal: string;
    removal: (BillActorView & { reason: string; at: string }) | null;
  }[];
  orderCount: number;
  itemCount: number;
  subtotal: string;
}

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}`;
export const tablesKey = (restaurantId: string) => ['restaurants', restaurantId, 'tables'] as const;
const billKey = (restaurantId: string, billId: string) =>
  ['restaurants', restaurantId, 'bills', billId] as const;

/** The map, polled every 15 s as a fall-back to the live stream (use-live-tables.ts). */
export const tablesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: tablesKey(restaurantId),
    queryFn: ({ signal }) => api.get<DiningTable[]>(`${base(restaurantId)}/tables`, signal),
    refetchInterval: 15_000,
  });

export const useTables = (restaurantId: string) => useQuery(tablesQueryOptions(restaurantId));

export const useBill = (restaurantId: string, billId: string | null) =>
  useQuery({
    queryKey: billKey(restaurantId, billId ?? ''),
    queryFn: ({ signal }) => api.get<BillView>(`${base(restaurantId)}/bills/${billId}`, signal),
    enabled: Boolean(billId),
  });

/** One of the staff's actions, by its path and body; the map (and the bills) are read again after. */
export function useTableAction(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      path,
      body,
      method = 'post',
    }: {
      path: string;
      body?: unknown;
      method?: 'post' | 'put' | 'patch' | 'delete';
    }) =>
      method === 'delete'
        ? api.delete<unknown>(`${base(restaurantId)}${path}`)
        : api[method]<unknown>(`${base(restaurantId)}${path}`, body ?? {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tablesKey(restaurantId) }),
        queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId, 'bills'] }),
      ]),
  });
}
