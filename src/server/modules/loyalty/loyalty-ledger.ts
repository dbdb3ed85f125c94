/**
 * The loyalty ledger (PRODUCT.md): every change of points is a `loyalty_transactions` row, and the
 * balance and totals in `customer_loyalty` move in the same statement set, in the caller's
 * transaction. The invariants the tests hold:
 *   points              = Σ points of every row (never negative: a debit that would overdraw is refused)
 *   totalPointsEarned   = Σ points of earn, bonus, birthday and referral rows
 *   totalPointsRedeemed = −Σ redeem rows − Σ order- or bill-linked adjust rows (a release)
 * The unique (order_id, type) index makes every order-linked entry happen at most once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LoyaltyTransactionType } from '../../../domain/loyalty/loyalty';
import { tierFor } from '../../../domain/loyalty/loyalty-rules';
import type { Tx } from '../../db/client';
import { customerLoyalty, loyaltyTiers, loyaltyTransactions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export const EARNING_TYPES: readonly LoyaltyTransactionType[] = ['earn', 'bonus', 'birthday', 'referral'];
export const INSUFFICIENT_POINTS = 'Saldo de pontos insuficiente';

export type CustomerRow = typeof customerLoyalty.$inferSelect;

export interface LedgerEntry {
  customerId: string;
  restaurantId: string;
  type: LoyaltyTransactionType;
  points: number;
  orderId?: string | null;
  /** A table's bill (decision 0046): its redeem, release and earn rows. */
  billId?: string | null;
  rewardId?: string | null;
  description?: string | null;
  createdAt?: Date;
}

/** A short code customers can share: 8 characters without look-alikes (0/O, 1/I). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The customer's row, created (with its referral code) on first contact, locked for this transaction. */
export async function lockCustomer(
  tx: Tx,
  restaurantId: string,
  phone: string,
  name?: string | null,
): Promise<CustomerRow> {
  await tx
    .insert(customerLoyalty)
    .values({
      restaurantId,
      customerPhone: phone,
      customerName: name || null,
      referralCode: newReferralCode(),
    })
    .onConflictDoNothing({ target: [customerLoyalty.restaurantId, customerLoyalty.customerPhone] });
  const [row] = await tx
    .select()
    .from(customerLoyalty)
    .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.customerPhone, phone)))
    .for('update');
  return row!;
}

/**
 * Writes one entry and moves the balance with it. Returns false when an order-linked entry of this
 * type already exists (a replay): nothing changes then. A debit beyond the balance is a 409.
 */
export async function postLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<boolean> {
  const [row] = await tx
    .insert(loyaltyTransactions)
    .values({
      customerId: entry.customerId,
      restaurantId: entry.restaurantId,
      type: entry.type,
      points: entry.points,
      orderId: entry.orderId ?? null,
      billId: entry.billId ?? null,
      rewardId: entry.rewardId ?? null,
      description: entry.description ?? null,
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyTransactions.id });
  if (!row) return false;

  const earned = EARNING_TYPES.includes(entry.type) ? entry.points : 0;
  const redeemed =
    entry.type === 'redeem' || (entry.type === 'adjust' && (entry.orderId || entry.billId))
      ? -entry.points
      : 0;
  const [updated] = await tx
    .update(customerLoyalty)
    .set({
      points: sql`${customerLoyalty.points} + ${entry.points}`,
      totalPointsEarned: sql`${customerLoyalty.totalPointsEarned} + ${earned}`,
      totalPointsRedeemed: sql`${customerLoyalty.totalPointsRedeemed} + ${redeemed}`,
    })
    .where(
      and(eq(customerLoyalty.id, entry.customerId), sql`${customerLoyalty.points} + ${entry.points} >= 0`),
    )
    .returning({ totalPointsEarned: customerLoyalty.totalPointsEarned });
  if (!updated) throw new HttpError(409, INSUFFICIENT_POINTS, { points: INSUFFICIENT_POINTS });
  if (earned > 0) await refreshTier(tx, entry.restaurantId, entry.customerId, updated.totalPointsEarned);
  return true;
}

/** The tier is recomputed on every earn, from the restaurant's own tiers. */
async function refreshTier(tx: Tx, restaurantId: string, customerId: string, totalPointsEarned: number) {
  const tiers = await tx.select().from(loyaltyTiers).where(eq(loyaltyTiers.restaurantId, restaurantId));
  const tier = tierFor(tiers, totalPointsEarned);
  if (tier)
    await tx
      .update(customerLoyalty)
      .set({ currentTier: tier.name })
      .where(eq(customerLoyalty.id, customerId));
}
