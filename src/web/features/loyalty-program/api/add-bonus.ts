import { formatPoints } from '../../../../domain/format/points';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';
import { useLoyaltyMutation } from './use-loyalty-mutation';

/** `POST .../loyalty/customer/{customerId}/points`: the manual bonus (+10, +25 or +50). */
export function useAddBonus(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, ({ customerId, points }: { customerId: string; points: number }) =>
    api.post<{ customer: LoyaltyCustomerView }>(
      `${loyaltyPath(restaurantId)}/customer/${encodeURIComponent(customerId)}/points`,
      { points, type: 'bonus', description: `Bônus manual de ${formatPoints(points)}` },
    ),
  );
}
