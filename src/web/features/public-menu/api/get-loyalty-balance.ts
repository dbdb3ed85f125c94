import { queryOptions, useQuery } from '@tanstack/react-query';
import { draftPhoneDigits } from '../../../../domain/cart/customer-phone-draft';
import { api, isApiError } from '../../../lib/api-client';

/** `GET /api/restaurants/{id}/loyalty/{phone}`: only the balance and the redemption settings. */
export interface LoyaltyBalance {
  customer?: { points?: number } | null;
  settings?: { pointsForRedemption?: number; discountValue?: string | number } | null;
}

/** A phone the restaurant does not know yet (404) simply has no points. */
export async function getLoyaltyBalance(restaurantId: string, phone: string, signal?: AbortSignal) {
  try {
    return await api.get<LoyaltyBalance>(
      `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty/${draftPhoneDigits(phone)}`,
      signal,
    );
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const loyaltyBalanceQueryOptions = (restaurantId: string, phone: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'loyalty', draftPhoneDigits(phone)],
    queryFn: ({ signal }) => getLoyaltyBalance(restaurantId, phone, signal),
  });

export function useLoyaltyBalance(restaurantId: string, phone: string) {
  return useQuery({ ...loyaltyBalanceQueryOptions(restaurantId, phone), enabled: phone.trim() !== '' });
}
