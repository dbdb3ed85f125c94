/**
 * Keeps connected Mercado Pago accounts working: their access token lives 180 days and is renewed
 * with the refresh token (scope offline_access) a month before it expires, in the style of the other
 * polling jobs (one tick, never two at once, errors logged without personal data).
 */
import type { JobLogger } from '../../jobs/runner';
import type { createMercadoPagoAccountService } from './mercadopago-account.service';

const TICK_MS = 60 * 60_000;

export function startMercadoPagoTokenRefresh(
  accounts: ReturnType<typeof createMercadoPagoAccountService>,
  logger: JobLogger,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    accounts
      .refreshExpiring()
      .then(({ refused }) => {
        if (refused > 0)
          logger.error(
            { job: 'mercadopago-token', refused },
            'Mercado Pago refused refreshes: owners must reconnect',
          );
      })
      .catch((error) => logger.error({ err: error, job: 'mercadopago-token' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
