import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationsPath } from './get-integrations';

/** What the merchant document Keeta reads still lacks (CNPJ, logo), in Portuguese. */
export const keetaMerchantCheckQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['integrations', restaurantId, 'keeta-merchant-check'],
    queryFn: ({ signal }) =>
      api.get<{ gaps: string[] }>(`${integrationsPath(restaurantId)}/keeta/merchant-check`, signal),
  });

export function useKeetaMerchantCheck(restaurantId: string) {
  return useQuery(keetaMerchantCheckQueryOptions(restaurantId));
}
