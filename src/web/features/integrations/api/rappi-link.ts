import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';
import { integrationsPath, integrationsQueryOptions } from './get-integrations';

/** Whether this server holds Comanda's Rappi ally credentials (decision 0065). */
export function useRappiLinkMode(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['rappi-link-mode', restaurantId],
    queryFn: ({ signal }) =>
      api.get<{ configured: boolean; takeDeadlineSeconds: number }>(
        `${integrationsPath(restaurantId)}/rappi`,
        signal,
      ),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLinkRappiStore(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) =>
      api.post<IntegrationView>(`${integrationsPath(restaurantId)}/rappi/link`, { storeId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsQueryOptions(restaurantId).queryKey }),
  });
}
