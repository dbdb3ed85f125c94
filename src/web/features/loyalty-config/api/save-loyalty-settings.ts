import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltySettingsInput } from '../../../../domain/loyalty/loyalty.schemas';
import type { LoyaltySettingsView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath, loyaltySettingsQueryOptions } from './get-loyalty-settings';

/** `POST /api/restaurants/{id}/loyalty`: saves the settings (the server repeats section 5's bounds). */
export function useSaveLoyaltySettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LoyaltySettingsInput) =>
      api.post<LoyaltySettingsView>(loyaltyPath(restaurantId), values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: loyaltySettingsQueryOptions(restaurantId).queryKey }),
  });
}
