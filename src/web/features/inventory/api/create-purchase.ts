import type { PurchaseView } from '../../../../domain/inventory/inventory-api';
import type { PurchaseInput } from '../../../../domain/inventory/purchase.schemas';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useInventoryMutation } from './use-inventory-mutation';

/** A new purchase, 'pendente' until received; the server computes its total. */
export function useCreatePurchase(restaurantId: string) {
  return useInventoryMutation(restaurantId, (purchase: PurchaseInput) =>
    api.post<PurchaseView>(`${restaurantPath(restaurantId)}/purchases`, purchase),
  );
}
