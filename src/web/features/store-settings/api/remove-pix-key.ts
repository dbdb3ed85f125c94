import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PixKeyView, pixKeyQueryOptions } from './get-pix-key';
import { settingsPath, storeSettingsQueryOptions } from './get-store-settings';

/** `DELETE /api/restaurants/:id/pix-key`: without a key the server also stops accepting PIX. */
export function useRemovePixKey(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<PixKeyView>(`${settingsPath(restaurantId)}/pix-key`),
    onSuccess: (removed) => {
      queryClient.setQueryData(pixKeyQueryOptions(restaurantId).queryKey, removed);
      void queryClient.invalidateQueries({ queryKey: storeSettingsQueryOptions(restaurantId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId] });
    },
  });
}
