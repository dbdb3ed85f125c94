import type { CategoryView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { categoriesPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useRenameCategory(restaurantId: string) {
  return useMenuMutation(restaurantId, ({ id, name }: { id: string; name: string }) =>
    api.put<CategoryView>(`${categoriesPath(restaurantId)}/${encodeURIComponent(id)}`, { name }),
  );
}
