import type { SupplierView } from '../../../../domain/inventory/inventory-api';
import type { SupplierInput } from '../../../../domain/inventory/supplier.schemas';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useInventoryMutation } from './use-inventory-mutation';

/** Edits any fields of a supplier; `{ isActive: false }` deactivates it. */
export function useUpdateSupplier(restaurantId: string) {
  return useInventoryMutation(restaurantId, ({ id, ...supplier }: Partial<SupplierInput> & { id: string }) =>
    api.patch<SupplierView>(`${restaurantPath(restaurantId)}/suppliers/${encodeURIComponent(id)}`, supplier),
  );
}
