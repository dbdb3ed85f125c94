import { describe, expect, it } from 'vitest';
import { billDiscounts, billEarningCents, roomForPoints } from './bill-loyalty';
import { line, settings, totalsOf } from './bills.fixtures';

const lines = [line('Moqueca', 3333, 3)];

describe('loyalty on a bill', () => {
  it('prices the coupon by its own rule on the items, as they are now', () => {
    const state = { coupon: { code: 'MESA10', kind: 'percent', value: '10.00' }, points: null, manual: null };
    expect(billDiscounts(state, 9999)).toEqual([
      { kind: 'coupon', code: 'MESA10', cents: 1000, heldBy: null },
    ]);
    // More items after the coupon: 10% of the new subtotal.
    expect(billDiscounts(state, 19_998)[0]!.cents).toBe(2000);
    // A fixed coupon never takes more than the items.
    expect(
      billDiscounts({ ...state, coupon: { code: 'X', kind: 'fixed', value: '50.00' } }, 3000)[0]!.cents,
    ).toBe(3000);
  });

  it('orders coupon, points and manual discount as decision 0041 says, each capped at what is left', () => {
    const discounts = billDiscounts(
      {
        coupon: { code: 'DEZ', kind: 'fixed', value: '10.00' },
        points: { points: 10, cents: 500 },
        manual: { cents: 499, reason: 'Cortesia da casa' },
      },
      9999,
    );
    const totals = totalsOf(lines, { discounts });
    expect(totals.rows.map((row) => [row.label, row.cents])).toEqual([
      ['Subtotal', 9999],
      ['Cupom DEZ', -1000],
      ['Pontos de fidelidade (10 pontos)', -500],
      ['Desconto: Cortesia da casa', -499],
      ['Taxa de serviço (10%)', 800],
      ['Total', 8800],
    ]);
    expect(roomForPoints(totals)).toBe(8999);
  });

  it('earns on what the diner paid for consumption: no service charge, no artistic couvert', () => {
    const artistic = totalsOf(lines, { settings: settings({ couvertCents: 1500, couvertKind: 'artistic' }) });
    expect(artistic.totalCents).toBe(9999 + 1000 + 3000);
    expect(billEarningCents(artistic)).toBe(9999);
    const food = totalsOf(lines, { settings: settings({ couvertCents: 1500, couvertKind: 'cover' }) });
    expect(billEarningCents(food)).toBe(9999 + 3000);
  });
});
