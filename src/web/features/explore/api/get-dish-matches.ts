import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../lib/api-client';

export interface DishMatch {
  restaurantId: string;
  dishes: string[];
}

/** Explorar's search in the menus: the restaurants with a dish named like it, and those dishes. */
export const dishMatchesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['explore', 'dishes', search],
    queryFn: ({ signal }) =>
      api.get<DishMatch[]>(`/api/restaurants/dishes?busca=${encodeURIComponent(search)}`, signal),
    staleTime: 60_000,
  });

const PAUSE_MS = 300;

/** Asked once the diner pauses typing, with at least 2 letters; until then, no dish matches. */
export function useDishMatches(typed: string): ReadonlyMap<string, string[]> {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const asked = search.length >= 2 && typed.trim() !== '';
  const matches = useQuery({
    ...dishMatchesQueryOptions(search),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const data = asked ? matches.data : undefined;
  return useMemo(() => new Map((data ?? []).map((match) => [match.restaurantId, match.dishes])), [data]);
}
