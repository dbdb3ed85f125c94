/**
 * Work a route starts after sending its answer (an e-mail, say), so the answer neither waits for it
 * nor reveals by its timing what the work found. Closing the app waits for that work, so no write
 * hits a closed pool.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './types';

export function afterAnswerQueue(app: App) {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  /** Runs `work` in the background; a failure is logged by its error code only (no personal data). */
  return (work: () => Promise<unknown>, log: FastifyBaseLogger, failure: string) => {
    const running = work().catch((error: { code?: string }) => log.error({ code: error?.code }, failure));
    pending.add(running);
    void running.finally(() => pending.delete(running));
  };
}
