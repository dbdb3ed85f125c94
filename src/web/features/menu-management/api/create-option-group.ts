import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import type { OptionGroupInput } from '../../../../domain/menu/option-group.schemas';
import { api } from '../../../lib/api-client';
import { groupsPath } from './keys';
import { useMenuMutation } from './use-menu-mutation';

export function useCreateOptionGroup(restaurantId: string) {
  return useMenuMutation(restaurantId, (input: OptionGroupInput) =>
    api.post<OwnerOptionGroupView>(groupsPath(restaurantId), input),
  );
}
