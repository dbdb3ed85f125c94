/**
 * A reward redeemed at checkout (decision 0039): priced before the order is written by the domain's
 * one rule (reward-redemption.ts) against the reward, the program and the diner's balance as they
 * are; reserved after it, in the order's own transaction, as the order's `redeem` ledger row (with
 * the reward's id) against the locked balance, with the reward's use counted against its limit.
 * Anything refused there rolls the order back with it. A cancellation gives the points and the use
 * back (order-loyalty.ts), as it does for points.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type RewardCartLine, redeemReward } from '../../../domain/loyalty/reward-redemption';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Db, Tx } from '../../db/client';
import { customerLoyalty, loyaltyRewards, loyaltySettings, menuItems } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { lockedMember } from './checkout-redemption';
import { INSUFFICIENT_POINTS, postLedgerEntry } from './loyalty-ledger';

export interface CheckoutReward {
  restaurantId: string;
  /** Normalised phone, as stored on the order. */
  phone: string;
  rewardId: string;
  /** Points asked for on the same order: a reward does not combine with them. */
  pointsToRedeem: number;
}

export interface PricedReward {
  rewardId: string;
  name: string;
  points: number;
  discountCents: number;
}

/** The server's refusals (the rule's own, 'unavailable' and the like, come from the domain). */
export const REWARD_REFUSALS = {
  notFound: 'Recompensa não encontrada neste restaurante.',
  programOff: 'Programa de fidelidade desativado neste restaurante',
  proofNeeded: 'Confirme seu WhatsApp com o código enviado pelo restaurante para resgatar a recompensa.',
  soldOut: 'Esta recompensa acabou de esgotar.',
} as const;

const refuse = (status: number, message: string) =>
  new HttpError(status, message, { rewardToRedeem: message });

/** The reward's discount on this order; refuses what its rules, the program or the balance do not allow. */
export async function priceCheckoutReward(
  db: Db,
  input: CheckoutReward,
  lines: readonly RewardCartLine[],
  roomCents: number,
  now: Date,
): Promise<PricedReward> {
  const [reward] = await db
    .select()
    .from(loyaltyRewards)
    .where(and(eq(loyaltyRewards.id, input.rewardId), eq(loyaltyRewards.restaurantId, input.restaurantId)));
  // Another restaurant's reward reads as unknown: the answer says nothing of what exists elsewhere.
  if (!reward) throw refuse(400, REWARD_REFUSALS.notFound);
  const [settings] = await db
    .select({ isActive: loyaltySettings.isActive })
    .from(loyaltySettings)
    .where(eq(loyaltySettings.restaurantId, input.restaurantId));
  if (!settings?.isActive) throw refuse(400, REWARD_REFUSALS.programOff);
  const [customer] = await db
    .select({ points: customerLoyalty.points })
    .from(customerLoyalty)
    .where(
      and(
        eq(customerLoyalty.restaurantId, input.restaurantId),
        eq(customerLoyalty.customerPhone, input.phone),
      ),
    );
  const [item] = reward.itemId
    ? await db.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, reward.itemId))
    : [];
  const result = redeemReward({
    reward,
    balance: customer?.points ?? 0,
    pointsToRedeem: input.pointsToRedeem,
    lines,
    itemName: item?.name,
    roomCents,
    now,
  });
  if (!result.ok) throw refuse(result.reason === 'unavailable' ? 409 : 400, result.error);
  return {
    rewardId: reward.id,
    name: reward.name,
    points: result.points,
    discountCents: result.discountCents,
  };
}

/** Takes the reward's points for the order just inserted and counts its use, in the same transaction. */
export async function reserveCheckoutReward(
  tx: Tx,
  input: CheckoutReward,
  reward: PricedReward,
  orderId: string,
) {
  // Counted first: a reward sold out by a concurrent order refuses this one before any points move.
  const [counted] = await tx
    .update(loyaltyRewards)
    .set({ currentRedemptions: sql`${loyaltyRewards.currentRedemptions} + 1` })
    .where(
      and(
        eq(loyaltyRewards.id, reward.rewardId),
        eq(loyaltyRewards.isActive, true),
        or(
          isNull(loyaltyRewards.maxRedemptions),
          lt(loyaltyRewards.currentRedemptions, loyaltyRewards.maxRedemptions),
        ),
      ),
    )
    .returning({ id: loyaltyRewards.id });
  if (!counted) throw refuse(409, REWARD_REFUSALS.soldOut);
  const customer = await lockedMember(tx, input.restaurantId, input.phone);
  if (!customer) throw refuse(409, INSUFFICIENT_POINTS);
  await postLedgerEntry(tx, {
    customerId: customer.id,
    restaurantId: input.restaurantId,
    orderId,
    rewardId: reward.rewardId,
    type: 'redeem',
    points: -reward.points,
    description: `Resgate: ${reward.name} no pedido #${orderNumber(orderId)}`,
  });
}
