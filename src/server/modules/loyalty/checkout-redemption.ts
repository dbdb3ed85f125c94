/**
 * Points used at checkout (PRODUCT.md): the diner asks for whole blocks of `pointsForRedemption`,
 * each worth `discountValue`, up to the subtotal. Pricing runs before the order is written; the
 * reservation is a `redeem` ledger row linked to the order, written in the order's own transaction
 * against the locked balance, so two carts cannot spend the same points. A cancellation releases it
 * (order-loyalty.ts).
 */
import { and, eq } from 'drizzle-orm';
import { redeemPoints } from '../../../domain/loyalty/loyalty-rules';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Db, Tx } from '../../db/client';
import { customerLoyalty, loyaltySettings } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { INSUFFICIENT_POINTS, postLedgerEntry } from './loyalty-ledger';

export interface CheckoutRedemption {
  restaurantId: string;
  /** Normalised phone, as stored on the order. */
  phone: string;
  points: number;
}

const refuse = (message: string) => new HttpError(400, message, { pointsToRedeem: message });

/** The discount in cents that `points` buy on this subtotal; refuses what the balance cannot cover. */
export async function priceCheckoutRedemption(db: Db, input: CheckoutRedemption, subtotalCents: number) {
  if (input.points <= 0) return 0;
  const [settings] = await db
    .select()
    .from(loyaltySettings)
    .where(eq(loyaltySettings.restaurantId, input.restaurantId));
  if (!settings?.isActive) throw refuse('Programa de fidelidade desativado neste restaurante');
  const [customer] = await db
    .select({ points: customerLoyalty.points })
    .from(customerLoyalty)
    .where(
      and(
        eq(customerLoyalty.restaurantId, input.restaurantId),
        eq(customerLoyalty.customerPhone, input.phone),
      ),
    );
  const result = redeemPoints(input.points, customer?.points ?? 0, settings, subtotalCents);
  if (!result.ok) throw refuse(result.error);
  return result.discountCents;
}

/** Reserves the points for the order just inserted, in the same transaction. */
export async function reserveCheckoutRedemption(tx: Tx, input: CheckoutRedemption, orderId: string) {
  if (input.points <= 0) return;
  const customer = await lockedMember(tx, input.restaurantId, input.phone);
  if (!customer) throw refuse(INSUFFICIENT_POINTS);
  await postLedgerEntry(tx, {
    customerId: customer.id,
    restaurantId: input.restaurantId,
    orderId,
    type: 'redeem',
    points: -input.points,
    description: `Desconto no pedido #${orderNumber(orderId)}`,
  });
}

/** The phone's membership at the restaurant, locked until the order's transaction ends. */
export async function lockedMember(tx: Tx, restaurantId: string, phone: string) {
  const [customer] = await tx
    .select({ id: customerLoyalty.id })
    .from(customerLoyalty)
    .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.customerPhone, phone)))
    .for('update');
  return customer;
}
