import { api } from '../../../lib/api-client';
import { categoriesPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useDeleteCategory(restaurantId: string) {
  return useMenuMutation(restaurantId, (id: string) =>
    api.delete<void>(`${categoriesPath(restaurantId)}/${encodeURIComponent(id)}`),
  );
}
