import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { menuManagementKey, restaurantPath } from './keys';

/** The owner's menu: the same route diners use, which adds inactive items and owner fields for them. */
export const ownerMenuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...menuManagementKey(restaurantId), 'items'],
    queryFn: ({ signal }) => api.get<OwnerMenuItemView[]>(`${restaurantPath(restaurantId)}/menu`, signal),
  });

export function useOwnerMenu(restaurantId: string) {
  return useQuery(ownerMenuQueryOptions(restaurantId));
}
