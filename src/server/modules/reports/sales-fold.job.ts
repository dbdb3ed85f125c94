/**
 * Folds the sales changes the order triggers queued (order_sales_pending, product_sales_pending)
 * into the daily summary rows, once across instances per tick (the runner's advisory lock). The
 * fold is one statement per table inside the job's transaction: a crash part-way leaves the pending
 * rows and the summaries as they were. Reports read both through views, so they do not wait for it
 * (decision 0026).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Job, JobLogger } from '../../jobs/runner';

/** Folds everything pending; answers how many summary rows were written. */
export async function foldSalesPending(tx: Tx | Db): Promise<number> {
  const result = await tx.execute(sql`select fold_sales_pending() as folded`);
  return Number((result as unknown as { rows: { folded: number }[] }).rows[0]?.folded ?? 0);
}

export function salesFoldJob(everyMs: number): Job {
  return {
    name: 'sales-fold',
    everyMs,
    async run(tx: Tx) {
      await foldSalesPending(tx);
    },
  };
}

/**
 * Every fold deletes what it folded, so the pending tables are mostly dead rows until a vacuum
 * reclaims them, and the fold's next DELETE and every report's tail read the dead rows again. The
 * embedded PGlite runs no autovacuum (single-user PostgreSQL): without this the pending tables would
 * grow with every order ever placed. A PostgreSQL server's autovacuum looks at a table at most once
 * a minute (autovacuum_naptime), and at 1,000 orders a second that is 240,000 dead rows the fold
 * scans every 2 s (the fold's database time per order rose by a third). VACUUM cannot run inside the
 * job's transaction, so it has its own timer; SKIP_LOCKED lets another instance's vacuum go first.
 */
export async function vacuumSalesPending(db: Db): Promise<void> {
  await db.execute(sql`vacuum (skip_locked) order_sales_pending, product_sales_pending`);
}

export function startSalesPendingVacuum(db: Db, everyMs: number, logger: JobLogger): () => void {
  const timer = setInterval(() => {
    vacuumSalesPending(db).catch((error) => logger.error({ err: error }, 'vacuum of pending sales failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
