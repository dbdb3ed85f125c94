/**
 * Points asked for at checkout by a device that did not prove the phone (no one-time code could be
 * delivered, or the diner skipped it): the order carries them as a pending redemption and the
 * balance is untouched. The panel asks the owner to check that the order came from the phone's
 * WhatsApp (decision 0009):
 * - accepting the order (leaving 'pending' for anything but 'cancelled') takes the points then,
 *   against the balance of that moment;
 * - 'Recusar resgate' removes the points' discount and the order goes on at the full price, its
 *   total recomputed (the coupon's part stays); the owner tells the diner over WhatsApp;
 * - cancelling the order just drops the pending redemption, nothing had been taken.
 */
import { eq } from 'drizzle-orm';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { reserveCheckoutRedemption } from './checkout-redemption';

type OrderRow = typeof orders.$inferSelect;

export const NO_PENDING_REDEMPTION = 'Este pedido não tem resgate de pontos aguardando confirmação.';
export const PENDING_SHORT_OF_POINTS =
  'O cliente não tem mais pontos suficientes para este resgate. Recuse o resgate para aceitar o pedido.';

/** Called inside the status change's transaction, with the order locked. */
export async function settlePendingRedemption(tx: Tx, order: OrderRow, to: string) {
  if (!order.loyaltyRedemptionPending || order.status !== 'pending') return;
  if (to !== 'cancelled') {
    try {
      await reserveCheckoutRedemption(
        tx,
        { restaurantId: order.restaurantId, phone: order.customerPhone, points: order.loyaltyPointsUsed },
        order.id,
      );
    } catch (error) {
      if (error instanceof HttpError) throw conflict(PENDING_SHORT_OF_POINTS);
      throw error;
    }
  }
  await tx.update(orders).set({ loyaltyRedemptionPending: false }).where(eq(orders.id, order.id));
}

const cents = (value: string | null) => parseCents(value ?? '0') ?? 0;

/** The owner's 'Recusar resgate': the order without the points' discount, its total recomputed. */
export async function refusePendingRedemption(db: Db, orderId: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Pedido não encontrado');
    if (!order.loyaltyRedemptionPending || order.status !== 'pending') throw conflict(NO_PENDING_REDEMPTION);
    const couponCents = cents(order.couponDiscount);
    const totalCents = cents(order.subtotal) + cents(order.deliveryFee) - couponCents;
    const [updated] = await tx
      .update(orders)
      .set({
        loyaltyRedemptionPending: false,
        loyaltyPointsUsed: 0,
        discountApplied: centsToDecimal(couponCents),
        total: centsToDecimal(totalCents),
      })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  });
}
