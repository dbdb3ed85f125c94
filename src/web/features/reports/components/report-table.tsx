import { displayCell } from '../../../../domain/reports/report-format';
import type { CellKind, ReportData } from '../../../../domain/reports/report-types';
import { cn } from '../../../lib/cn';

type Table = Pick<ReportData, 'columns' | 'rows' | 'totals'>;

/** Amounts never break after 'R$' (the table scrolls sideways instead); names keep some room. */
const cellClass = (kind: CellKind) =>
  cn('px-3 py-2', kind === 'text' ? 'min-w-24 text-left' : 'whitespace-nowrap text-right');

/** The report's table with its totals row, scrolling sideways on a phone. */
export function ReportTable({ report }: { report: ReportData }) {
  return <DataTable table={report} caption={`${report.title}, ${report.period.label}`} />;
}

/** The report's further tables (the dine-in report's 'Por garçom' and 'Por forma de pagamento'). */
export function ReportSections({ report }: { report: ReportData }) {
  return (report.sections ?? []).map((section) => (
    <section key={section.title} aria-label={section.title} className="flex flex-col gap-2">
      <h3 className="font-semibold text-stone-900">{section.title}</h3>
      <DataTable table={section} caption={`${section.title}, ${report.period.label}`} />
    </section>
  ));
}

function DataTable({ table: report, caption }: { table: Table; caption: string }) {
  const totals = report.totals;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {report.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-3 py-2', column.kind === 'text' ? 'text-left' : 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 && (
            <tr>
              <td colSpan={report.columns.length} className="px-3 py-4 text-center text-stone-700">
                Nenhum dado no período.
              </td>
            </tr>
          )}
          {report.rows.map((row, index) => (
            <tr
              key={String(row[report.columns[0]?.key ?? ''] ?? index)}
              className="border-t border-stone-100"
            >
              {report.columns.map((column) => (
                <td key={column.key} className={cellClass(column.kind)}>
                  {displayCell(row[column.key] ?? null, column.kind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="border-t-2 border-stone-300 font-bold">
            <tr>
              {report.columns.map((column) => (
                <td key={column.key} className={cellClass(column.kind)}>
                  {totals[column.key] == null ? '' : displayCell(totals[column.key]!, column.kind)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
