import { describe, expect, it } from 'vitest';
import { DEFAULT_TIERS } from './loyalty';
import {
  birthdayBonusDue,
  effectiveReturn,
  maxRedeemablePoints,
  orderPoints,
  pointsEarned,
  redeemPoints,
  referralBonusDue,
  tierFor,
} from './loyalty-rules';

describe('pointsEarned', () => {
  it.each([
    { total: 4000, ppr: '1.00', mult: '1.00', bonus: 0, expected: 40 },
    { total: 4099, ppr: '1.00', mult: '1.00', bonus: 0, expected: 40 },
    { total: 4000, ppr: '1.00', mult: '1.10', bonus: 2, expected: 46 },
    { total: 1999, ppr: '1.50', mult: '1.25', bonus: 0, expected: 37 },
    // 0.1 × 3 in floats is 0.30000000000000004: integer maths gives exactly 3 points for R$ 30.
    { total: 3000, ppr: '0.10', mult: '1.00', bonus: 0, expected: 3 },
    { total: 2990, ppr: '0.10', mult: '1.00', bonus: 0, expected: 2 },
    { total: 0, ppr: '1.00', mult: '1.00', bonus: 5, expected: 5 },
    { total: 9_999_999_999, ppr: '100.00', mult: '9.99', bonus: 0, expected: 99_899_999_990 },
  ])('R$ $total cents × $ppr × $mult + $bonus = $expected', ({ total, ppr, mult, bonus, expected }) => {
    expect(
      pointsEarned({ totalCents: total, pointsPerReal: ppr, multiplier: mult, bonusPointsPerOrder: bonus }),
    ).toBe(expected);
  });
});

describe('one rule for the menu card, checkout and the ledger (issue 20)', () => {
  // PRODUCT.md: floor(total × pointsPerReal × tier multiplier) + bonusPointsPerOrder.
  it.each([
    // An item of R$ 22,90 with the defaults: the card promises what a delivered order of it earns.
    { item: 'Pizza R$ 22,90', cents: 2290, ppr: '1.00', bonus: 0, mult: '1.00', expected: 22 },
    { item: 'Pizza R$ 22,90, bonus 2', cents: 2290, ppr: '1.00', bonus: 2, mult: '1.00', expected: 24 },
    { item: 'order R$ 49,80 at prata', cents: 4980, ppr: '1.00', bonus: 0, mult: '1.10', expected: 54 },
    { item: 'R$ 9,99 at 0,5 point/real', cents: 999, ppr: '0.50', bonus: 0, mult: '1.00', expected: 4 },
  ])('$item earns $expected', ({ cents, ppr, bonus, mult, expected }) => {
    const rule = { pointsPerReal: ppr, bonusPointsPerOrder: bonus, multiplier: mult };
    expect(orderPoints(cents, rule)).toBe(expected);
    expect(orderPoints(cents, rule)).toBe(
      pointsEarned({ totalCents: cents, pointsPerReal: ppr, multiplier: mult, bonusPointsPerOrder: bonus }),
    );
  });

  it.each([
    // The spec's defaults: 1 point per real, 10 points = R$ 5,00 → R$ 50,00 back per R$ 100,00.
    { ppr: '1.00', block: 10, value: '5.00', discount: 5000, percent: 50, high: true },
    { ppr: '1.00', block: 100, value: '5.00', discount: 500, percent: 5, high: false },
    { ppr: '1.00', block: 100, value: '15.00', discount: 1500, percent: 15, high: false },
    { ppr: '1.00', block: 50, value: '8.00', discount: 1600, percent: 16, high: true },
    { ppr: '0.50', block: 20, value: '2.50', discount: 500, percent: 5, high: false },
    { ppr: '0.00', block: 10, value: '5.00', discount: 0, percent: 0, high: false },
  ])('$ppr point/real, $block points = R$ $value: $percent% back', ({ ppr, block, value, ...want }) => {
    const result = effectiveReturn({ pointsPerReal: ppr, pointsForRedemption: block, discountValue: value });
    expect(result).toMatchObject({ spentCents: 10_000, discountCents: want.discount, high: want.high });
    expect(result.percent).toBeCloseTo(want.percent);
  });
});

describe('tierFor', () => {
  it.each([
    [0, 'bronze'],
    [99, 'bronze'],
    [100, 'prata'],
    [499, 'prata'],
    [500, 'ouro'],
    [1499, 'ouro'],
    [1500, 'diamante'],
    [99_999, 'diamante'],
  ])('%i points earned is %s', (points, name) => {
    expect(tierFor(DEFAULT_TIERS, points)?.name).toBe(name);
  });

  it('works on unsorted tiers and with no tiers', () => {
    expect(tierFor([...DEFAULT_TIERS].reverse(), 600)?.name).toBe('ouro');
    expect(tierFor([], 600)).toBeUndefined();
  });
});

const settings = { pointsForRedemption: 10, discountValue: '5.00' };

describe('redemption blocks', () => {
  it.each([
    { points: 0, balance: 0, subtotal: 1000, result: { ok: true, discountCents: 0 } },
    { points: 10, balance: 15, subtotal: 1000, result: { ok: true, discountCents: 500 } },
    { points: 20, balance: 20, subtotal: 1000, result: { ok: true, discountCents: 1000 } },
    { points: 15, balance: 20, subtotal: 1000, result: { ok: false } },
    { points: 30, balance: 20, subtotal: 5000, result: { ok: false, error: 'Saldo de pontos insuficiente' } },
    { points: 30, balance: 30, subtotal: 1000, result: { ok: false } },
    { points: -10, balance: 30, subtotal: 1000, result: { ok: false } },
  ])('$points of $balance points on $subtotal cents', ({ points, balance, subtotal, result }) => {
    expect(redeemPoints(points, balance, settings, subtotal)).toMatchObject(result);
  });

  it.each([
    { balance: 9, subtotal: 10_000, expected: 0 },
    { balance: 25, subtotal: 10_000, expected: 20 },
    { balance: 100, subtotal: 1499, expected: 20 },
    { balance: 100, subtotal: 0, expected: 0 },
  ])(
    'max redeemable of $balance points on $subtotal cents is $expected',
    ({ balance, subtotal, expected }) => {
      expect(maxRedeemablePoints(balance, settings, subtotal)).toBe(expected);
    },
  );
});

describe('birthday bonus', () => {
  // 2026-03-01T01:00Z is still 28 February in São Paulo (UTC-3).
  it.each([
    { birth: '1990-03-15', last: null, now: '2026-03-10T12:00:00Z', due: true },
    { birth: '1990-03-15', last: 2026, now: '2026-03-20T12:00:00Z', due: false },
    { birth: '1990-03-15', last: 2025, now: '2026-03-20T12:00:00Z', due: true },
    { birth: '1990-03-15', last: null, now: '2026-03-01T01:00:00Z', due: false },
    { birth: '1990-02-10', last: null, now: '2026-03-01T01:00:00Z', due: true },
    { birth: null, last: null, now: '2026-03-10T12:00:00Z', due: false },
  ])('born $birth, last $last, at $now: $due', ({ birth, last, now, due }) => {
    expect(birthdayBonusDue(birth, last, new Date(now))).toBe(due);
  });
});

describe('referral bonus', () => {
  it.each([
    { referredBy: 'ABC123', ownCode: 'XYZ999', deliveredOrdersBefore: 0, due: true },
    { referredBy: 'ABC123', ownCode: 'XYZ999', deliveredOrdersBefore: 1, due: false },
    { referredBy: null, ownCode: 'XYZ999', deliveredOrdersBefore: 0, due: false },
    { referredBy: 'XYZ999', ownCode: 'XYZ999', deliveredOrdersBefore: 0, due: false },
  ])('$referredBy for $ownCode after $deliveredOrdersBefore orders: $due', ({ due, ...input }) => {
    expect(referralBonusDue(input)).toBe(due);
  });
});
