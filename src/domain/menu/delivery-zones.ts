/**
 * Which delivery zone serves an address, and so its fee and minimum order. A neighbourhood zone wins
 * when the address names one of its neighbourhoods; otherwise the smallest radius that reaches the
 * address. Without any zone configured, delivery is free and has no minimum. The cart shows the
 * result and the server recomputes it for the order: the client's fee is never used.
 */
import type { Cents } from '../money/money';
import type { DeliveryZoneKind } from './menu';

export interface DeliveryZone {
  id: string;
  name: string;
  kind: DeliveryZoneKind;
  radiusKm: number | null;
  neighborhoods: string[];
  feeCents: Cents;
  minOrderCents: Cents;
  isActive: boolean;
}

export interface DeliveryDestination {
  /** Distance from the restaurant, when both have coordinates. */
  distanceKm?: number | null;
  neighborhood?: string | null;
  /** The address as one line of text (section 7's `deliveryAddress`), read when no neighbourhood is given. */
  address?: string | null;
}

export type ZoneResult =
  | { ok: true; zone: DeliveryZone | null; feeCents: Cents; minOrderCents: Cents }
  | { ok: false; error: string };

export const OUT_OF_AREA = 'Endereço fora da área de entrega deste restaurante.';

/** Lower case without accents or extra spaces: "Vila  Mariana" = "vila mariana" = "Vila Mariána". */
export function normaliseNeighborhood(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A client that only has the address as one line ("Rua Domingos de Morais, 100 - Vila Mariana,
 * São Paulo"), as section 7's does, still reaches its neighbourhood zone: the longest zone
 * neighbourhood the text names as whole words.
 */
function neighborhoodNamedIn(address: string | null | undefined, zones: readonly DeliveryZone[]): string {
  if (!address) return '';
  const words = ` ${normaliseNeighborhood(address.replace(/[^\p{L}\p{N}]+/gu, ' '))} `;
  const named = zones
    .filter((zone) => zone.kind === 'neighborhood')
    .flatMap((zone) => zone.neighborhoods.map(normaliseNeighborhood))
    .filter((name) => name && words.includes(` ${name} `));
  return named.sort((a, b) => b.length - a.length)[0] ?? '';
}

export function deliveryZoneFor(
  zones: readonly DeliveryZone[],
  destination: DeliveryDestination,
): ZoneResult {
  const active = zones.filter((zone) => zone.isActive);
  if (active.length === 0) return { ok: true, zone: null, feeCents: 0, minOrderCents: 0 };

  const wanted = destination.neighborhood
    ? normaliseNeighborhood(destination.neighborhood)
    : neighborhoodNamedIn(destination.address, active);
  const byNeighborhood = wanted
    ? active.find(
        (zone) =>
          zone.kind === 'neighborhood' &&
          zone.neighborhoods.some((name) => normaliseNeighborhood(name) === wanted),
      )
    : undefined;
  const distance = destination.distanceKm;
  const byRadius =
    distance === null || distance === undefined
      ? undefined
      : active
          .filter((zone) => zone.kind === 'radius' && zone.radiusKm !== null && distance <= zone.radiusKm)
          .sort((a, b) => (a.radiusKm ?? 0) - (b.radiusKm ?? 0))[0];
  const zone = byNeighborhood ?? byRadius;
  if (!zone) return { ok: false, error: OUT_OF_AREA };
  return { ok: true, zone, feeCents: zone.feeCents, minOrderCents: zone.minOrderCents };
}
