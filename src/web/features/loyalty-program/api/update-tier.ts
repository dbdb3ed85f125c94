import type { TierInput } from '../../../../domain/loyalty/loyalty.schemas';
import type { TierView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';
import { useLoyaltyMutation } from './use-loyalty-mutation';

export function useUpdateTier(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, ({ id, ...tier }: TierInput & { id: string }) =>
    api.patch<TierView>(`${loyaltyPath(restaurantId)}/tiers/${encodeURIComponent(id)}`, tier),
  );
}
