import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettingsView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';

export const settingsPath = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}`;

export const storeSettingsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['store-settings', restaurantId],
    queryFn: ({ signal }) => api.get<StoreSettingsView>(`${settingsPath(restaurantId)}/settings`, signal),
  });

export function useStoreSettings(restaurantId: string) {
  return useQuery(storeSettingsQueryOptions(restaurantId));
}
