import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Acting } from '../../../../domain/staff/acting';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../auth/api/get-me';
import type { SwitchableStaff } from '../types';

export const switchableQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'staff', 'switchable'],
    queryFn: ({ signal }) =>
      api.get<SwitchableStaff[]>(`/api/restaurants/${restaurantId}/staff/switchable`, signal),
  });

export function useSwitchable(restaurantId: string, enabled: boolean) {
  return useQuery({ ...switchableQueryOptions(restaurantId), enabled });
}

export type SwitchBody = { staffId: string; pin: string } | { password: string };

/**
 * 'Trocar usuário' and 'Bloquear': the session acts as someone else, so every answer cached for the
 * previous person is dropped and `me` (with the new capabilities) is read again.
 */
export function useSwitchUser(restaurantId: string) {
  const queryClient = useQueryClient();
  const settle = async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
  const switchUser = useMutation({
    mutationFn: (body: SwitchBody) => api.post<Acting>(`/api/restaurants/${restaurantId}/staff/switch`, body),
    onSuccess: settle,
  });
  const lock = useMutation({
    mutationFn: () => api.post<Acting>(`/api/restaurants/${restaurantId}/staff/lock`),
    onSuccess: settle,
  });
  return { switchUser, lock };
}
