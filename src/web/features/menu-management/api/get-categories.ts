import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryView } from '../../../../domain/menu/menu-api';
import { api } from '../../../lib/api-client';
import { menuManagementKey, restaurantPath } from './keys';

export const categoriesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...menuManagementKey(restaurantId), 'categories'],
    queryFn: ({ signal }) => api.get<CategoryView[]>(`${restaurantPath(restaurantId)}/categories`, signal),
  });

export function useCategories(restaurantId: string) {
  return useQuery(categoriesQueryOptions(restaurantId));
}
