import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsView } from '../../../../domain/menu/menu-api';
import { storeSettingsQueryOptions } from './get-store-settings';

/** Every settings call answers the whole settings: the cache takes it, the public profile refreshes. */
export function useSettingsMutation<Input>(
  restaurantId: string,
  mutationFn: (input: Input) => Promise<StoreSettingsView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => {
      queryClient.setQueryData(storeSettingsQueryOptions(restaurantId).queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId] });
      // The number of tables feeds the QR code tab's table codes.
      void queryClient.invalidateQueries({ queryKey: ['qr-code', restaurantId] });
    },
  });
}
