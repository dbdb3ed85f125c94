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

/** How this server links iFood stores (by id or by code) and whether the operator configured the app. */
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

/** The store iFood knows by the id the owner typed, shown to confirm before linking. */
export interface IfoodStore {
  merchantId: string;
  name: string;
  corporateName: string | null;
}

export function useFindIfoodStore(restaurantId: string) {
  return useMutation({
    mutationFn: (store: string) =>
      api.post<IfoodStore>(`${integrationsPath(restaurantId)}/ifood/store-lookup`, { store }),
  });
}

export function useLinkIfoodStore(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: string) =>
      api.post<IntegrationView>(`${integrationsPath(restaurantId)}/ifood/store`, { store }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsQueryOptions(restaurantId).queryKey }),
  });
}

export interface IfoodStoreStatus {
  state: 'OK' | 'WARNING' | 'CLOSED' | 'ERROR' | null;
  stateLabel: string;
  operations: {
    operation: string;
    operationLabel: string;
    state: 'OK' | 'WARNING' | 'CLOSED' | 'ERROR';
    stateLabel: string;
    reason: string | null;
    reopenable: boolean | null;
  }[];
  checkedAt: string;
}

/** The linked store's state on iFood, every 30 s as iFood's best practices suggest. */
export function useIfoodStoreStatus(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['ifood-store-status', restaurantId],
    queryFn: ({ signal }) =>
      api.get<IfoodStoreStatus>(`${integrationsPath(restaurantId)}/ifood/status`, signal),
    enabled,
    refetchInterval: 30_000,
    retry: false,
  });
}
