/**
 * What placing an order writes — the order with its lines and the answer to its Idempotency-Key —
 * and the idempotency answers it reads. The restaurant and menu it is priced from come from
 * order-menu-snapshots.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode, pgErrorMessage } from '../../db/errors';
import { perDatabase } from '../../db/per-database';
import {
  idempotencyKeys,
  type menuItems,
  type optionGroups,
  type options,
  type orderItems,
  type orders,
} from '../../db/schema';
import type { HttpError } from '../../lib/http-error';
import { type RateLimitRule, tooManyRequests } from '../../lib/rate-limit';
import { type OrderRow, type OrderToWrite, orderWrite, writeOrderIn } from './order-placement.write';
import { orderWriteBatchesOf } from './order-write-batches';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewIdempotencyAnswer = typeof idempotencyKeys.$inferInsert;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type OptionGroupWithOptions = typeof optionGroups.$inferSelect & {
  menuItemId: string;
  options: (typeof options.$inferSelect)[];
};

/**
 * The idempotency answer's read, prepared once per database: it runs whenever an order's write is
 * refused, so it skips building the query each time.
 */
function prepareReads(db: Db) {
  return {
    answer: db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, sql.placeholder('key')))
      .prepare('order_idempotency_answer'),
  };
}

const readsOf = perDatabase(prepareReads);

export type { OrderToWrite } from './order-placement.write';

export interface OrderGuard {
  menuVersion: number;
  limits: RateLimitRule[];
}

/** The SQLSTATE `order_limits_guard` raises for a diner over a rate limit. */
const RATE_LIMITED = 'CM429';

/** The 429 a write refused with CM429 stands for, or null for any other error. */
export function rateLimitRefusal(error: unknown, limits: RateLimitRule[]): HttpError | null {
  if (pgErrorCode(error) !== RATE_LIMITED || limits.length === 0) return null;
  let named: { key?: string; resetAt?: string } = {};
  try {
    named = JSON.parse(pgErrorMessage(error) ?? '{}');
  } catch {
    // Still a 429: the first rule's message, and a whole window to wait.
  }
  const rule = limits.find((candidate) => candidate.key === named.key) ?? limits[0]!;
  const resetAt = named.resetAt ? new Date(named.resetAt) : new Date(Date.now() + rule.windowMs);
  return tooManyRequests(
    rule,
    Number.isNaN(resetAt.getTime()) ? new Date(Date.now() + rule.windowMs) : resetAt,
  );
}

export function createOrderPlacementRepository(db: Db) {
  return {
    /**
     * The order, its lines and the answer to its Idempotency-Key, in one prepared statement
     * (order-placement.write.ts) that commits on its own when the order takes no coupon and no
     * points: one round trip, and no transaction held open across the app
     * (bench/orders-throughput.mjs). Such an order may share its statement and commit with the
     * orders placed at the same moment (order-write-batches.ts, decision 0030). A coupon is claimed
     * before it and points are reserved after it, in one transaction of its own.
     */
    async insertOrder(
      order: OrderToWrite,
      lines: NewOrderLine[],
      {
        guard,
        answer,
        before,
        after,
      }: {
        /**
         * Checked by the INSERT itself, which then writes nothing: the restaurant's menu version
         * the order was priced from must still be current (`order_menu_guard`, migration 0015; else
         * CM409, order-menu-snapshots.ts), and the rate limits, counted by the same statement, must
         * not be over (`order_limits_guard`, migration 0017; else CM429, read by `rateLimitRefusal`).
         */
        guard: OrderGuard;
        answer?: NewIdempotencyAnswer;
        before?: (tx: Tx) => Promise<void>;
        after?: (tx: Tx, row: OrderRow) => Promise<void>;
      },
    ): Promise<OrderRow> {
      const write = orderWrite(order, lines, guard, answer);
      if (!before && !after) return orderWriteBatchesOf(db).write(write);
      return db.transaction(async (tx) => {
        await before?.(tx);
        const row = await writeOrderIn(tx, write);
        await after?.(tx, row);
        return row;
      });
    },

    async findAnswer(key: string) {
      const [row] = await readsOf(db).answer.execute({ key });
      return row ?? null;
    },

    /** Corrects a stored answer that differs from the order as it was stored (see the caller). */
    async replaceAnswer(key: string, responseBody: string) {
      await db.update(idempotencyKeys).set({ responseBody }).where(eq(idempotencyKeys.key, key));
    },
  };
}

export type OrderPlacementRepository = ReturnType<typeof createOrderPlacementRepository>;
