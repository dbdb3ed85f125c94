import type { InventorySettingsInput } from '../../../../domain/inventory/inventory.schemas';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useInventoryMutation } from './use-inventory-mutation';

/** The 'Ativo'/'Inativo' switch and the 'Editar' dialog: control, minimum alert, unit and cost. */
export function useUpdateInventoryItem(restaurantId: string) {
  return useInventoryMutation(restaurantId, ({ id, ...settings }: InventorySettingsInput & { id: string }) =>
    api.patch<InventoryItemView>(
      `${restaurantPath(restaurantId)}/inventory/${encodeURIComponent(id)}`,
      settings,
    ),
  );
}
