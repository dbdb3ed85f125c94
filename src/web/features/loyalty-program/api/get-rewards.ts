import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyKey, loyaltyPath } from './keys';

/** Every reward of the restaurant (the owner also sees inactive and expired ones). */
export const rewardsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...loyaltyKey(restaurantId), 'owner-rewards'],
    queryFn: ({ signal }) => api.get<RewardView[]>(`${loyaltyPath(restaurantId)}/rewards`, signal),
  });

export function useOwnerRewards(restaurantId: string) {
  return useQuery(rewardsQueryOptions(restaurantId));
}
