import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { inventoryKey, restaurantPath } from './keys';

/** Every supplier, active ones first. */
export const suppliersQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...inventoryKey(restaurantId), 'suppliers'],
    queryFn: ({ signal }) => api.get<SupplierView[]>(`${restaurantPath(restaurantId)}/suppliers`, signal),
  });

export function useSuppliers(restaurantId: string) {
  return useQuery(suppliersQueryOptions(restaurantId));
}
