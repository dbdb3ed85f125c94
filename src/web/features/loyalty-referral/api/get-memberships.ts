import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyMembershipView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';

/** `GET /api/loyalty/memberships/{phone}`: the diner's points and referral code per restaurant. */
export const membershipsQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['loyalty', 'memberships', phone],
    queryFn: ({ signal }) =>
      api.get<LoyaltyMembershipView[]>(`/api/loyalty/memberships/${encodeURIComponent(phone)}`, signal),
  });

export function useMemberships(phone: string) {
  return useQuery(membershipsQueryOptions(phone));
}

/** Asks again, e.g. once this device proved the phone at one more restaurant. */
export function useRefreshMemberships(phone: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membershipsQueryOptions(phone).queryKey });
}
