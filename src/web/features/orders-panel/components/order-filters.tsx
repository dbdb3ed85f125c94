import { cn } from '../../../lib/cn';
import type { OrderView } from '../types';

const FILTERS: { view: OrderView; label: string }[] = [
  { view: 'active', label: 'Ativos' },
  { view: 'finished-today', label: 'Finalizados hoje' },
  { view: 'cancelled', label: 'Cancelados' },
];

/** Active orders (the default), today's finished ones, or the cancelled ones. */
export function OrderFilters({ view, onChange }: { view: OrderView; onChange: (view: OrderView) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1">
      <legend className="sr-only">Filtrar pedidos</legend>
      {FILTERS.map((filter) => (
        <button
          key={filter.view}
          type="button"
          aria-pressed={view === filter.view}
          onClick={() => onChange(filter.view)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium text-stone-700 transition-colors hover:text-stone-950',
            view === filter.view && 'bg-white text-orange-800 shadow-sm',
          )}
        >
          {filter.label}
        </button>
      ))}
    </fieldset>
  );
}
