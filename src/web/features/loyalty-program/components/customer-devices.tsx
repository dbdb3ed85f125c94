import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useDisconnectDevices } from '../api/disconnect-devices';

/** The devices trusted to spend this customer's points (a WhatsApp code proved the phone on them). */
export function CustomerDevices({ restaurantId, customerId }: { restaurantId: string; customerId: string }) {
  const disconnect = useDisconnectDevices(restaurantId);
  return (
    <section
      aria-labelledby="customer-devices"
      className="flex flex-col gap-2 border-t border-stone-200 pt-4"
    >
      <h3 id="customer-devices" className="font-semibold text-stone-900">
        Aparelhos confirmados
      </h3>
      <p className="text-sm text-stone-700">
        Um aparelho que confirmou o telefone com o código do WhatsApp usa os pontos sem nova confirmação por
        90 dias. Desconecte se o cliente perdeu o celular ou trocou de número.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={disconnect.isPending}
        onClick={() =>
          disconnect.mutate(customerId, {
            onSuccess: ({ revoked }) =>
              toast({
                title: 'Aparelhos desconectados',
                description:
                  revoked === 0
                    ? 'Nenhum aparelho estava confirmado para este cliente.'
                    : `${revoked} ${revoked === 1 ? 'aparelho desconectado' : 'aparelhos desconectados'}.`,
              }),
            onError: (error) =>
              toast({
                title: 'Erro ao desconectar',
                description: serverMessage(error),
                variant: 'destructive',
              }),
          })
        }
      >
        Desconectar aparelhos
      </Button>
    </section>
  );
}
