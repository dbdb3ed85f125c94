/**
 * Two tables the order path writes to on every order would grow for ever (issue 32: 882 MB of
 * idempotency answers and 186 MB of rate-limit rows after 600,000 orders): an order's Idempotency-Key
 * is deleted once its replay window has passed, and a rate-limit row once its window has closed
 * (a closed row counts exactly as a missing one: the next hit starts it again). Deleted in batches of
 * at most BATCH rows, each batch its own short transaction (the runner repeats a full one), rows
 * another transaction holds skipped, so the hot tables never wait on a long lock or a giant delete.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Job } from './runner';

export const EXPIRED_ROWS_BATCH = 5_000;

/**
 * A closed window's row is left a minute: a counter still hit every few seconds (a busy restaurant's
 * address) is restarted by its next hit, so only rows nobody touched for that long are deleted.
 */
const CLOSED_FOR = sql`interval '1 minute'`;

async function deletedCount(tx: Tx, statement: ReturnType<typeof sql>): Promise<number> {
  const result = await tx.execute(
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export function purgeClosedRateLimits(tx: Tx, batch = EXPIRED_ROWS_BATCH): Promise<number> {
  return deletedCount(
    tx,
    sql`delete from rate_limits where key in (
      select key from rate_limits where reset_at < now() - ${CLOSED_FOR}
      limit ${batch} for update skip locked)`,
  );
}

export function purgeReplayedIdempotencyKeys(
  tx: Tx,
  windowSeconds: number,
  batch = EXPIRED_ROWS_BATCH,
): Promise<number> {
  return deletedCount(
    tx,
    sql`delete from idempotency_keys where key in (
      select key from idempotency_keys where created_at < now() - make_interval(secs => ${windowSeconds})
      limit ${batch} for update skip locked)`,
  );
}

export function expiredRowsJob(idempotencyWindowSeconds: number, batch = EXPIRED_ROWS_BATCH): Job {
  return {
    name: 'expired-rows',
    everyMs: 10_000,
    async run(tx) {
      const limits = await purgeClosedRateLimits(tx, batch);
      const keys = await purgeReplayedIdempotencyKeys(tx, idempotencyWindowSeconds, batch);
      return limits === batch || keys === batch ? 'more' : undefined;
    },
  };
}
