/** Opening hours and delivery zones as the API shows them ("HH:MM", decimal strings, km as numbers). */

import type { DeliveryZoneKind, HalfAndHalfPricing } from '../../../domain/menu/menu';
import type {
  DeliveryZoneView,
  OpeningHoursView,
  OwnerDeliveryZoneView,
  StoreSettingsView,
} from '../../../domain/menu/menu-api';
import { minutesToTime, type OpeningPeriod, openingStatus } from '../../../domain/menu/opening-hours';
import type { DeliveryZoneRow, OpeningHoursRow, RestaurantRow, StoreState } from './store.repository';

export const toOpeningPeriod = (row: OpeningHoursRow): OpeningPeriod => ({
  weekday: row.weekday,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
});

export const toOpeningHoursView = (row: OpeningHoursRow): OpeningHoursView => ({
  weekday: row.weekday,
  opensAt: minutesToTime(row.opensAt),
  closesAt: minutesToTime(row.closesAt),
});

function neighborhoodsOf(row: DeliveryZoneRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.neighborhoods ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export const toDeliveryZoneView = (row: DeliveryZoneRow): DeliveryZoneView => ({
  id: row.id,
  name: row.name,
  kind: row.kind as DeliveryZoneKind,
  radiusKm: row.radiusKm === null ? null : Number(row.radiusKm),
  neighborhoods: neighborhoodsOf(row),
  fee: row.fee,
  minOrder: row.minOrder,
});

export const toOwnerDeliveryZoneView = (row: DeliveryZoneRow): OwnerDeliveryZoneView => ({
  ...toDeliveryZoneView(row),
  isActive: row.isActive,
});

export function orderSettingsOf(row: RestaurantRow) {
  return {
    acceptsPickup: row.acceptsPickup,
    acceptsDelivery: row.acceptsDelivery,
    acceptsTable: row.acceptsTable,
    acceptsCash: row.acceptsCash,
    acceptsCard: row.acceptsCard,
    acceptsPix: row.acceptsPix,
    tableCount: row.tableCount,
    halfAndHalfPricing: row.halfAndHalfPricing as HalfAndHalfPricing,
    tableOrdersViaWhatsapp: row.tableOrdersViaWhatsapp,
    tableAsksName: row.tableAsksName,
    tableOpenedByWaiter: row.tableOpenedByWaiter,
    tableCodeRequired: row.tableCodeRequired,
  };
}

/** Open now or not, why, and when it opens next: what diners and the owner both see. */
export function openingOf(state: StoreState, now: Date) {
  const status = openingStatus(
    state.hours.map(toOpeningPeriod),
    state.restaurant.ordersPausedUntil,
    now,
    state.restaurant.timeZone,
  );
  return {
    isOpen: status.isOpen,
    closedReason: status.reason ?? null,
    nextOpeningAt: status.nextOpeningAt?.toISOString() ?? null,
  };
}

export function toStoreSettingsView(state: StoreState, now: Date = new Date()): StoreSettingsView {
  const paused = state.restaurant.ordersPausedUntil;
  return {
    ...orderSettingsOf(state.restaurant),
    openingHours: state.hours.map(toOpeningHoursView),
    ordersPausedUntil: paused && paused > now ? paused.toISOString() : null,
    deliveryZones: state.zones.map(toOwnerDeliveryZoneView),
    timeZone: state.restaurant.timeZone,
    ...openingOf(state, now),
  };
}
