import { useState } from 'react';
import type { TierView } from '../../../../domain/loyalty/loyalty-api';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { movedMessage, useDeleteTier } from '../api/update-tier';

/** 'Excluir nível', confirmed by a second click; its customers move to the tier their points reach. */
export function TierDelete({ restaurantId, tier }: { restaurantId: string; tier: TierView }) {
  const remove = useDeleteTier(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const label = TIER_LABELS[tier.name] ?? tier.name;

  if (!confirming)
    return (
      <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
        Excluir nível
      </Button>
    );
  return (
    <>
      <Button
        type="button"
        variant="destructive"
        disabled={remove.isPending}
        aria-label={`Confirmar exclusão do nível ${label}`}
        onClick={() =>
          remove.mutate(tier.id, {
            onSuccess: (result) =>
              toast({ title: 'Nível excluído!', description: movedMessage(result.customersMoved) }),
            onError: (error) => {
              setConfirming(false);
              toast({ title: 'Erro ao excluir', description: serverMessage(error), variant: 'destructive' });
            },
          })
        }
      >
        {remove.isPending ? 'Excluindo...' : 'Confirmar exclusão'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
        Cancelar
      </Button>
    </>
  );
}
