/**
 * Loyalty on a table's bill (issue 33, decision 0046): the coupon and the points become the bill's
 * discounts in the order decision 0041 fixes (coupon, points, manual), priced by the coupon's and the
 * loyalty program's own rules (coupon.ts, loyalty-rules.ts), and the closed bill earns points on what
 * the diner paid for consumption. Pure, for the server and the panel alike.
 */
import { couponDiscountCents } from '../coupons/coupon';
import type { Cents } from '../money/money';
import type { BillDiscount, BillTotals } from './bill-totals';

export interface BillLoyaltyState {
  /** The coupon as it was when applied: its kind and value follow the items as they change. */
  coupon: { code: string; kind: string; value: string } | null;
  /** Points redeemed, with the discount they bought when redeemed. */
  points: { points: number; cents: Cents } | null;
  manual: { cents: Cents; reason: string } | null;
  /** Who holds the coupon and the points (her key in a split by item), when known. */
  heldBy?: string | null;
}

/** The bill's discounts for billTotals: the coupon on the items, the points, the manual discount. */
export function billDiscounts(state: BillLoyaltyState, itemsCents: Cents): BillDiscount[] {
  const discounts: BillDiscount[] = [];
  const heldBy = state.heldBy ?? null;
  if (state.coupon)
    discounts.push({
      kind: 'coupon',
      code: state.coupon.code,
      cents: couponDiscountCents(state.coupon, itemsCents),
      heldBy,
    });
  if (state.points && state.points.points > 0)
    discounts.push({ kind: 'points', points: state.points.points, cents: state.points.cents, heldBy });
  if (state.manual && state.manual.cents > 0)
    discounts.push({ kind: 'manual', cents: state.manual.cents, reason: state.manual.reason });
  return discounts;
}

/**
 * What a closed bill earns points on: what the diner paid the restaurant for consumption, the items
 * less the discounts plus a food couvert (the service charge's own base). The service charge is the
 * staff's (Lei 13.419/2017) and a 'Couvert artístico' the artist's: neither is a sale of the house.
 */
export function billEarningCents(totals: Pick<BillTotals, 'serviceBaseCents'>): Cents {
  return Math.max(0, totals.serviceBaseCents);
}

/** What the items still cost once the coupon is off: the subtotal points are priced on. */
export function roomForPoints(totals: Pick<BillTotals, 'itemsCents' | 'discounts'>): Cents {
  const coupon = totals.discounts.find((discount) => discount.kind === 'coupon')?.cents ?? 0;
  return Math.max(0, totals.itemsCents - coupon);
}

export const BILL_LOYALTY_ERRORS = {
  phoneFirst: 'Informe o telefone do cliente antes do cupom ou dos pontos.',
  codeNeeded:
    'Para usar pontos, o cliente confirma o telefone: peça o código pelo WhatsApp e digite o que ele recebeu.',
  couponTaken: 'Esta conta já tem um cupom: retire-o antes de aplicar outro.',
  pointsTaken: 'Esta conta já tem pontos usados: retire-os antes de usar outros.',
  phoneLocked: 'O cupom ou os pontos já estão no telefone desta conta: retire-os antes de trocar o telefone.',
} as const;
