/**
 * The channels of 'Aceite e impressão automáticos' (decision 0047: the keys of `autoAccept`):
 * `cardapio` for the digital menu and the tables' QR, `garcom` for orders the team takes, and each
 * delivery platform's order source. A key the server sends that is not listed here is still shown,
 * named by the order sources' labels, so a new platform never hides a switch that is on.
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
    .filter((key) => !known.has(key))
    .map((key) => ({ key, label: ORDER_SOURCE_LABELS[key as OrderSource] ?? key }));
  return [...AUTO_ACCEPT_CHANNELS, ...extra];
}
