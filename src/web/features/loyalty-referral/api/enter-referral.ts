import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyMembershipView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { membershipsQueryOptions } from './get-memberships';

/** `POST /api/loyalty/referrals`: records a friend's code (the server checks every rule). */
export function useEnterReferral(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { restaurantId: string; code: string }) =>
      api.post<LoyaltyMembershipView>('/api/loyalty/referrals', { ...input, phone }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipsQueryOptions(phone).queryKey }),
  });
}
