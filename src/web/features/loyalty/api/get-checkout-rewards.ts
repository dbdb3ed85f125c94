import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardRule } from '../../../../domain/loyalty/reward-redemption';
import { api } from '../../../lib/api-client';

/** `GET /api/restaurants/{id}/loyalty/rewards` as the cart's picker reads it: the rules it prices by. */
export interface CheckoutReward extends RewardRule {
  id: string;
  description?: string | null;
  itemName?: string | null;
}

export const checkoutRewardsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'loyalty', 'checkout-rewards'],
    queryFn: ({ signal }) =>
      api.get<CheckoutReward[]>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty/rewards`,
        signal,
      ),
    staleTime: 0,
  });

/** Asked only once the diner chooses to use a reward. */
export function useCheckoutRewards(restaurantId: string, wanted: boolean) {
  return useQuery({ ...checkoutRewardsQueryOptions(restaurantId), enabled: wanted });
}
