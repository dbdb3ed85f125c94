/**
 * A fake of Comanda's own print-agent API, for the agent's fast tests; the end-to-end proof runs
 * the agent against the real app (e2e/print-agent.e2e.ts). Source: decision 0047's "Agent" API
 * (docs/decisions/0047-kitchen-stations-print-jobs-and-kds.md):
 * - GET /api/print-agent/events: server-sent events (WHATWG HTML, "Server-sent events"): `job`
 *   (id = seq) for every job still 'pendente' and every job this agent claimed and has not
 *   answered, then `ready`, then live;
 * - POST jobs/:id/claim → 200, or 409 when another agent has it; POST jobs/:id/result
 *   {status, error?} → 200, idempotent for the same answer; POST heartbeat {printers} → {retry}
 *   (failed jobs of printers back online return to 'pendente' and to the stream).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PrinterSettings } from '../../src/domain/kitchen/printers';

export interface FakeJob {
  id: string;
  seq: number;
  stationId: string;
  stationName: string;
  printer: PrinterSettings;
  reprint: boolean;
  kind: string;
  payload: string;
  status: 'pendente' | 'imprimindo' | 'impresso' | 'falhou';
  agentId: string | null;
  error: string | null;
  claims: number;
}

/** Reasons the server retries on its own when the printer answers again. */
const RETRIED = [
  'Impressora desligada ou fora da rede',
  'Sem papel',
  'Impressora desligada ou cabo USB solto',
];

export interface FakeAgentServer {
  url: string;
  jobs: FakeJob[];
  /** token → agentId */
  tokens: Map<string, string>;
  addAgent(): { token: string; agentId: string };
  addJob(fields: {
    stationId: string;
    stationName: string;
    printer: PrinterSettings;
    payload: Buffer;
  }): FakeJob;
  /** Ends every open stream (a server restart, a dropped Wi-Fi). */
  dropStreams(): void;
  /** Stops writing to the open streams without closing them (a connection dead on the way). */
  freezeStreams(): void;
  /** While set, POST result answers 500 (the answer is lost). */
  failResults: boolean;
  close(): Promise<void>;
}

export async function startFakeAgentServer(): Promise<FakeAgentServer> {
  const streams = new Set<{ agentId: string; res: http.ServerResponse }>();
  let seq = 0;
  const send = (res: http.ServerResponse, job: FakeJob) => {
    const { status: _s, agentId: _a, error: _e, claims: _c, ...event } = job;
    res.write(`id: ${job.seq}\nevent: job\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
    });

  const fake: FakeAgentServer = {
    url: '',
    jobs: [],
    tokens: new Map(),
    failResults: false,
    addAgent() {
      const token = randomUUID();
      const agentId = randomUUID();
      fake.tokens.set(token, agentId);
      return { token, agentId };
    },
    addJob(fields) {
      seq += 1;
      const job: FakeJob = {
        id: randomUUID(),
        seq,
        stationId: fields.stationId,
        stationName: fields.stationName,
        printer: fields.printer,
        reprint: false,
        kind: 'cozinha',
        payload: fields.payload.toString('base64'),
        status: 'pendente',
        agentId: null,
        error: null,
        claims: 0,
      };
      fake.jobs.push(job);
      for (const stream of streams) send(stream.res, job);
      return job;
    },
    freezeStreams() {
      streams.clear();
    },
    dropStreams() {
      for (const stream of streams) stream.res.destroy();
      streams.clear();
    },
    close: () =>
      new Promise((resolve) => {
        fake.dropStreams();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer(async (req, res) => {
    const agentId = fake.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!agentId) return json(res, 401, { error: 'Agente não autorizado.' });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/api/print-agent/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write('retry: 100\n\n');
      for (const job of fake.jobs) {
        if (job.status === 'pendente' || (job.status === 'imprimindo' && job.agentId === agentId))
          send(res, job);
      }
      res.write('event: ready\ndata: {}\n\n');
      const stream = { agentId, res };
      streams.add(stream);
      req.on('close', () => streams.delete(stream));
      return;
    }
    const body = await readBody(req);
    const match = /^\/api\/print-agent\/jobs\/([^/]+)\/(claim|result)$/.exec(url.pathname);
    if (req.method === 'POST' && match) {
      const job = fake.jobs.find((candidate) => candidate.id === match[1]);
      if (!job) return json(res, 404, { error: 'Trabalho não encontrado.' });
      if (match[2] === 'claim') {
        if (job.status === 'pendente' || (job.status === 'imprimindo' && job.agentId === agentId)) {
          job.status = 'imprimindo';
          job.agentId = agentId;
          job.claims += 1;
          return json(res, 200, job);
        }
        return json(res, 409, { error: 'Este trabalho já está com outro agente.' });
      }
      if (fake.failResults) return json(res, 500, { error: 'Erro interno.' });
      const status = body.status as 'impresso' | 'falhou';
      const error = typeof body.error === 'string' ? body.error : null;
      if (job.agentId === agentId && job.status === status && job.error === error) return json(res, 200, {});
      if (job.status !== 'imprimindo' || job.agentId !== agentId)
        return json(res, 409, { error: 'Este trabalho não está com este agente.' });
      job.status = status;
      job.error = error;
      return json(res, 200, {});
    }
    if (req.method === 'POST' && url.pathname === '/api/print-agent/heartbeat') {
      const printers = (body.printers ?? []) as { stationId: string; online: boolean }[];
      const online = new Set(printers.filter((p) => p.online).map((p) => p.stationId));
      const retry = fake.jobs.filter(
        (job) => job.status === 'falhou' && online.has(job.stationId) && RETRIED.includes(job.error ?? ''),
      );
      for (const job of retry) {
        job.status = 'pendente';
        job.agentId = null;
        for (const stream of streams) send(stream.res, job);
      }
      return json(res, 200, { retry: retry.map((job) => job.id) });
    }
    json(res, 404, { error: 'Não encontrado.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
