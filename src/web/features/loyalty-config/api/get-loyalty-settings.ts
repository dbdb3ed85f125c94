import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyOverview } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';

export const loyaltyPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty`;

/** `GET /api/restaurants/{id}/loyalty`: the settings (and customers) of the loyalty program. */
export const loyaltySettingsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'loyalty', 'overview'],
    queryFn: ({ signal }) => api.get<LoyaltyOverview>(loyaltyPath(restaurantId), signal),
  });

export function useLoyaltySettings(restaurantId: string) {
  return useQuery(loyaltySettingsQueryOptions(restaurantId));
}
