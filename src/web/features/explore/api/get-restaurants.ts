import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ExploreRestaurant } from '../types';

export function getRestaurants(signal?: AbortSignal): Promise<ExploreRestaurant[]> {
  return api.get<ExploreRestaurant[]>('/api/restaurants', signal);
}

export const restaurantsQueryOptions = () =>
  queryOptions({ queryKey: ['explore', 'restaurants'], queryFn: ({ signal }) => getRestaurants(signal) });

export function useRestaurants() {
  return useQuery(restaurantsQueryOptions());
}
