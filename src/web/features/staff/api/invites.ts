import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../../domain/staff/roles';
import { api } from '../../../lib/api-client';
import type { StaffInviteView } from '../types';

export const invitesKey = (restaurantId: string) =>
  ['restaurants', restaurantId, 'staff', 'invites'] as const;

export const invitesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: invitesKey(restaurantId),
    queryFn: ({ signal }) =>
      api.get<StaffInviteView[]>(`/api/restaurants/${restaurantId}/staff/invites`, signal),
  });

export function useInvites(restaurantId: string) {
  return useQuery(invitesQueryOptions(restaurantId));
}

/** 'Convidar por e-mail', 'Reenviar' and 'Cancelar'; the pending list is read again after each. */
export function useInviteActions(restaurantId: string) {
  const queryClient = useQueryClient();
  const base = `/api/restaurants/${restaurantId}/staff/invites`;
  const onSettled = () => queryClient.invalidateQueries({ queryKey: invitesKey(restaurantId) });
  return {
    invite: useMutation({
      mutationFn: (body: { email: string; role: StaffRole }) => api.post<StaffInviteView>(base, body),
      onSettled,
    }),
    resend: useMutation({
      mutationFn: (inviteId: string) => api.post<StaffInviteView>(`${base}/${inviteId}/resend`),
      onSettled,
    }),
    cancel: useMutation({
      mutationFn: (inviteId: string) => api.delete<null>(`${base}/${inviteId}`),
      onSettled,
    }),
  };
}
