import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { inventoryKey, restaurantPath } from './keys';

/** Purchases, newest first, with their lines. */
export const purchasesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...inventoryKey(restaurantId), 'purchases'],
    queryFn: ({ signal }) => api.get<PurchaseView[]>(`${restaurantPath(restaurantId)}/purchases`, signal),
  });

export function usePurchases(restaurantId: string) {
  return useQuery(purchasesQueryOptions(restaurantId));
}
