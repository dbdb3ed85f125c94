import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import type { MenuItemInput } from '../../../../domain/menu/menu-item.schemas';
import { api } from '../../../lib/api-client';
import { itemPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useReplaceMenuItem(restaurantId: string) {
  return useMenuMutation(restaurantId, ({ id, ...input }: MenuItemInput & { id: string }) =>
    api.put<OwnerMenuItemView>(itemPath(restaurantId, id), input),
  );
}
