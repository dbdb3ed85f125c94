import type { CategoryView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { categoriesPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useReorderCategories(restaurantId: string) {
  return useMenuMutation(restaurantId, (ids: string[]) =>
    api.put<CategoryView[]>(`${categoriesPath(restaurantId)}/order`, { ids }),
  );
}
