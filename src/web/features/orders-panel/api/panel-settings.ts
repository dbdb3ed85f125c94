import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';
import type { PanelSettings } from '../types';

const path = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/panel-settings`;

export const panelSettingsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['orders-panel', restaurantId, 'settings'],
    queryFn: ({ signal }) => api.get<PanelSettings>(path(restaurantId), signal),
    // `kitchenPrinting` follows the stations, which may change on another device: read again on a
    // screen opened a minute later (the 'Cozinha' tab's own changes refresh it at once).
    staleTime: 60_000,
  });

export function usePanelSettings(restaurantId: string) {
  return useQuery(panelSettingsQueryOptions(restaurantId));
}

export function useUpdatePanelSettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PanelSettings) => api.patch<PanelSettings>(path(restaurantId), settings),
    onSuccess: (settings) => {
      // An older server's answer has no `kitchenPrinting`: keep what was read.
      queryClient.setQueryData(panelSettingsQueryOptions(restaurantId).queryKey, (current) => ({
        ...current,
        ...settings,
      }));
      toast({ title: 'Configurações salvas!' });
    },
    onError: (error) =>
      toast({ title: 'Erro ao salvar', description: serverMessage(error), variant: 'destructive' }),
  });
}
