import { describe, expect, it } from 'vitest';
import { toDeliveryZones, toOpeningPeriods, toPricedGroups } from './menu-api';
import { priceItem } from './pricing';

describe('API shapes to domain rules', () => {
  it('prices an item from its API option groups, as the cart does', () => {
    const groups = toPricedGroups([
      {
        id: 'g',
        name: 'Sabores',
        kind: 'flavors',
        isRequired: true,
        minChoices: 1,
        maxChoices: 2,
        options: [
          { id: 'a', name: 'Muçarela', price: '0.00', isSoldOut: false },
          { id: 'b', name: 'Camarão', price: '19.99', isSoldOut: false },
        ],
      },
    ]);
    expect(priceItem(2990, groups, ['a', 'b'], 'average')).toMatchObject({ ok: true, unitPriceCents: 3990 });
  });

  it('reads opening hours and zones', () => {
    expect(toOpeningPeriods([{ weekday: 5, opensAt: '18:00', closesAt: '02:00' }])).toEqual([
      { weekday: 5, opensAt: 1080, closesAt: 120 },
    ]);
    expect(
      toDeliveryZones([
        {
          id: 'z',
          name: 'Centro',
          kind: 'neighborhood',
          radiusKm: null,
          neighborhoods: ['Centro'],
          fee: '5.00',
          minOrder: '20.00',
        },
      ]),
    ).toEqual([
      {
        id: 'z',
        name: 'Centro',
        kind: 'neighborhood',
        radiusKm: null,
        neighborhoods: ['Centro'],
        feeCents: 500,
        minOrderCents: 2000,
        isActive: true,
      },
    ]);
  });
});
