import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundAnswer } from '../../../../domain/integrations/keeta-refund';
import { toast } from '../../../components/ui/use-toast';
import { api } from '../../../lib/api-client';
import type { PanelOrder } from '../types';
import { ordersKey } from './get-orders';

/**
 * The owner's answer to a Keeta diner's refund request (POST /api/orders/:orderId/refund-answer):
 * the server sends it to Keeta at once and answers the order's new external status.
 */
export function useAnswerKeetaRefund(restaurantId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RefundAnswer) =>
      api.post<{ externalStatus: string }>(
        `/api/orders/${encodeURIComponent(orderId)}/refund-answer`,
        answer,
      ),
    onSuccess: ({ externalStatus }) => {
      // Shown at once; the live stream then brings the order with its new change number.
      queryClient.setQueriesData<PanelOrder[]>({ queryKey: ordersKey(restaurantId) }, (list) =>
        list?.map((order) => (order.id === orderId ? { ...order, externalStatus } : order)),
      );
      toast({ title: 'Resposta enviada à Keeta' });
    },
  });
}
