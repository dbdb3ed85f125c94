import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyStats } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './get-loyalty-settings';

/** The statistics card, computed by the server from the ledger, customers and orders. */
export const loyaltyStatsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'loyalty', 'stats'],
    queryFn: ({ signal }) => api.get<LoyaltyStats>(`${loyaltyPath(restaurantId)}/stats`, signal),
    staleTime: 0,
  });

export function useLoyaltyStats(restaurantId: string) {
  return useQuery(loyaltyStatsQueryOptions(restaurantId));
}
