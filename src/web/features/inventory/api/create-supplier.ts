import type { SupplierView } from '../../../../domain/inventory/inventory-api';
import type { SupplierInput } from '../../../../domain/inventory/supplier.schemas';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useInventoryMutation } from './use-inventory-mutation';

export function useCreateSupplier(restaurantId: string) {
  return useInventoryMutation(restaurantId, (supplier: SupplierInput) =>
    api.post<SupplierView>(`${restaurantPath(restaurantId)}/suppliers`, supplier),
  );
}
