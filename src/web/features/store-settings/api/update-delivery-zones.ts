import type { StoreSettingsView } from '../../../../domain/menu/menu-api';
import type { DeliveryZoneInput } from '../../../../domain/menu/store-settings.schemas';
import { api } from '../../../lib/api-client';
import { settingsPath } from './get-store-settings';
import { useSettingsMutation } from './use-settings-mutation';

export function useUpdateDeliveryZones(restaurantId: string) {
  return useSettingsMutation(restaurantId, (zones: DeliveryZoneInput[]) =>
    api.put<StoreSettingsView>(`${settingsPath(restaurantId)}/delivery-zones`, { zones }),
  );
}
