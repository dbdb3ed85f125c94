import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixKeyType } from '../../../../domain/payments/pix';
import { api } from '../../../lib/api-client';
import { type PixKeyView, pixKeyQueryOptions } from './get-pix-key';
import { settingsPath } from './get-store-settings';

/** `PUT /api/restaurants/:id/pix-key`: the server validates the key again and keeps it canonical. */
export function useSavePixKey(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: { type: PixKeyType; key: string }) =>
      api.put<PixKeyView>(`${settingsPath(restaurantId)}/pix-key`, value),
    onSuccess: (saved) => queryClient.setQueryData(pixKeyQueryOptions(restaurantId).queryKey, saved),
  });
}
