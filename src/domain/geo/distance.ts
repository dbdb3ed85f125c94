/** Great-circle distance by the haversine formula with the Earth radius of section 9 (6371 km). */
export const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Metres under 1 km ("850 m"), otherwise km with one decimal ("2,4 km"). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${km.toFixed(1).replace('.', ',')} km`;
}

/** Coordinates from the API's decimal strings; null when either is missing or not a number. */
export function toCoordinates(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
): Coordinates | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined)
    return null;
  if (latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lon) ? { latitude: lat, longitude: lon } : null;
}
