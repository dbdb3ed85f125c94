import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeAlternative } from '../../../../domain/integrations/disputes';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';

/** An iFood negotiation (HSD) on an order, as GET /api/orders/:orderId/disputes answers it. */
export interface OrderDispute {
  id: string;
  disputeId: string;
  action: string;
  handshakeType: string | null;
  message: string | null;
  alternatives: DisputeAlternative[];
  timeoutAction: string | null;
  expiresAt: string;
  status: string;
  settlement: string | null;
  answeredAt: string | null;
  createdAt: string;
}

export type DisputeAnswerBody =
  | { answer: 'accept' }
  | { answer: 'reject'; reason: string }
  | { answer: 'alternative'; alternativeId: string; amountCents?: number; minutes?: number; reason?: string };

const disputesKey = (orderId: string) => ['order-disputes', orderId];

/**
 * The order's negotiations. `version` is the order's syncedAt: a new dispute or its settlement
 * touches the order, the live stream brings the new syncedAt, and the list is asked again.
 */
export function useOrderDisputes(orderId: string, version: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...disputesKey(orderId), version],
    queryFn: ({ signal }) =>
      api.get<OrderDispute[]>(`/api/orders/${encodeURIComponent(orderId)}/disputes`, signal),
    enabled,
  });
}

export function useAnswerDispute(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DisputeAnswerBody }) =>
      api.post<OrderDispute>(
        `/api/orders/${encodeURIComponent(orderId)}/disputes/${encodeURIComponent(id)}/answer`,
        body,
      ),
    onSuccess: () => {
      toast({ title: 'Resposta enviada ao iFood' });
      void queryClient.invalidateQueries({ queryKey: disputesKey(orderId) });
    },
    onError: (error) => {
      toast({ title: 'Resposta não enviada', description: serverMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: disputesKey(orderId) });
    },
  });
}
