import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useTiers } from '../api/get-tiers';
import { NewTierForm } from './new-tier-form';
import { TierCard } from './tier-card';

/** 'Níveis': the restaurant's tiers, each editable or deletable, and a form for a new one. */
export function TiersPanel({ restaurantId }: { restaurantId: string }) {
  const tiers = useTiers(restaurantId);
  if (tiers.isPending) return <LoadingState label="Carregando níveis..." />;
  if (tiers.isError)
    return <ErrorState message="Erro ao carregar os níveis." onRetry={() => tiers.refetch()} />;
  return (
    <div className="flex flex-col gap-3 pt-4">
      <p className="text-sm text-stone-700">
        O nível de cada cliente vem dos pontos que ele já ganhou. Ele é recalculado a cada pedido entregue e,
        para todos os clientes, sempre que um nível é criado, alterado ou excluído.
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {tiers.data.map((tier) => (
          <li key={tier.id}>
            <TierCard restaurantId={restaurantId} tier={tier} />
          </li>
        ))}
      </ul>
      <NewTierForm restaurantId={restaurantId} />
    </div>
  );
}
