/**
 * What leaves the server about a restaurant. The owner's view adds the account fields; the public
 * view is what diners see. Neither ever carries the password hash or a secret.
 */
import { planState } from '../../../domain/payments/plan-state';
import type { restaurants } from '../../db/schema';

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
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    createdAt: row.createdAt.toISOString(),
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
  };
}

export type PublicRestaurant = ReturnType<typeof toPublicRestaurant>;
export type OwnerRestaurant = ReturnType<typeof toOwnerRestaurant>;
