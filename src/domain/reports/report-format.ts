/**
 * How a report's cells read on screen and in the PDF: money in BRL, percentages with a decimal
 * comma, counts with pt-BR thousands. The tab and the PDF share it, so they print the same text.
 */
import { formatBRL, formatDateTime, TIME_ZONE } from '../format/format';
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

/** "UTC-4": a zone's offset from UTC at an instant (a plain hyphen: the PDF's WinAnsi font has no '−'). */
function utcOffset(at: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT').replace('GMT', 'UTC');
}

/**
 * "Gerado em 13/05/2024 22:30" in the restaurant's time; a restaurant whose clock differs from
 * Brasília's says so ("(horário local, UTC-4)"), as a file may be read by an accountant elsewhere.
 */
export function generatedLine(report: Pick<ReportData, 'generatedAt' | 'timeZone'>): string {
  const timeZone = report.timeZone ?? TIME_ZONE;
  const local = formatDateTime(report.generatedAt, timeZone);
  if (local === formatDateTime(report.generatedAt, TIME_ZONE)) return `Gerado em ${local}`;
  return `Gerado em ${local} (horário local, ${utcOffset(new Date(report.generatedAt), timeZone)})`;
}
