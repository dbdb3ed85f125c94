import { cn } from '../../../lib/cn';
import { brl, formatCount, growthText } from '../lib/figures';
import type { DashboardReport } from '../types';

/** `comparedWith` carries its contraction (a + os = aos), so the sentence reads 'em relação aos ...'. */
const PERIODS = [
  { kind: 'weekly', title: 'Últimos 7 dias', comparedWith: 'aos 7 dias anteriores' },
  { kind: 'monthly', title: 'Este mês', comparedWith: 'ao mesmo trecho do mês passado' },
] as const;

function Growth({ value }: { value: number | null }) {
  const text = growthText(value);
  if (!text) return <span className="text-stone-700">—</span>;
  return (
    <span className={cn(value! > 0 ? 'text-green-800' : value! < 0 ? 'text-red-800' : 'text-stone-700')}>
      {text}
    </span>
  );
}

/** The last 7 days and this month against the period before (the reports call's weekly and monthly). */
export function PeriodSummary({ report }: { report: DashboardReport }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {PERIODS.map(({ kind, title, comparedWith }) => {
        const summary = report[kind];
        const growth = report.growth[kind];
        return (
          <section
            key={kind}
            aria-label={title}
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-bold text-stone-900">{title}</h3>
            <p className="text-sm text-stone-700">Crescimento em relação {comparedWith}</p>
            {/* Columns of at least 7rem: on a phone the ticket goes under the sales, and an amount never
                breaks after its "R$" (formatBRL writes a plain space). */}
            <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-3">
              <div>
                <dt className="text-sm text-stone-700">Vendas</dt>
                <dd className="whitespace-nowrap font-bold text-stone-900">{brl(summary.total)}</dd>
                <dd className="text-sm">
                  <Growth value={growth.total} />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-stone-700">Pedidos</dt>
                <dd className="font-bold text-stone-900">{formatCount(summary.orders)}</dd>
                <dd className="text-sm">
                  <Growth value={growth.orders} />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-stone-700">Ticket médio</dt>
                <dd className="whitespace-nowrap font-bold text-stone-900">{brl(summary.avgTicket)}</dd>
                <dd className="text-sm">
                  <Growth value={growth.avgTicket} />
                </dd>
              </div>
            </dl>
          </section>
        );
      })}
    </div>
  );
}
