import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../session';

export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}

/**
 * Ends the session and goes home. The local user is cleared even if the call fails (the cookie
 * may already be gone), and cached data of the restaurant is dropped with it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      navigate('/');
      setSessionUser(null);
      queryClient.clear();
    },
  });
}
