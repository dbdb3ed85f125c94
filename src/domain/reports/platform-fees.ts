/**
 * What the delivery marketplaces' commissions (12% to 30% of an order, iFood-style) would have cost
 * on a period's revenue, against the flat R$ 39,98 monthly plan. The financial report and its
 * exports take their figures from here so the screen, the CSV and the PDF agree to the cent.
 */
import { COMMISSION_RANGE, PLAN_PRICE_CENTS } from '../marketing/plan';
import { type Cents, percentOf } from '../money/money';
import { type DateRange, parseDateKey } from './report-range';

/** The plan is billed per calendar month: a period costs one plan for each month it touches. */
export function planMonths({ from, to }: DateRange): number {
  const start = parseDateKey(from)!;
  const end = parseDateKey(to)!;
  return (end.year - start.year) * 12 + (end.month - start.month) + 1;
}

export function planCostCents(range: DateRange): Cents {
  return planMonths(range) * PLAN_PRICE_CENTS;
}

export interface CommissionCost {
  minFeeCents: Cents;
  maxFeeCents: Cents;
}

/** The commission at the lowest and the highest rate of the range. */
export function commissionCost(revenueCents: Cents): CommissionCost {
  return {
    minFeeCents: percentOf(revenueCents, COMMISSION_RANGE.min),
    maxFeeCents: percentOf(revenueCents, COMMISSION_RANGE.max),
  };
}

/** What the plan saved against the commissions, at the lowest and the highest rate. */
export function planSavings(revenueCents: Cents, range: DateRange) {
  const { minFeeCents, maxFeeCents } = commissionCost(revenueCents);
  const planCents = planCostCents(range);
  return {
    planCents,
    minFeeCents,
    maxFeeCents,
    minSavingsCents: minFeeCents - planCents,
    maxSavingsCents: maxFeeCents - planCents,
  };
}
