/**
 * Schedules the Open Delivery connector like the iFood one: no transaction around HTTP calls;
 * instances coordinate through the per-integration polling lease (Keeta's app-wide one) and the claim
 * of each action.
 */
import type { Db } from '../../db/client';
import { type KeetaLogger, runKeetaPoll } from '../keeta/keeta.poll';
import type { OpenDeliveryConfig } from './open-delivery.connect';
import { runOpenDeliveryTick } from './open-delivery.sync';

const TICK_MS = 5_000;

export function startOpenDeliverySync(db: Db, config: OpenDeliveryConfig, logger: KeetaLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOpenDeliveryTick(db, config)
      // Keeta: one poll per app token for every linked store, at most two a minute (decision 0063).
      .then(() => runKeetaPoll(db, config, logger))
      .catch((error) => logger.error({ err: error, job: 'open-delivery-sync' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
