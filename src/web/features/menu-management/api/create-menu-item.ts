import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import type { MenuItemInput } from '../../../../domain/menu/menu-item.schemas';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useCreateMenuItem(restaurantId: string) {
  return useMenuMutation(restaurantId, (input: MenuItemInput) =>
    api.post<OwnerMenuItemView>(`${restaurantPath(restaurantId)}/menu`, input),
  );
}
