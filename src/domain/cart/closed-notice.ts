/**
 * What a diner reads when a restaurant is not taking orders: the menu's 'Fechado agora' banner and
 * the server's refusal of an order say the same thing, with the next opening on the restaurant's
 * clock (its time zone, decision 0014; São Paulo's when not given).
 */
import { TIME_ZONE } from '../format/format';

export const CLOSED_TITLE = 'Fechado agora';

/** Intl formatters are costly to build: each is made on first use per zone, never at import. */
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let value = formats.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, value);
  }
  return value;
};

/** "hoje às 18:00", "amanhã às 11:00", "sexta-feira às 11:00", or "25/12 às 11:00" beyond a week. */
export function formatNextOpening(at: Date, now: Date = new Date(), timeZone: string = TIME_ZONE): string {
  const time = format('pt-BR', timeZone, { hour: '2-digit', minute: '2-digit' }).format(at);
  const dayKey = format('en-CA', timeZone, { dateStyle: 'short' });
  const days = Math.round((Date.parse(dayKey.format(at)) - Date.parse(dayKey.format(now))) / 86_400_000);
  if (days === 0) return `hoje às ${time}`;
  if (days === 1) return `amanhã às ${time}`;
  if (days > 1 && days < 7) return `${format('pt-BR', timeZone, { weekday: 'long' }).format(at)} às ${time}`;
  return `${format('pt-BR', timeZone, { day: '2-digit', month: '2-digit' }).format(at)} às ${time}`;
}

/** The sentence under 'Fechado agora'. */
export function closedNotice(
  reason: 'closed' | 'paused' | null | undefined,
  nextOpeningAt: Date | string | null | undefined,
  now: Date = new Date(),
  timeZone: string = TIME_ZONE,
): string {
  const next = nextOpeningAt ? formatNextOpening(new Date(nextOpeningAt), now, timeZone) : null;
  if (reason === 'paused') {
    return next
      ? `O restaurante pausou os pedidos. Volta a receber pedidos ${next}.`
      : 'O restaurante pausou os pedidos por alguns instantes.';
  }
  return next
    ? `Abre ${next}. Você pode ver o cardápio, mas os pedidos estão desligados.`
    : 'O restaurante não está recebendo pedidos agora.';
}
