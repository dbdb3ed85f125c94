/**
 * Up to 10 national municipalities for the explore page's city select, from the IBGE list bundled
 * in @brazilian-utils/brazilian-utils: the browser never calls a third party. The diner's state is
 * the state of the nearest restaurant within 30 km, otherwise of the nearest state capital; its
 * municipalities come with those that have restaurants on Comanda first, then its capital.
 */
import { getMunicipalities, type StateCode } from '@brazilian-utils/brazilian-utils';
import { type Coordinates, distanceKm, toCoordinates } from '../../../domain/geo/distance';
import { normaliseNeighborhood } from '../../../domain/menu/delivery-zones';
import { STATE_CAPITALS } from './state-capitals';

export const MUNICIPALITIES_LIMIT = 10;
const NEARBY_RESTAURANT_KM = 30;

export interface PlacedRestaurant {
  city: string | null;
  state: string | null;
  latitude: string | null;
  longitude: string | null;
}

export interface MunicipalityOption {
  code: string;
  name: string;
  state: string;
}

function stateAt(location: Coordinates, restaurants: readonly PlacedRestaurant[]): string {
  const nearby = restaurants
    .map((restaurant) => {
      const at = toCoordinates(restaurant.latitude, restaurant.longitude);
      return { state: restaurant.state?.trim().toUpperCase(), km: at ? distanceKm(location, at) : Infinity };
    })
    .filter((entry) => entry.state && entry.km <= NEARBY_RESTAURANT_KM)
    .sort((a, b) => a.km - b.km)[0];
  if (nearby?.state && STATE_CAPITALS.some((capital) => capital.state === nearby.state)) return nearby.state;
  const capital = [...STATE_CAPITALS].sort((a, b) => distanceKm(location, a) - distanceKm(location, b))[0]!;
  return capital.state;
}

export function municipalitiesNear(
  location: Coordinates,
  restaurants: readonly PlacedRestaurant[],
): MunicipalityOption[] {
  const state = stateAt(location, restaurants);
  const capital = STATE_CAPITALS.find((entry) => entry.state === state)!.code;
  const served = new Set(
    restaurants
      .filter((restaurant) => restaurant.city && restaurant.state?.trim().toUpperCase() === state)
      .map((restaurant) => normaliseNeighborhood(restaurant.city!)),
  );
  const rank = (municipality: { code: string; name: string }) =>
    served.has(normaliseNeighborhood(municipality.name)) ? 0 : municipality.code === capital ? 1 : 2;
  return getMunicipalities(state as StateCode)
    .map((municipality, index) => ({ municipality, index }))
    .sort((a, b) => rank(a.municipality) - rank(b.municipality) || a.index - b.index)
    .slice(0, MUNICIPALITIES_LIMIT)
    .map(({ municipality }) => ({ code: municipality.code, name: municipality.name, state }));
}
