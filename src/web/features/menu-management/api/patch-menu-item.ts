import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import type { MenuItemInput } from '../../../../domain/menu/menu-item.schemas';
import { api } from '../../../lib/api-client';
import { itemPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export type MenuItemPatchInput = Partial<MenuItemInput>;

/** The one-tap changes: 'Esgotado', active or not. */
export function usePatchMenuItem(restaurantId: string) {
  return useMenuMutation(restaurantId, ({ id, ...patch }: MenuItemPatchInput & { id: string }) =>
    api.patch<OwnerMenuItemView>(itemPath(restaurantId, id), patch),
  );
}
