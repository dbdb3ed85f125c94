/**
 * What a diner reads when a restaurant is not taking orders: the menu's 'Fechado agora' banner and
 * the server's refusal of an order say the same thing, with the next opening in São Paulo time.
 */
import { TIME_ZONE } from '../format/format';

export const CLOSED_TITLE = 'Fechado agora';

/** Intl formatters are costly to build: each is made on first use, never at import. */
const lazy = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
const dayKey = lazy(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' }));
const weekday = lazy(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, weekday: 'long' }));
const clock = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
);
const day = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' }),
);

/** "hoje às 18:00", "amanhã às 11:00", "sexta-feira às 11:00", or "25/12 às 11:00" beyond a week. */
export function formatNextOpening(at: Date, now: Date = new Date()): string {
  const time = clock().format(at);
  const days = Math.round((Date.parse(dayKey().format(at)) - Date.parse(dayKey().format(now))) / 86_400_000);
  if (days === 0) return `hoje às ${time}`;
  if (days === 1) return `amanhã às ${time}`;
  if (days > 1 && days < 7) return `${weekday().format(at)} às ${time}`;
  return `${day().format(at)} às ${time}`;
}

/** The sentence under 'Fechado agora'. */
export function closedNotice(
  reason: 'closed' | 'paused' | null | undefined,
  nextOpeningAt: Date | string | null | undefined,
  now: Date = new Date(),
): string {
  const next = nextOpeningAt ? formatNextOpening(new Date(nextOpeningAt), now) : null;
  if (reason === 'paused') {
    return next
      ? `O restaurante pausou os pedidos. Volta a receber pedidos ${next}.`
      : 'O restaurante pausou os pedidos por alguns instantes.';
  }
  return next
    ? `Abre ${next}. Você pode ver o cardápio, mas os pedidos estão desligados.`
    : 'O restaurante não está recebendo pedidos agora.';
}
