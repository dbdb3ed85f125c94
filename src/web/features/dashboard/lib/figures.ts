import { formatBRL, LOCALE } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';

export const brl = (value: string) => formatBRL(parseCents(value) ?? 0);

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(LOCALE);

export const formatCount = (value: number) => integer.format(value);

/** "+15%", "-8,5%", "0%"; null when there is nothing to compare with. */
export function growthText(growth: number | null): string | null {
  if (growth === null) return null;
  return `${growth > 0 ? '+' : ''}${percent.format(growth)}%`;
}

const weekdayDay = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', day: '2-digit' });
const dayMonth = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const fullDate = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', dateStyle: 'full' });

/** A series day key ("2024-05-13", a São Paulo calendar day) as a pt-BR axis label. */
export function dayLabel(dateKey: string, span: 7 | 30): string {
  const date = new Date(`${dateKey}T12:00:00Z`);
  return span === 7 ? weekdayDay.format(date) : dayMonth.format(date);
}

export function fullDayLabel(dateKey: string): string {
  return fullDate.format(new Date(`${dateKey}T12:00:00Z`));
}
