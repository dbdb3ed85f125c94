/**
 * The print agent (src/print-agent/agent.ts) against the real app (issue 34, decision 0047,
 * "Exactly once"): a restaurant signed up, its Cozinha's printer set to a fake network thermal
 * printer (test/fakes/thermal-printer.ts, which decodes what came out on paper), the agent paired
 * with a real code, real orders confirmed by the owner, jobs read from the real stream, claimed and
 * reported through the real routes on PGlite (`api`) or PostgreSQL (`api-pg`). The network between
 * them (test/print-agent/gateway.ts) forwards to the app and fails where a scenario needs it.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AgentOptions, INTERRUPTED, PrintAgent } from '../../src/print-agent/agent';
import type { AgentJob } from '../../src/print-agent/api';
import { Journal } from '../../src/print-agent/journal';
import { memoryLog } from '../../src/print-agent/log';
import { OFFLINE } from '../../src/print-agent/printers';
import { printJobs } from '../../src/server/db/schema';
import { createItem } from '../../src/server/modules/orders/order-placement.fixtures';
import { announcePrintJobs } from '../../src/server/modules/realtime/print-job-announcements';
import { FakeThermalPrinter } from '../fakes/thermal-printer';
import { callApi, createTestApp, registerOwner, type TestContext } from '../harness/app';
import { startGateway } from './gateway';

// The machine is shared: polls wait up to 15 s, not vitest's default 1 s.
vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

let pairings = 0;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface ListedJob {
  id: string;
  seq: number;
  stationId: string;
  stationName: string;
  orderId: string | null;
  status: 'pendente' | 'imprimindo' | 'impresso' | 'falhou';
  error: string | null;
  attempts: number;
}

const networkPrinter = (port: number) => ({
  family: 'epson',
  paperWidth: 80,
  columns: 48,
  codePage: 'cp860',
  connection: { kind: 'rede', host: '127.0.0.1', port },
});

/** A restaurant whose Cozinha prints on a fake network printer, and a gateway to the app. */
async function restaurantWithPrinter() {
  const owner = await registerOwner(ctx.app);
  const restaurantId = owner.restaurant.id;
  const k = `/restaurants/${restaurantId}/kitchen`;
  const printer = await FakeThermalPrinter.start();
  cleanups.push(() => printer.close());
  const gateway = await startGateway(base);
  cleanups.push(() => gateway.close());
  const { stations } = (await callApi(ctx.app, 'GET', `${k}/stations`, owner.cookie)).json() as {
    stations: { id: string; name: string }[];
  };
  const station = (name: string) => stations.find((one) => one.name === name)!;
  const setPrinter = async (name: string, port: number) => {
    const patched = await callApi(ctx.app, 'PATCH', `${k}/stations/${station(name).id}`, owner.cookie, {
      printer: networkPrinter(port),
    });
    expect(patched.statusCode).toBe(200);
  };
  await setPrinter('Cozinha', printer.port);

  /** An order of one dish, placed and confirmed by the owner: the kitchen's job is made then. */
  const order = async (dish: string) => {
    const item = await createItem(ctx.app.db, restaurantId, { name: dish });
    const placed = await callApi(ctx.app, 'POST', `/restaurants/${restaurantId}/orders`, owner.cookie, {
      customerName: 'Bia Sampaio',
      customerPhone: '(11) 96666-1234',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1, optionIds: [] }],
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as string;
    const confirmed = await callApi(ctx.app, 'PATCH', `/orders/${id}/status`, owner.cookie, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    return id;
  };

  const pair = async (name = 'PC da cozinha') => {
    const code = (await callApi(ctx.app, 'POST', `${k}/agents/pairing-code`, owner.cookie)).json().code;
    // Each computer from its own address: pairing allows 10 tries per address in 10 minutes.
    pairings += 1;
    const paired = await ctx.app.inject({
      method: 'POST',
      url: '/api/print-agent/pair',
      remoteAddress: `192.168.0.${pairings}`,
      payload: { code, name },
    });
    expect(paired.statusCode).toBe(201);
    return paired.json() as { agentId: string; token: string };
  };

  /** The print queue as the panel lists it, oldest first. */
  const jobs = async () => {
    const listed = await callApi(ctx.app, 'GET', `${k}/print-jobs`, owner.cookie);
    return ((listed.json() as { jobs: ListedJob[] }).jobs ?? []).sort((a, b) => a.seq - b.seq);
  };
  const statuses = async () => (await jobs()).map((job) => job.status);

  /** Claims a job straight through the API with an agent's token (another agent, or a crashed one). */
  const claim = (token: string, jobId: string) =>
    callApi(ctx.app, 'POST', `/print-agent/jobs/${jobId}/claim`, undefined, undefined, {
      authorization: `Bearer ${token}`,
    });

  return {
    owner,
    restaurantId,
    k,
    printer,
    gateway,
    station,
    setPrinter,
    order,
    pair,
    jobs,
    statuses,
    claim,
  };
}

function startAgent(
  server: string,
  token: string,
  options: Partial<AgentOptions> & { dataDir?: string } = {},
) {
  const log = memoryLog();
  const agent = new PrintAgent({
    server,
    token,
    dataDir: options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'agente-')),
    log,
    probeMs: 100,
    heartbeatMs: 200,
    printer: { connectTimeoutMs: 500, statusTimeoutMs: 100 },
    ...options,
  });
  cleanups.push(() => agent.stop());
  return { agent, log, started: agent.start() };
}

/** The text that came out on paper, one string per ticket. */
const paperTexts = (printer: FakeThermalPrinter) =>
  printer
    .printedDocuments()
    .map((document) =>
      document.lines.map((line) => (line.kind === 'text' ? line.text : `[${line.kind}]`)).join('\n'),
    );

const connected = (log: { lines: string[] }) =>
  expect.poll(() => log.lines).toContain('Conectado ao servidor; aguardando pedidos');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the print agent on the real app', () => {
  it('prints each job once, in the order the orders were confirmed, and reports it', async () => {
    const kitchen = await restaurantWithPrinter();
    const { token } = await kitchen.pair();
    for (let n = 1; n <= 3; n++) await kitchen.order(`Pastel ${n}`);
    const { log, started } = startAgent(base, token);
    await started;
    for (let n = 4; n <= 6; n++) await kitchen.order(`Pastel ${n}`);

    await expect.poll(kitchen.statuses).toEqual(Array(6).fill('impresso'));
    const texts = paperTexts(kitchen.printer);
    expect(texts).toHaveLength(6);
    texts.forEach((text, index) => {
      expect(text).toContain(`Pastel ${index + 1}`);
    });
    // Short Portuguese lines, and nothing of the ticket's content nor of the diner.
    const seqs = (await kitchen.jobs()).map((job) => job.seq);
    for (const seq of seqs) expect(log.lines).toContain(`Trabalho ${seq} impresso em Cozinha`);
    expect(log.lines.join('\n')).not.toMatch(/Pastel|Bia|96666/);
  });

  it('skips a job another agent holds (409) and prints nothing for it', async () => {
    const kitchen = await restaurantWithPrinter();
    const other = await kitchen.pair('PC do caixa');
    const { token } = await kitchen.pair();
    await kitchen.order('Coxinha');
    const [pending] = await kitchen.jobs();
    const taken = await kitchen.claim(other.token, pending!.id);
    expect(taken.statusCode).toBe(200);
    const job = taken.json() as AgentJob;

    const { agent, log, started } = startAgent(base, token);
    await started;
    // The other agent's claim raced this one's stream: the job reaches it as if still pending.
    agent.receive(job);
    await expect.poll(() => agent.stats.skipped).toBe(1);
    expect(log.lines).toContain(`Trabalho ${job.seq} (Cozinha) já está com outro agente; pulando`);
    await pause(300);
    expect(kitchen.printer.printedJobs()).toHaveLength(0);
    expect((await kitchen.jobs())[0]).toMatchObject({ status: 'imprimindo', attempts: 1 });
  });

  it('with two agents paired by mistake, prints every job exactly once', async () => {
    const kitchen = await restaurantWithPrinter();
    const bar = await FakeThermalPrinter.start();
    cleanups.push(() => bar.close());
    await kitchen.setPrinter('Bar', bar.port);
    const first = startAgent(base, (await kitchen.pair('PC 1')).token);
    const second = startAgent(base, (await kitchen.pair('PC 2')).token);
    await Promise.all([first.started, second.started]);
    await Promise.all([connected(first.log), connected(second.log)]);
    // A dish nobody routed goes to every production station: Cozinha and Bar, one job each.
    for (let n = 1; n <= 20; n++) await kitchen.order(`Prato ${n}`);

    await expect.poll(kitchen.statuses).toEqual(Array(40).fill('impresso'));
    const cozinha = paperTexts(kitchen.printer);
    const barTexts = paperTexts(bar);
    expect(cozinha).toHaveLength(20);
    expect(barTexts).toHaveLength(20);
    expect(new Set(cozinha).size).toBe(20);
    expect(new Set(barTexts).size).toBe(20);
    // Claimed once each: the conditional claim let one agent through.
    expect((await kitchen.jobs()).every((job) => job.attempts === 1)).toBe(true);
    expect(first.agent.stats.printed + second.agent.stats.printed).toBe(40);
    expect(first.agent.stats.skipped + second.agent.stats.skipped).toBeGreaterThan(0);
  });

  it('after a lost answer and a restart, reports from the journal instead of printing again', async () => {
    const kitchen = await restaurantWithPrinter();
    const { token } = await kitchen.pair();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agente-'));
    kitchen.gateway.loseResults = true;
    const first = startAgent(kitchen.gateway.url, token, { dataDir });
    await first.started;
    await kitchen.order('Moqueca');
    await kitchen.printer.waitForPrinted(1, 15_000);
    await first.agent.stop();
    expect(await kitchen.statuses()).toEqual(['imprimindo']); // the server never heard

    kitchen.gateway.loseResults = false;
    const second = startAgent(kitchen.gateway.url, token, { dataDir });
    await expect.poll(kitchen.statuses).toEqual(['impresso']);
    await pause(300);
    expect(kitchen.printer.printedJobs()).toHaveLength(1);
    expect(second.agent.stats.fromJournal).toBeGreaterThan(0);
    expect(second.agent.stats.printed).toBe(0);
  });

  it('reports a job cut short mid-print as failed, for someone to check, never printing it on its own', async () => {
    const kitchen = await restaurantWithPrinter();
    const { token } = await kitchen.pair();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agente-'));
    await kitchen.order('Feijoada');
    const [pending] = await kitchen.jobs();
    // The agent claimed it and died between the first byte and the journal's 'impresso'.
    expect((await kitchen.claim(token, pending!.id)).statusCode).toBe(200);
    const journal = new Journal(dataDir);
    journal.record(pending!.id, 'inicio');
    journal.close();

    const { started } = startAgent(base, token, { dataDir });
    await started;
    await expect
      .poll(async () => (await kitchen.jobs())[0])
      .toMatchObject({
        status: 'falhou',
        error: INTERRUPTED,
        attempts: 1,
      });
    // A heartbeat saying the printer answers: the server still leaves this one for 'Reimprimir'.
    const beat = await callApi(
      ctx.app,
      'POST',
      '/print-agent/heartbeat',
      undefined,
      { printers: [{ stationId: pending!.stationId, online: true }] },
      { authorization: `Bearer ${token}` },
    );
    expect(beat.json()).toEqual({ retry: [] });
    await pause(300);
    expect((await kitchen.jobs())[0]).toMatchObject({ status: 'falhou', error: INTERRUPTED });
    expect(kitchen.printer.printedJobs()).toHaveLength(0);

    // A server that queued it again anyway (an older one, a hand-edited row): still never printed.
    await ctx.app.db
      .update(printJobs)
      .set({ status: 'pendente', agentId: null, claimedAt: null, error: null })
      .where(eq(printJobs.id, pending!.id));
    await announcePrintJobs(ctx.app.db, [
      {
        id: pending!.id,
        restaurantId: kitchen.restaurantId,
        stationId: pending!.stationId,
        status: 'pendente',
      },
    ]);
    await expect
      .poll(async () => (await kitchen.jobs())[0])
      .toMatchObject({
        status: 'falhou',
        error: INTERRUPTED,
        attempts: 2,
      });
    await pause(300);
    expect(kitchen.printer.printedJobs()).toHaveLength(0);
  });

  it('fails a job while the printer is off, and prints it once when the printer is back', async () => {
    const kitchen = await restaurantWithPrinter();
    await kitchen.printer.setState('offline');
    const { agent, log, started } = startAgent(base, (await kitchen.pair()).token);
    await started;
    await kitchen.order('Escondidinho');
    await expect
      .poll(async () => (await kitchen.jobs())[0])
      .toMatchObject({ status: 'falhou', error: OFFLINE });
    expect(log.lines.some((line) => line.includes('Impressora desligada ou fora da rede'))).toBe(true);

    // The probe sees it answer, the heartbeat says so, the server queues the job again.
    await kitchen.printer.setState('online');
    await expect.poll(kitchen.statuses).toEqual(['impresso']);
    expect(paperTexts(kitchen.printer)).toHaveLength(1);
    expect(paperTexts(kitchen.printer)[0]).toContain('Escondidinho');
    expect(agent.stats.printed).toBe(1);
    expect((await kitchen.jobs())[0]?.attempts).toBe(2);
  });

  it('reconnects after the stream drops and prints what came meanwhile, once', async () => {
    const kitchen = await restaurantWithPrinter();
    const { log, started } = startAgent(kitchen.gateway.url, (await kitchen.pair()).token);
    await started;
    await connected(log);
    await kitchen.order('Tapioca');
    await kitchen.printer.waitForPrinted(1, 15_000);
    kitchen.gateway.dropStreams();
    await kitchen.order('Cuscuz');
    await expect.poll(kitchen.statuses).toEqual(['impresso', 'impresso']);
    const texts = paperTexts(kitchen.printer);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Tapioca');
    expect(texts[1]).toContain('Cuscuz');
  });

  it('opens the stream again when it goes silent without closing, and prints what it missed', async () => {
    const kitchen = await restaurantWithPrinter();
    const { log, started } = startAgent(kitchen.gateway.url, (await kitchen.pair()).token, {
      stallMs: 600,
    });
    await started;
    await connected(log);
    kitchen.gateway.freezeStreams();
    await kitchen.order('Baião de dois');
    await expect.poll(kitchen.statuses).toEqual(['impresso']);
    expect(log.lines).toContain('Aviso: Conexão com o servidor parada; reconectando');
    expect(kitchen.printer.printedJobs()).toHaveLength(1);
  });

  it('on SIGTERM (stop), finishes the job in hand, prints it once, and leaves the next for the next start', async () => {
    const kitchen = await restaurantWithPrinter();
    const { token } = await kitchen.pair();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agente-'));
    await kitchen.order('Vatapá');
    await kitchen.order('Caruru');
    const claims = kitchen.gateway.holdClaims();
    const first = startAgent(kitchen.gateway.url, token, { dataDir });
    await first.started;
    await claims.held; // the first job's claim is on its way: the job is in hand
    // What main.ts does on SIGTERM and Ctrl+C.
    const stopping = first.agent.stop();
    claims.release();
    await stopping;
    expect(await kitchen.statuses()).toEqual(['impresso', 'pendente']);
    expect(paperTexts(kitchen.printer)).toHaveLength(1);
    expect(paperTexts(kitchen.printer)[0]).toContain('Vatapá');

    const second = startAgent(kitchen.gateway.url, token, { dataDir });
    await second.started;
    await expect.poll(kitchen.statuses).toEqual(['impresso', 'impresso']);
    await pause(300);
    const texts = paperTexts(kitchen.printer);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Caruru');
  });

  it("stops at once when the owner presses 'Desconectar', and prints nothing after", async () => {
    const kitchen = await restaurantWithPrinter();
    const { agentId, token } = await kitchen.pair();
    let revokedAt = 0;
    const { log, started } = startAgent(base, token, {
      onRevoked: () => {
        revokedAt = Date.now();
      },
    });
    await started;
    await connected(log);

    const pressed = Date.now();
    const revoked = await callApi(ctx.app, 'DELETE', `${kitchen.k}/agents/${agentId}`, kitchen.owner.cookie);
    expect(revoked.statusCode).toBe(204);
    // Its stream ends at the commit; its reconnection (a second or two of back-off) meets a 401.
    await expect.poll(() => revokedAt, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(revokedAt - pressed).toBeLessThan(4_000);
    expect(log.lines.join('\n')).toContain('Pareie de novo');
    const heartbeat = await callApi(
      ctx.app,
      'POST',
      '/print-agent/heartbeat',
      undefined,
      { printers: [] },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(heartbeat.statusCode).toBe(401);

    await kitchen.order('Acarajé');
    await pause(500);
    expect(await kitchen.statuses()).toEqual(['pendente']);
    expect(kitchen.printer.printedJobs()).toHaveLength(0);
  });
});
