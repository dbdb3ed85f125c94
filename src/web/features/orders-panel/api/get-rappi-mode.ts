import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The server's Rappi settings the panel needs: the take deadline its countdown runs on. */
export interface RappiMode {
  configured: boolean;
  takeDeadlineSeconds: number;
}

export const rappiModeQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['orders-panel', restaurantId, 'rappi-mode'],
    queryFn: ({ signal }) =>
      api.get<RappiMode>(`/api/restaurants/${encodeURIComponent(restaurantId)}/integrations/rappi`, signal),
    staleTime: 10 * 60_000,
  });

export function useRappiMode(restaurantId: string, enabled: boolean) {
  return useQuery({ ...rappiModeQueryOptions(restaurantId), enabled });
}
