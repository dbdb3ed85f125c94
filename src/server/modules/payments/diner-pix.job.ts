/**
 * The diners' PIX job. Mercado Pago may never notify a payment's notification_url, so every waiting
 * PIX is read from the API until it expires (the backoff is the domain's, pix-charge.ts); and when an
 * order is cancelled its PIX is undone as Mercado Pago documents it: a waiting one cancelled
 * (`PUT /v1/payments/{id}` `{status: "cancelled"}`), a paid one refunded
 * (`POST /v1/payments/{id}/refunds`). Rows are claimed by an UPDATE … SKIP LOCKED before any HTTP
 * call, which happens outside transactions, so several instances never read or undo one PIX twice.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { nextPixCheckAt, PIX_WAITING_STATUSES } from '../../../domain/payments/pix-charge';
import type { Db } from '../../db/client';
import { orderPixCharges, orders } from '../../db/schema';
import { MercadoPagoError, type MpPayment } from '../../integrations/mercadopago/mercadopago.types';
import type { JobLogger } from '../../jobs/runner';
import { applyPixPayment } from './diner-pix-settlement';
import type { createMercadoPagoAccountService } from './mercadopago-account.service';

type Accounts = ReturnType<typeof createMercadoPagoAccountService>;

const TICK_MS = 10_000;
const PER_TICK = 25;
/** A claimed read that dies with its instance is taken up again after this. */
const LEASE_MS = 60_000;

type Claimed = Pick<
  typeof orderPixCharges.$inferSelect,
  'orderId' | 'restaurantId' | 'providerPaymentId' | 'status' | 'checks' | 'expiresAt'
>;

const claimedColumns = {
  orderId: orderPixCharges.orderId,
  restaurantId: orderPixCharges.restaurantId,
  providerPaymentId: orderPixCharges.providerPaymentId,
  status: orderPixCharges.status,
  checks: orderPixCharges.checks,
  expiresAt: orderPixCharges.expiresAt,
};

/** Claims the waiting charges due for a read, pushing their next read a lease away. */
function claimDueReads(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ orderId: orderPixCharges.orderId })
      .from(orderPixCharges)
      .where(
        and(
          lte(orderPixCharges.nextCheckAt, now),
          inArray(orderPixCharges.status, [...PIX_WAITING_STATUSES]),
        ),
      )
      .orderBy(asc(orderPixCharges.nextCheckAt))
      .limit(PER_TICK)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(orderPixCharges)
      .set({
        nextCheckAt: new Date(now.getTime() + LEASE_MS),
        checks: sql`${orderPixCharges.checks} + 1`,
      })
      .where(
        inArray(
          orderPixCharges.orderId,
          due.map((row) => row.orderId),
        ),
      )
      .returning(claimedColumns);
  });
}

/** Claims the charges of cancelled orders, still waiting or paid, that nobody has undone yet. */
function claimCancellations(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const undo = await tx
      .select({ orderId: orderPixCharges.orderId })
      .from(orderPixCharges)
      .innerJoin(orders, eq(orders.id, orderPixCharges.orderId))
      .where(
        and(
          eq(orders.status, 'cancelled'),
          isNull(orderPixCharges.cancellationRequestedAt),
          inArray(orderPixCharges.status, [...PIX_WAITING_STATUSES, 'approved']),
        ),
      )
      .limit(PER_TICK)
      .for('update', { of: orderPixCharges, skipLocked: true });
    if (undo.length === 0) return [];
    return tx
      .update(orderPixCharges)
      .set({ cancellationRequestedAt: now })
      .where(
        inArray(
          orderPixCharges.orderId,
          undo.map((row) => row.orderId),
        ),
      )
      .returning(claimedColumns);
  });
}

const retryAt = (db: Db, orderId: string, values: Partial<typeof orderPixCharges.$inferInsert>) =>
  db.update(orderPixCharges).set(values).where(eq(orderPixCharges.orderId, orderId));

export async function checkDinerPixCharges(
  db: Db,
  accounts: Accounts,
  logger: JobLogger,
  now = new Date(),
): Promise<void> {
  for (const row of await claimCancellations(db, now)) {
    const account = await accounts.clientFor(row.restaurantId);
    if (!account) continue;
    try {
      let payment: MpPayment;
      if (row.status === 'approved') {
        await account.api.refundPayment(row.providerPaymentId, `refund-${row.orderId}`);
        payment = await account.api.getPayment(row.providerPaymentId);
      } else payment = await account.api.cancelPayment(row.providerPaymentId);
      await applyPixPayment(db, row.restaurantId, payment, now);
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      // Paid meanwhile (cancel refused) or Mercado Pago unavailable: the next tick reads it again.
      logger.error({ err: error, orderId: row.orderId }, 'PIX cancellation failed');
      await retryAt(db, row.orderId, { cancellationRequestedAt: null, nextCheckAt: now });
    }
  }

  for (const row of await claimDueReads(db, now)) {
    const account = await accounts.clientFor(row.restaurantId);
    try {
      if (!account) throw new MercadoPagoError(401, 'Mercado Pago account disconnected', false);
      await applyPixPayment(db, row.restaurantId, await account.api.getPayment(row.providerPaymentId), now);
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      // Unavailable: read again later; refused (token revoked, payment unknown): stop reading it.
      await retryAt(db, row.orderId, {
        nextCheckAt: error.retryable ? nextPixCheckAt(now, row.checks, row.expiresAt) : null,
      });
    }
  }
}

export function startDinerPixPolling(db: Db, accounts: Accounts, logger: JobLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkDinerPixCharges(db, accounts, logger)
      .catch((error) => logger.error({ err: error, job: 'diner-pix' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
