import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { draftPhoneDigits, draftPhoneIssue } from '../../../../domain/cart/customer-phone-draft';
import { api } from '../../../lib/api-client';

/**
 * Proving the diner holds the phone before points are spent: whether this device already did (an
 * HttpOnly cookie the server reads), asking for a one-time code over the restaurant's WhatsApp, and
 * typing it.
 */
const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/phone-proof`;

export const phoneProofQueryOptions = (restaurantId: string, phone: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'phone-proof', draftPhoneDigits(phone)],
    queryFn: ({ signal }) =>
      api.get<{ trusted: boolean }>(`${base(restaurantId)}/${draftPhoneDigits(phone)}`, signal),
    staleTime: 0,
  });

export function usePhoneProof(restaurantId: string, phone: string, wanted: boolean) {
  return useQuery({
    ...phoneProofQueryOptions(restaurantId, phone),
    enabled: wanted && draftPhoneIssue(phone) === null,
  });
}

export function useRequestCode(restaurantId: string) {
  return useMutation({
    mutationFn: (phone: string) =>
      api.post<{ delivered: boolean; expiresInMinutes: number }>(`${base(restaurantId)}/code`, { phone }),
  });
}

export function useVerifyCode(restaurantId: string, onProved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) =>
      api.post<{ trusted: boolean }>(`${base(restaurantId)}/verify`, input),
    onSuccess: (_answer, input) => {
      queryClient.setQueryData(phoneProofQueryOptions(restaurantId, input.phone).queryKey, { trusted: true });
      onProved?.();
    },
  });
}
