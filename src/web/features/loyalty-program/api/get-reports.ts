import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyReports } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyKey, loyaltyPath } from './keys';

export const reportsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...loyaltyKey(restaurantId), 'reports'],
    queryFn: ({ signal }) => api.get<LoyaltyReports>(`${loyaltyPath(restaurantId)}/reports`, signal),
    staleTime: 0,
  });

export function useLoyaltyReports(restaurantId: string) {
  return useQuery(reportsQueryOptions(restaurantId));
}
