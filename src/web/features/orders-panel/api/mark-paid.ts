import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';
import type { PanelOrder } from '../types';
import { ordersKey } from './get-orders';

export interface PaidAnswer {
  id: string;
  orderNumber: string;
  paymentMethod: string;
  paidAt: string;
}

/** 'Marcar como pago': the owner confirms a PIX order's payment (a static PIX code has no callback). */
export function markPaid(orderId: string): Promise<PaidAnswer> {
  return api.post<PaidAnswer>(`/api/orders/${encodeURIComponent(orderId)}/paid`);
}

export function useMarkPaid(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSuccess: (paid) => {
      // Shown at once; the live stream then brings the whole order with its new change number.
      queryClient.setQueriesData<PanelOrder[]>({ queryKey: ordersKey(restaurantId) }, (list) =>
        list?.map((order) => (order.id === paid.id ? { ...order, paidAt: paid.paidAt } : order)),
      );
      toast({ title: 'Pagamento confirmado', description: `Pedido #${paid.orderNumber} marcado como pago.` });
    },
    onError: (error) => {
      toast({ title: 'Erro ao atualizar', description: serverMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: ordersKey(restaurantId) });
    },
  });
}
