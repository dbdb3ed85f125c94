import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSourceCounts } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';
import { integrationsPath } from './get-integrations';

export const orderSourceCountsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['integrations', restaurantId, 'order-sources'],
    queryFn: ({ signal }) =>
      api.get<OrderSourceCounts>(`${integrationsPath(restaurantId)}/order-sources`, signal),
    refetchInterval: 30_000,
  });

export function useOrderSourceCounts(restaurantId: string) {
  return useQuery(orderSourceCountsQueryOptions(restaurantId));
}
