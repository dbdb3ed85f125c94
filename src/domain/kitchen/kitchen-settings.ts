/**
 * The kitchen's settings (issue 34, decision 0047): which channels' new orders are confirmed (and
 * so printed) on arrival, whether bumping every station makes the order 'Pronto', and the KDS's
 * colour thresholds. Off by default: a restaurant that never opens the settings works as before.
 */
import { ORDER_SOURCES, type OrderSource } from '../orders/order-status';
import type { Role } from '../staff/roles';

/** 'cardapio' is the digital menu and table QR; 'garcom' staff orders; then each platform. */
export const AUTO_ACCEPT_CHANNELS = [
  'cardapio',
  'garcom',
  ...ORDER_SOURCES.filter((source) => source !== 'direct'),
] as const;
export type AutoAcceptChannel = (typeof AUTO_ACCEPT_CHANNELS)[number];

export interface KitchenSettings {
  autoAccept: Partial<Record<AutoAcceptChannel, boolean>>;
  readyWhenBumped: boolean;
  kdsWarnMinutes: number;
  kdsLateMinutes: number;
}

export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = {
  autoAccept: {},
  readyWhenBumped: true,
  kdsWarnMinutes: 10,
  kdsLateMinutes: 20,
};

/** The channel an order came through, for auto-accept. */
export function autoAcceptChannel(order: {
  orderSource: OrderSource;
  takenByRole: Role | null;
}): AutoAcceptChannel {
  if (order.orderSource !== 'direct') return order.orderSource;
  return order.takenByRole ? 'garcom' : 'cardapio';
}

/** Whether an arriving order is confirmed at once. */
export function acceptsOnArrival(
  autoAccept: Readonly<Record<string, boolean>> | null | undefined,
  order: { orderSource: OrderSource; takenByRole: Role | null },
): boolean {
  return autoAccept?.[autoAcceptChannel(order)] === true;
}

/** Every channel named, off where the owner did not turn it on. */
export function autoAcceptOf(stored: Readonly<Record<string, boolean>> | null | undefined) {
  return Object.fromEntries(
    AUTO_ACCEPT_CHANNELS.map((channel) => [channel, stored?.[channel] === true]),
  ) as Record<AutoAcceptChannel, boolean>;
}

/** The KDS's thresholds are whole minutes from 1 to this (4 hours). */
export const KDS_MAX_MINUTES = 240;

export const KDS_MINUTES_ORDER = 'O tempo de atraso deve ser maior que o tempo de atenção.';

/** The KDS's thresholds must grow: amber first, then red. */
export function kdsThresholdsIssue(settings: Pick<KitchenSettings, 'kdsWarnMinutes' | 'kdsLateMinutes'>) {
  return settings.kdsWarnMinutes < settings.kdsLateMinutes ? null : KDS_MINUTES_ORDER;
}
