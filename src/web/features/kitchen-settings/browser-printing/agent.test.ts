/**
 * This browser as a 'navegador' print agent: from the agent's stream (server-sent events, read with
 * eventsource-client and the token in an Authorization header) to claim, print and result; a job
 * another agent holds (409) is left alone; a job already in this browser's journal is reported,
 * never printed again; nothing is claimed without a printer; a revoked token stops the agent.
 * The server is a fetch stub speaking decision 0047's agent API; SSE framing per the WHATWG spec.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AgentJob, base64ToBytes, pairThisBrowser, startBrowserAgent } from './agent';
import { printedJournal } from './storage';

const CREDENTIALS = { agentId: 'a1', token: 'tok-123' };
const bytes = (text: string) => btoa(text);

const jobOf = (id: string, seq: number, text: string): AgentJob => ({
  id,
  seq,
  stationId: 's1',
  stationName: 'Cozinha',
  reprint: false,
  kind: 'cozinha',
  payload: bytes(text),
});

function sse(events: AgentJob[]): Response {
  const encoder = new TextEncoder();
  const text = `${events.map((job) => `event: job\nid: ${job.seq}\ndata: ${JSON.stringify(job)}\n\n`).join('')}event: ready\ndata: {}\n\n`;
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(text));
        // Left open, as a live stream is.
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

const beats: { auth: string | null; body: unknown }[] = [];

function agentServer(jobs: AgentJob[], claims: Record<string, number> = {}, eventsStatus = 200) {
  beats.length = 0;
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const headers = new Headers(init.headers);
    if (path === '/api/print-agent/heartbeat') {
      beats.push({ auth: headers.get('Authorization'), body: JSON.parse(String(init.body)) });
      return Response.json({ retry: [] });
    }
    calls.push({
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      auth: headers.get('Authorization'),
    });
    if (path === '/api/print-agent/events')
      return eventsStatus === 200
        ? sse(jobs)
        : new Response('{"error":"Agente desconectado."}', { status: eventsStatus });
    const claim = path.match(/^\/api\/print-agent\/jobs\/(.+)\/claim$/);
    if (claim) {
      const status = claims[claim[1] ?? ''] ?? 200;
      return status === 200
        ? Response.json(jobs.find((job) => job.id === claim[1]))
        : Response.json({ error: 'Este trabalho já está com outro agente.' }, { status });
    }
    if (path.endsWith('/result')) return Response.json({ ok: true });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const agents: { stop(): void }[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.stop();
});

async function until(check: () => boolean) {
  await vi.waitFor(() => {
    if (!check()) throw new Error('not yet');
  });
}

describe('this browser as a print agent', () => {
  it('claims, prints the bytes and reports each job, in order; leaves a job another agent took', async () => {
    const calls = agentServer(
      [jobOf('j1', 1, 'PEDIDO 42'), jobOf('j2', 2, 'PEDIDO 43'), jobOf('j3', 3, 'PEDIDO 44')],
      {
        j2: 409,
      },
    );
    const printed: string[] = [];
    agents.push(
      startBrowserAgent({
        credentials: CREDENTIALS,
        canPrint: () => true,
        print: async (data) => {
          printed.push(new TextDecoder().decode(data));
        },
        onRevoked: () => undefined,
      }),
    );
    await until(() => calls.filter((call) => call.path.endsWith('/result')).length === 2);
    expect(printed).toEqual(['PEDIDO 42', 'PEDIDO 44']);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/print-agent/events',
      'POST /api/print-agent/jobs/j1/claim',
      'POST /api/print-agent/jobs/j1/result',
      'POST /api/print-agent/jobs/j2/claim',
      'POST /api/print-agent/jobs/j3/claim',
      'POST /api/print-agent/jobs/j3/result',
    ]);
    expect(calls.every((call) => call.auth === 'Bearer tok-123')).toBe(true);
    expect(calls.filter((call) => call.path.endsWith('/result')).map((call) => call.body)).toEqual([
      { status: 'impresso' },
      { status: 'impresso' },
    ]);
    expect(printedJournal('a1').has('j1')).toBe(true);
    // Heard from at once, so the owner sees this browser online.
    expect(beats[0]).toEqual({ auth: 'Bearer tok-123', body: { printers: [] } });
  });

  it('reports a job it already printed (a lost answer) without printing it again', async () => {
    printedJournal('a1').add('j7');
    const calls = agentServer([jobOf('j7', 7, 'PEDIDO 50')]);
    const print = vi.fn(async () => undefined);
    agents.push(
      startBrowserAgent({
        credentials: CREDENTIALS,
        canPrint: () => true,
        print,
        onRevoked: () => undefined,
      }),
    );
    await until(() => calls.some((call) => call.path.endsWith('/result')));
    expect(print).not.toHaveBeenCalled();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/print-agent/events',
      'POST /api/print-agent/jobs/j7/result',
    ]);
  });

  it("reports the printer's failure in Portuguese, and claims nothing without a printer", async () => {
    const calls = agentServer([jobOf('j1', 1, 'PEDIDO 42')]);
    agents.push(
      startBrowserAgent({
        credentials: CREDENTIALS,
        canPrint: () => true,
        print: async () => {
          throw new Error('Impressora desconectada deste navegador');
        },
        onRevoked: () => undefined,
      }),
    );
    await until(() => calls.some((call) => call.path.endsWith('/result')));
    expect(calls.at(-1)?.body).toEqual({
      status: 'falhou',
      error: 'Impressora desconectada deste navegador',
    });
    expect(printedJournal('a1').has('j1')).toBe(false);
    agents.pop()?.stop();

    const idle = agentServer([jobOf('j2', 2, 'PEDIDO 43')]);
    agents.push(
      startBrowserAgent({
        credentials: CREDENTIALS,
        canPrint: () => false,
        print: vi.fn(),
        onRevoked: () => undefined,
      }),
    );
    await until(() => idle.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle.map((call) => call.path)).toEqual(['/api/print-agent/events']);
  });

  it("stops and forgets itself when the owner disconnected it ('Desconectar': 401)", async () => {
    agentServer([], {}, 401);
    const onRevoked = vi.fn();
    agents.push(
      startBrowserAgent({ credentials: CREDENTIALS, canPrint: () => true, print: vi.fn(), onRevoked }),
    );
    await until(() => onRevoked.mock.calls.length === 1);
  });

  it("pairs with a code from the owner's session and the kind 'navegador'", async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({
          method: init.method ?? 'GET',
          path: String(input),
          body: init.body ? JSON.parse(String(init.body)) : undefined,
          auth: null,
        });
        if (String(input).endsWith('/agents/pairing-code'))
          return Response.json({ code: '123456', expiresAt: '2026-11-28T16:00:00Z' }, { status: 201 });
        return Response.json({ agentId: 'a9', token: 'secret', restaurantName: 'Cantina' }, { status: 201 });
      }),
    );
    await expect(pairThisBrowser('r1')).resolves.toEqual({ agentId: 'a9', token: 'secret' });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/restaurants/r1/kitchen/agents/pairing-code', body: undefined },
      {
        method: 'POST',
        path: '/api/print-agent/pair',
        body: { code: '123456', name: expect.stringMatching(/^Navegador/), kind: 'navegador' },
      },
    ]);
  });

  it('decodes the base64 payload to the exact bytes', () => {
    expect([...base64ToBytes(btoa('\x1b@\x1dV\x00'))]).toEqual([0x1b, 0x40, 0x1d, 0x56, 0x00]);
  });
});
