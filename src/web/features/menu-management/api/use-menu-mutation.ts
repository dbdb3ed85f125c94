import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuManagementKey } from './keys';

/**
 * A change to the menu: on success every list of the tab (items, categories, groups) is refetched,
 * since one change can touch several (a new category name, a group's items).
 */
export function useMenuMutation<Input, Output>(
  restaurantId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuManagementKey(restaurantId) }),
  });
}
