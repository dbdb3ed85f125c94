import { Link } from 'react-router';
import { daysUntil, formatDate } from '../../../../domain/format/format';
import { cn } from '../../../lib/cn';
import type { AdminRestaurant } from '../types';
import { SubscriptionStatus } from './subscription-status';

/**
 * The plan line under the panel title: trial days left, paid period, or payment due. The stored
 * `plan` code ('basic') is an internal word, so the owner reads the product's name instead.
 */
export function PlanStatus({ restaurant }: { restaurant: AdminRestaurant }) {
  const { planState, trialEndsAt, paidUntil } = restaurant;
  const days = daysUntil(trialEndsAt);
  let text: string;
  let urgent = false;
  if (planState === 'active') {
    text = paidUntil ? `Plano Comanda — ativo até ${formatDate(paidUntil)}` : 'Plano Comanda — ativo';
  } else if (planState === 'trial' && days > 0) {
    text = `Teste grátis: ${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`;
    urgent = days <= 2;
  } else {
    text = planState === 'trial' ? 'Teste grátis encerrado' : 'Plano Comanda — pagamento pendente';
    urgent = true;
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span
        className={cn(
          'rounded-full px-3 py-1 font-medium',
          urgent ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900',
        )}
      >
        {text}
      </span>
      <SubscriptionStatus restaurantId={restaurant.id} paidUntil={paidUntil} />
      {planState !== 'active' && (
        <Link to="/plans" className="font-semibold text-orange-700 underline-offset-4 hover:underline">
          Assinar o plano
        </Link>
      )}
    </p>
  );
}
