import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { PLAN_REFERENCE_PRICE_CENTS } from '../../../../domain/marketing/plan';
import { parseCents } from '../../../../domain/money/money';
import type { Plan } from '../api/get-plans';

interface PlanCardProps {
  plan: Plan;
  /** What the visitor can do next; depends on whether an owner is logged in. */
  children?: ReactNode;
}

export function PlanCard({ plan, children }: PlanCardProps) {
  const priceCents = parseCents(plan.price) ?? 0;
  return (
    <article
      aria-labelledby="plano-nome"
      className="mx-auto w-full max-w-lg rounded-3xl border-2 border-orange-700 bg-white p-8 shadow-xl"
    >
      <h2 id="plano-nome" className="text-2xl font-bold text-stone-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-stone-700">{plan.description}</p>
      <p className="mt-6 text-stone-700">
        <span className="sr-only">De </span>
        <s>{formatBRL(PLAN_REFERENCE_PRICE_CENTS)}</s>
        <span className="sr-only"> por</span>
      </p>
      <p className="flex items-baseline gap-1">
        <span className="text-5xl font-extrabold text-stone-900">{formatBRL(priceCents)}</span>
        <span className="text-lg text-stone-700">/mês</span>
      </p>
      <ul className="mt-8 flex flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-stone-800">
            <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {children && <div className="mt-8 border-t border-stone-200 pt-6">{children}</div>}
    </article>
  );
}
