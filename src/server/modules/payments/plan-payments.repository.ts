/**
 * What plan billing reads and writes: plan payments (one row per provider payment, plus the
 * checkout that started them) and the restaurant's paid period. Functions take a Db or a
 * transaction so the webhook can lock rows and apply a payment atomically.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planPayments, restaurants } from '../../db/schema';

export type PlanPaymentRow = typeof planPayments.$inferSelect;
export type NewPlanPayment = typeof planPayments.$inferInsert;
type Executor = Db | Tx;

export interface StatusHistoryEntry {
  status: string;
  at: string;
  providerPaymentId: string | null;
  detail?: string | null;
}

export function createPlanPaymentsRepository(db: Db) {
  return {
    async insert(row: NewPlanPayment): Promise<PlanPaymentRow> {
      const [created] = await db.insert(planPayments).values(row).returning();
      return created!;
    },

    async findById(id: string): Promise<PlanPaymentRow | null> {
      const [row] = await db.select().from(planPayments).where(eq(planPayments.id, id));
      return row ?? null;
    },

    /** The payments of one checkout: the row that started it and any later attempt on it. */
    async checkoutRows(row: PlanPaymentRow): Promise<PlanPaymentRow[]> {
      if (!row.preferenceId) return [row];
      return db
        .select()
        .from(planPayments)
        .where(
          and(
            eq(planPayments.restaurantId, row.restaurantId),
            or(eq(planPayments.id, row.id), eq(planPayments.preferenceId, row.preferenceId)),
          ),
        )
        .orderBy(desc(planPayments.updatedAt));
    },

    async listForRestaurant(restaurantId: string, limit = 50): Promise<PlanPaymentRow[]> {
      return db
        .select()
        .from(planPayments)
        .where(eq(planPayments.restaurantId, restaurantId))
        .orderBy(desc(planPayments.createdAt))
        .limit(limit);
    },

    async restaurantOf(paymentId: string): Promise<string | null> {
      const [row] = await db
        .select({ restaurantId: planPayments.restaurantId })
        .from(planPayments)
        .where(eq(planPayments.id, paymentId));
      return row?.restaurantId ?? null;
    },

    async account(restaurantId: string) {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          email: restaurants.email,
          trialEndsAt: restaurants.trialEndsAt,
          paidUntil: restaurants.paidUntil,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row ?? null;
    },
  };
}

/** Row-locking steps of applying a provider payment; all run inside one transaction. */
export const planPaymentLocks = {
  async byProviderPayment(tx: Executor, provider: string, providerPaymentId: string) {
    const [row] = await tx
      .select()
      .from(planPayments)
      .where(and(eq(planPayments.provider, provider), eq(planPayments.providerPaymentId, providerPaymentId)))
      .for('update');
    return row ?? null;
  },

  async checkout(tx: Executor, provider: string, id: string) {
    const [row] = await tx
      .select()
      .from(planPayments)
      .where(and(eq(planPayments.id, id), eq(planPayments.provider, provider)));
    return row ?? null;
  },

  /** Gives a checkout row its first provider payment; false when another payment took it first. */
  async claim(tx: Executor, id: string, providerPaymentId: string): Promise<PlanPaymentRow | null> {
    const [row] = await tx
      .update(planPayments)
      .set({ providerPaymentId })
      .where(and(eq(planPayments.id, id), isNull(planPayments.providerPaymentId)))
      .returning();
    return row ?? null;
  },

  /** A further payment on the same checkout (the payer tried again); no-op if it already exists. */
  async insertAttempt(tx: Executor, row: NewPlanPayment) {
    await tx.insert(planPayments).values(row).onConflictDoNothing();
  },

  async recordStatus(tx: Executor, id: string, status: string, entry: StatusHistoryEntry) {
    await tx
      .update(planPayments)
      .set({
        status,
        statusHistory: sql`${planPayments.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
      })
      .where(eq(planPayments.id, id));
  },

  async markApplied(tx: Executor, id: string, appliedAt: Date, periodEnd: Date) {
    await tx.update(planPayments).set({ appliedAt, periodEnd }).where(eq(planPayments.id, id));
  },

  async lockAccount(tx: Executor, restaurantId: string) {
    const [row] = await tx
      .select({ trialEndsAt: restaurants.trialEndsAt, paidUntil: restaurants.paidUntil })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      // NO KEY UPDATE: concurrent reports of one checkout each hold a KEY SHARE on this row (the
      // plan_payments foreign key); FOR UPDATE would wait on each other's and deadlock.
      .for('no key update');
    return row ?? null;
  },

  async setPaidUntil(tx: Executor, restaurantId: string, paidUntil: Date) {
    await tx.update(restaurants).set({ paidUntil }).where(eq(restaurants.id, restaurantId));
  },
};
