#!/usr/bin/env node
/**
 * Nothing acknowledged is lost: the production server is killed with SIGKILL at a random moment
 * during a burst of RATE orders per second, then started again on the same database, while every
 * diner keeps retrying its order with the same Idempotency-Key until it gets a 2xx. Afterwards the
 * database must hold exactly one order per acknowledged key: 0 missing, 0 duplicates, and the sales
 * summaries as reports read them must equal a recount of orders and lines. RUNS kills,
 * on PGlite (the DATA_DIR folder) and on PostgreSQL (embedded). Writes bench/results/faults-kill9.json.
 *
 *   node scripts/faults/kill9.mjs           (RUNS=20 RATE=200 BURST_S=6 DATABASES=pglite,postgres)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
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

const RUNS = Number(process.env.RUNS ?? 20);
const RATE = Number(process.env.RATE ?? 200);
const BURST_S = Number(process.env.BURST_S ?? 6);
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(port, dataDir, env) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: appEnv(port, dataDir, { LOG_LEVEL: 'error', TRUST_PROXY: '1', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited };
}

/** One database, RUNS kills: answers acknowledged, missing and duplicated orders, and restart times. */
async function runOn(kind) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-kill9-'));
  const postgres = kind === 'postgres' ? await startPostgres() : null;
  const env = postgres ? { DATABASE_URL: postgres.url } : {};
  let server = startServer(port, dataDir, env);
  await waitHealthy(base);

  const { restaurant, cookie } = await registerOwner(base, 'Pizzaria Kill');
  const item = await fetch(`${base}/api/restaurants/${restaurant.id}/menu`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Pizza', price: '40' }),
  }).then((r) => r.json());

  let sequence = 0;
  const acknowledged = new Set();
  const restarts = [];
  /** A diner: the same key and body until a 2xx, at most 20 tries a second apart at worst. */
  async function diner() {
    sequence += 1;
    const n = sequence;
    const key = `kill9-${kind}-${n}`;
    const body = JSON.stringify({
      restaurantId: restaurant.id,
      customerName: `Cliente ${n}`,
      customerPhone: `119${String(n).padStart(8, '0')}`,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1 }],
    });
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          'x-forwarded-for': `10.7.${(n >> 8) & 255}.${n & 255}`,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (answer === 201) {
        acknowledged.add(`119${String(n).padStart(8, '0')}`);
        return;
      }
      await sleep(Math.min(1000, 50 * 2 ** attempt));
    }
  }

  for (let run = 0; run < RUNS; run++) {
    const diners = [];
    const killAt = 500 + Math.random() * (BURST_S * 1000 - 1000);
    const burst = (async () => {
      const started = performance.now();
      for (let i = 0; i < RATE * BURST_S; i++) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        diners.push(diner());
      }
    })();
    await sleep(killAt);
    server.child.kill('SIGKILL');
    await server.exited;
    const restartStarted = Date.now();
    server = startServer(port, dataDir, env);
    await waitHealthy(base, { limitMs: 120_000 });
    restarts.push(Date.now() - restartStarted);
    await burst;
    await Promise.all(diners);
  }
  server.child.kill('SIGTERM');
  await server.exited;

  // Count what the database holds for this restaurant, per phone (one phone per diner).
  const query =
    'SELECT customer_phone, count(*)::int AS n FROM orders WHERE restaurant_id = $1 GROUP BY customer_phone';
  // And whether the sales summaries, as reports read them (folded rows plus the pending tail,
  // decision 0026), still count exactly what orders and lines hold after kills that may have hit
  // an order's write or a fold halfway.
  const summaryQuery = `SELECT
      (SELECT coalesce(sum(orders), 0)::int FROM order_sales_current WHERE restaurant_id = $1) AS summary_orders,
      (SELECT coalesce(sum(sales), 0)::text FROM order_sales_current WHERE restaurant_id = $1) AS summary_sales,
      (SELECT coalesce(sum(quantity), 0)::int FROM product_sales_current WHERE restaurant_id = $1) AS summary_items,
      (SELECT count(*)::int FROM orders WHERE restaurant_id = $1 AND status <> 'cancelled') AS orders,
      (SELECT coalesce(sum(total), 0)::text FROM orders WHERE restaurant_id = $1 AND status <> 'cancelled') AS sales,
      (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.restaurant_id = $1 AND o.status <> 'cancelled') AS items`;
  let rows;
  let summary;
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    rows = (await client.query(query, [restaurant.id])).rows;
    [summary] = (await client.query(summaryQuery, [restaurant.id])).rows;
    await client.end();
    await postgres.stop();
  } else {
    const db = new PGlite(path.join(dataDir, 'pglite'));
    rows = (await db.query(query, [restaurant.id])).rows;
    [summary] = (await db.query(summaryQuery, [restaurant.id])).rows;
    await db.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
  // Phones are stored normalised (with the country code): compare the 11 national digits.
  const stored = new Map(rows.map((row) => [row.customer_phone.slice(-11), row.n]));
  const missing = [...acknowledged].filter((phone) => !stored.has(phone)).length;
  const duplicated = rows.filter((row) => row.n > 1).length;
  const restartMs = [...restarts].sort((a, b) => a - b);
  return {
    database: kind,
    kills: RUNS,
    ordersAttempted: sequence,
    acknowledged: acknowledged.size,
    stored: rows.length,
    missing,
    duplicated,
    summaries: summary,
    summariesExact:
      Number(summary.summary_orders) === Number(summary.orders) &&
      Number(summary.summary_sales) === Number(summary.sales) &&
      Number(summary.summary_items) === Number(summary.items),
    restartMedianMs: restartMs[Math.floor(restartMs.length / 2)],
  };
}

const results = [];
for (const kind of DATABASES) {
  const result = await runOn(kind);
  results.push(result);
  console.log(
    `${kind}: ${result.kills} kills, ${result.acknowledged} of ${result.ordersAttempted} orders acknowledged, ` +
      `${result.missing} missing, ${result.duplicated} duplicated, sales summaries ${result.summariesExact ? 'exact' : 'WRONG'} ` +
      `(${result.summaries.summary_orders} orders, R$ ${result.summaries.summary_sales}), restart median ${result.restartMedianMs} ms`,
  );
}
writeResult('faults-kill9', {
  name: 'faults-kill9',
  at: new Date().toISOString(),
  ...machine(),
  rate: RATE,
  burstS: BURST_S,
  results,
});
process.exit(
  results.every((result) => result.missing === 0 && result.duplicated === 0 && result.summariesExact) ? 0 : 1,
);
