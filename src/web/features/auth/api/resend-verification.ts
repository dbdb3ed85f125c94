import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resendVerification(restaurantId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/restaurants/${restaurantId}/email-verification`);
}

/** 'Reenviar link': a new confirmation link to the login e-mail (the server limits how often). */
export function useResendVerification(restaurantId: string) {
  return useMutation({ mutationFn: () => resendVerification(restaurantId) });
}
