import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffActionsPage, StaffActionView } from '../types';

/** A page of the team's audit trail, newest first. */
export function useStaffActions(restaurantId: string, page: number) {
  return useQuery({
    queryKey: ['restaurants', restaurantId, 'staff', 'actions', page],
    queryFn: ({ signal }) =>
      api.get<StaffActionsPage>(`/api/restaurants/${restaurantId}/staff/actions?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** What the team did to one order, read when its history is opened. */
export function useOrderHistory(restaurantId: string, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['restaurants', restaurantId, 'orders', orderId, 'history'],
    queryFn: ({ signal }) =>
      api.get<StaffActionView[]>(`/api/restaurants/${restaurantId}/orders/${orderId}/history`, signal),
    enabled,
  });
}
