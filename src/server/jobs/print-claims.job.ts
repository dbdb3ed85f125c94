/**
 * A print job an agent claimed and never answered for (it crashed mid-print, its network fell)
 * is shown as failed, 'Sem resposta do agente', once CLAIM_TIMEOUT_MS has passed (decision 0047):
 * never printed again on its own, since the paper may well have come out; the panel shows it in red
 * with 'Reimprimir', and the agent's own late answer still counts. In batches, rows another
 * transaction holds skipped; the panels hear of each through the live channel at commit.
 */
import { sql } from 'drizzle-orm';
import { CLAIM_TIMEOUT_MS } from '../../domain/kitchen/print-jobs';
import type { Tx } from '../db/client';
import { LIVE_CHANNEL } from '../lib/session-ends';
import { NO_ANSWER } from '../modules/kitchen/print-agent.service';
import type { Job } from './runner';

export const PRINT_CLAIMS_BATCH = 500;

/** Marks unanswered claims failed; answers how many. */
export async function failUnansweredClaims(
  tx: Tx,
  now = new Date(),
  timeoutMs = CLAIM_TIMEOUT_MS,
  batch = PRINT_CLAIMS_BATCH,
): Promise<number> {
  const before = new Date(now.getTime() - timeoutMs);
  const result = await tx.execute(sql`
    with failed as (
      update print_jobs set status = 'falhou', error = ${NO_ANSWER}, failed_at = ${now}, updated_at = ${now}
      where id in (
        select id from print_jobs
        where status = 'imprimindo' and claimed_at < ${before}
        limit ${batch} for update skip locked)
      returning id, restaurant_id, station_id, status
    ), announced as (
      select pg_notify(${LIVE_CHANNEL}, json_build_object('printJobs', json_agg(json_build_object(
        'id', id, 'restaurantId', restaurant_id, 'stationId', station_id, 'status', status)))::text)
      from failed having count(*) > 0
    )
    select (select count(*)::int from failed) as n, (select count(*)::int from announced) as a`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export function printClaimsJob(timeoutMs = CLAIM_TIMEOUT_MS): Job {
  return {
    name: 'print-claims',
    everyMs: 10_000,
    async run(tx) {
      return (await failUnansweredClaims(tx, new Date(), timeoutMs)) === PRINT_CLAIMS_BATCH
        ? 'more'
        : undefined;
    },
  };
}
