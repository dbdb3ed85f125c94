import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface MessageAnswer {
  message: string;
}

/** 'Esqueci minha senha': the answer is the same whether the e-mail has an account or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<MessageAnswer>('/api/auth/password/forgot', { email }),
  });
}

/** The page the mailed link opens sets the new password with the link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<MessageAnswer>('/api/auth/password/reset', input),
  });
}
