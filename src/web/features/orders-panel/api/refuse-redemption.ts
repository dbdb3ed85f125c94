import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';
import type { PanelOrder } from '../types';
import { ordersKey } from './get-orders';

/** 'Recusar resgate': the order goes on without the points' discount, at its recomputed total. */
export function useRefuseRedemption(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<PanelOrder>(`/api/orders/${encodeURIComponent(orderId)}/loyalty-redemption/refuse`),
    onSuccess: (updated) => {
      queryClient.setQueriesData<PanelOrder[]>({ queryKey: ordersKey(restaurantId) }, (list) =>
        list?.map((order) => (order.id === updated.id ? updated : order)),
      );
      toast({
        title: 'Resgate recusado',
        description: `Pedido #${updated.orderNumber} segue sem o desconto dos pontos. Novo total: ${formatBRL(parseCents(updated.total) ?? 0)}. Avise o cliente pelo WhatsApp.`,
      });
    },
    onError: (error) => {
      toast({ title: 'Erro ao atualizar', description: serverMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: ordersKey(restaurantId) });
    },
  });
}
