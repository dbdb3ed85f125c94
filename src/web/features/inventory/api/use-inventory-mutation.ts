import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryKey, menuDataKeys } from './keys';

/**
 * A change that moves stock or its settings: on success the whole tab and the menu data are
 * refetched, since stock decides the counters, the status and 'Esgotado' on the menu.
 */
export function useInventoryMutation<Input, Output>(
  restaurantId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [inventoryKey(restaurantId), ...menuDataKeys(restaurantId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
