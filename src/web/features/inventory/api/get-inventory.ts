import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { inventoryKey, restaurantPath } from './keys';

/**
 * The items with their stock and the four counters. Confirmed orders move stock from elsewhere, so
 * the list is refetched whenever it is shown again, and every 30 s while it stays open.
 */
export const inventoryQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...inventoryKey(restaurantId), 'items'],
    queryFn: ({ signal }) => api.get<InventoryView>(`${restaurantPath(restaurantId)}/inventory`, signal),
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useInventory(restaurantId: string) {
  return useQuery(inventoryQueryOptions(restaurantId));
}
