import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationView, UpdateIntegrationInput } from '../../../../domain/integrations/platforms';
import { api } from '../../../lib/api-client';
import { integrationsPath, integrationsQueryOptions } from './get-integrations';

/** 'Configurar' (settings, retyped secrets) and 'Desconectar' (isActive false). */
export function useUpdateIntegration(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platform, input }: { platform: string; input: UpdateIntegrationInput }) =>
      api.patch<IntegrationView>(`${integrationsPath(restaurantId)}/${platform}`, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsQueryOptions(restaurantId).queryKey }),
  });
}
