import { describe, expect, it } from 'vitest';
import { commissionCost, planCostCents, planMonths, planSavings } from './platform-fees';

describe('plan months', () => {
  it.each([
    ['2024-05-01', '2024-05-31', 1],
    ['2024-05-09', '2024-05-15', 1],
    ['2024-04-28', '2024-05-04', 2],
    ['2023-06-01', '2024-05-31', 12],
  ])('%s..%s touches %i month(s)', (from, to, months) => {
    expect(planMonths({ from, to })).toBe(months);
    expect(planCostCents({ from, to })).toBe(months * 3998);
  });
});

describe('commissions against the plan', () => {
  it.each([
    // The landing page's example: R$ 5.000 at 12% = R$ 600, at 30% = R$ 1.500.
    [500000, 60000, 150000],
    [0, 0, 0],
    // Half a cent rounds up.
    [12345, 1481, 3704],
  ])('revenue %i cents costs %i to %i cents', (revenue, min, max) => {
    expect(commissionCost(revenue)).toEqual({ minFeeCents: min, maxFeeCents: max });
  });

  it('saves the commission minus one plan per month', () => {
    expect(planSavings(500000, { from: '2024-05-01', to: '2024-05-31' })).toEqual({
      planCents: 3998,
      minFeeCents: 60000,
      maxFeeCents: 150000,
      minSavingsCents: 56002,
      maxSavingsCents: 146002,
    });
  });
});
