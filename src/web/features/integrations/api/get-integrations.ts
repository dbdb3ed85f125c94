import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';

export const integrationsPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/integrations`;

export const integrationsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['integrations', restaurantId],
    queryFn: ({ signal }) => api.get<IntegrationView[]>(integrationsPath(restaurantId), signal),
    // Last sync, orders received and errors change while the tab is open.
    refetchInterval: 30_000,
  });

export function useIntegrations(restaurantId: string) {
  return useQuery(integrationsQueryOptions(restaurantId));
}
