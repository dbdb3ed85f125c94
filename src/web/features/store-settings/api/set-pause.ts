import type { StoreSettingsView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { settingsPath } from './get-store-settings';
import { useSettingsMutation } from './use-settings-mutation';

/** 'Pausar pedidos' until an ISO moment; null resumes now. */
export function useSetPause(restaurantId: string) {
  return useSettingsMutation(restaurantId, (pausedUntil: string | null) =>
    api.put<StoreSettingsView>(`${settingsPath(restaurantId)}/pause`, { pausedUntil }),
  );
}
