import { AlertTriangle, Boxes, CheckCircle2, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import type { InventoryCountersView } from '../../../../domain/inventory/inventory-api';
import { parseCents } from '../../../../domain/money/money';

function Counter({ title, value, icon }: { title: string; value: string; icon: ReactNode }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2 text-stone-700">
        <h3 className="text-sm font-medium">{title}</h3>
        <span aria-hidden="true" className="text-orange-700 [&_svg]:size-5">
          {icon}
        </span>
      </div>
      <p className="whitespace-nowrap text-2xl font-bold text-stone-900 tabular-nums sm:text-3xl">{value}</p>
    </article>
  );
}

/** Section 2's four counters: controlled items, low stock, stock OK and the total value. */
export function InventoryCounters({ counters }: { counters: InventoryCountersView }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Counter title="Itens Controlados" value={String(counters.controlledItems)} icon={<Boxes />} />
      <Counter title="Estoque Baixo" value={String(counters.lowStock)} icon={<AlertTriangle />} />
      <Counter title="Estoque OK" value={String(counters.stockOk)} icon={<CheckCircle2 />} />
      <Counter
        title="Valor Total"
        value={formatBRL(parseCents(counters.totalValue) ?? 0)}
        icon={<Wallet />}
      />
    </div>
  );
}
