import { Lock } from 'lucide-react';
import { formatDate } from '../../../../domain/format/format';
import type { PlanAccount } from '../../../../domain/payments/paid-period';
import { planStatus } from '../../../../domain/payments/plan-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';
import { SubscribeButton } from './subscribe-button';

interface PlanLockedPanelProps {
  restaurant: PlanAccount & { id: string; name: string };
}

/** Overdue for more than 3 days: the panel shows only the plan and how to pay; the data is kept. */
export function PlanLockedPanel({ restaurant }: PlanLockedPanelProps) {
  const plans = usePlans();
  const plan = plans.data?.[0];
  const endsAt = planStatus(restaurant).endsAt;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <title>{`Painel Administrativo | ${restaurant.name} | Comanda`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-stone-900">Painel Administrativo</h1>
        <p className="text-lg text-stone-800">{restaurant.name}</p>
      </header>
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-5">
        <Lock className="mt-0.5 size-6 shrink-0 text-red-800" aria-hidden="true" />
        <div className="flex flex-col gap-1 text-stone-900">
          <p className="font-semibold">
            Seu plano está vencido{endsAt ? ` desde ${formatDate(endsAt)}` : ''}. Assine para voltar a usar o
            painel.
          </p>
          <p className="text-sm">
            Todos os seus dados estão guardados. Seu cardápio continua visível, mas os pedidos estão pausados
            até o pagamento ser confirmado.
          </p>
        </div>
      </div>
      {plans.isPending && <LoadingState label="Carregando plano..." />}
      {plans.isError && (
        <ErrorState message="Não foi possível carregar o plano." onRetry={() => plans.refetch()} />
      )}
      {plan && (
        <PlanCard plan={plan}>
          <SubscribeButton planId={plan.id} restaurantId={restaurant.id} offerAutoRenew className="w-full" />
        </PlanCard>
      )}
    </div>
  );
}
