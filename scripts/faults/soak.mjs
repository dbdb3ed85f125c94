#!/usr/bin/env node
/**
 * A soak: the production build on PostgreSQL takes RATE orders per second for MINUTES minutes
 * while a panel streams them and diners read the menu and track their orders. The server's
 * resident memory is sampled every 10 s; after a first minute of warm-up it must grow less than
 * 10% by the end, with every request answered as it should be (201 or 200) and every placed order
 * seen once by the panel. Writes bench/results/faults-soak.json.
 *
 *   node scripts/faults/soak.mjs          (MINUTES=10 RATE=20)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  appEnv,
  freePort,
  machine,
  registerOwner,
  root,
  startPostgres,
  waitHealthy,
  writeResult,
} from '../../bench/lib/harness.mjs';

const MINUTES = Number(process.env.MINUTES ?? 10);
const RATE = Number(process.env.RATE ?? 20);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resident memory of a process in MB, from /proc. */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const postgres = await startPostgres();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-soak-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: appEnv(port, dataDir, { DATABASE_URL: postgres.url, TRUST_PROXY: '1' }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitHealthy(base, { child: server });
const { restaurant, cookie } = await registerOwner(base, 'Soak Lanches');
const item = await fetch(`${base}/api/restaurants/${restaurant.id}/menu`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ name: 'X-Salada', price: '28' }),
}).then((r) => r.json());

// A panel streaming the whole time.
// Its 'order' events are read whole (an event can straddle two chunks) and told apart by their id
// (the change's sequence): every placed order once, none twice.
let events = 0;
const changes = new Set();
let unread = '';
const panel = http.get(
  `${base}/api/restaurants/${restaurant.id}/orders/events`,
  { headers: { cookie, accept: 'text/event-stream' } },
  (response) =>
    response.on('data', (chunk) => {
      const blocks = (unread + String(chunk)).split('\n\n');
      unread = blocks.pop() ?? '';
      for (const block of blocks) {
        if (!/^event: order$/m.test(block)) continue;
        events += 1;
        changes.add(/^id: (.*)$/m.exec(block)?.[1]);
      }
    }),
);
panel.on('error', () => undefined);

const statuses = new Map();
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
let sequence = 0;
async function diner() {
  sequence += 1;
  const n = sequence;
  const phone = `119${String(n).padStart(8, '0')}`;
  const forwarded = { 'x-forwarded-for': `10.5.${(n >> 8) & 255}.${n & 255}` };
  const order = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `soak-${String(n).padStart(8, '0')}`,
      ...forwarded,
    },
    body: JSON.stringify({
      restaurantId: restaurant.id,
      customerName: `Cliente ${n}`,
      customerPhone: phone,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1 }],
    }),
  }).then(
    (r) => r.status,
    () => 0,
  );
  count(order);
  const menu = await fetch(`${base}/api/restaurants/${restaurant.id}/menu`, { headers: forwarded }).then(
    (r) => r.status,
    () => 0,
  );
  count(menu);
  const tracking = await fetch(`${base}/api/orders/track/${phone}`, { headers: forwarded }).then(
    (r) => r.status,
    () => 0,
  );
  count(tracking);
}

const samples = [];
const started = Date.now();
const sampler = setInterval(
  () => samples.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) }),
  10_000,
);
const running = new Set();
while (Date.now() - started < MINUTES * 60_000) {
  const request = diner();
  running.add(request);
  request.finally(() => running.delete(request));
  await sleep(1000 / RATE);
}
await Promise.all([...running]);
clearInterval(sampler);
// The last orders' events are batched (up to 20 ms) before they reach the panel.
await sleep(1000);
panel.destroy();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await postgres.stop();
rmSync(dataDir, { recursive: true, force: true });

const afterWarmUp = samples.filter((sample) => sample.s >= 60);
const first = afterWarmUp[0]?.mb ?? samples[0].mb;
const last = samples.at(-1).mb;
const growthPercent = Math.round(((last - first) / first) * 1000) / 10;
// Every order is valid and every read is allowed: any other answer than 201 or 200 is a failure
// (the keys of the first 99 orders were once too short, and 99 orders were a 400 unnoticed).
const failed = [...statuses]
  .filter(([status]) => status !== 200 && status !== 201)
  .reduce((sum, [, n]) => sum + n, 0);
const placed = statuses.get(201) ?? 0;
const result = {
  name: 'faults-soak',
  at: new Date().toISOString(),
  ...machine(),
  minutes: MINUTES,
  ordersPerSecond: RATE,
  orders: sequence,
  placed,
  panelEvents: events,
  missedEvents: placed - changes.size,
  repeatedEvents: events - changes.size,
  statuses: Object.fromEntries(statuses),
  failedRequests: failed,
  rssMbAfterWarmUp: Math.round(first),
  rssMbAtEnd: Math.round(last),
  growthPercent,
  samples,
  ok: growthPercent < 10 && failed === 0 && changes.size === placed && events === placed,
};
writeResult('faults-soak', result);
console.log(
  `${MINUTES} min at ${RATE} orders/s: ${sequence} orders, ${placed} placed, ${events} panel events, ${failed} failed requests; ` +
    `RSS ${result.rssMbAfterWarmUp} MB after warm-up -> ${result.rssMbAtEnd} MB (${growthPercent}%, target < 10%)`,
);
process.exit(result.ok ? 0 : 1);
