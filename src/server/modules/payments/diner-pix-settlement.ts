/**
 * Applies a diner's PIX payment, as Mercado Pago's API reports it, to the order's charge. Nothing
 * else decides: notifications (signed or not) and the polling job both read the payment back with
 * the restaurant's token and come here, so a forged body changes nothing. Idempotent: the charge
 * row is locked, the order is marked paid only while unmarked, and a later report never takes an
 * approved payment back to waiting, so repeated deliveries make one change.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parseCents } from '../../../domain/money/money';
import { isPixWaiting, nextPixCheckAt } from '../../../domain/payments/pix-charge';
import type { Db } from '../../db/client';
import { orderPixCharges, orders } from '../../db/schema';
import type { MpPayment } from '../../integrations/mercadopago/mercadopago.types';

const UNDONE = new Set(['refunded', 'charged_back']);

export async function applyPixPayment(
  db: Db,
  restaurantId: string,
  payment: MpPayment,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(orderPixCharges)
      .where(
        and(
          eq(orderPixCharges.providerPaymentId, payment.id),
          eq(orderPixCharges.restaurantId, restaurantId),
        ),
      )
      .for('update');
    if (!charge || payment.external_reference !== charge.orderId) return;
    if (charge.status === 'approved' && isPixWaiting(payment.status)) return;
    await tx
      .update(orderPixCharges)
      .set({
        status: payment.status,
        nextCheckAt: isPixWaiting(payment.status)
          ? nextPixCheckAt(now, charge.checks, charge.expiresAt)
          : null,
      })
      .where(eq(orderPixCharges.orderId, charge.orderId));
    const covers =
      payment.currency_id === 'BRL' &&
      Math.round(payment.transaction_amount * 100) >= (parseCents(charge.amount) ?? Number.POSITIVE_INFINITY);
    if (payment.status === 'approved' && covers)
      await tx
        .update(orders)
        .set({ paidAt: payment.date_approved ? new Date(payment.date_approved) : now })
        .where(and(eq(orders.id, charge.orderId), isNull(orders.paidAt)));
    else if (UNDONE.has(payment.status))
      await tx.update(orders).set({ paidAt: null }).where(eq(orders.id, charge.orderId));
  });
}
