/**
 * The print agent's side (decision 0047): pairing with a code, the job stream with its replay,
 * claiming a job (one agent only), reporting it, and the heartbeat that brings failed jobs back
 * when their printer answers again.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { acceptsResult, INTERRUPTED_PRINT, type PrintResult } from '../../../domain/kitchen/print-jobs';
import type { Db } from '../../db/client';
import { kitchenStations, printAgentPairings, printAgents, printJobs, restaurants } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { AgentIdentity } from '../../plugins/auth';
import type { OrderEventHub } from '../realtime/order-event-hub';
import { announcePrintJobs, type PrintJobEvent } from '../realtime/print-job-announcements';
import type { SseStream } from '../realtime/sse';
import { JOB_NOT_FOUND, sha256 } from './kitchen.service';

export const PAIRING_REFUSED = 'Código inválido ou expirado. Gere um novo código no painel.';
export const CLAIMED_ELSEWHERE = 'Este trabalho já está com outro agente.';
export const ALREADY_PRINTED = 'Este trabalho já foi impresso.';
export const NOT_YOURS = 'Este trabalho não está com este agente.';
/** What the claims' timeout writes (jobs/print-claims.job.ts): never retried on its own. */
export const NO_ANSWER = 'Sem resposta do agente';
const DEFAULT_FAILURE = 'Falha na impressão';
/** A job failed more often than this waits for 'Reimprimir' instead of coming back on a heartbeat. */
export const MAX_AUTO_ATTEMPTS = 5;
/** The most jobs one stream's replay sends (a backlog beyond is read on the next connection). */
const REPLAY_LIMIT = 1_000;
/**
 * A safety check of an open stream's agent, in case a revocation's NOTIFY was missed (the hub's
 * watchdog closes every stream when its LISTEN dies, so this is rarely the one that notices).
 */
const REVOKED_CHECK_MS = 5 * 60_000;

const jobColumns = {
  id: printJobs.id,
  seq: printJobs.seq,
  stationId: printJobs.stationId,
  stationName: kitchenStations.name,
  printer: kitchenStations.printer,
  reprint: printJobs.reprint,
  kind: printJobs.kind,
  payload: printJobs.payload,
  status: printJobs.status,
  agentId: printJobs.agentId,
};
type AgentJobRow = { [K in keyof typeof jobColumns]: (typeof jobColumns)[K]['_']['data'] } & {
  printer: (typeof kitchenStations.$inferSelect)['printer'];
  agentId: string | null;
};

/** Whether a station's printer is this agent's to print: the browser's, or the computer's. */
function forKind(kind: AgentIdentity['kind']) {
  const reachedBy = sql`${kitchenStations.printer} -> 'connection' ->> 'kind'`;
  return kind === 'navegador' ? sql`${reachedBy} = 'navegador'` : sql`${reachedBy} <> 'navegador'`;
}

export function toAgentJob(row: AgentJobRow) {
  return {
    id: row.id,
    seq: row.seq,
    stationId: row.stationId,
    stationName: row.stationName,
    printer: row.printer ?? null,
    reprint: row.reprint,
    kind: row.kind,
    payload: Buffer.from(row.payload).toString('base64'),
  };
}

export function createPrintAgentService(db: Db) {
  async function agentJobs(agent: AgentIdentity, extra: ReturnType<typeof and>) {
    return (await db
      .select(jobColumns)
      .from(printJobs)
      .innerJoin(kitchenStations, eq(kitchenStations.id, printJobs.stationId))
      .where(and(eq(printJobs.restaurantId, agent.restaurantId), forKind(agent.kind), extra))
      .orderBy(asc(printJobs.seq))
      .limit(REPLAY_LIMIT)) as AgentJobRow[];
  }

  const announce = (events: PrintJobEvent[]) => announcePrintJobs(db, events).catch(() => undefined);

  return {
    /** The agent whose token this is, unless it was revoked. */
    async resolve(token: string): Promise<AgentIdentity | null> {
      const [row] = await db
        .select({
          id: printAgents.id,
          restaurantId: printAgents.restaurantId,
          name: printAgents.name,
          kind: printAgents.kind,
        })
        .from(printAgents)
        .where(and(eq(printAgents.tokenHash, sha256(token)), isNull(printAgents.revokedAt)));
      return row ?? null;
    },

    /** Spends a pairing code (once, before it expires) and makes the agent with its token. */
    async pair(body: { code: string; name: string; kind: AgentIdentity['kind'] }, now = new Date()) {
      return db.transaction(async (tx) => {
        const [pairing] = await tx
          .update(printAgentPairings)
          .set({ usedAt: now })
          .where(
            and(
              eq(printAgentPairings.codeHash, sha256(body.code)),
              isNull(printAgentPairings.usedAt),
              gt(printAgentPairings.expiresAt, now),
            ),
          )
          .returning({ restaurantId: printAgentPairings.restaurantId });
        if (!pairing) throw new HttpError(400, PAIRING_REFUSED, { code: PAIRING_REFUSED });
        const token = randomBytes(32).toString('base64url');
        const [agent] = await tx
          .insert(printAgents)
          .values({
            restaurantId: pairing.restaurantId,
            name: body.name,
            kind: body.kind,
            tokenHash: sha256(token),
            pairedAt: now,
          })
          .returning({ id: printAgents.id });
        const [restaurant] = await tx
          .select({ name: restaurants.name })
          .from(restaurants)
          .where(eq(restaurants.id, pairing.restaurantId));
        return { agentId: agent!.id, token, restaurantName: restaurant?.name ?? '' };
      });
    },

    /**
     * The agent's stream: subscribe first, then replay every job of its kind still 'pendente' and
     * every one it claimed and has not answered (in seq order, whatever Last-Event-ID says: a job
     * that failed and came back keeps its old seq), then 'ready', then live jobs as they are queued.
     * Sending a job twice is harmless (the claim decides); missing one is not.
     */
    async stream(hub: OrderEventHub, stream: SseStream, agent: AgentIdentity) {
      await hub.start();
      let held: string[] | null = [];
      const sendJobs = async (ids: string[]) => {
        if (ids.length === 0 || stream.closed) return;
        const rows = await agentJobs(
          agent,
          and(inArray(printJobs.id, ids), eq(printJobs.status, 'pendente')),
        );
        for (const row of rows) stream.send({ id: row.seq, event: 'job', data: toAgentJob(row) });
      };
      let live = Promise.resolve();
      const unsubscribe = hub.subscribePrintJobs(agent.restaurantId, (event) => {
        if (event.status !== 'pendente') return;
        if (held) held.push(event.id);
        else live = live.then(() => sendJobs([event.id])).catch(() => stream.close());
      });
      const untrack = hub.trackStream(() => stream.close());
      // 'Desconectar' in the panel ends this stream at once, on whichever instance holds it.
      const unrevoke = hub.closeOnAgentRevoked(agent.id, () => stream.close());
      const revokedCheck = setInterval(async () => {
        const still = await this.resolveById(agent.id).catch(() => true);
        if (!still) stream.close();
      }, REVOKED_CHECK_MS);
      revokedCheck.unref();
      stream.onClose(() => {
        unsubscribe();
        untrack();
        unrevoke();
        clearInterval(revokedCheck);
      });
      const replayed = await agentJobs(
        agent,
        or(
          eq(printJobs.status, 'pendente'),
          and(eq(printJobs.status, 'imprimindo'), eq(printJobs.agentId, agent.id)),
        ),
      );
      const sent = new Set<string>();
      for (const row of replayed) {
        sent.add(row.id);
        stream.send({ id: row.seq, event: 'job', data: toAgentJob(row) });
      }
      const waiting = held.filter((id) => !sent.has(id));
      held = null;
      await sendJobs(waiting);
      stream.send({ event: 'ready', data: { replayed: sent.size } });
    },

    async resolveById(agentId: string) {
      const [row] = await db
        .select({ id: printAgents.id })
        .from(printAgents)
        .where(and(eq(printAgents.id, agentId), isNull(printAgents.revokedAt)));
      return Boolean(row);
    },

    /** One agent gets the job: a conditional update from 'pendente'. Claiming again one's own is 200. */
    async claim(agent: AgentIdentity, jobId: string, now = new Date()) {
      const [claimed] = await db
        .update(printJobs)
        .set({
          status: 'imprimindo',
          agentId: agent.id,
          claimedAt: now,
          attempts: sql`${printJobs.attempts} + 1`,
          error: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(printJobs.id, jobId),
            eq(printJobs.restaurantId, agent.restaurantId),
            eq(printJobs.status, 'pendente'),
          ),
        )
        .returning({ id: printJobs.id, stationId: printJobs.stationId, status: printJobs.status });
      if (claimed) await announce([{ ...claimed, restaurantId: agent.restaurantId }]);
      const [row] = await agentJobs(agent, eq(printJobs.id, jobId));
      if (!row) {
        // Not this restaurant's, or a printer this kind of agent does not reach.
        throw notFound(JOB_NOT_FOUND);
      }
      if (claimed || (row.status === 'imprimindo' && row.agentId === agent.id)) return toAgentJob(row);
      throw conflict(row.status === 'impresso' ? ALREADY_PRINTED : CLAIMED_ELSEWHERE);
    },

    /**
     * The agent's answer for a job it holds. The same answer twice is 200; a job the claims'
     * timeout marked 'Sem resposta do agente' still takes its own agent's late answer.
     */
    async result(
      agent: AgentIdentity,
      jobId: string,
      body: { status: PrintResult; error?: string },
      now = new Date(),
    ) {
      const [job] = await db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.id, jobId), eq(printJobs.restaurantId, agent.restaurantId)));
      if (!job) throw notFound(JOB_NOT_FOUND);
      const error = body.status === 'falhou' ? body.error || DEFAULT_FAILURE : null;
      const late = job.agentId === agent.id && job.status === 'falhou' && job.error === NO_ANSWER;
      if (!late && job.agentId === agent.id && job.status === body.status)
        return { id: job.id, status: job.status };
      if (!acceptsResult(job, agent.id) && !late) throw conflict(NOT_YOURS);
      const [updated] = await db
        .update(printJobs)
        .set(
          body.status === 'impresso'
            ? { status: 'impresso', printedAt: now, error: null, updatedAt: now }
            : { status: 'falhou', failedAt: now, error, updatedAt: now },
        )
        .where(
          and(
            eq(printJobs.id, jobId),
            eq(printJobs.agentId, agent.id),
            inArray(printJobs.status, late ? ['falhou'] : ['imprimindo']),
          ),
        )
        .returning({ id: printJobs.id, stationId: printJobs.stationId, status: printJobs.status });
      if (!updated) throw conflict(NOT_YOURS);
      await announce([{ ...updated, restaurantId: agent.restaurantId }]);
      return { id: updated.id, status: updated.status };
    },

    /**
     * The agent is alive; the printers it says answer get their failed jobs back in the queue
     * (not the ones nobody answered for, nor those failed too often: those wait for 'Reimprimir').
     */
    async heartbeat(
      agent: AgentIdentity,
      body: { printers: { stationId: string; online: boolean }[] },
      now = new Date(),
    ) {
      await db.update(printAgents).set({ lastSeenAt: now }).where(eq(printAgents.id, agent.id));
      const online = [...new Set(body.printers.filter((p) => p.online).map((p) => p.stationId))];
      if (online.length === 0) return { retry: [] };
      const retried = await db
        .update(printJobs)
        .set({ status: 'pendente', agentId: null, claimedAt: null, updatedAt: now })
        .where(
          and(
            eq(printJobs.restaurantId, agent.restaurantId),
            inArray(printJobs.stationId, online),
            eq(printJobs.status, 'falhou'),
            // Not a job that may be on paper already (no answer; printing cut short): a person decides.
            or(isNull(printJobs.error), notInArray(printJobs.error, [NO_ANSWER, INTERRUPTED_PRINT])),
            sql`${printJobs.attempts} < ${MAX_AUTO_ATTEMPTS}`,
            sql`${printJobs.stationId} in (select ${kitchenStations.id} from ${kitchenStations} where ${forKind(agent.kind)})`,
          ),
        )
        .returning({ id: printJobs.id, stationId: printJobs.stationId, status: printJobs.status });
      if (retried.length > 0)
        await announce(retried.map((job) => ({ ...job, restaurantId: agent.restaurantId })));
      return { retry: retried.map((job) => job.id) };
    },
  };
}

export type PrintAgentService = ReturnType<typeof createPrintAgentService>;
