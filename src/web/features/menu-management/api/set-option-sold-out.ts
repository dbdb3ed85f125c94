import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { restaurantPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useSetOptionSoldOut(restaurantId: string) {
  return useMenuMutation(restaurantId, ({ id, isSoldOut }: { id: string; isSoldOut: boolean }) =>
    api.patch<OwnerOptionGroupView>(`${restaurantPath(restaurantId)}/options/${encodeURIComponent(id)}`, {
      isSoldOut,
    }),
  );
}
