/**
 * pt-BR presentation: BRL, dates in America/Sao_Paulo, and Brazilian phone numbers. Server
 * (e-mails, PDFs, tickets) and web share these so a figure reads the same everywhere.
 */
import type { Cents } from '../money/money';

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

/**
 * Intl formatters are costly to build (a phone spends tens of milliseconds on each): each is made
 * on first use, never at import, so a page pays only for the formats it shows.
 */
const lazy = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
const dateFormat = lazy(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'short' }));
const dateTimeFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }),
);
const timeFormat = lazy(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, timeStyle: 'short' }));

/**
 * 3998 -> "R$ 39,98", 496002 -> "R$ 4.960,02", -500 -> "-R$ 5,00": what Intl's pt-BR BRL gives
 * (with a plain space), written out because building Intl's currency formatter costs a phone more
 * than drawing a whole menu of prices.
 */
export function formatBRL(cents: Cents): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}

export function formatDate(date: Date | string): string {
  return dateFormat().format(new Date(date));
}

export function formatDateTime(date: Date | string): string {
  return dateTimeFormat().format(new Date(date)).replace(',', '');
}

export function formatTime(date: Date | string): string {
  return timeFormat().format(new Date(date));
}

/** Keeps digits only: "+55 (11) 99999-8888" -> "5511999998888". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * "5511999998888" -> "+55 (11) 99999-8888"; a landline "551133334444" -> "+55 (11) 3333-4444".
 * Numbers without the country code get 55. Anything else is returned as typed.
 */
export function formatPhone(phone: string): string {
  let digits = phoneDigits(phone);
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  const match = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (!match) return phone.trim();
  const [, country, area, first, last] = match;
  return `+${country} (${area}) ${first}-${last}`;
}

/** Days left until a moment, rounded up; 0 once it has passed. */
export function daysUntil(moment: Date | string, now: Date = new Date()): number {
  const ms = new Date(moment).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
