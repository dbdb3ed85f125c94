import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../../domain/format/format';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';

interface SubscriptionView {
  status: string;
  statusLabel: string;
  nextPaymentDate: string | null;
  cancelledAt: string | null;
  cancellable: boolean;
}

const path = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/plan/subscription`;

/**
 * The plan's automatic renewal (Mercado Pago subscription) and 'Cancelar assinatura': cancelling
 * stops the next charges; the paid period already bought stays ('plano ativo até').
 */
export function SubscriptionStatus({
  restaurantId,
  paidUntil,
}: {
  restaurantId: string;
  paidUntil: string | null;
}) {
  const queryClient = useQueryClient();
  const key = ['plan-subscription', restaurantId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ subscription: SubscriptionView | null }>(path(restaurantId), signal),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<{ subscription: SubscriptionView }>(`${path(restaurantId)}/cancel`, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      toast({
        title: 'Assinatura cancelada',
        description: paidUntil ? `Seu plano continua ativo até ${formatDate(paidUntil)}.` : undefined,
      });
    },
    onError: (failure) =>
      toast({
        title: 'Não foi possível cancelar',
        description: serverMessage(failure) ?? 'Tente novamente.',
        variant: 'destructive',
      }),
  });
  const subscription = query.data?.subscription;
  if (!subscription) return null;
  if (subscription.status === 'cancelled')
    return (
      <span className="rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800">
        Assinatura cancelada{paidUntil ? `: plano ativo até ${formatDate(paidUntil)}` : ''}
      </span>
    );
  return (
    <>
      <span className="rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800">
        Renovação automática: {subscription.statusLabel}
      </span>
      {subscription.cancellable && (
        <Button
          variant="outline"
          size="sm"
          disabled={cancel.isPending}
          onClick={() => {
            if (
              window.confirm(
                'Cancelar a renovação automática no Mercado Pago? O período já pago continua valendo.',
              )
            )
              cancel.mutate();
          }}
        >
          {cancel.isPending ? 'Cancelando...' : 'Cancelar assinatura'}
        </Button>
      )}
    </>
  );
}
