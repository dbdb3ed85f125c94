import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../session';
import type { OwnerRestaurant } from '../types';
import { ME_QUERY_KEY } from './get-me';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<OwnerRestaurant> {
  return api.post<OwnerRestaurant>('/api/auth/login', input);
}

/** Logs in; the session cookie is set by the server, the user and /me cache are set here. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (restaurant) => {
      queryClient.setQueryData(ME_QUERY_KEY, restaurant);
      setSessionUser({ id: restaurant.id, name: restaurant.name });
    },
  });
}
