import { Link } from 'react-router';
import { TRIAL_DAYS } from '../../domain/marketing/plan';
import { Button } from '../components/ui/button';
import { ErrorState } from '../components/ui/error-state';
import { LoadingState } from '../components/ui/spinner';
import { useSessionUser } from '../features/auth/session';
import { usePlans } from '../features/plans/api/get-plans';
import { CommissionComparison } from '../features/plans/components/commission-comparison';
import { PlanCard } from '../features/plans/components/plan-card';
import { PlansFaq } from '../features/plans/components/plans-faq';
import { SubscribeButton } from '../features/plans/components/subscribe-button';

export function PlansPage() {
  const user = useSessionUser();
  const plans = usePlans();
  const plan = plans.data?.[0];
  return (
    <>
      <title>Planos e preços | Comanda</title>
      <section className="mx-auto max-w-6xl px-4 pt-12 pb-8 text-center">
        <h1 className="text-4xl font-extrabold text-stone-900">Um plano, tudo incluído</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-700">
          Preço fixo por mês, sem comissão por pedido. Experimente grátis por {TRIAL_DAYS} dias.
        </p>
      </section>
      <div className="px-4">
        {plans.isPending && <LoadingState label="Carregando planos..." />}
        {plans.isError && (
          <ErrorState message="Não foi possível carregar os planos." onRetry={() => plans.refetch()} />
        )}
        {plans.isSuccess && !plan && <p className="py-12 text-center">Nenhum plano disponível no momento.</p>}
        {plan && (
          <PlanCard plan={plan}>
            {user ? (
              <div className="flex flex-col gap-3 text-center">
                <p className="text-stone-800">
                  Restaurante ativo: <strong>{user.name}</strong>
                </p>
                <SubscribeButton planId={plan.id} restaurantId={user.id} offerAutoRenew className="w-full" />
                <Button asChild variant="outline">
                  <Link to={`/admin/${user.id}`}>Ir para o painel</Link>
                </Button>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button asChild className="flex-1">
                    <Link to="/register">Começar teste grátis</Link>
                  </Button>
                  <Button asChild variant="outline" className="flex-1">
                    <Link to="/login">Já tenho conta</Link>
                  </Button>
                </div>
                <SubscribeButton planId={plan.id} restaurantId={null} variant="link" size="default" />
              </div>
            )}
          </PlanCard>
        )}
      </div>
      <CommissionComparison />
      <PlansFaq />
    </>
  );
}
