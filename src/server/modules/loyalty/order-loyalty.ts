/**
 * Loyalty moved by orders, inside the status change's transaction (called by advanceOrderStatus):
 * delivering an order earns its points (plus the birthday and referral bonuses when due), and
 * cancelling one releases the points it had reserved at checkout. Every write is an order-linked
 * ledger entry, so a replayed delivery or cancellation changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  birthdayBonusDue,
  pointsEarned,
  referralBonusDue,
  zonedMonthYear,
} from '../../../domain/loyalty/loyalty-rules';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Tx } from '../../db/client';
import {
  customerLoyalty,
  loyaltyRewards,
  loyaltySettings,
  loyaltyTiers,
  loyaltyTransactions,
  orders,
} from '../../db/schema';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { lockCustomer, postLedgerEntry } from './loyalty-ledger';

export type LoyaltyOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'restaurantId' | 'customerPhone' | 'customerName' | 'total'
>;

export async function applyOrderLoyalty(
  tx: Tx,
  order: LoyaltyOrder,
  event: 'deliver' | 'cancel',
  now = new Date(),
): Promise<void> {
  if (!order.customerPhone) return;
  if (event === 'cancel') return releaseReservation(tx, order);
  return earnOnDelivery(tx, order, now);
}

async function earnOnDelivery(tx: Tx, order: LoyaltyOrder, now: Date) {
  const number = orderNumber(order.id);
  const points = await earnLoyalty(
    tx,
    {
      restaurantId: order.restaurantId,
      phone: order.customerPhone,
      name: order.customerName,
      totalCents: parseCents(order.total) ?? 0,
      link: { orderId: order.id },
      description: `Pedido #${number} entregue`,
      referralDescription: `Indicação: primeiro pedido #${number} entregue`,
    },
    now,
  );
  if (points !== null)
    await tx.update(orders).set({ loyaltyPointsEarned: points }).where(eq(orders.id, order.id));
}

/** What earns points: a delivered order, or a table's bill once closed (decision 0046). */
export interface EarningVisit {
  restaurantId: string;
  phone: string;
  name?: string | null;
  /** What the points are counted on. */
  totalCents: number;
  /** The ledger rows' link: the order, or the bill. */
  link: { orderId: string } | { billId: string };
  description: string;
  referralDescription: string;
  /** Points of this same visit already earned elsewhere (a bill's orders of that phone), taken off. */
  alreadyEarned?: number;
}

/**
 * The points of one visit (an order delivered, a bill closed): the program's rate and the tier's
 * multiplier, the per-order bonus, the birthday and referral bonuses when due, and the customer's
 * totals. The earn row is written even for 0 points: it marks the visit as counted, so a replay
 * returns null and changes nothing. Returns the points earned.
 */
export async function earnLoyalty(tx: Tx, visit: EarningVisit, now = new Date()): Promise<number | null> {
  const [settings] = await tx
    .select()
    .from(loyaltySettings)
    .where(eq(loyaltySettings.restaurantId, visit.restaurantId));
  const customer = await lockCustomer(tx, visit.restaurantId, visit.phone, visit.name);
  const [tier] = await tx
    .select({ multiplier: loyaltyTiers.multiplier })
    .from(loyaltyTiers)
    .where(
      and(eq(loyaltyTiers.restaurantId, visit.restaurantId), eq(loyaltyTiers.name, customer.currentTier)),
    );
  const active = settings?.isActive ?? false;
  const timeZone = await restaurantTimeZone(tx, visit.restaurantId);
  const points = active
    ? Math.max(
        0,
        pointsEarned({
          totalCents: visit.totalCents,
          pointsPerReal: settings!.pointsPerReal,
          multiplier: tier?.multiplier ?? '1.00',
          bonusPointsPerOrder: settings!.bonusPointsPerOrder,
        }) - (visit.alreadyEarned ?? 0),
      )
    : 0;
  const counted = await postLedgerEntry(tx, {
    customerId: customer.id,
    restaurantId: visit.restaurantId,
    ...visit.link,
    type: 'earn',
    points,
    description: visit.description,
    createdAt: now,
  });
  if (!counted) return null;

  await tx
    .update(customerLoyalty)
    .set({
      totalOrders: sql`${customerLoyalty.totalOrders} + 1`,
      totalSpent: sql`${customerLoyalty.totalSpent} + ${centsToDecimal(Math.max(0, visit.totalCents))}::numeric`,
      lastOrderAt: now,
      ...(visit.name ? { customerName: visit.name } : {}),
    })
    .where(eq(customerLoyalty.id, customer.id));
  if (!active || !settings) return points;

  if (
    settings.birthdayBonus > 0 &&
    birthdayBonusDue(customer.birthDate, customer.birthdayRewardYear, now, timeZone)
  ) {
    await postLedgerEntry(tx, {
      customerId: customer.id,
      restaurantId: visit.restaurantId,
      ...visit.link,
      type: 'birthday',
      points: settings.birthdayBonus,
      description: 'Bônus de aniversário',
      createdAt: now,
    });
    const { year } = zonedMonthYear(now, timeZone);
    await tx
      .update(customerLoyalty)
      .set({ birthdayRewardClaimed: true, birthdayRewardYear: year })
      .where(eq(customerLoyalty.id, customer.id));
  }

  const due = referralBonusDue({
    referredBy: customer.referredBy,
    ownCode: customer.referralCode,
    deliveredOrdersBefore: customer.totalOrders,
  });
  if (due && settings.referralBonus > 0) {
    const [referrer] = await tx
      .select({ id: customerLoyalty.id })
      .from(customerLoyalty)
      .where(
        and(
          eq(customerLoyalty.restaurantId, visit.restaurantId),
          eq(customerLoyalty.referralCode, customer.referredBy!),
        ),
      );
    if (referrer && referrer.id !== customer.id)
      await postLedgerEntry(tx, {
        customerId: referrer.id,
        restaurantId: visit.restaurantId,
        ...visit.link,
        type: 'referral',
        points: settings.referralBonus,
        description: visit.referralDescription,
        createdAt: now,
      });
  }
  return points;
}

/**
 * A cancelled order gives back the points reserved for its discount or its reward, once; a reward's
 * use goes back with them, so a limited reward is not lost to a cancelled order.
 */
async function releaseReservation(tx: Tx, order: LoyaltyOrder) {
  const [reserved] = await tx
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, order.id), eq(loyaltyTransactions.type, 'redeem')));
  if (!reserved || reserved.points >= 0) return;
  const released = await postLedgerEntry(tx, {
    customerId: reserved.customerId,
    restaurantId: order.restaurantId,
    orderId: order.id,
    rewardId: reserved.rewardId,
    type: 'adjust',
    points: -reserved.points,
    description: `Pontos devolvidos: pedido #${orderNumber(order.id)} cancelado`,
  });
  if (released && reserved.rewardId)
    await tx
      .update(loyaltyRewards)
      .set({ currentRedemptions: sql`greatest(${loyaltyRewards.currentRedemptions} - 1, 0)` })
      .where(eq(loyaltyRewards.id, reserved.rewardId));
}
