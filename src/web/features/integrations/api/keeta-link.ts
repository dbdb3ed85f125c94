import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';
import { integrationsPath, integrationsQueryOptions } from './get-integrations';

/** Whether this server holds Comanda's Keeta app credentials (decision 0063). */
export function useKeetaLinkMode(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['keeta-link-mode', restaurantId],
    queryFn: ({ signal }) =>
      api.get<{ configured: boolean }>(`${integrationsPath(restaurantId)}/keeta/link`, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Onboards the store on Comanda's Keeta app by its id in Keeta. */
export function useLinkKeetaStore(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keetaMerchantId: string) =>
      api.post<IntegrationView>(`${integrationsPath(restaurantId)}/keeta/link`, { keetaMerchantId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsQueryOptions(restaurantId).queryKey }),
  });
}
