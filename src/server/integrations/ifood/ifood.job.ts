/**
 * Schedules the iFood connector. Unlike the jobs of jobs/runner.ts it does not hold one
 * transaction for the whole run: HTTP calls must stay outside transactions and events are
 * acknowledged only after their own commit. Coordination between instances goes through the
 * database instead: the per-restaurant lease (delivery_integrations.poll_lease_until, claimed by a
 * conditional UPDATE) for polling, and a conditional claim of each queued action.
 */
import type { Db } from '../../db/client';
import type { JobLogger } from '../../jobs/runner';
import { type IfoodSyncOptions, runIfoodTick } from './ifood.sync';

/** Queued panel actions go out within this delay; each restaurant is polled every 30 s. */
const TICK_MS = 5_000;

export function startIfoodSync(db: Db, options: IfoodSyncOptions, logger: JobLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runIfoodTick(db, options)
      .catch((error) => logger.error({ err: error, job: 'ifood-sync' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
