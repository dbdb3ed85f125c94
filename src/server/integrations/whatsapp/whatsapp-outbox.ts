/**
 * The outbox's database side: claiming a due message (FOR UPDATE SKIP LOCKED, so each row goes to
 * one runner of one instance), the facts an order-update template needs, and the per-number limits
 * (Meta's throughput per second and messaging tier per 24 h), counted in PostgreSQL so they hold
 * across instances.
 */
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { orderNumber } from '../../../domain/orders/order-number';
import type { DeliveryType, OrderStatus } from '../../../domain/orders/order-status';
import { MESSAGES_PER_SECOND, tierLimit } from '../../../domain/whatsapp/whatsapp-rules';
import type { OrderFacts, ReceiptFacts } from '../../../domain/whatsapp/whatsapp-templates';
import type { Db, Tx } from '../../db/client';
import {
  fiscalReceipts,
  loyaltyTransactions,
  orders,
  phoneProofCodes,
  restaurants,
  whatsappConsents,
  whatsappContacts,
  whatsappMessages,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';

export type OutboxRow = typeof whatsappMessages.$inferSelect;

/** A claimed message is leased this long; a runner that dies mid-send leaves it to expire. */
export const SEND_LEASE_MS = 60_000;

export type Claim = { row: OutboxRow; interrupted: boolean };

/**
 * Claims the next due message. A row still 'sending' after its lease means a runner died during the
 * HTTP call: Meta may have accepted it, so it is marked failed, never sent twice.
 */
export async function claimDue(db: Db, now: Date): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsappMessages)
      .where(
        and(
          inArray(whatsappMessages.state, ['pending', 'sending']),
          lte(whatsappMessages.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(whatsappMessages.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    if (row.state === 'sending') {
      await tx
        .update(whatsappMessages)
        .set({ state: 'failed', deliveryStatus: 'failed', lastError: 'envio interrompido' })
        .where(eq(whatsappMessages.id, row.id));
      return { row, interrupted: true };
    }
    const [claimed] = await tx
      .update(whatsappMessages)
      .set({
        state: 'sending',
        attempts: sql`${whatsappMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
      })
      .where(eq(whatsappMessages.id, row.id))
      .returning();
    return { row: claimed!, interrupted: false };
  });
}

export async function settle(db: Db, id: string, values: Partial<OutboxRow>) {
  await db.update(whatsappMessages).set(values).where(eq(whatsappMessages.id, id));
}

export interface OrderForUpdate {
  restaurantId: string;
  deliveryType: DeliveryType;
  phone: string;
  facts: OrderFacts;
}

export async function orderForUpdate(db: Db, orderId: string): Promise<OrderForUpdate | null> {
  const [order] = await db
    .select({
      id: orders.id,
      restaurantId: orders.restaurantId,
      deliveryType: orders.deliveryType,
      customerName: orders.customerName,
      estimatedTime: orders.estimatedTime,
      cancellationReason: orders.cancellationReason,
      restaurantName: restaurants.name,
      phone: whatsappConsents.phone,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(whatsappConsents, eq(whatsappConsents.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [points] = await db
    .select({ total: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)::int` })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.orderId, orderId),
        inArray(loyaltyTransactions.type, ['earn', 'bonus', 'birthday', 'referral']),
      ),
    );
  return {
    restaurantId: order.restaurantId,
    deliveryType: order.deliveryType,
    phone: order.phone,
    facts: {
      number: orderNumber(order.id),
      customerName: order.customerName,
      restaurantName: order.restaurantName,
      estimatedMinutes: order.estimatedTime,
      cancellationReason: order.cancellationReason,
      pointsEarned: points?.total ?? 0,
    },
  };
}

/** The statuses queued for the same order after this one (to send only the last of quick changes). */
export async function laterStatuses(db: Db, row: OutboxRow): Promise<OrderStatus[]> {
  if (!row.orderId) return [];
  const later = await db
    .select({ status: whatsappMessages.orderStatus })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.orderId, row.orderId),
        // Compared in the database: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
        gt(
          whatsappMessages.createdAt,
          sql`(select m.created_at from whatsapp_messages m where m.id = ${row.id})`,
        ),
      ),
    );
  return later.map((item) => item.status as OrderStatus);
}

/**
 * The outbox row of an order's NFC-e message (issue 35) carries this in place of an order status: the
 * unique (order, status) index makes it one message per note, whatever the re-reads of a contingency,
 * the retries and the instances.
 */
export const RECEIPT_MESSAGE = 'nfce';

/**
 * Queues the NFC-e message of an order whose note was just authorized (or issued in contingency), in
 * the transaction that wrote the note's state: only when the diner agreed to updates on that order
 * and the restaurant's WhatsApp is connected; a second call does nothing. A bill's note has no diner
 * to write to.
 */
export async function queueReceiptMessage(
  on: Db | Tx,
  receipt: { restaurantId: string; orderId: string | null },
): Promise<void> {
  if (!receipt.orderId) return;
  await on.execute(sql`
    insert into whatsapp_messages (id, restaurant_id, order_id, order_status, next_attempt_at)
    select gen_random_uuid()::text, c.restaurant_id, c.order_id, ${RECEIPT_MESSAGE}, now()
    from whatsapp_consents c
    join whatsapp_accounts a on a.restaurant_id = c.restaurant_id
    where c.order_id = ${receipt.orderId} and c.restaurant_id = ${receipt.restaurantId}
    on conflict (order_id, order_status) where order_id is not null do nothing`);
}

export interface ReceiptForMessage {
  restaurantId: string;
  phone: string;
  facts: ReceiptFacts;
}

/**
 * What the NFC-e message of an order says, when the note is still valid (authorized or in
 * contingency) and has its consult page and access key, and the diner's consent still stands.
 */
export async function receiptForMessage(db: Db, orderId: string): Promise<ReceiptForMessage | null> {
  const [row] = await db
    .select({
      restaurantId: orders.restaurantId,
      restaurantName: restaurants.name,
      phone: whatsappConsents.phone,
      consultUrl: fiscalReceipts.consultUrl,
      accessKey: fiscalReceipts.accessKey,
    })
    .from(fiscalReceipts)
    .innerJoin(orders, eq(orders.id, fiscalReceipts.orderId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(whatsappConsents, eq(whatsappConsents.orderId, orders.id))
    .where(
      and(
        eq(fiscalReceipts.orderId, orderId),
        eq(fiscalReceipts.restaurantId, orders.restaurantId),
        inArray(fiscalReceipts.status, ['autorizada', 'contingencia']),
      ),
    );
  if (!row?.consultUrl || !row.accessKey) return null;
  return {
    restaurantId: row.restaurantId,
    phone: row.phone,
    facts: {
      number: orderNumber(orderId),
      restaurantName: row.restaurantName,
      consultUrl: row.consultUrl,
      accessKey: row.accessKey,
    },
  };
}

export async function optedOut(db: Db, restaurantId: string, phone: string): Promise<boolean> {
  const [contact] = await db
    .select({ optedOutAt: whatsappContacts.optedOutAt })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.restaurantId, restaurantId), eq(whatsappContacts.phone, phone)));
  return Boolean(contact?.optedOutAt);
}

/**
 * Whether the number may send one more message to `phone` now: within Meta's throughput (per second)
 * and its messaging-limit tier (distinct diners reached in 24 h). The diners reached are those of
 * the order updates sent (through their consent) and those sent one-time codes (phone_proof_codes
 * keeps the phone of each code sent; one that could not be sent is discarded). Each call counts one message of the throughput.
 */
export async function withinNumberLimits(
  db: Db,
  account: { phoneNumberId: string; restaurantId: string; messagingLimitTier: string | null },
  phone: string,
): Promise<boolean> {
  const limit = tierLimit(account.messagingLimitTier);
  if (limit !== null) {
    const since = sql`now() - interval '24 hours'`;
    const diners = db
      .select({ phone: whatsappConsents.phone })
      .from(whatsappMessages)
      .innerJoin(whatsappConsents, eq(whatsappConsents.orderId, whatsappMessages.orderId))
      .where(and(eq(whatsappMessages.restaurantId, account.restaurantId), gt(whatsappMessages.sentAt, since)))
      .union(
        db
          .select({ phone: phoneProofCodes.phone })
          .from(phoneProofCodes)
          .where(
            and(eq(phoneProofCodes.restaurantId, account.restaurantId), gt(phoneProofCodes.createdAt, since)),
          ),
      )
      .as('diners');
    // Counting the others: a diner already reached costs nothing, a new one must fit under the limit.
    const [others] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(diners)
      .where(ne(diners.phone, phone));
    if ((others?.count ?? 0) >= limit) return false;
  }
  try {
    await enforceRateLimits(db, [
      {
        key: `whatsapp:mps:${account.phoneNumberId}`,
        limit: MESSAGES_PER_SECOND,
        windowMs: 1000,
        message: '',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return false;
    throw error;
  }
}
