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

export function OrderTracker({ deliveryType, status }: { deliveryType: DeliveryType; status: OrderStatus }) {
  const steps = trackerSteps(deliveryType, status);
  return (
    <ol aria-label="Andamento do pedido" className="flex items-start">
      {steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={step.current ? 'step' : undefined}
          className="relative flex flex-1 flex-col items-center gap-1 text-center"
        >
          {index > 0 && (
            <span
              aria-hidden="true"
              className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${step.done ? 'bg-orange-700' : 'bg-stone-300'}`}
            />
          )}
          <span
            className={`relative grid size-8 place-items-center rounded-full border-2 text-sm font-bold ${
              step.current
                ? 'border-orange-700 bg-orange-700 text-white ring-4 ring-orange-200'
                : step.done
                  ? 'border-orange-700 bg-orange-700 text-white'
                  : 'border-stone-300 bg-white text-stone-600'
            }`}
          >
            {step.done && !step.current ? <Check className="size-4" aria-hidden="true" /> : index + 1}
          </span>
          <span className={`text-xs ${step.current ? 'font-bold text-orange-900' : 'text-stone-700'}`}>
            {step.label}
            <span className="sr-only">
              {step.current ? ' (etapa atual)' : step.done ? ' (concluída)' : ''}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
