/**
 * pt-BR presentation: BRL, dates in America/Sao_Paulo, and Brazilian phone numbers. Server
 * (e-mails, PDFs, tickets) and web share these so a figure reads the same everywhere.
 */
import type { Cents } from '../money/money';

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

const brl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, timeStyle: 'short' });

/** 3998 -> "R$ 39,98" (with the non-breaking space Intl uses, normalised to a plain space). */
export function formatBRL(cents: Cents): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

export function formatDate(date: Date | string): string {
  return dateFormat.format(new Date(date));
}

export function formatDateTime(date: Date | string): string {
  return dateTimeFormat.format(new Date(date)).replace(',', '');
}

export function formatTime(date: Date | string): string {
  return timeFormat.format(new Date(date));
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
