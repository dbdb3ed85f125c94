import { api } from '../../../lib/api-client';
import { groupsPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useDeleteOptionGroup(restaurantId: string) {
  return useMenuMutation(restaurantId, (id: string) =>
    api.delete<void>(`${groupsPath(restaurantId)}/${encodeURIComponent(id)}`),
  );
}
