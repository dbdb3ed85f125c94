import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAgentServer, startFakeAgentServer } from '../../test/fakes/print-agent-server';
import { type RawPrinter, startRawPrinter } from '../../test/fakes/raw-printer';
import type { PrinterSettings } from '../domain/kitchen/printers';
import { INTERRUPTED, PrintAgent } from './agent';
import { Journal } from './journal';
import { memoryLog } from './log';
import { OFFLINE } from './printers';

// The machine is shared: polls wait up to 15 s, not vitest's default 1 s.
vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const settings = (port: number): PrinterSettings => ({
  family: 'epson',
  paperWidth: 80,
  columns: 48,
  codePage: 'cp860',
  cut: true,
  copies: 1,
  connection: { kind: 'rede', host: '127.0.0.1', port },
});

async function setup() {
  const server = await startFakeAgentServer();
  cleanups.push(() => server.close());
  const printer = await startRawPrinter();
  cleanups.push(() => printer.close());
  return { server, printer };
}

function startAgent(server: FakeAgentServer, credentials: { token: string }, dataDir?: string) {
  const log = memoryLog();
  const agent = new PrintAgent({
    server: server.url,
    token: credentials.token,
    dataDir: dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'agente-')),
    log,
    probeMs: 100,
    heartbeatMs: 200,
    printer: { connectTimeoutMs: 500, statusTimeoutMs: 100 },
  });
  cleanups.push(() => agent.stop());
  return { agent, log, started: agent.start() };
}

const ticketBytes = (n: number) => Buffer.from(`\x1b@PEDIDO ${n}\n1x Pastel de queijo\n\x1dV\x00`);
const printedTexts = (printer: RawPrinter) => printer.prints.map((print) => print.bytes.toString('latin1'));

describe('the print agent', () => {
  it('prints each job once, in the stream’s order, and reports it', async () => {
    const { server, printer } = await setup();
    const credentials = server.addAgent();
    for (let n = 1; n <= 3; n++)
      server.addJob({
        stationId: 's1',
        stationName: 'Cozinha',
        printer: settings(printer.port),
        payload: ticketBytes(n),
      });
    const { log } = startAgent(server, credentials);
    for (let n = 4; n <= 6; n++)
      server.addJob({
        stationId: 's1',
        stationName: 'Cozinha',
        printer: settings(printer.port),
        payload: ticketBytes(n),
      });

    await expect.poll(() => server.jobs.filter((job) => job.status === 'impresso').length).toBe(6);
    expect(printedTexts(printer)).toEqual([1, 2, 3, 4, 5, 6].map((n) => ticketBytes(n).toString('latin1')));
    // Short Portuguese lines, and nothing of the ticket's content.
    expect(log.lines).toContain('Trabalho 1 impresso em Cozinha');
    expect(log.lines.join('\n')).not.toContain('Pastel');
  });

  it('skips a job another agent holds (409) and prints nothing for it', async () => {
    const { server, printer } = await setup();
    const other = server.addAgent();
    const job = server.addJob({
      stationId: 's1',
      stationName: 'Bar',
      printer: settings(printer.port),
      payload: ticketBytes(1),
    });
    job.status = 'imprimindo';
    job.agentId = other.agentId;
    // The other agent's stream still offers it as pending to this one (a race between two agents).
    const credentials = server.addAgent();
    const { agent, log } = startAgent(server, credentials);
    agent.receive({ ...job, printer: settings(printer.port) });
    await expect.poll(() => agent.stats.skipped).toBe(1);
    expect(log.lines).toContain('Trabalho 1 (Bar) já está com outro agente; pulando');
    expect(printer.prints).toHaveLength(0);
  });

  it('with two agents paired by mistake, prints every job exactly once', async () => {
    const { server, printer } = await setup();
    const second = await startRawPrinter();
    cleanups.push(() => second.close());
    const first = startAgent(server, server.addAgent());
    const other = startAgent(server, server.addAgent());
    await Promise.all([first.started, other.started]);
    for (let n = 1; n <= 40; n++) {
      const target = n % 2 ? printer : second;
      server.addJob({
        stationId: `s${n % 2}`,
        stationName: 'Cozinha',
        printer: settings(target.port),
        payload: ticketBytes(n),
      });
    }
    await expect.poll(() => server.jobs.filter((job) => job.status === 'impresso').length).toBe(40);
    const texts = [...printedTexts(printer), ...printedTexts(second)];
    expect(texts).toHaveLength(40);
    expect(new Set(texts).size).toBe(40);
    expect(server.jobs.every((job) => job.claims === 1)).toBe(true);
    expect(first.agent.stats.skipped + other.agent.stats.skipped).toBeGreaterThan(0);
  });

  it('after a lost answer and a restart, reports from the journal instead of printing again', async () => {
    const { server, printer } = await setup();
    const credentials = server.addAgent();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agente-'));
    server.failResults = true;
    const first = startAgent(server, credentials, dataDir);
    server.addJob({
      stationId: 's1',
      stationName: 'Cozinha',
      printer: settings(printer.port),
      payload: ticketBytes(1),
    });
    await expect.poll(() => printer.prints.length).toBe(1);
    await first.agent.stop();
    expect(server.jobs[0]?.status).toBe('imprimindo'); // the server never heard

    server.failResults = false;
    const second = startAgent(server, credentials, dataDir);
    await expect.poll(() => server.jobs[0]?.status).toBe('impresso');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(printer.prints).toHaveLength(1);
    expect(second.agent.stats.fromJournal).toBeGreaterThan(0);
  });

  it('reports a job cut short mid-print as failed, for someone to check, never printing it on its own', async () => {
    const { server, printer } = await setup();
    const credentials = server.addAgent();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agente-'));
    const job = server.addJob({
      stationId: 's1',
      stationName: 'Cozinha',
      printer: settings(printer.port),
      payload: ticketBytes(1),
    });
    job.status = 'imprimindo';
    job.agentId = credentials.token && server.tokens.get(credentials.token)!;
    const journal = new Journal(dataDir);
    journal.record(job.id, 'inicio'); // the process died between the first byte and the journal's 'impresso'
    journal.close();

    const { agent } = startAgent(server, credentials, dataDir);
    await expect.poll(() => job.status).toBe('falhou');
    expect(job.error).toBe(INTERRUPTED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(printer.prints).toHaveLength(0);

    // A server that queues every failed job again when the printer answers: still never printed.
    job.status = 'pendente';
    job.agentId = null;
    agent.receive({ ...job, printer: settings(printer.port) });
    await expect.poll(() => job.status).toBe('falhou');
    expect(job.error).toBe(INTERRUPTED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(printer.prints).toHaveLength(0);
  });

  it('fails a job while the printer is off, and prints it once when the printer is back', async () => {
    const { server, printer } = await setup();
    await printer.stop();
    const { agent, log } = startAgent(server, server.addAgent());
    const job = server.addJob({
      stationId: 's1',
      stationName: 'Cozinha',
      printer: settings(printer.port),
      payload: ticketBytes(1),
    });
    await expect.poll(() => job.status).toBe('falhou');
    expect(job.error).toBe(OFFLINE);
    expect(log.lines.some((line) => line.includes('Impressora desligada ou fora da rede'))).toBe(true);

    await printer.start();
    await expect.poll(() => job.status, { timeout: 5_000 }).toBe('impresso');
    expect(printer.prints).toHaveLength(1);
    expect(agent.stats.printed).toBe(1);
  });

  it('reconnects after the stream drops and prints what came meanwhile, once', async () => {
    const { server, printer } = await setup();
    const { started } = startAgent(server, server.addAgent());
    await started;
    server.addJob({
      stationId: 's1',
      stationName: 'Cozinha',
      printer: settings(printer.port),
      payload: ticketBytes(1),
    });
    await expect.poll(() => printer.prints.length).toBe(1);
    server.dropStreams();
    server.addJob({
      stationId: 's1',
      stationName: 'Cozinha',
      printer: settings(printer.port),
      payload: ticketBytes(2),
    });
    await expect.poll(() => server.jobs[1]?.status, { timeout: 10_000 }).toBe('impresso');
    expect(printedTexts(printer)).toEqual([ticketBytes(1), ticketBytes(2)].map((b) => b.toString('latin1')));
  });

  it('opens the stream again when it goes silent without closing, and prints what it missed', async () => {
    const { server, printer } = await setup();
    const log = memoryLog();
    const agent = new PrintAgent({
      server: server.url,
      token: server.addAgent().token,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'agente-')),
      log,
      stallMs: 600,
      printer: { connectTimeoutMs: 500, statusTimeoutMs: 100 },
    });
    cleanups.push(() => agent.stop());
    await agent.start();
    await expect.poll(() => log.lines).toContain('Conectado ao servidor; aguardando pedidos');
    server.freezeStreams();
    server.addJob({
      stationId: 's1',
      stationName: 'Cozinha',
      printer: settings(printer.port),
      payload: ticketBytes(1),
    });
    await expect.poll(() => server.jobs[0]?.status).toBe('impresso');
    expect(log.lines).toContain('Aviso: Conexão com o servidor parada; reconectando');
    expect(printer.prints).toHaveLength(1);
  });

  it('stops and says so when the server refuses its token (revoked in the panel)', async () => {
    const { server } = await setup();
    const log = memoryLog();
    let revoked = false;
    const agent = new PrintAgent({
      server: server.url,
      token: 'revogado',
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'agente-')),
      log,
      onRevoked: () => {
        revoked = true;
      },
    });
    cleanups.push(() => agent.stop());
    await agent.start();
    await expect.poll(() => revoked).toBe(true);
    expect(log.lines.join('\n')).toContain('Pareie de novo');
  });
});
