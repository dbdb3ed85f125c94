import { describe, expect, it } from 'vitest';
import { formatNumber, isSingular } from './numbers';

describe('formatNumber (pt-BR, issue 32, item 30)', () => {
  it.each([
    [3181, '3.181'],
    [12000, '12.000'],
    [999, '999'],
    [0, '0'],
    [1.5, '1,5'],
    [-2500, '-2.500'],
    [1234567.25, '1.234.567,25'],
  ])('%s reads %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('takes the singular for 1 and 1,5, the plural for 0 and 2', () => {
    expect([1, 1.5, 0, 2].map(isSingular)).toEqual([true, true, false, false]);
  });
});
