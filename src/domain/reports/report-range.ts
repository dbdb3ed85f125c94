/**
 * The period a report covers: whole calendar days in the restaurant's time zone (decision 0014), from `from` to `to` inclusive, as
 * "YYYY-MM-DD" keys. Presets ('Hoje', 'Últimos 7 dias', 'Este mês'...) resolve here so the report
 * centre, the saved templates and the e-mailed schedules all mean the same days.
 */
import { z } from 'zod';
import { TIME_ZONE } from '../format/format';
import { type Period, zonedDateKey, zonedDay, zonedMidnight } from './periods';

/** The longest period a report may cover (a leap year). */
export const MAX_REPORT_DAYS = 366;

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'last12Months',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  last7: 'Últimos 7 dias',
  last30: 'Últimos 30 dias',
  thisMonth: 'Este mês',
  lastMonth: 'Mês passado',
  last12Months: 'Últimos 12 meses',
};

export interface DateRange {
  from: string;
  to: string;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2024-05-13" -> its parts, or null when it is not a real calendar day. */
export function parseDateKey(key: string): { year: number; month: number; day: number } | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Pure calendar arithmetic on date keys (no time zone involved). */
export function addDays(key: string, days: number): string {
  const parts = parseDateKey(key);
  if (!parts) throw new Error(`invalid date key ${key}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
}

/** Days in a range, both ends included. */
export function rangeDays({ from, to }: DateRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The instants a range covers: the zone's midnight of `from` up to midnight after `to`. */
export function rangePeriod({ from, to }: DateRange, timeZone: string = TIME_ZONE): Period {
  const start = parseDateKey(from)!;
  const end = parseDateKey(to)!;
  return {
    start: zonedMidnight(start.year, start.month, start.day, timeZone),
    end: zonedMidnight(end.year, end.month, end.day + 1, timeZone),
  };
}

/** The same number of days just before a range: what growth compares with. */
export function previousRange(range: DateRange): DateRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** A preset's days as the restaurant's calendar has them at `now` ('Hoje' is its local day). */
export function presetRange(preset: PeriodPreset, now: Date, timeZone: string = TIME_ZONE): DateRange {
  const today = zonedDateKey(now, timeZone);
  const { year, month } = zonedDay(now, timeZone);
  const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'last12Months':
      return { from: addDays(today, -364), to: today };
  }
}

/** "13/05/2024" or "01/05/2024 a 31/05/2024": how a period reads on screen and in files. */
export function rangeLabel({ from, to }: DateRange): string {
  const br = (key: string) => key.split('-').reverse().join('/');
  return from === to ? br(from) : `${br(from)} a ${br(to)}`;
}

/** "2024-05-13" or "2024-05-01-a-2024-05-31": the period part of an exported file's name. */
export function rangeSlug({ from, to }: DateRange): string {
  return from === to ? from : `${from}-a-${to}`;
}

const dateKey = (label: string) =>
  z
    .string({ error: `Informe a data ${label}` })
    .refine((value) => parseDateKey(value) !== null, `Data ${label} inválida (use AAAA-MM-DD)`);

/** `from`/`to` of a request: both or neither, in order, at most 366 days. */
export const dateRangeQuerySchema = z
  .object({ from: dateKey('inicial').optional(), to: dateKey('final').optional() })
  .superRefine((value, ctx) => {
    if (!value.from !== !value.to) {
      ctx.addIssue({
        code: 'custom',
        path: [value.from ? 'to' : 'from'],
        message: 'Informe o início e o fim do período',
      });
      return;
    }
    if (!value.from || !value.to) return;
    if (value.to < value.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A data final deve ser igual ou posterior à inicial',
      });
    } else if (rangeDays({ from: value.from, to: value.to }) > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `O período deve ter no máximo ${MAX_REPORT_DAYS} dias`,
      });
    }
  });
