import type { PurchaseView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useInventoryMutation } from './use-inventory-mutation';

export type PurchaseAction = 'receive' | 'cancel';

/** 'Receber' (stock comes in, once) or 'Cancelar' a pending purchase. */
export function useChangePurchaseStatus(restaurantId: string) {
  return useInventoryMutation(restaurantId, ({ id, action }: { id: string; action: PurchaseAction }) =>
    api.post<PurchaseView>(`${restaurantPath(restaurantId)}/purchases/${encodeURIComponent(id)}/${action}`),
  );
}
