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
 * The embedded PGlite runs no autovacuum (single-user PostgreSQL): without this, the rows every
 * fold deletes would stay as dead space and the pending tables would grow with every order ever
 * placed. VACUUM cannot run inside the job's transaction, so it has its own timer. A PostgreSQL
 * server's autovacuum does this by itself.
 */
export async function vacuumSalesPending(db: Db): Promise<void> {
  await db.execute(sql`vacuum order_sales_pending, product_sales_pending`);
}

export function startSalesPendingVacuum(db: Db, everyMs: number, logger: JobLogger): () => void {
  const timer = setInterval(() => {
    vacuumSalesPending(db).catch((error) => logger.error({ err: error }, 'vacuum of pending sales failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
