import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../auth/api/get-me';
import type { InviteDescription } from '../types';

/** The invitation behind a link: the token goes in the body, never in an API address. */
export function useInviteDescription(token: string) {
  return useQuery({
    queryKey: ['staff-invite', token],
    queryFn: () => api.post<InviteDescription>('/api/staff-invites/open', { token }),
    retry: false,
    enabled: token.length > 0,
  });
}

/** Accepts with a name and a password; the answer is the restaurant, and the session is theirs. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; name: string; password: string }) =>
      api.post<{ id: string }>('/api/staff-invites/accept', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
