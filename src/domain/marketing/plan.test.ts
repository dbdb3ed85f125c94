import { describe, expect, it } from 'vitest';
import { formatBRL } from '../format/format';
import { COMPETITOR_RATES, commissionSavings, savingsExample } from './plan';

describe('savingsExample', () => {
  it('reproduces the landing page example of section 1', () => {
    const example = savingsExample();
    expect(formatBRL(example.revenueCents)).toBe('R$ 5.000,00');
    expect(formatBRL(example.feesCents)).toBe('R$ 1.250,00');
    expect(formatBRL(example.keptCents)).toBe('R$ 4.960,02');
    expect(formatBRL(example.savingsCents)).toBe('R$ 1.210,02');
  });

  it.each([
    [27, 'R$ 1.350,00', 'R$ 1.310,02'],
    [25, 'R$ 1.250,00', 'R$ 1.210,02'],
    [23, 'R$ 1.150,00', 'R$ 1.110,02'],
  ])('a %s%% commission on R$ 5.000 costs %s and the plan saves %s', (percent, fee, saving) => {
    const result = commissionSavings(500000, percent);
    expect(formatBRL(result.feeCents)).toBe(fee);
    expect(formatBRL(result.savingsCents)).toBe(saving);
  });

  it('cites 27%, 25% and 23% on the plan screen', () => {
    expect(COMPETITOR_RATES.map((rate) => rate.percent)).toEqual([27, 25, 23]);
  });
});
