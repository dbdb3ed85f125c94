import { Check } from 'lucide-react';
import { type DeliveryType, type OrderStatus, orderStatusRank } from '../../../../domain/orders/order-status';

const STEPS: { label: string; rank: number; deliveryOnly?: boolean }[] = [
  { label: 'Recebido', rank: 1 },
  { label: 'Confirmado', rank: 2 },
  { label: 'Preparando', rank: 3 },
  { label: 'Pronto', rank: 4 },
  { label: 'Saiu p/ entrega', rank: 5, deliveryOnly: true },
  { label: 'Concluído', rank: 6 },
];

/** The steps of section 2: done up to the current rank, the current one highlighted. */
export function trackerSteps(deliveryType: DeliveryType, status: OrderStatus) {
  const rank = orderStatusRank(status);
  return STEPS.filter((step) => !step.deliveryOnly || deliveryType === 'delivery').map((step) => ({
    label: step.label,
    done: step.rank <= rank,
    current: step.rank === rank,
  }));
}

/**
 * A phone has no room for six labels side by side (they ran together and the line crossed the
 * circles), so below `sm` the steps stack vertically with the line down the left; from `sm` up they
 * sit in a row. The connector runs from this step's circle to the next one's, under the circles.
 */
export function OrderTracker({ deliveryType, status }: { deliveryType: DeliveryType; status: OrderStatus }) {
  const steps = trackerSteps(deliveryType, status);
  return (
    <ol aria-label="Andamento do pedido" className="flex flex-col sm:flex-row sm:items-start">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        return (
          <li
            key={step.label}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex items-center gap-3 pb-4 last:pb-0 sm:flex-1 sm:flex-col sm:gap-1 sm:pb-0 sm:text-center"
          >
            {next && (
              <span
                aria-hidden="true"
                data-connector=""
                className={`absolute top-9 bottom-1 left-[15px] w-0.5 sm:top-4 sm:bottom-auto sm:left-[calc(50%+20px)] sm:h-0.5 sm:w-[calc(100%-40px)] sm:-translate-y-1/2 ${next.done ? 'bg-orange-700' : 'bg-stone-300'}`}
              />
            )}
            <span
              data-step-circle=""
              className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${
                step.current
                  ? 'border-orange-700 bg-orange-700 text-white ring-4 ring-orange-200'
                  : step.done
                    ? 'border-orange-700 bg-orange-700 text-white'
                    : 'border-stone-300 bg-white text-stone-600'
              }`}
            >
              {step.done && !step.current ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span
              data-step-label=""
              className={`text-sm sm:px-1 sm:text-xs ${step.current ? 'font-bold text-orange-900' : 'text-stone-700'}`}
            >
              {step.label}
              <span className="sr-only">
                {step.current ? ' (etapa atual)' : step.done ? ' (concluída)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
