/**
 * How a report's cells read on screen and in the PDF: money in BRL, percentages with a decimal
 * comma, counts with pt-BR thousands. The tab and the PDF share it, so they print the same text.
 */
import { formatBRL, formatDateTime } from '../format/format';
import { parseCents } from '../money/money';
import type { CellKind, ReportCell, ReportData } from './report-types';

const withComma = (value: string | number) => String(value).replace('.', ',');
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export function displayCell(value: ReportCell, kind: CellKind): string {
  if (value === null) return '—';
  if (kind === 'money') return formatBRL(parseCents(String(value)) ?? 0);
  if (kind === 'percent') return `${withComma(value)}%`;
  if (kind === 'integer') return thousands(Number(value));
  return String(value);
}

export const generatedLine = (report: Pick<ReportData, 'generatedAt'>) =>
  `Gerado em ${formatDateTime(report.generatedAt)}`;
