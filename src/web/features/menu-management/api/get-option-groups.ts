import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { menuManagementKey, restaurantPath } from './keys';

export const optionGroupsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...menuManagementKey(restaurantId), 'option-groups'],
    queryFn: ({ signal }) =>
      api.get<OwnerOptionGroupView[]>(`${restaurantPath(restaurantId)}/option-groups`, signal),
  });

export function useOptionGroups(restaurantId: string) {
  return useQuery(optionGroupsQueryOptions(restaurantId));
}
