/**
 * Periodic jobs coordinated through PostgreSQL: each run takes a transaction-scoped advisory lock
 * named after the job, so with several app instances one runs it and the others skip that tick.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

export interface Job {
  name: string;
  everyMs: number;
  run(tx: Tx): Promise<void>;
}

export interface JobLogger {
  error(details: object, message: string): void;
}

/** Runs a job once if no other instance is running it; returns whether it ran. */
export async function runJobOnce(db: Db, job: Job): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
    );
    const row = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
    if (!row?.locked) return false;
    await job.run(tx);
    return true;
  });
}

/** Starts every job on its interval; the returned function stops them. */
export function startJobs(db: Db, jobs: Job[], logger: JobLogger): () => void {
  const timers = jobs.map((job) =>
    setInterval(() => {
      runJobOnce(db, job).catch((error) => logger.error({ err: error, job: job.name }, 'job failed'));
    }, job.everyMs),
  );
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
