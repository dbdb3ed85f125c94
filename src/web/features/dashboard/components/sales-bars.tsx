/**
 * The bars of the dashboard's sales chart: the only part of the dashboard that needs recharts (a
 * 370 kB chunk), so it loads on its own while the figures are already on screen (issue 32, item 32).
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBRL } from '../../../../domain/format/format';
import { fullDayLabel } from '../lib/figures';

export interface SalesBar {
  date: string;
  label: string;
  /** Reais, as the axis reads them. */
  total: number;
}

const compactBRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
});

/**
 * Drawn for the eye only: the table beside it tells screen readers the same figures, so the chart's
 * own keyboard layer (accessibilityLayer, on by default) is off and nothing inside is focusable.
 */
export function SalesBars({ data }: { data: SalesBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#44403c' }} interval="preserveStartEnd" />
        <YAxis
          tickFormatter={(value: number) => compactBRL.format(value)}
          tick={{ fontSize: 12, fill: '#44403c' }}
          width={72}
        />
        <Tooltip
          formatter={(value) => [formatBRL(Math.round(Number(value) * 100)), 'Vendas']}
          labelFormatter={(_label, payload) => {
            const date = payload?.[0]?.payload?.date as string | undefined;
            return date ? fullDayLabel(date) : '';
          }}
        />
        <Bar dataKey="total" fill="#c2410c" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
