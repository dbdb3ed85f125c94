import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCities(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/api/restaurants/cities', signal);
}

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['explore', 'cities'], queryFn: ({ signal }) => getCities(signal) });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
