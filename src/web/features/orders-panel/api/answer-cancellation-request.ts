import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumerCancellationAnswer } from '../../../../domain/integrations/open-delivery-consumer-cancellation';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';
import type { PanelOrder } from '../types';
import { ordersKey } from './get-orders';

interface Answered {
  status: PanelOrder['status'];
  externalStatus: string;
}

/**
 * The owner's answer to a diner's cancellation request (bare Open Delivery), sent to the marketplace
 * by POST /api/orders/:orderId/cancellation-request-answer. The live stream brings the order as it
 * ends up; the lists are read again meanwhile.
 */
export function useAnswerCancellationRequest(order: Pick<PanelOrder, 'id' | 'restaurantId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsumerCancellationAnswer) =>
      api.post<Answered>(`/api/orders/${encodeURIComponent(order.id)}/cancellation-request-answer`, body),
    onSuccess: (answered) => {
      toast({
        title: answered.status === 'cancelled' ? 'Cancelamento aceito' : 'Cancelamento recusado',
        description:
          answered.status === 'cancelled'
            ? 'O pedido foi cancelado aqui e no marketplace.'
            : 'O marketplace foi avisado; o pedido continua.',
      });
      void queryClient.invalidateQueries({ queryKey: ordersKey(order.restaurantId) });
    },
    onError: (error) => {
      toast({ title: 'Resposta não enviada', description: serverMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: ordersKey(order.restaurantId) });
    },
  });
}
