import { describe, expect, it } from 'vitest';
import { centsToDecimal, multiplyCents, parseCents, percentOf, sumCents } from './money';

describe('parseCents', () => {
  it.each([
    ['39.98', 3998],
    ['39,98', 3998],
    ['39.9', 3990],
    ['40', 4000],
    [' 0.01 ', 1],
    ['-5.50', -550],
    [39.98, 3998],
    [0.1 + 0.2, 30],
  ])('%s -> %s cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1e3', '12.3.4', '123456789.00', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %s',
    (input) => {
      expect(parseCents(input)).toBeNull();
    },
  );
});

describe('centsToDecimal', () => {
  it.each([
    [3998, '39.98'],
    [5, '0.05'],
    [0, '0.00'],
    [100000, '1000.00'],
    [-250, '-2.50'],
  ])('%s -> %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('arithmetic in cents', () => {
  it('multiplies and sums without float drift', () => {
    expect(sumCents([multiplyCents(1999, 3), 1])).toBe(5998);
    expect(sumCents(Array.from({ length: 10 }, () => 10))).toBe(100);
  });

  it.each([
    [500000, 25, 125000],
    [3333, 12.5, 417],
    [1, 50, 1],
  ])('%s x %s%% = %s', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });
});
