import { formatPoints } from '../../../../domain/format/points';
import { MANUAL_BONUS_OPTIONS } from '../../../../domain/loyalty/loyalty';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useAddBonus } from '../api/add-bonus';

/** The manual bonus: +10, +25 or +50 points, each a 'bonus' entry in the ledger. */
export function CustomerBonus({ restaurantId, customerId }: { restaurantId: string; customerId: string }) {
  const bonus = useAddBonus(restaurantId);
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-sm font-semibold text-stone-900">Adicionar pontos bônus</legend>
      {MANUAL_BONUS_OPTIONS.map((points) => (
        <Button
          key={points}
          variant="outline"
          size="sm"
          disabled={bonus.isPending}
          onClick={() =>
            bonus.mutate(
              { customerId, points },
              {
                onSuccess: () =>
                  toast({ title: 'Pontos adicionados!', description: `+${formatPoints(points)} de bônus.` }),
                onError: (error) =>
                  toast({
                    title: 'Erro ao adicionar pontos',
                    description: serverMessage(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          +{points}
        </Button>
      ))}
    </fieldset>
  );
}
