import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillDiscount, billTotals, serviceChargeOn } from './bill-totals';
import { line, settings, totalsOf } from './bills.fixtures';

const picanha = line('Picanha na chapa', 8990, 2);
const caipirinha = line('Caipirinha', 1800);
const dinner = [picanha, caipirinha]; // R$ 197,80

describe('billTotals', () => {
  it('adds the 10% service charge by default', () => {
    const totals = totalsOf(dinner);
    expect(totals).toMatchObject({
      itemsCents: 19_780,
      discountCents: 0,
      serviceState: 'charged',
      serviceRateBps: 1000,
      serviceBaseCents: 19_780,
      serviceCents: 1978,
      couvertCents: 0,
      totalCents: 21_758,
    });
    expect(totals.rows).toEqual([
      { label: 'Subtotal', cents: 19_780 },
      { label: 'Taxa de serviço (10%)', cents: 1978 },
      { label: 'Total', cents: 21_758 },
    ]);
  });

  it.each([
    [12_345, 1000, 1235],
    [12_344, 1000, 1234],
    [1004, 1250, 126],
    [1003, 1250, 125],
    [5, 1000, 1],
    [4, 1000, 0],
    [0, 1000, 0],
  ])('rounds the service on %i cents at %i bps half up: %i', (base, bps, service) => {
    expect(serviceChargeOn(base, bps)).toBe(service);
    expect(totalsOf([line('x', base)], { settings: settings({ serviceRateBps: bps }) }).serviceCents).toBe(
      service,
    );
  });

  it("uses the restaurant's rate, with its label", () => {
    const totals = totalsOf(dinner, { settings: settings({ serviceRateBps: 1250 }) });
    expect(totals.serviceCents).toBe(2473); // 12,5% of 197,80 = 24,725
    expect(totals.rows[1]).toEqual({ label: 'Taxa de serviço (12,5%)', cents: 2473 });
  });

  it('charges no service when the restaurant turned it off or set 0%', () => {
    for (const off of [settings({ serviceChargeEnabled: false }), settings({ serviceRateBps: 0 })]) {
      const totals = totalsOf(dinner, { settings: off });
      expect(totals).toMatchObject({
        serviceState: 'off',
        serviceRateBps: 0,
        serviceCents: 0,
        totalCents: 19_780,
      });
      expect(totals.rows.map((row) => row.label)).toEqual(['Subtotal', 'Total']);
    }
  });

  it('drops the service on one bill removed with a reason, and says so', () => {
    const totals = totalsOf(dinner, { serviceRemoval: { reason: '  Cliente pediu para retirar ' } });
    expect(totals).toMatchObject({
      serviceState: 'removed',
      serviceRemovalReason: 'Cliente pediu para retirar',
      serviceRateBps: 0,
      serviceCents: 0,
      totalCents: 19_780,
    });
    expect(totals.rows[1]).toEqual({ label: 'Taxa de serviço (10%) retirada', cents: 0 });
  });

  it('adds a couvert artístico per person, outside the service base', () => {
    const totals = totalsOf(dinner, { people: 4, settings: settings({ couvertCents: 1500 }) });
    expect(totals).toMatchObject({
      couvertKind: 'artistic',
      couvertUnitCents: 1500,
      couvertPeople: 4,
      couvertCents: 6000,
      serviceBaseCents: 19_780,
      serviceCents: 1978,
      totalCents: 27_758,
    });
    expect(totals.rows[2]).toEqual({ label: 'Couvert artístico (4 × R$ 15,00)', cents: 6000 });
  });

  it('charges the service on a per-person food couvert, which is consumption', () => {
    const totals = totalsOf(dinner, {
      people: 4,
      settings: settings({ couvertCents: 500, couvertKind: 'cover' }),
    });
    expect(totals).toMatchObject({
      couvertCents: 2000,
      serviceBaseCents: 21_780,
      serviceCents: 2178,
      totalCents: 23_958,
    });
    expect(totals.rows[2]).toEqual({ label: 'Couvert (4 × R$ 5,00)', cents: 2000 });
  });

  it('charges the couvert to the people the staff say (a child does not pay)', () => {
    const totals = totalsOf(dinner, {
      people: 4,
      couvertPeople: 3,
      settings: settings({ couvertCents: 1500 }),
    });
    expect(totals.couvertCents).toBe(4500);
    expect(
      totalsOf(dinner, { people: 4, couvertPeople: 0, settings: settings({ couvertCents: 1500 }) }).rows,
    ).toHaveLength(3);
  });

  it('has no couvert when the restaurant sets none', () => {
    expect(totalsOf(dinner, { people: 4, couvertPeople: 4 })).toMatchObject({
      couvertPeople: 0,
      couvertCents: 0,
    });
  });

  it('takes coupon, points and manual discounts off the items, in that order, before the service', () => {
    const discounts: BillDiscount[] = [
      { kind: 'manual', cents: 300, reason: 'aniversário' },
      { kind: 'points', cents: 500, points: 200 },
      { kind: 'coupon', cents: 1000, code: 'BEMVINDO' },
    ];
    const totals = totalsOf(dinner, { discounts });
    expect(totals).toMatchObject({
      discountCents: 1800,
      serviceBaseCents: 17_980,
      serviceCents: 1798,
      totalCents: 19_778,
    });
    expect(totals.rows).toEqual([
      { label: 'Subtotal', cents: 19_780 },
      { label: 'Cupom BEMVINDO', cents: -1000 },
      { label: 'Pontos de fidelidade (200 pontos)', cents: -500 },
      { label: 'Desconto: aniversário', cents: -300 },
      { label: 'Taxa de serviço (10%)', cents: 1798 },
      { label: 'Total', cents: 19_778 },
    ]);
  });

  it('caps discounts at what is left of the items; the couvert is never discounted', () => {
    const totals = totalsOf([line('x', 10_000)], {
      settings: settings({ couvertCents: 1500 }),
      discounts: [
        { kind: 'points', cents: 500, points: 100 },
        { kind: 'coupon', cents: 15_000, code: 'TUDO' },
      ],
    });
    expect(totals.discounts.map((discount) => discount.cents)).toEqual([10_000, 0]);
    expect(totals).toMatchObject({
      discountCents: 10_000,
      serviceCents: 0,
      couvertCents: 3000,
      totalCents: 3000,
    });
    expect(totals.rows.map((row) => row.label)).toEqual([
      'Subtotal',
      'Cupom TUDO',
      'Taxa de serviço (10%)',
      'Couvert artístico (2 × R$ 15,00)',
      'Total',
    ]);
  });

  it('keeps who holds a discount, for the split by item', () => {
    const totals = totalsOf(dinner, {
      discounts: [{ kind: 'points', cents: 500, points: 200, heldBy: 'ana' }],
    });
    expect(totals.discounts).toEqual([
      { kind: 'points', label: 'Pontos de fidelidade (200 pontos)', cents: 500, heldBy: 'ana' },
    ]);
  });

  it('adds up, never negative, its rows summing to the total (random bills)', () => {
    const discount = fc.oneof(
      fc.record({
        kind: fc.constant('coupon' as const),
        cents: fc.integer({ min: 0, max: 50_000 }),
        code: fc.constant('C'),
      }),
      fc.record({
        kind: fc.constant('points' as const),
        cents: fc.integer({ min: 0, max: 50_000 }),
        points: fc.nat(999),
      }),
      fc.record({
        kind: fc.constant('manual' as const),
        cents: fc.integer({ min: 0, max: 50_000 }),
        reason: fc.constant('r'),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ unit: fc.integer({ min: 0, max: 99_999 }), quantity: fc.integer({ min: 1, max: 9 }) }),
          {
            maxLength: 15,
          },
        ),
        fc.array(discount, { maxLength: 3 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom('artistic' as const, 'cover' as const),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (items, discounts, rate, couvert, couvertKind, people, removed) => {
          const totals = billTotals({
            lines: items.map((item, i) => line(`l${i}`, item.unit, item.quantity)),
            settings: settings({ serviceRateBps: rate, couvertCents: couvert, couvertKind }),
            people,
            discounts,
            serviceRemoval: removed ? { reason: 'motivo' } : null,
          });
          const itemsSum = items.reduce((sum, item) => sum + item.unit * item.quantity, 0);
          expect(totals.itemsCents).toBe(itemsSum);
          expect(totals.discountCents).toBeLessThanOrEqual(itemsSum);
          expect(totals.discounts.every((applied) => applied.cents >= 0)).toBe(true);
          expect(totals.couvertCents).toBe(couvert * people);
          expect(totals.serviceCents).toBe(
            removed || rate === 0 ? 0 : Math.round((totals.serviceBaseCents * rate) / 10_000),
          );
          expect(totals.totalCents).toBe(
            itemsSum - totals.discountCents + totals.serviceCents + totals.couvertCents,
          );
          expect(totals.totalCents).toBeGreaterThanOrEqual(totals.couvertCents);
          const rowsSum = totals.rows.slice(0, -1).reduce((sum, row) => sum + row.cents, 0);
          expect(rowsSum).toBe(totals.totalCents);
        },
      ),
    );
  });
});
