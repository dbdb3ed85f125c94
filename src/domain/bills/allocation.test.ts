import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeight, allocateEqually, allocateQuotas } from './allocation';

describe('allocateEqually', () => {
  it.each([
    [10_000, 3, [3334, 3333, 3333]],
    [10_001, 3, [3334, 3334, 3333]],
    [10_002, 3, [3334, 3334, 3334]],
    [1, 3, [1, 0, 0]],
    [0, 2, [0, 0]],
    [999, 1, [999]],
  ])('%i in %i parts: %j', (total, count, shares) => {
    expect(allocateEqually(total, count)).toEqual(shares);
  });

  it('has no parts for no count', () => {
    expect(allocateEqually(100, 0)).toEqual([]);
  });
});

describe('allocateByWeight', () => {
  it('shares in proportion, the odd cents to the largest fractions', () => {
    // 1000 by 1:1:1 -> 333.33 each; 1 cent left, to the first on a tie.
    expect(allocateByWeight(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    // 100 by 2:1 -> 66.67 and 33.33: the larger fraction takes the cent.
    expect(allocateByWeight(100, [2, 1])).toEqual([67, 33]);
    expect(allocateByWeight(100, [1, 2])).toEqual([33, 67]);
  });

  it('gives nothing to a zero weight', () => {
    expect(allocateByWeight(500, [0, 3, 1])).toEqual([0, 375, 125]);
  });

  it('shares equally when no one has a weight', () => {
    expect(allocateByWeight(5, [0, 0])).toEqual([3, 2]);
  });

  it('stays exact past 2^53 in the products', () => {
    const shares = allocateByWeight(9_999_999_999, [9_999_999_999, 1]);
    expect(shares).toEqual([9_999_999_998, 1]);
  });

  it('adds up, each within a cent of its quota, none negative (random)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = allocateByWeight(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            const quota = weightSum === 0 ? total / weights.length : (total * weights[i]!) / weightSum;
            expect(Math.abs(share - quota)).toBeLessThan(1.001);
          });
        },
      ),
    );
  });
});

describe('allocateQuotas', () => {
  it('rounds quotas whose sum is itself rounded (a service charge by item)', () => {
    // 10% of 1005 and 1005: quotas 100.5 and 100.5, the bill's 10% of 2010 is 201.
    expect(allocateQuotas(201, [10_050n, 10_050n], 100n)).toEqual([101, 100]);
  });

  it('refuses a total the quotas cannot reach', () => {
    expect(() => allocateQuotas(5, [100n, 100n], 100n)).toThrow(RangeError);
  });
});
