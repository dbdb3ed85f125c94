import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TierView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyKey, loyaltyPath } from './keys';

export const tiersQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...loyaltyKey(restaurantId), 'tiers'],
    queryFn: ({ signal }) => api.get<TierView[]>(`${loyaltyPath(restaurantId)}/tiers`, signal),
  });

export function useTiers(restaurantId: string) {
  return useQuery(tiersQueryOptions(restaurantId));
}
