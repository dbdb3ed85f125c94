/**
 * Explore's filters: text search, city, and distance from the diner (haversine, 6371 km). A
 * restaurant without coordinates stays in the list (section 9) after those with a distance.
 */
import { type Coordinates, distanceKm, toCoordinates } from '../../../domain/geo/distance';
import type { ExploreRestaurant } from './types';

export const ALL_CITIES = 'all';
export const DISTANCE = { min: 1, max: 100, step: 5, initial: 50 } as const;

export interface ExploreFilters {
  search: string;
  city: string;
  maxKm: number;
}

export const INITIAL_FILTERS: ExploreFilters = { search: '', city: ALL_CITIES, maxKm: DISTANCE.initial };

export interface ListedRestaurant {
  restaurant: ExploreRestaurant;
  distanceKm: number | null;
  /** The dishes of its menu the search found, when the search matched the menu. */
  dishes: string[];
}

export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The search finds a restaurant by its own words or by a dish of its menu (`dishes`, the server's
 * answer for the same search: menus are not in the list).
 */
export function filterRestaurants(
  restaurants: readonly ExploreRestaurant[],
  filters: ExploreFilters,
  location: Coordinates | null,
  dishes: ReadonlyMap<string, string[]> = new Map(),
): ListedRestaurant[] {
  const words = normalise(filters.search).split(/\s+/).filter(Boolean);
  const city = filters.city === ALL_CITIES ? null : normalise(filters.city);
  return restaurants
    .map((restaurant) => {
      const at = toCoordinates(restaurant.latitude, restaurant.longitude);
      const found = words.length > 0 ? (dishes.get(restaurant.id) ?? []) : [];
      return { restaurant, distanceKm: location && at ? distanceKm(location, at) : null, dishes: found };
    })
    .filter(({ restaurant, distanceKm: km, dishes: found }) => {
      const text = normalise(
        [restaurant.name, restaurant.description, restaurant.city, restaurant.address]
          .filter(Boolean)
          .join(' '),
      );
      if (found.length === 0 && !words.every((word) => text.includes(word))) return false;
      if (city !== null && normalise(restaurant.city ?? '') !== city) return false;
      return km === null || km <= filters.maxKm;
    })
    .sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY));
}

/** A maps search by coordinates, or by address when there are none; null when neither exists. */
export function mapsUrl(
  restaurant: Pick<ExploreRestaurant, 'latitude' | 'longitude' | 'address'>,
): string | null {
  const at = toCoordinates(restaurant.latitude, restaurant.longitude);
  const query = at ? `${at.latitude},${at.longitude}` : restaurant.address?.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
