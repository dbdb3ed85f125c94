import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export interface VerifyEmailAnswer {
  message: string;
  restaurantId: string;
}

export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return api.post<VerifyEmailAnswer>('/api/auth/email/verify', { token });
}

/** Opens the link mailed at sign-up; the panel's banner goes with the next read of the session. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
