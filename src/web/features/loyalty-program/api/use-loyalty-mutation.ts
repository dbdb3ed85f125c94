import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loyaltyKey } from './keys';

/** A loyalty write: afterwards every loyalty query of the restaurant is refetched. */
export function useLoyaltyMutation<TInput, TResult>(
  restaurantId: string,
  call: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKey(restaurantId) }),
  });
}
