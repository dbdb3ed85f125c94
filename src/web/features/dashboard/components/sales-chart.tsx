import { lazy, Suspense, useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { cn } from '../../../lib/cn';
import { dayLabel, fullDayLabel } from '../lib/figures';
import type { DashboardReport } from '../types';

const SPANS = [7, 30] as const;
type Span = (typeof SPANS)[number];

/** Its own chunk: the figures above it must not wait for recharts to download. */
const SalesBars = lazy(() => import('./sales-bars').then((module) => ({ default: module.SalesBars })));

/** Sales per day for the last 7 or 30 days (São Paulo calendar), with pt-BR day labels. */
export function SalesChart({ series }: { series: DashboardReport['series'] }) {
  const [span, setSpan] = useState<Span>(7);
  const data = series.slice(-span).map((day) => ({
    date: day.date,
    label: dayLabel(day.date, span),
    total: (parseCents(day.total) ?? 0) / 100,
    orders: day.orders,
  }));
  const periodTotal = series.slice(-span).reduce((sum, day) => sum + (parseCents(day.total) ?? 0), 0);

  return (
    <section
      aria-labelledby="sales-chart-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="sales-chart-title" className="text-lg font-bold text-stone-900">
          Vendas por dia
        </h3>
        <fieldset className="flex gap-1 rounded-xl bg-stone-100 p-1">
          <legend className="sr-only">Período do gráfico</legend>
          {SPANS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={span === option}
              onClick={() => setSpan(option)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium text-stone-700',
                span === option && 'bg-white text-orange-800 shadow-sm',
              )}
            >
              Últimos {option} dias
            </button>
          ))}
        </fieldset>
      </div>
      <p className="mt-1 text-sm text-stone-700">Total no período: {formatBRL(periodTotal)}</p>
      <div className="mt-4 h-64" aria-hidden="true">
        <Suspense fallback={null}>
          <SalesBars data={data} />
        </Suspense>
      </div>
      {/* The wrapper is what hides: a table ignores the 1 px width of sr-only and kept its columns' width, scrolling a phone sideways. */}
      <div className="sr-only">
        <table>
          <caption>Vendas por dia, últimos {span} dias</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Vendas</th>
              <th scope="col">Pedidos</th>
            </tr>
          </thead>
          <tbody>
            {data.map((day) => (
              <tr key={day.date}>
                <th scope="row">{fullDayLabel(day.date)}</th>
                <td>{formatBRL(Math.round(day.total * 100))}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
