/**
 * pt-BR presentation: BRL, dates in the restaurant's zone (America/Sao_Paulo by default), and Brazilian phone numbers (display and the
 * input mask; their meaning is customer-phone.ts's). Server
 * (e-mails, PDFs, tickets) and web share these so a figure reads the same everywhere.
 */
import type { Cents } from '../money/money';

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

/**
 * Intl formatters are costly to build (a phone spends tens of milliseconds on each): each is made
 * on first use (per style and zone), never at import, so a page pays only for the formats it shows.
 */
type DateStyle = 'date' | 'dateTime' | 'time';
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'short' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { timeZone, ...STYLES[style] });
    formatters.set(key, formatter);
  }
  return formatter;
}

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

/**
 * Dates read in the restaurant's time zone (decision 0014): callers pass the restaurant's zone;
 * without one, Brasília time (the zone of most restaurants and of the platform itself).
 */
export function formatDate(date: Date | string, timeZone: string = TIME_ZONE): string {
  return dateFormatter('date', timeZone).format(new Date(date));
}

export function formatDateTime(date: Date | string, timeZone: string = TIME_ZONE): string {
  return dateFormatter('dateTime', timeZone).format(new Date(date)).replace(',', '');
}

export function formatTime(date: Date | string, timeZone: string = TIME_ZONE): string {
  return dateFormatter('time', timeZone).format(new Date(date));
}

/**
 * The one example of a phone number every hint and message shows, written as the field's mask
 * writes it, so no screen asks for "(11) 99999-8888" and then for "5511999999999".
 */
export const PHONE_EXAMPLE = '(11) 99999-8888';

/** Keeps digits only: "+55 (11) 99999-8888" -> "5511999998888". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * A stored phone for display: "5511999998888" -> "+55 (11) 99999-8888", a landline
 * "551133334444" -> "+55 (11) 3333-4444". Numbers without the country code get 55. A foreign
 * number, or anything else, is returned as stored.
 */
export function formatPhone(phone: string): string {
  let digits = phoneDigits(phone);
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  const match = /^(55)(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (!match) return phone.trim();
  const [, country, area, first, last] = match;
  return `+${country} (${area}) ${first}-${last}`;
}

/**
 * The mask of the diner's phone field, applied as the person types: whatever they start with
 * ('+55', '55', the trunk '0', spaces, dashes, parentheses) shows as '(11) 99999-8888'. A number
 * typed with another country's '+' code is left as typed (digits, spaces and the '+'). It only
 * draws: libphonenumber-js (customer-phone.ts) decides, on the server, what the number is.
 */
export function maskPhoneTyping(typed: string): string {
  const trimmed = typed.trimStart();
  if (/^\+(?!55)\d/.test(trimmed.replace(/[\s()-]/g, ''))) return trimmed.replace(/[^\d+\s-]/g, '');
  let digits = phoneDigits(trimmed);
  // '+', '+5', '+55' while the country code is being typed.
  if (trimmed.startsWith('+') && digits.length <= 2) return `+${digits}`;
  if (trimmed.startsWith('+55') || (digits.startsWith('55') && digits.length > 11)) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '').slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Days left until a moment, rounded up; 0 once it has passed. */
export function daysUntil(moment: Date | string, now: Date = new Date()): number {
  const ms = new Date(moment).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
