import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffMemberView } from '../types';

export const staffKey = (restaurantId: string) => ['restaurants', restaurantId, 'staff'] as const;

export const staffQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: staffKey(restaurantId),
    queryFn: ({ signal }) => api.get<StaffMemberView[]>(`/api/restaurants/${restaurantId}/staff`, signal),
  });

export function useStaff(restaurantId: string) {
  return useQuery(staffQueryOptions(restaurantId));
}
