import { normaliseNeighborhood } from '../menu/delivery-zones';

/** The parts a typed one-line address is made of: "Rua X, 10 - Sé, São Paulo" → 4 parts. */
const addressParts = (address: string) =>
  address
    .split(/,|\s[-–]\s/)
    .map(normaliseNeighborhood)
    .filter(Boolean);

/**
 * The one line an order keeps as its delivery address: the address as the diner typed it, then
 * " - " and the neighbourhood, unless one part of the address already is that neighbourhood
 * ("Rua X, 10 - Sé" + "Sé"). Parts are compared whole, never by substring: "Rua José Bonifácio"
 * holds the letters of "Sé" and once cost the diner her neighbourhood. It lives here so the server
 * and any client that shows the line join it the same way.
 */
export function deliveryAddressLine(
  address: string | null | undefined,
  neighborhood: string | null | undefined,
): string | null {
  const street = (address ?? '').trim();
  const district = (neighborhood ?? '').trim();
  if (!district) return street || null;
  if (!street) return district;
  if (addressParts(street).includes(normaliseNeighborhood(district))) return street;
  return `${street} - ${district}`;
}
