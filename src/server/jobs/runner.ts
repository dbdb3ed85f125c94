/**
 * Periodic jobs coordinated through PostgreSQL: each run takes a transaction-scoped advisory lock
 * named after the job, so with several app instances one runs it and the others skip that tick.
 * A job that works in bounded batches answers `'more'` when its batch was full: the runner runs it
 * again at once, each batch in its own short transaction, so no lock is held for a whole backlog.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

export interface Job {
  name: string;
  everyMs: number;
  // biome-ignore lint/suspicious/noConfusingVoidType: a job without batches returns nothing.
  run(tx: Tx): Promise<void | 'more'>;
}

export interface JobLogger {
  error(details: object, message: string): void;
}

/** Batches one tick may run, so a backlog is worked off over several ticks rather than all at once. */
const MAX_BATCHES_PER_TICK = 50;

async function runBatch(db: Db, job: Job): Promise<{ ran: boolean; more: boolean }> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
    );
    const row = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
    if (!row?.locked) return { ran: false, more: false };
    return { ran: true, more: (await job.run(tx)) === 'more' };
  });
}

/** Runs a job once if no other instance is running it; returns whether it ran. */
export async function runJobOnce(db: Db, job: Job): Promise<boolean> {
  return (await runBatch(db, job)).ran;
}

/** Runs a job's batches until one is not full (or the tick's share is spent); answers how many ran. */
export async function runJobBatches(db: Db, job: Job): Promise<number> {
  for (let batches = 1; batches <= MAX_BATCHES_PER_TICK; batches++) {
    const { ran, more } = await runBatch(db, job);
    if (!ran) return batches - 1;
    if (!more) return batches;
  }
  return MAX_BATCHES_PER_TICK;
}

/** Starts every job on its interval; the returned function stops them. A tick still running skips the next. */
export function startJobs(db: Db, jobs: Job[], logger: JobLogger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    return setInterval(() => {
      if (running) return;
      running = true;
      runJobBatches(db, job)
        .catch((error) => logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
  });
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
