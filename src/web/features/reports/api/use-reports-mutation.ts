import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to templates or schedules: both lists refresh (schedules show their template's name). */
export function useReportsMutation<Input, Output>(
  restaurantId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', restaurantId] }),
  });
}
