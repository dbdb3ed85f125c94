import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingValues } from '../../../../domain/menu/store-settings.schemas';
import { api } from '../../../lib/api-client';
import { type BrandingDetails, brandingQueryOptions } from './get-branding';

/** `PUT /api/restaurants/{id}`: name, contacts, address and images. */
export function useUpdateBranding(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BrandingValues) =>
      api.put<BrandingDetails>(`/api/restaurants/${encodeURIComponent(restaurantId)}`, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(brandingQueryOptions(restaurantId).queryKey, saved);
      // The panel's title (the session's restaurant) and the public profile show the same details.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      void queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId] });
      // The QR PNG is named after the restaurant.
      void queryClient.invalidateQueries({ queryKey: ['qr-code', restaurantId] });
    },
  });
}
