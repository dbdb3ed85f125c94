import type { RewardInput } from '../../../../domain/loyalty/loyalty.schemas';
import type { RewardView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';
import { useLoyaltyMutation } from './use-loyalty-mutation';

/** Creates a reward (`POST .../loyalty/rewards`) or edits one (`PATCH .../loyalty/rewards/{rewardId}`). */
export function useSaveReward(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, ({ id, ...reward }: RewardInput & { id?: string }) =>
    id
      ? api.patch<RewardView>(`${loyaltyPath(restaurantId)}/rewards/${encodeURIComponent(id)}`, reward)
      : api.post<RewardView>(`${loyaltyPath(restaurantId)}/rewards`, { ...reward, restaurantId }),
  );
}

/** The 'Desativar' / 'Ativar' switch of a reward. */
export function useToggleReward(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, ({ id, isActive }: { id: string; isActive: boolean }) =>
    api.patch<RewardView>(`${loyaltyPath(restaurantId)}/rewards/${encodeURIComponent(id)}`, { isActive }),
  );
}
