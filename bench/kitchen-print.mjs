/**
 * Kitchen printing under a lunch rush (issue 34): `RATE_PER_MIN` (200) orders a minute for
 * `DURATION_S` (60) confirmed on the app as `npm start` runs it (PGlite; `PG=1` for a throwaway
 * PostgreSQL), each with a burger (Cozinha) and a juice (Bar), so each makes three jobs (Cozinha,
 * Bar and the Caixa's whole-order copy), printed by ONE print agent (`npm run agente-impressao`'s
 * program, a process of its own) on three decoding fake network printers
 * (test/fakes/thermal-printer.ts).
 *
 * It reports jobs lost and doubled (by the order number decoded from the paper, the '#AB12CD' line
 * the ticket prints in double size; target 0 and 0) and, per order, the time from sending the
 * confirmation to the last byte of its last ticket at a printer:
 * p50/p95/max (target p95 < 2 s), against a floor measured in the same run: the same bytes written
 * straight to the same fake printers through the agent's own printer code, with no server between.
 *
 *   node --import tsx bench/kitchen-print.mjs
 *
 * The result goes to bench/results/kitchen-print.json, or kitchen-print-<LABEL>.json with `LABEL`
 * (a smoke run: `LABEL=smoke DURATION_S=10 RATE_PER_MIN=60`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printBytes } from '../src/print-agent/printers.ts';
import { decodePrinterBytes } from '../test/fakes/escpos-decoder.ts';
import { FakeThermalPrinter, networkPrinterSettings } from '../test/fakes/thermal-printer.ts';
import {
  machine,
  ratio,
  registerOwner,
  root,
  round,
  startAppServer,
  startPostgres,
  writeResult,
} from './lib/harness.mjs';

const RATE_PER_MIN = Number(process.env.RATE_PER_MIN ?? 200);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const WARMUP_ORDERS = 5;
const DRAIN_LIMIT_MS = 60_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function api(base, method, url, { cookie, body, headers } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} -> ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const postgres = process.env.PG === '1' ? await startPostgres() : null;
const server = await startAppServer(postgres?.url);
const base = server.base;
const printers = {
  Cozinha: await FakeThermalPrinter.start(),
  Bar: await FakeThermalPrinter.start(),
  Caixa: await FakeThermalPrinter.start(),
};

/**
 * What each printer put on paper, by the order number decoded from it: number → the times its
 * tickets' last bytes arrived. Each connection is decoded once, as it comes out.
 */
const paper = Object.fromEntries(
  Object.keys(printers).map((name) => [name, { read: 0, byNumber: new Map() }]),
);
function readPaper() {
  for (const [name, printer] of Object.entries(printers)) {
    const seen = paper[name];
    const printed = printer.connections.filter((connection) => connection.printed);
    for (; seen.read < printed.length; seen.read++) {
      const connection = printed[seen.read];
      const number = decodePrinterBytes(connection.bytes)
        .lines.filter((line) => line.kind === 'text')
        .map((line) => line.text.trim())
        .find((text) => /^#[0-9A-Z]{6}$/.test(text));
      const key = number?.slice(1) ?? '?';
      seen.byNumber.set(key, [...(seen.byNumber.get(key) ?? []), connection.lastByteAt]);
    }
  }
}
const agentDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-agente-'));
let agent;

try {
  const { restaurant, cookie } = await registerOwner(base, 'Bench Cozinha');
  const id = restaurant.id;
  const burger = await api(base, 'POST', `/api/restaurants/${id}/menu`, {
    cookie,
    body: { name: 'X-Burger', description: 'Pão, carne e queijo', price: '29,90', category: 'Lanches' },
  });
  const juice = await api(base, 'POST', `/api/restaurants/${id}/menu`, {
    cookie,
    body: { name: 'Suco de laranja', description: '500 ml', price: '12,00', category: 'Bebidas' },
  });
  const { stations } = await api(base, 'GET', `/api/restaurants/${id}/kitchen/stations`, { cookie });
  const station = (name) => stations.find((s) => s.name === name);
  for (const [name, printer] of Object.entries(printers)) {
    await api(base, 'PATCH', `/api/restaurants/${id}/kitchen/stations/${station(name).id}`, {
      cookie,
      body: { printer: networkPrinterSettings(printer) },
    });
  }
  // The burger's category to the Cozinha, the juice's to the Bar; the Caixa gets every order whole.
  await api(base, 'PUT', `/api/restaurants/${id}/kitchen/routing`, {
    cookie,
    body: {
      categories: { [burger.categoryId]: [station('Cozinha').id], [juice.categoryId]: [station('Bar').id] },
      items: {},
    },
  });

  const { code } = await api(base, 'POST', `/api/restaurants/${id}/kitchen/agents/pairing-code`, {
    cookie,
    body: {},
  });
  const agentOutput = [];
  agent = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/print-agent/main.ts', '--servidor', base, '--codigo', code, '--dados', agentDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  agent.stdout.on('data', (chunk) => agentOutput.push(String(chunk)));
  agent.stderr.on('data', (chunk) => agentOutput.push(String(chunk)));
  for (let waited = 0; !agentOutput.join('').includes('Conectado ao servidor'); waited += 100) {
    if (waited > 60_000 || agent.exitCode !== null) throw new Error(`agent: ${agentOutput.join('')}`);
    await sleep(100);
  }

  let phone = 0;
  /** Places and confirms one order; answers its number and when the confirmation was sent. */
  async function order() {
    phone += 1;
    const placed = await api(base, 'POST', '/api/orders', {
      headers: {
        'idempotency-key': `bench-cozinha-${phone}-${Date.now()}`,
        'x-forwarded-for': `10.9.${(phone >> 8) & 255}.${phone & 255}`,
      },
      body: {
        restaurantId: id,
        customerName: `Cliente ${phone}`,
        customerPhone: `55119${String(70_000_000 + phone).slice(-8)}`,
        deliveryType: 'pickup',
        items: [
          { menuItemId: burger.id, quantity: 1 },
          { menuItemId: juice.id, quantity: 1 },
        ],
        paymentMethod: 'cash',
      },
    });
    const confirmedAt = now();
    await api(base, 'PATCH', `/api/orders/${placed.id}/status`, { cookie, body: { status: 'confirmed' } });
    return { id: placed.id, number: placed.orderNumber, confirmedAt, answeredAt: now() };
  }

  /** Per printer, when each ticket with this order number on it came out. */
  const printsOf = (number) => {
    readPaper();
    return Object.fromEntries(
      Object.keys(printers).map((name) => [name, paper[name].byNumber.get(number) ?? []]),
    );
  };
  const complete = (orders) =>
    orders.every((o) => Object.values(printsOf(o.number)).every((prints) => prints.length >= 1));

  // Warm-up, not counted: the first connection to each printer, the code paths' first run.
  const warm = [];
  for (let n = 0; n < WARMUP_ORDERS; n++) warm.push(await order());
  for (let waited = 0; !complete(warm) && waited < DRAIN_LIMIT_MS; waited += 100) await sleep(100);

  // The rush, open loop: order i is due at i / rate, whether or not the earlier ones are done.
  const total = Math.round((RATE_PER_MIN * DURATION_S) / 60);
  const intervalMs = 60_000 / RATE_PER_MIN;
  const started = performance.now();
  const pending = [];
  const errors = [];
  for (let n = 0; n < total; n++) {
    const due = started + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      order().catch((error) => {
        errors.push(String(error.message).slice(0, 200));
        return null;
      }),
    );
  }
  const orders = (await Promise.all(pending)).filter(Boolean);
  const rushEnded = performance.now();
  for (let waited = 0; !complete(orders) && waited < DRAIN_LIMIT_MS; waited += 250) await sleep(250);
  await sleep(2_000); // anything printed twice has had its chance to arrive

  let lost = 0;
  let doubled = 0;
  const latencies = [];
  const fromAnswer = [];
  for (const o of orders) {
    const prints = printsOf(o.number);
    let last = 0;
    for (const list of Object.values(prints)) {
      if (list.length === 0) lost += 1;
      if (list.length > 1) doubled += list.length - 1;
      for (const lastByteAt of list) last = Math.max(last, lastByteAt);
    }
    if (Object.values(prints).every((list) => list.length > 0)) {
      latencies.push(last - o.confirmedAt);
      fromAnswer.push(last - o.answeredAt);
    }
  }
  // The queue lists the latest 200 jobs: what matters is that none is left unprinted.
  const notPrinted = {};
  for (const status of ['pendente', 'imprimindo', 'falhou']) {
    const { jobs } = await api(base, 'GET', `/api/restaurants/${id}/kitchen/print-jobs?status=${status}`, {
      cookie,
    });
    notPrinted[status] = jobs.length;
  }

  // The floor: every ticket of the rush written again straight to its printer, one printer's
  // tickets one after another as the agent does, with no server, stream, claim or journal between.
  const floor = [];
  await Promise.all(
    Object.values(printers).map(async (printer) => {
      const printed = () => printer.connections.filter((connection) => connection.printed);
      const payloads = printed().map((connection) => connection.bytes);
      for (const bytes of payloads) {
        const before = printed().length;
        const sentAt = now();
        await printBytes({ kind: 'rede', host: '127.0.0.1', port: printer.port }, bytes);
        while (printed().length === before) await sleep(1);
        floor.push(printed()[before].lastByteAt - sentAt);
      }
    }),
  );

  const p95 = percentile(latencies, 95);
  const floorP95 = percentile(floor, 95);
  const result = {
    at: new Date().toISOString(),
    machine: machine(),
    database: postgres ? 'postgresql' : 'pglite',
    ratePerMinute: RATE_PER_MIN,
    durationS: DURATION_S,
    ordersOffered: total,
    ordersConfirmed: orders.length,
    orderErrors: errors.slice(0, 5),
    orderErrorCount: errors.length,
    offeredForS: round((rushEnded - started) / 1000),
    jobsExpected: orders.length * 3,
    jobsLost: lost,
    jobsDoubled: doubled,
    serverJobsNotPrinted: notPrinted,
    confirmationToLastByteMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(p95),
      p99: round(percentile(latencies, 99)),
      max: round(Math.max(...latencies)),
    },
    confirmationAnswerToLastByteP95Ms: round(percentile(fromAnswer, 95)),
    floorStraightToPrinterMs: {
      p50: round(percentile(floor, 50)),
      p95: round(floorP95),
      writes: floor.length,
    },
    ratioP95ToFloor: ratio(p95, floorP95),
    targets: { lostAndDoubled: lost === 0 && doubled === 0, p95Under2s: p95 < 2_000 },
  };
  const name = postgres ? 'kitchen-print-pg' : 'kitchen-print';
  writeResult(process.env.LABEL ? `${name}-${process.env.LABEL}` : name, result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  if (agent && agent.exitCode === null) {
    agent.kill('SIGTERM');
    await new Promise((resolve) => agent.once('exit', resolve));
  }
  for (const printer of Object.values(printers)) await printer.close();
  await server.stop();
  await postgres?.stop();
  rmSync(agentDir, { recursive: true, force: true });
}
