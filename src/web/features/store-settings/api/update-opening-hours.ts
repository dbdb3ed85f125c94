import type { OpeningHoursView, StoreSettingsView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { settingsPath } from './get-store-settings';
import { useSettingsMutation } from './use-settings-mutation';

export function useUpdateOpeningHours(restaurantId: string) {
  return useSettingsMutation(restaurantId, (periods: OpeningHoursView[]) =>
    api.put<StoreSettingsView>(`${settingsPath(restaurantId)}/opening-hours`, { periods }),
  );
}
