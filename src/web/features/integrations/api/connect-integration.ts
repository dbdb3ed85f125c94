import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectIntegrationInput, IntegrationView } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';
import { integrationsPath, integrationsQueryOptions } from './get-integrations';

export function useConnectIntegration(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectIntegrationInput) =>
      api.post<IntegrationView>(integrationsPath(restaurantId), input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsQueryOptions(restaurantId).queryKey }),
  });
}
