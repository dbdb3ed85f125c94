import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../session';
import type { OwnerRestaurant } from '../types';
import { ME_QUERY_KEY } from './get-me';

export interface RegisterInput {
  name: string;
  description?: string;
  whatsapp: string;
  address: string;
  email: string;
  password: string;
  plan: 'basic';
}

export function registerRestaurant(input: RegisterInput): Promise<OwnerRestaurant> {
  return api.post<OwnerRestaurant>('/api/restaurants', input);
}

/** Creates the restaurant; the server also opens the session, so the owner is logged in. */
export function useRegisterRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRestaurant,
    onSuccess: (restaurant) => {
      queryClient.setQueryData(ME_QUERY_KEY, restaurant);
      setSessionUser({ id: restaurant.id, name: restaurant.name });
    },
  });
}
