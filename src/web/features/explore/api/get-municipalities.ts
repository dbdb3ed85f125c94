import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coordinates } from '../../../../domain/geo/distance';
import { api } from '../../../lib/api-client';
import type { Municipality } from '../types';

/** Up to 10 IBGE municipalities near the diner, from our own server (never a third party). */
export function getMunicipalities(at: Coordinates, signal?: AbortSignal): Promise<Municipality[]> {
  return api.get<Municipality[]>(`/api/municipalities?lat=${at.latitude}&lng=${at.longitude}`, signal);
}

/** Rounded to about 1 km, so small moves reuse the answer; the list is cached for the day. */
const rounded = (value: number) => Math.round(value * 100) / 100;

export const municipalitiesQueryOptions = (at: Coordinates) => {
  const near = { latitude: rounded(at.latitude), longitude: rounded(at.longitude) };
  return queryOptions({
    queryKey: ['explore', 'municipalities', near.latitude, near.longitude],
    queryFn: ({ signal }) => getMunicipalities(near, signal),
    staleTime: 24 * 60 * 60 * 1000,
  });
};

export function useMunicipalities(at: Coordinates | null) {
  return useQuery({
    ...municipalitiesQueryOptions(at ?? { latitude: 0, longitude: 0 }),
    enabled: at !== null,
  });
}
