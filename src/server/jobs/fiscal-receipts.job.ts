/**
 * The NFC-e receipts' job (issue 35, decision 0052): sends again what the provider did not take
 * (`pendente`, with its backoff), re-reads a contingency until SEFAZ confirms it, downloads an
 * authorized or cancelled note's XML still missing. Safe on two app instances: each row is claimed
 * with `FOR UPDATE SKIP LOCKED` and leased before the provider is called, outside any transaction.
 * Its own timer rather than the advisory-lock runner: the runner holds a transaction for the whole
 * run, and a call to the provider must never sit inside one. Each change of state it writes is
 * announced to the panels (`receipt` event) and an order's note authorized queues its WhatsApp
 * message, both from `writeAnswer` (fiscal-issue.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { fiscalReceipts } from '../db/schema';
import { type FiscalDeps, refreshReceipt, SEND_LEASE_MS, sendReceipt } from '../modules/fiscal/fiscal-issue';

export const FISCAL_JOB_BATCH = 20;

/**
 * One pass of the receipts' job: the rows due (a `pendente` to send, a `contingencia` to re-read, an
 * authorized or cancelled note whose XML is still to download), claimed in one statement with
 * `FOR UPDATE SKIP LOCKED` and leased, so two instances never take the same row; then each worked
 * outside any transaction. Answers how many rows it took.
 */
export async function runFiscalReceipts(deps: FiscalDeps, now = new Date(), batch = FISCAL_JOB_BATCH) {
  const lease = new Date(now.getTime() + SEND_LEASE_MS);
  const claimed = (await deps.db.execute(sql`
    update fiscal_receipts set
      next_attempt_at = ${lease},
      attempts = attempts + (case when status = 'pendente' then 1 else 0 end),
      updated_at = ${now}
    where id in (
      select id from fiscal_receipts
      where next_attempt_at is not null and next_attempt_at <= ${now}
        and status in ('pendente', 'contingencia', 'autorizada', 'cancelada')
      order by next_attempt_at
      limit ${batch}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  const ids = claimed.rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  for (const id of ids) {
    try {
      const [row] = await deps.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, id));
      if (!row) continue;
      if (row.status === 'pendente') await sendReceipt(deps, id, { claimed: row, now });
      else await refreshReceipt(deps, row, now);
    } catch (error) {
      deps.log.error(
        { err: error instanceof Error ? error.message : 'erro', receiptId: id },
        'receipt job failed',
      );
    }
  }
  return ids.length;
}

/** Starts the receipts' job on its interval; answers a function that stops it. */
export function startFiscalReceipts(deps: FiscalDeps, everyMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running || !deps.provider) return;
    running = true;
    runFiscalReceipts(deps)
      .catch((error) =>
        deps.log.error(
          { err: error instanceof Error ? error.message : 'erro' },
          'fiscal receipts job failed',
        ),
      )
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
