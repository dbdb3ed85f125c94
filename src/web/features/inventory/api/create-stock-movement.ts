import type { StockMovementInput } from '../../../../domain/inventory/inventory.schemas';
import type { RegisteredMovementView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useInventoryMutation } from './use-inventory-mutation';

/** Section 7: POST /stock/movements {menuItemId, type, quantity, reason, notes, costPerUnit}. */
export function useCreateStockMovement(restaurantId: string) {
  return useInventoryMutation(restaurantId, (movement: StockMovementInput) =>
    api.post<RegisteredMovementView>(`${restaurantPath(restaurantId)}/stock/movements`, movement),
  );
}
