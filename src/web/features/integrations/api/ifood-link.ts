import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';
import { integrationsPath, integrationsQueryOptions } from './get-integrations';

export interface IfoodLinkCode {
  userCode: string;
  verificationUrl: string;
  verificationUrlComplete: string;
  expiresIn: number;
}

const linkPath = (restaurantId: string) => `${integrationsPath(restaurantId)}/ifood/link`;

/** Whether this server links stores through Comanda's iFood app or takes an own app's keys. */
export function useIfoodLinkMode(restaurantId: string) {
  return useQuery({
    queryKey: ['ifood-link-mode', restaurantId],
    queryFn: ({ signal }) =>
      api.get<{ appType: 'distributed' | 'centralized'; configured: boolean }>(
        linkPath(restaurantId),
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStartIfoodLink(restaurantId: string) {
  return useMutation({ mutationFn: () => api.post<IfoodLinkCode>(linkPath(restaurantId)) });
}

export function useAuthorizeIfood(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authorizationCode: string) =>
      api.post<IntegrationView>(`${integrationsPath(restaurantId)}/ifood/authorize`, { authorizationCode }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsQueryOptions(restaurantId).queryKey }),
  });
}
