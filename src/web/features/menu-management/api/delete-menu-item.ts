import { api } from '../../../lib/api-client';
import { itemPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useDeleteMenuItem(restaurantId: string) {
  return useMenuMutation(restaurantId, (id: string) => api.delete<void>(itemPath(restaurantId, id)));
}
