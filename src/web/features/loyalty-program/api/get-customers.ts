import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyOverview } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyKey, loyaltyPath } from './keys';

/** `GET /api/restaurants/{id}/loyalty`: the program's customers (and its settings). */
export const customersQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...loyaltyKey(restaurantId), 'overview'],
    queryFn: ({ signal }) => api.get<LoyaltyOverview>(loyaltyPath(restaurantId), signal),
    staleTime: 0,
  });

export function useCustomers(restaurantId: string) {
  return useQuery(customersQueryOptions(restaurantId));
}
