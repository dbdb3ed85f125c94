import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import type { OptionGroupInput } from '../../../../domain/menu/option-group.schemas';
import { api } from '../../../lib/api-client';
import { groupsPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useReplaceOptionGroup(restaurantId: string) {
  return useMenuMutation(restaurantId, ({ id, ...input }: OptionGroupInput & { id: string }) =>
    api.put<OwnerOptionGroupView>(`${groupsPath(restaurantId)}/${encodeURIComponent(id)}`, input),
  );
}
