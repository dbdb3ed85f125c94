/**
 * A report as files: CSV as Brazilian Excel opens it (BOM, ';', decimal comma) and an A4 PDF with
 * the restaurant's name, the period, the summary, the table and its totals.
 */
import { reportFileName } from '../../../domain/reports/report-file-name';
import {
  type CellKind,
  REPORT_FILE_SLUGS,
  type ReportCell,
  type ReportData,
} from '../../../domain/reports/report-types';
import { type CsvCell, csvNumber, decimalComma, toBrazilianCsv } from '../../lib/csv';
import { renderReportPdf } from './report-pdf';

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * A cell for the CSV: money and percentages with a decimal comma, no currency sign. Numeric columns
 * are numeric cells (a '-5' loss stays a number); text columns are neutralised against formulas.
 */
function csvCell(value: ReportCell, kind: CellKind): CsvCell {
  if (value === null) return '';
  if (kind === 'money' || kind === 'percent') return decimalComma(value);
  if (kind === 'integer') return csvNumber(value);
  return String(value);
}

type Table = Pick<ReportData, 'columns' | 'rows' | 'totals'>;

const tableCells = (table: Table): CsvCell[][] =>
  [...table.rows, ...(table.totals ? [table.totals] : [])].map((row) =>
    table.columns.map((column) => csvCell(row[column.key] ?? null, column.kind)),
  );

/**
 * The main table, then each section (the dine-in report's 'Por garçom', 'Por forma de pagamento')
 * after an empty line: its title on a line, its header, its rows and totals.
 */
export function reportCsv(report: ReportData): string {
  const sections = (report.sections ?? []).flatMap((section): CsvCell[][] => [
    [],
    [section.title],
    section.columns.map((column) => column.label),
    ...tableCells(section),
  ]);
  return toBrazilianCsv(
    report.columns.map((column) => column.label),
    [...tableCells(report), ...sections],
  );
}

/**
 * The report as a file. `kind` says what it is in the file's name (reportKindSlug for a type with
 * its filters, a template's or schedule's name); without it, the report's type.
 */
export async function exportReport(
  report: ReportData,
  format: ExportFormat,
  kind: string = REPORT_FILE_SLUGS[report.type],
) {
  const body = format === 'csv' ? Buffer.from(reportCsv(report), 'utf8') : await renderReportPdf(report);
  return {
    fileName: reportFileName({ kind, restaurantName: report.restaurantName, period: report.period }, format),
    contentType: CONTENT_TYPES[format],
    body,
  };
}
