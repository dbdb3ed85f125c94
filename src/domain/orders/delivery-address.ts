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

/**
 * A partner's delivery address in its parts (iFood's `delivery.deliveryAddress`: streetName,
 * streetNumber, complement, neighborhood, reference, city, state, postalCode). Every part optional:
 * the partner may leave any out.
 */
export interface DeliveryAddressDetails {
  streetName?: string | null;
  streetNumber?: string | null;
  complement?: string | null;
  neighborhood?: string | null;
  reference?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

const part = (value: string | null | undefined) => (value ?? '').trim();

/** "01310100" → "01310-100"; anything not 8 digits is kept as the partner wrote it. */
function cepLabel(postalCode: string): string {
  const digits = postalCode.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : postalCode;
}

/**
 * The lines the panel and the kitchen ticket print for a partner's address, so the courier reads
 * the number, the complement and the reference and not only a one-line summary:
 * "Rua X, 100 — Apto 12", "Bairro: Centro", "São Paulo - SP · CEP 01310-100", "Referência: …".
 */
export function deliveryAddressDetailLines(details: DeliveryAddressDetails | null | undefined): string[] {
  if (!details) return [];
  const street = [part(details.streetName), part(details.streetNumber) || 's/n'].join(', ');
  const lines: string[] = [];
  if (part(details.streetName))
    lines.push(part(details.complement) ? `${street} — ${part(details.complement)}` : street);
  else if (part(details.complement)) lines.push(`Complemento: ${part(details.complement)}`);
  if (part(details.neighborhood)) lines.push(`Bairro: ${part(details.neighborhood)}`);
  const place = [part(details.city), part(details.state)].filter(Boolean).join(' - ');
  const cep = part(details.postalCode) ? `CEP ${cepLabel(part(details.postalCode))}` : '';
  const where = [place, cep].filter(Boolean).join(' · ');
  if (where) lines.push(where);
  if (part(details.reference)) lines.push(`Referência: ${part(details.reference)}`);
  return lines;
}
