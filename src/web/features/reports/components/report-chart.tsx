import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../../domain/format/numbers';
import { displayCell } from '../../../../domain/reports/report-format';
import type { ReportData } from '../../../../domain/reports/report-types';

const MAX_BARS = 31;

/** The report's chart: one bar per row (the first 31), values as the report's cells read. */
export function ReportChart({ report }: { report: ReportData }) {
  const chart = report.chart;
  if (!chart || report.rows.length === 0) return null;
  const data = report.rows.slice(0, MAX_BARS).map((row) => ({
    label: String(row[chart.labelKey] ?? ''),
    value: Number(row[chart.valueKey] ?? 0),
  }));
  return (
    <figure aria-label={chart.title} className="flex flex-col gap-2">
      <figcaption className="font-semibold text-stone-900">{chart.title}</figcaption>
      <div className="h-64" data-testid="report-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#44403c' }} interval="preserveStartEnd" />
            <YAxis tickFormatter={formatNumber} tick={{ fontSize: 12, fill: '#44403c' }} width={72} />
            <Tooltip
              formatter={(value) => [displayCell(Number(value).toFixed(2), chart.kind), chart.title]}
            />
            <Bar dataKey="value" fill="#c2410c" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
