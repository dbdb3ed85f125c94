import { describe, expect, it } from 'vitest';
import { type DeliveryZone, deliveryZoneFor, OUT_OF_AREA } from './delivery-zones';

const zone = (overrides: Partial<DeliveryZone>): DeliveryZone => ({
  id: 'z',
  name: 'Zona',
  kind: 'radius',
  radiusKm: 3,
  neighborhoods: [],
  feeCents: 500,
  minOrderCents: 2000,
  isActive: true,
  ...overrides,
});

const zones = [
  zone({ id: 'near', radiusKm: 3, feeCents: 500 }),
  zone({ id: 'far', radiusKm: 8, feeCents: 1200, minOrderCents: 4000 }),
  zone({
    id: 'vm',
    kind: 'neighborhood',
    radiusKm: null,
    neighborhoods: ['Vila Mariana', 'Paraíso'],
    feeCents: 700,
  }),
  zone({ id: 'off', radiusKm: 20, feeCents: 100, isActive: false }),
];

describe('deliveryZoneFor', () => {
  it.each([
    ['2 km away', { distanceKm: 2 }, 'near', 500],
    ['exactly 3 km', { distanceKm: 3 }, 'near', 500],
    ['5 km away', { distanceKm: 5 }, 'far', 1200],
    [
      'a named neighbourhood, whatever its case and accents',
      { neighborhood: 'paraiso', distanceKm: 6 },
      'vm',
      700,
    ],
    [
      'a neighbourhood named inside a one-line address, as section 7 sends it',
      { address: 'Rua Domingos de Morais, 100 - Vila Mariana, São Paulo' },
      'vm',
      700,
    ],
    [
      'the neighbourhood given apart, over one the address line names',
      { neighborhood: 'Paraíso', address: 'Rua Vergueiro, 10 - Vila Mariana' },
      'vm',
      700,
    ],
  ])('%s', (_label, destination, id, fee) => {
    const result = deliveryZoneFor(zones, destination);
    expect(result.ok && result.zone?.id).toBe(id);
    expect(result.ok && result.feeCents).toBe(fee);
  });

  it.each([
    ['beyond every radius (inactive zones ignored)', { distanceKm: 15 }],
    ['no distance and an unknown neighbourhood', { neighborhood: 'Moema' }],
    ['nothing known', {}],
    ['an address naming no zone neighbourhood', { address: 'Rua Mariana, 5 - Moema' }],
  ])('refuses %s', (_label, destination) => {
    expect(deliveryZoneFor(zones, destination)).toEqual({ ok: false, error: OUT_OF_AREA });
  });

  it('delivers anywhere for free without zones', () => {
    expect(deliveryZoneFor([], {})).toEqual({ ok: true, zone: null, feeCents: 0, minOrderCents: 0 });
  });
});
