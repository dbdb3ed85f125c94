/**
 * The channels of 'Aceite e impressão automáticos' (decision 0047: the keys of `autoAccept`):
 * `cardapio` for the digital menu and the tables' QR, `garcom` for orders the team takes, and each
 * delivery platform's order source that works in Brazil today. The server names every channel it
 * knows; one not listed here is shown only while it is on (named by the order sources' labels), so a
 * switch that is on is never hidden and 'Uber Eats' (gone from Brazil) or 'Outro' do not clutter.
 */
import { ORDER_SOURCE_LABELS, type OrderSource } from '../../../domain/orders/order-status';

export const AUTO_ACCEPT_CHANNELS: readonly { key: string; label: string }[] = [
  { key: 'cardapio', label: 'Cardápio digital e QR' },
  { key: 'garcom', label: 'Garçom' },
  { key: 'ifood', label: 'iFood' },
  { key: 'rappi', label: 'Rappi' },
  { key: 'keeta', label: 'Keeta' },
  { key: 'open_delivery', label: 'Open Delivery' },
];

/** The listed channels, then any other key the server knows, in its order. */
export function channelsOf(autoAccept: Record<string, boolean>): { key: string; label: string }[] {
  const known = new Set(AUTO_ACCEPT_CHANNELS.map((channel) => channel.key));
  const extra = Object.keys(autoAccept)
    .filter((key) => !known.has(key) && autoAccept[key] === true)
    .map((key) => ({ key, label: ORDER_SOURCE_LABELS[key as OrderSource] ?? key }));
  return [...AUTO_ACCEPT_CHANNELS, ...extra];
}
