import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { initialMenuData } from '../initial-data';

export interface Reward {
  id: string;
  name: string;
  description?: string | null;
  pointsCost: number;
  isActive?: boolean;
}

/** The restaurant's configured rewards; none while the restaurant has not set any up. */
export async function getRewards(restaurantId: string, signal?: AbortSignal): Promise<Reward[]> {
  try {
    const rewards = await api.get<Reward[]>(
      `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty/rewards`,
      signal,
    );
    return Array.isArray(rewards) ? rewards.filter((reward) => reward.isActive !== false) : [];
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 401) || isApiError(error, 403)) return [];
    throw error;
  }
}

export const rewardsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'loyalty', 'rewards'],
    queryFn: ({ signal }) => getRewards(restaurantId, signal),
    initialData: () => {
      const inlined = initialMenuData(restaurantId);
      if (!inlined) return undefined;
      return ((inlined.rewards ?? []) as Reward[]).filter((reward) => reward.isActive !== false);
    },
  });

export function useRewards(restaurantId: string) {
  return useQuery(rewardsQueryOptions(restaurantId));
}
