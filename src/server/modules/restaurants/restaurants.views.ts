/**
 * What leaves the server about a restaurant. The owner's view adds the account fields; the public
 * view is what diners see. Neither ever carries the password hash or a secret.
 */
import type { PublicRestaurantView } from '../../../domain/menu/menu-api';
import { planState } from '../../../domain/payments/plan-state';
import type { restaurants } from '../../db/schema';
import type { StoreState } from '../store/store.repository';
import { openingOf, orderSettingsOf, toDeliveryZoneView, toOpeningHoursView } from '../store/store.views';

type RestaurantRow = typeof restaurants.$inferSelect;

export function toPublicRestaurant(row: RestaurantRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    whatsapp: row.whatsapp,
    address: row.address,
    city: row.city,
    state: row.state,
    /** Where its hours, 'hoje' and tickets are read (decision 0014); an addition to section 7. */
    timeZone: row.timeZone,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The diner-facing profile of `GET /api/restaurants/:id`: the public fields, whether it is taking
 * orders now (and when it opens next), what it accepts, its active delivery zones and its hours.
 */
export function toPublicRestaurantProfile(state: StoreState, now = new Date()): PublicRestaurantView {
  return {
    ...toPublicRestaurant(state.restaurant),
    ...openingOf(state, now),
    ...orderSettingsOf(state.restaurant),
    deliveryZones: state.zones.filter((zone) => zone.isActive).map(toDeliveryZoneView),
    openingHours: state.hours.map(toOpeningHoursView),
    allowCouponWithPoints: state.restaurant.allowCouponWithPoints,
  };
}

export function toOwnerRestaurant(row: RestaurantRow, now = new Date()) {
  return {
    ...toPublicRestaurant(row),
    email: row.email,
    plan: row.plan,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    paidUntil: row.paidUntil?.toISOString() ?? null,
    planState: planState(row, now),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export type PublicRestaurant = ReturnType<typeof toPublicRestaurant>;
export type OwnerRestaurant = ReturnType<typeof toOwnerRestaurant>;
