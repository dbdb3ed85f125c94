import type { CategoryView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { categoriesPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useCreateCategory(restaurantId: string) {
  return useMenuMutation(restaurantId, (name: string) =>
    api.post<CategoryView>(categoriesPath(restaurantId), { name }),
  );
}
