import { queryOptions, useQuery } from '@tanstack/react-query';
import { draftPhoneDigits, draftPhoneIssue } from '../../../../domain/cart/customer-phone-draft';
import { api } from '../../../lib/api-client';

/** `GET /api/restaurants/{id}/loyalty/{phone}`: the diner's balance and the redemption settings only. */
export interface PointsBalance {
  customer: { points: number };
  settings: { pointsForRedemption: number; discountValue: string };
}

export const pointsBalanceQueryOptions = (restaurantId: string, phone: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'loyalty', 'checkout-balance', draftPhoneDigits(phone)],
    queryFn: ({ signal }) =>
      api.get<PointsBalance>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty/${draftPhoneDigits(phone)}`,
        signal,
      ),
    staleTime: 0,
  });

/** Asked only once the diner chooses to use points, so typing a phone fires no look-ups. */
export function usePointsBalance(restaurantId: string, phone: string, wanted: boolean) {
  return useQuery({
    ...pointsBalanceQueryOptions(restaurantId, phone),
    enabled: wanted && draftPhoneIssue(phone) === null,
  });
}
