import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMovementView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { inventoryKey, restaurantPath } from './keys';

/** An item's movements, newest first (section 7: GET /stock/movements); fresh each time it opens. */
export const stockMovementsQueryOptions = (restaurantId: string, menuItemId: string) =>
  queryOptions({
    queryKey: [...inventoryKey(restaurantId), 'movements', menuItemId],
    queryFn: ({ signal }) =>
      api.get<StockMovementView[]>(
        `${restaurantPath(restaurantId)}/stock/movements?menuItemId=${encodeURIComponent(menuItemId)}`,
        signal,
      ),
    staleTime: 0,
  });

export function useStockMovements(restaurantId: string, menuItemId: string, enabled: boolean) {
  return useQuery({ ...stockMovementsQueryOptions(restaurantId, menuItemId), enabled });
}
