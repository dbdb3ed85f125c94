/**
 * A coupon on an order: checked and priced before the order is written (dates, minimum, limits in
 * total and per phone), then claimed in the order's transaction with a guarded increment, so the
 * last use of a limited coupon goes to one order only. A use counts only when the order is created.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  COUPON_USED_BY_PHONE,
  couponDiscountCents,
  couponIssue,
  normalizeCouponCode,
} from '../../../domain/coupons/coupon';
import type { Db, Tx } from '../../db/client';
import { bills, coupons, orders } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const refuse = (message: string) => new HttpError(400, message, { couponCode: message });

export const COUPON_WITH_POINTS_REFUSED = 'Este restaurante não permite usar cupom e pontos no mesmo pedido.';

/** The restaurant's switch (restaurants.allow_coupon_with_points): refuses a coupon plus points. */
export function ensureCouponWithPoints(
  allowed: boolean,
  input: { couponCode?: string | null; points: number },
) {
  if (!allowed && input.couponCode && input.points > 0)
    throw new HttpError(400, COUPON_WITH_POINTS_REFUSED, { pointsToRedeem: COUPON_WITH_POINTS_REFUSED });
}

/**
 * This phone's orders and table bills with this coupon that still count (a cancelled order or bill
 * gives its use back; a coupon taken off a bill leaves it; decision 0046).
 */
async function usesByPhone(db: Db | Tx, couponId: string, phone: string) {
  const [uses] = await db
    .select({ count: sql<string>`count(*)` })
    .from(orders)
    .where(
      and(eq(orders.couponId, couponId), eq(orders.customerPhone, phone), ne(orders.status, 'cancelled')),
    );
  const [onBills] = await db
    .select({ count: sql<string>`count(*)` })
    .from(bills)
    .where(and(eq(bills.couponId, couponId), eq(bills.loyaltyPhone, phone), ne(bills.status, 'cancelada')));
  return Number(uses?.count ?? 0) + Number(onBills?.count ?? 0);
}

export interface PricedCoupon {
  couponId: string;
  discountCents: number;
}

/** A use given back: a coupon taken off a table's bill (decision 0046). */
export async function releaseCoupon(tx: Tx, couponId: string) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

export async function priceCoupon(
  db: Db,
  input: { restaurantId: string; code: string; phone: string; subtotalCents: number; now?: Date },
): Promise<PricedCoupon> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.restaurantId, input.restaurantId), eq(coupons.code, normalizeCouponCode(input.code))),
    );
  if (!coupon) throw refuse('Cupom inválido');
  // A first answer for the diner; claimCoupon counts again under the coupon's lock.
  const issue = couponIssue(coupon, {
    subtotalCents: input.subtotalCents,
    usesByPhone: await usesByPhone(db, coupon.id, input.phone),
    now: input.now ?? new Date(),
  });
  if (issue) throw refuse(issue);
  return { couponId: coupon.id, discountCents: couponDiscountCents(coupon, input.subtotalCents) };
}

/**
 * Counts the use, in the order's transaction; a coupon that ran out meanwhile is refused. The guarded
 * increment locks the coupon's row until the order commits, so orders using this coupon pass here
 * one at a time; the per-phone count is read after that lock (a fresh snapshot under READ COMMITTED
 * sees every order that held it before), so concurrent orders from one phone get one use, not one
 * each as a count read before the transaction did.
 */
export async function claimCoupon(tx: Tx, couponId: string, phone: string) {
  const [claimed] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id, maxUsesPerPhone: coupons.maxUsesPerPhone });
  if (!claimed) throw refuse('Cupom esgotado');
  if (claimed.maxUsesPerPhone === null) return;
  if ((await usesByPhone(tx, couponId, phone)) >= claimed.maxUsesPerPhone) throw refuse(COUPON_USED_BY_PHONE);
}
