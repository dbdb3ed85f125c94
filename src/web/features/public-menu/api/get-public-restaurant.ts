import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { initialMenuData } from '../initial-data';
import type { PublicRestaurant } from '../types';

export function getPublicRestaurant(id: string, signal?: AbortSignal): Promise<PublicRestaurant> {
  return api.get<PublicRestaurant>(`/api/restaurants/${encodeURIComponent(id)}`, signal);
}

export const publicRestaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', id],
    queryFn: ({ signal }) => getPublicRestaurant(id, signal),
    initialData: () => initialMenuData(id)?.restaurant ?? undefined,
  });

export function usePublicRestaurant(id: string, enabled = true) {
  return useQuery({ ...publicRestaurantQueryOptions(id), enabled });
}
