import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';
import { useLoyaltyMutation } from './use-loyalty-mutation';

/** The owner redeems a reward for a customer; the server checks dates, limits and balance. */
export function useRedeemReward(restaurantId: string) {
  return useLoyaltyMutation(
    restaurantId,
    ({ customerId, rewardId }: { customerId: string; rewardId: string }) =>
      api.post<{ customer: LoyaltyCustomerView }>(
        `${loyaltyPath(restaurantId)}/customer/${encodeURIComponent(customerId)}/redeem`,
        { rewardId },
      ),
  );
}
