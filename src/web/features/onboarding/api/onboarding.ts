import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingView } from '../../../../domain/onboarding/onboarding';
import { api } from '../../../lib/api-client';

const path = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/onboarding`;
const key = (restaurantId: string) => ['onboarding', restaurantId];

/** The setup checklist, fresh each time the dashboard opens (the owner may have just done a step). */
export function useOnboarding(restaurantId: string) {
  return useQuery({
    queryKey: key(restaurantId),
    queryFn: ({ signal }) => api.get<OnboardingView>(path(restaurantId), signal),
    refetchOnMount: 'always',
  });
}

function useOnboardingChange<T>(restaurantId: string, send: (value: T) => Promise<OnboardingView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => client.setQueryData(key(restaurantId), view),
  });
}

export const useMarkShared = (restaurantId: string) =>
  useOnboardingChange<void>(restaurantId, () => api.post<OnboardingView>(`${path(restaurantId)}/shared`, {}));

export const useSetChecklistHidden = (restaurantId: string) =>
  useOnboardingChange<boolean>(restaurantId, (hidden) =>
    api.put<OnboardingView>(`${path(restaurantId)}/hidden`, { hidden }),
  );
