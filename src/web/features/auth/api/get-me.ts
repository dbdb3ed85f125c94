import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { OwnerRestaurant } from '../types';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** The session's restaurant, or null when there is no session (401). */
export async function getMe(signal?: AbortSignal): Promise<OwnerRestaurant | null> {
  try {
    return await api.get<OwnerRestaurant>('/api/auth/me', signal);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe(signal) });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
