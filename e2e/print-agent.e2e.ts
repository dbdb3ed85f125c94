/**
 * The print agent against the real app (issue 34, decision 0047): paired with a code from the
 * owner's API, a 'rede' printer on the Cozinha station pointing at a local TCP printer, orders
 * confirmed through the panel's API. The agent runs as the restaurant runs it, a process of its
 * own (`npm run agente-impressao`), killed and restarted mid-stream; a second agent paired by
 * mistake; the printer switched off and on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RawPrinter, startRawPrinter } from '../test/fakes/raw-printer';
import { baseUrl } from './harness/browser';
import { ok, registerOwnerThroughApi } from './harness/owner';

vi.setConfig({ expect: { poll: { timeout: 30_000, interval: 100 } } });

const ROOT = path.resolve(import.meta.dirname, '..');

interface Agent {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** The agent as the README starts it; `args` pairs it the first time. */
function startAgent(dataDir: string, args: string[] = []): Agent {
  const child = spawn('npm', ['run', '--silent', 'agente-impressao', '--', '--dados', dataDir, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm, tsx and node are signalled together
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function stopAgent(agent: Agent, signal: NodeJS.Signals = 'SIGTERM') {
  if (agent.child.exitCode !== null || agent.child.signalCode !== null) return;
  try {
    process.kill(-agent.child.pid!, signal);
  } catch {
    // already gone
  }
  await agent.exited;
}

interface PrintJob {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  stationName: string;
  status: 'pendente' | 'imprimindo' | 'impresso' | 'falhou';
  error: string | null;
}

let owner: APIRequestContext;
let restaurantId: string;
let itemId: string;
let printer: RawPrinter;
const agents: Agent[] = [];
const dataDirs: string[] = [];

async function pairingCode(): Promise<string> {
  const answer = await ok<{ code: string }>(
    await owner.post(`/api/restaurants/${restaurantId}/kitchen/agents/pairing-code`, { data: {} }),
  );
  return answer.code;
}

let diner = 0;
async function confirmedOrder(note: string): Promise<{ id: string; orderNumber: string }> {
  diner += 1; // a phone places at most 5 orders a minute

  const order = await ok<{ id: string; orderNumber: string }>(
    await owner.post('/api/orders', {
      data: {
        restaurantId,
        customerName: 'Cliente da Cozinha',
        customerPhone: `55119876${String(54_000 + diner).slice(-5)}`,
        deliveryType: 'pickup',
        items: [{ menuItemId: itemId, quantity: 2, notes: note }],
        paymentMethod: 'cash',
      },
      headers: { 'idempotency-key': `agente-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
    }),
  );
  await ok(await owner.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } }));
  return order;
}

async function jobs(): Promise<PrintJob[]> {
  const answer = await ok<{ jobs: PrintJob[] }>(
    await owner.get(`/api/restaurants/${restaurantId}/kitchen/print-jobs`),
  );
  return answer.jobs;
}

const printsOf = (orderNumber: string) =>
  printer.prints.filter((print) => print.bytes.toString('latin1').includes(orderNumber)).length;

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agente-e2e-'));
  dataDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  printer = await startRawPrinter();
  const registered = await registerOwnerThroughApi({
    name: 'Lanchonete da Impressora',
    description: 'Lanches na chapa',
    whatsapp: '11987650000',
    address: 'Rua Augusta, 500',
    emailPrefix: 'agente',
  });
  owner = registered.owner;
  restaurantId = registered.restaurantId;
  const item = await ok<{ id: string }>(
    await owner.post(`/api/restaurants/${restaurantId}/menu`, {
      data: { name: 'X-Salada', description: 'Pão, hambúrguer, alface', price: '28,90', category: 'Lanches' },
    }),
  );
  itemId = item.id;
  const { stations } = await ok<{ stations: { id: string; name: string }[] }>(
    await owner.get(`/api/restaurants/${restaurantId}/kitchen/stations`),
  );
  const cozinha = stations.find((station) => station.name === 'Cozinha');
  expect(cozinha).toBeDefined();
  await ok(
    await owner.patch(`/api/restaurants/${restaurantId}/kitchen/stations/${cozinha!.id}`, {
      data: {
        printer: {
          family: 'epson',
          paperWidth: 80,
          columns: 48,
          codePage: 'cp860',
          cut: true,
          copies: 1,
          connection: { kind: 'rede', host: '127.0.0.1', port: printer.port },
        },
      },
    }),
  );
});

afterAll(async () => {
  for (const agent of agents) await stopAgent(agent, 'SIGKILL');
  await printer?.close();
  await owner?.dispose();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the print agent on the real app', () => {
  let dataDir: string;
  let agent: Agent;

  it('pairs with the panel’s code and prints a confirmed order once on the Cozinha printer', async () => {
    dataDir = newDataDir();
    agent = startAgent(dataDir, [
      '--servidor',
      baseUrl(),
      '--codigo',
      await pairingCode(),
      '--nome',
      'Caixa da frente',
    ]);
    agents.push(agent);
    await expect.poll(() => agent.output.join('')).toContain('Conectado ao servidor');
    const { agents: paired } = await ok<{ agents: { name: string; online: boolean }[] }>(
      await owner.get(`/api/restaurants/${restaurantId}/kitchen/agents`),
    );
    expect(paired.map((a) => a.name)).toContain('Caixa da frente');

    const order = await confirmedOrder('sem cebola');
    await expect.poll(() => printsOf(order.orderNumber)).toBe(1);
    const text = printer.prints.at(-1)!.bytes.toString('latin1');
    expect(text).toContain('COZINHA');
    expect(text).toContain('X-Salada');
    expect(text).toContain('sem cebola');
    await expect
      .poll(async () => (await jobs()).find((job) => job.orderId === order.id)?.status)
      .toBe('impresso');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(printsOf(order.orderNumber)).toBe(1);
    // The log is Portuguese and carries no customer data.
    expect(agent.output.join('')).not.toContain('Cliente da Cozinha');
  });

  it('killed and restarted mid-stream, prints nothing twice', async () => {
    const orders: { id: string; orderNumber: string }[] = [];
    for (let n = 0; n < 8; n++) orders.push(await confirmedOrder(`lote ${n}`));
    await expect.poll(() => orders.some((order) => printsOf(order.orderNumber) > 0)).toBe(true);
    await stopAgent(agent, 'SIGKILL'); // the power cord, not a clean stop
    agent = startAgent(dataDir);
    agents.push(agent);
    for (let n = 8; n < 12; n++) orders.push(await confirmedOrder(`lote ${n}`));

    // Every job ends answered: printed, or (killed between the first byte and the journal) failed for a person to check.
    await expect
      .poll(async () => {
        const mine = (await jobs()).filter((job) => orders.some((order) => order.id === job.orderId));
        return (
          mine.length === orders.length && mine.every((job) => ['impresso', 'falhou'].includes(job.status))
        );
      })
      .toBe(true);
    const all = await jobs();
    for (const order of orders) {
      const job = all.find((candidate) => candidate.orderId === order.id)!;
      const printed = printsOf(order.orderNumber);
      expect(printed, `order ${order.orderNumber}`).toBeLessThanOrEqual(1);
      if (job.status === 'impresso') expect(printed).toBe(1);
    }
    const printedJobs = all.filter(
      (job) => orders.some((o) => o.id === job.orderId) && job.status === 'impresso',
    );
    expect(printedJobs.length).toBeGreaterThanOrEqual(orders.length - 1);
  });

  it('with a second agent paired by mistake, prints each job exactly once', async () => {
    const second = startAgent(newDataDir(), ['--servidor', baseUrl(), '--codigo', await pairingCode()]);
    agents.push(second);
    await expect.poll(() => second.output.join('')).toContain('Conectado ao servidor');
    const orders: { id: string; orderNumber: string }[] = [];
    for (let n = 0; n < 10; n++) orders.push(await confirmedOrder(`dois agentes ${n}`));
    await expect
      .poll(async () => {
        const mine = (await jobs()).filter((job) => orders.some((order) => order.id === job.orderId));
        return mine.filter((job) => job.status === 'impresso').length;
      })
      .toBe(orders.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const order of orders) expect(printsOf(order.orderNumber), order.orderNumber).toBe(1);
    await stopAgent(second);
  });

  it('a printer switched off fails the job in red, and prints it once when it is back', async () => {
    await printer.stop();
    const order = await confirmedOrder('impressora desligada');
    await expect
      .poll(async () => (await jobs()).find((job) => job.orderId === order.id))
      .toMatchObject({ status: 'falhou', error: 'Impressora desligada ou fora da rede' });
    await printer.start();
    await expect
      .poll(async () => (await jobs()).find((job) => job.orderId === order.id)?.status)
      .toBe('impresso');
    expect(printsOf(order.orderNumber)).toBe(1);
  });

  it('SIGTERM finishes the job in hand and exits', async () => {
    await stopAgent(agent, 'SIGTERM');
    // npm dies of the signal; the agent under it says it stopped cleanly.
    await expect.poll(() => agent.output.join('')).toContain('Agente encerrado');
  });
});
