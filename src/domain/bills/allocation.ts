/**
 * Sharing whole cents out exactly, by the largest remainder method (Hamilton's): every share gets the
 * whole cents of its quota, and the cents left over go one each to the largest fractions, the earlier
 * share first on a tie. The shares always add up to the amount, each is within one cent of its exact
 * quota, and none is negative. Every split of a bill (equal parts, service and couvert by item) goes
 * through here so that no split loses or invents a cent.
 *
 * BigInt inside: a bill's cents times another bill's cents passes 2^53, and a float quota would
 * round differently on two machines.
 */
import type { Cents } from '../money/money';

/**
 * Shares whose exact quotas are `numerators[i] / denominator` (each numerator ≥ 0, denominator > 0),
 * rounded so that they add up to `total`. `total` must lie between the sum of the quotas' floors and
 * that sum plus the number of shares, which holds whenever `total` is the sum of the quotas rounded
 * to the cent.
 */
export function allocateQuotas(total: Cents, numerators: readonly bigint[], denominator: bigint): Cents[] {
  const floors = numerators.map((numerator) => numerator / denominator);
  const fractions = numerators.map((numerator) => numerator % denominator);
  const leftover = BigInt(total) - floors.reduce((sum, floor) => sum + floor, 0n);
  if (leftover < 0n || leftover > BigInt(numerators.length))
    throw new RangeError(`allocateQuotas: ${total} is not the rounded sum of the quotas`);
  const byFraction = fractions
    .map((fraction, index) => ({ fraction, index }))
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  const shares = floors.map(Number);
  for (let k = 0; k < Number(leftover); k++) {
    const index = byFraction[k]!.index;
    shares[index] = shares[index]! + 1;
  }
  return shares;
}

/**
 * `total` shared in proportion to `weights` (non-negative integers). With no weight at all, shares
 * are equal, so an amount never vanishes for want of a basis.
 */
export function allocateByWeight(total: Cents, weights: readonly number[]): Cents[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0) return allocateEqually(total, weights.length);
  const amount = BigInt(total);
  return allocateQuotas(
    total,
    weights.map((weight) => amount * BigInt(weight)),
    BigInt(weightSum),
  );
}

/** `total` in `count` equal shares; the first `total mod count` shares carry one cent more. */
export function allocateEqually(total: Cents, count: number): Cents[] {
  if (count < 1) return [];
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}
