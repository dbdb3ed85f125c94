import type { OrderSettingsView, StoreSettingsView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { settingsPath } from './get-store-settings';
import { useSettingsMutation } from './use-settings-mutation';

export function useUpdateOrderSettings(restaurantId: string) {
  return useSettingsMutation(restaurantId, (settings: OrderSettingsView) =>
    api.put<StoreSettingsView>(`${settingsPath(restaurantId)}/order-settings`, settings),
  );
}
