/**
 * Schedules the Open Delivery connector like the iFood one: no transaction around HTTP calls;
 * instances coordinate through the per-integration polling lease and the claim of each action.
 */
import type { Db } from '../../db/client';
import type { JobLogger } from '../../jobs/runner';
import type { OpenDeliveryConfig } from './open-delivery.connect';
import { runOpenDeliveryTick } from './open-delivery.sync';

const TICK_MS = 5_000;

export function startOpenDeliverySync(db: Db, config: OpenDeliveryConfig, logger: JobLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOpenDeliveryTick(db, config)
      .catch((error) => logger.error({ err: error, job: 'open-delivery-sync' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
