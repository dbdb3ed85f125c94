import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { initialMenuData } from '../initial-data';
import type { MenuItem } from '../types';

export function getMenu(restaurantId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  return api.get<MenuItem[]>(`/api/restaurants/${encodeURIComponent(restaurantId)}/menu`, signal);
}

export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'menu'],
    queryFn: ({ signal }) => getMenu(restaurantId, signal),
    initialData: () => initialMenuData(restaurantId)?.menu ?? undefined,
  });

export function useMenu(restaurantId: string) {
  return useQuery(menuQueryOptions(restaurantId));
}
