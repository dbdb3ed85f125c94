/**
 * The delivery fee and minimum order the diner's zone gives, computed with the same domain rule the
 * server applies (the server recomputes it; this is what the diner sees before sending).
 */
import { type Coordinates, distanceKm, toCoordinates } from '../../../domain/geo/distance';
import { deliveryZoneFor, type ZoneResult } from '../../../domain/menu/delivery-zones';
import { parseCents } from '../../../domain/money/money';
import type { CheckoutRestaurant } from './types';

export function deliveryQuote(
  restaurant: CheckoutRestaurant,
  neighborhood: string,
  location: Coordinates | null,
): ZoneResult {
  const zones = (restaurant.deliveryZones ?? []).map((zone) => ({
    ...zone,
    feeCents: parseCents(zone.fee) ?? 0,
    minOrderCents: parseCents(zone.minOrder) ?? 0,
    isActive: true,
  }));
  const from = toCoordinates(restaurant.latitude, restaurant.longitude);
  return deliveryZoneFor(zones, {
    neighborhood,
    distanceKm: from && location ? distanceKm(from, location) : null,
  });
}

export const hasRadiusZones = (restaurant: CheckoutRestaurant) =>
  (restaurant.deliveryZones ?? []).some((zone) => zone.kind === 'radius');

export const zoneNeighborhoods = (restaurant: CheckoutRestaurant) =>
  (restaurant.deliveryZones ?? []).flatMap((zone) =>
    zone.kind === 'neighborhood' ? zone.neighborhoods : [],
  );
