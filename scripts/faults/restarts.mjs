#!/usr/bin/env node
/**
 * Two faults under a steady load of RATE orders per second on the production build:
 *
 * 1. PostgreSQL restarts (fast, then immediate) for DOWN_S seconds. While it is down the app must
 *    answer 503 with a Portuguese `{"error"}`, never another 5xx; once PostgreSQL accepts
 *    connections again, orders must succeed within 10 s; the process stays up, with no unhandled
 *    rejection in its output.
 * 2. SIGTERM: requests in flight finish, requests after it get 503 or a refused connection (never a
 *    cut response or a 500), and the process exits within 10 s.
 *
 * Writes bench/results/faults-restarts.json; exits 1 if a target is missed.
 *
 *   node scripts/faults/restarts.mjs        (RATE=50 DOWN_S=5)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

const RATE = Number(process.env.RATE ?? 50);
const DOWN_S = Number(process.env.DOWN_S ?? 5);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = await startPostgres();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-restarts-'));
const output = [];
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: appEnv(port, dataDir, { DATABASE_URL: postgres.url, TRUST_PROXY: '1' }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => output.push(String(chunk)));
server.stderr.on('data', (chunk) => output.push(String(chunk)));
const exited = new Promise((resolve) => server.once('exit', (code) => resolve({ code, at: Date.now() })));
await waitHealthy(base, { child: server });
const { restaurant, cookie } = await registerOwner(base, 'Cantina Reinício');
const item = await fetch(`${base}/api/restaurants/${restaurant.id}/menu`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ name: 'Lasanha', price: '38' }),
}).then((r) => r.json());

/** The load: one order every 1/RATE s; each answer is recorded with its time and status. */
const answers = [];
let sequence = 0;
let loading = true;
async function order() {
  sequence += 1;
  const n = sequence;
  const sentAt = Date.now();
  const answer = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `restart-${n}`,
      'x-forwarded-for': `10.6.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      restaurantId: restaurant.id,
      customerName: `Cliente ${n}`,
      customerPhone: `119${String(n).padStart(8, '0')}`,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1 }],
    }),
    signal: AbortSignal.timeout(15_000),
  }).then(
    async (response) => ({ status: response.status, body: await response.text().catch(() => 'CUT') }),
    (error) => ({ status: 0, body: error.cause?.code ?? error.name }),
  );
  answers.push({ sentAt, doneAt: Date.now(), ...answer });
}
const inFlight = new Set();
const load = (async () => {
  while (loading) {
    const request = order();
    inFlight.add(request);
    request.finally(() => inFlight.delete(request));
    await sleep(1000 / RATE);
  }
})();

const restarts = [];
await sleep(3000);
for (const mode of ['fast', 'immediate']) {
  const stoppedAt = Date.now();
  await postgres.restart(mode, DOWN_S * 1000);
  const acceptingAt = Date.now();
  while (
    !answers.some((a) => a.sentAt >= acceptingAt && a.status === 201) &&
    Date.now() - acceptingAt < 30_000
  )
    await sleep(50);
  const firstOk = answers.find((a) => a.sentAt >= acceptingAt && a.status === 201);
  const during = answers.filter((a) => a.sentAt >= stoppedAt + 500 && a.doneAt <= acceptingAt);
  restarts.push({
    mode,
    downS: DOWN_S,
    answersWhileDown: during.length,
    status503WithPortuguese: during.filter((a) => a.status === 503 && /"error":"[^"]*[ãçéíóú]/.test(a.body))
      .length,
    otherWhileDown: [...new Set(during.filter((a) => a.status !== 503).map((a) => a.status))],
    recoveryMs: firstOk ? firstOk.doneAt - acceptingAt : null,
  });
  await sleep(3000);
}

// SIGTERM with the load still running.
const termAt = Date.now();
const pending = [...inFlight];
server.kill('SIGTERM');
const finishedInFlight = await Promise.all(pending).then(() =>
  answers.filter((a) => a.sentAt < termAt && a.doneAt >= termAt),
);
await sleep(2000);
loading = false;
await load;
await Promise.all([...inFlight]);
const { code, at: exitedAt } = await exited;
const afterTerm = answers.filter((a) => a.sentAt >= termAt);
const unhandled = output.join('').match(/unhandled|UnhandledPromiseRejection/gi) ?? [];
const sigterm = {
  inFlightAtTerm: pending.length,
  inFlightAnswered: finishedInFlight.map((a) => a.status),
  afterTermStatuses: [...new Set(afterTerm.map((a) => a.status))],
  cutResponses: answers.filter((a) => a.body === 'CUT').length,
  exitCode: code,
  exitMs: exitedAt - termAt,
};

await postgres.stop();
rmSync(dataDir, { recursive: true, force: true });
const ok =
  restarts.every((r) => r.otherWhileDown.length === 0 && r.recoveryMs !== null && r.recoveryMs <= 10_000) &&
  unhandled.length === 0 &&
  sigterm.inFlightAnswered.every((status) => status === 201 || status === 503) &&
  sigterm.afterTermStatuses.every((status) => status === 503 || status === 0) &&
  sigterm.exitMs <= 10_000;
const result = {
  name: 'faults-restarts',
  at: new Date().toISOString(),
  ...machine(),
  rate: RATE,
  restarts,
  unhandledRejections: unhandled.length,
  sigterm,
  ok,
};
writeResult('faults-restarts', result);
if (!ok) console.error(`server output:\n${output.join('').slice(-3000)}`);
console.log(JSON.stringify(result, null, 2));
process.exit(ok ? 0 : 1);
