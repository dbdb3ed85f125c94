#!/usr/bin/env node
/**
 * Order creation under load against its floor. Diners post `POST /api/orders` (3 lines, one with
 * options, a unique phone, address and Idempotency-Key each, as real diners do) at RATE orders per
 * second for DURATION_S, open loop: order i is sent at start + i / RATE whatever became of the
 * others, over at most CONNECTIONS connections, and its latency runs from that moment
 * (bench/lib/open-loop.mjs says why not autocannon's rate), after WARMUP_S (15) seconds at half the
 * rate that are not counted. The floor is the physical one of this design: the same server writing the
 * same order, 3 lines and idempotency answer in one statement through `pg` directly, at full speed,
 * into copies of those tables without our summary triggers; the same write into the real tables
 * (every trigger firing) is reported beside it. After the rush the same diners post at full speed
 * (closed loop, as the floors run): the most the app takes, and the ratio to the physical floor is
 * that against the floor's full speed (the rush cannot pass RATE, however far above it the floor
 * is). Each phase reports CPU milliseconds per order for the app, PostgreSQL and the whole machine,
 * and the load average before and after. Each restaurant starts with HISTORY past orders (20,000)
 * loaded in bulk, then ANALYZE. Target: 1,000 orders/s
 * sustained at p99 ≤ 150 ms with 0 errors, and a ratio ≥ 0.6 to the physical floor. With PGLITE=1 the
 * same run goes to the embedded database (no pg floor there). RESTAURANTS=N spreads the diners over
 * N restaurants (the platform in a rush) instead of one (one restaurant's rush). On PostgreSQL the
 * run also samples what the database sessions wait on. Halfway through the rush and after it, the
 * owners' dashboards are asked for today's orders: every acknowledged order must be counted (the
 * sales summaries are folded outside the order's path, decision 0026, and read with their tail).
 * Writes bench/results/orders-throughput[-pglite][-Nr][-RATE].json (-RATE when RATE is given).
 *
 *   node bench/orders-throughput.mjs        (RATE=1000 DURATION_S=60 CONNECTIONS=100 RESTAURANTS=1)
 */
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cpuMeter,
  machine,
  ratio,
  round,
  seedMenuRestaurant,
  startBenchServer,
  startPostgres,
  writeResult,
} from './lib/harness.mjs';
import { openLoop } from './lib/open-loop.mjs';

const RATE = Number(process.env.RATE ?? 1000);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const PGLITE = process.env.PGLITE === '1';
const RESTAURANTS = Number(process.env.RESTAURANTS ?? 1);
const HISTORY = Number(process.env.HISTORY ?? 20_000);
const WARMUP_S = Number(process.env.WARMUP_S ?? 15);

const postgres = PGLITE ? null : await startPostgres();
// The app's own pool (10 connections), as `npm start` runs it.
const server = await startBenchServer(postgres?.url ?? null);
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
  /** Each request is a different diner: phone, address (per-IP limit) and idempotency key. */
  const dinerOrder = () => {
    sequence += 1;
    const n = sequence;
    const { id, plain, sized, large } = restaurants[n % RESTAURANTS];
    return {
      path: '/api/orders',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `bench-${Date.now().toString(36)}-${n}`,
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
  const summary = (result) => ({
    // Orders taken (2xx) a second: a phase that starts refusing (503, 429) does not count its refusals.
    ordersPerSecond: Math.round(result['2xx'] / result.duration),
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's `errors` already counts the timeouts.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  });

  // Each restaurant has a history (HISTORY orders), loaded in bulk; then fresh statistics, as a
  // production database has.
  for (const { id } of restaurants)
    await fetch(`${server.base}/bench/history/${id}?n=${HISTORY}`, { method: 'POST' });
  await fetch(`${server.base}/bench/analyze`, { method: 'POST' });
  const pids = { nodePid: server.pid, postgresPid: postgres?.pid };

  // A server just started runs its first orders cold (code not yet optimised, statements not yet
  // prepared on each pooled connection, caches empty): its first seconds at RATE answered in up to
  // 3 s. Diners arrive for WARMUP_S at half the rate first, answered in full before the count starts.
  if (WARMUP_S > 0)
    await openLoop({
      url: server.base,
      rate: Math.max(1, Math.round(RATE / 2)),
      durationS: WARMUP_S,
      connections: CONNECTIONS,
      request: dinerOrder,
    });
  const commits = async () => (await (await fetch(`${server.base}/bench/commits`)).json()).commits;
  const commitsBefore = await commits();
  const batches = async () => (await fetch(`${server.base}/bench/order-batches`)).json();
  const perStatement = (before, after) =>
    round((after.orders - before.orders) / Math.max(1, after.statements - before.statements));
  const batchesBefore = await batches();
  const sampler = postgres ? await sampleWaits(postgres.url) : null;
  const reportedBefore = await ordersReportedToday();
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
  // Orders per statement of the order's write (decision 0030), and those written again alone.
  const batchesAfter = await batches();
  orders.ordersPerStatement = perStatement(batchesBefore, batchesAfter);
  orders.writtenAgainAlone = batchesAfter.retriedAlone - batchesBefore.retriedAlone;
  const waits = await sampler?.stop();
  const tableScans = await (await fetch(`${server.base}/bench/table-scans`)).json();

  /**
   * Requests made by `request` at full speed (closed loop, autocannon) over CONNECTIONS connections.
   * With the diners' orders: the most orders a second the app takes, set against the physical
   * floor's full speed (the rush itself can go no faster than RATE, however far above it the floor).
   */
  const fullSpeed = async (request) => {
    meter = cpuMeter(pids);
    const result = summary(
      await autocannon({
        url: server.base,
        method: 'POST',
        connections: CONNECTIONS,
        duration: Math.min(DURATION_S, 20),
        requests: [{ setupRequest: (base) => ({ ...base, ...request() }) }],
      }),
    );
    return Object.assign(result, meter.stop(result.total));
  };
  /** The same order written straight through `pg`, at full speed, spread over the same restaurants. */
  const floorRun = (route) =>
    fullSpeed(() => {
      sequence += 1;
      return { path: `${route}/${restaurants[sequence % RESTAURANTS].id}` };
    });
  // The physical floor runs first after the rush, as it always has; the full-speed orders (tens of
  // thousands into the real tables, then folded and vacuumed) after it, so their wake falls on
  // the floor with every trigger, not on the floor the ratio is taken against.
  const physicalFloor = PGLITE ? null : await floorRun('/bench/order-physical-floor');
  const batchesBeforePeak = await batches();
  const peak = await fullSpeed(dinerOrder);
  peak.ordersPerStatement = perStatement(batchesBeforePeak, await batches());
  const floorWithTriggers = PGLITE ? null : await floorRun('/bench/order-floor');
  const result = {
    name: 'orders-throughput',
    at: new Date().toISOString(),
    database: PGLITE ? 'pglite' : 'postgres',
    ...machine(),
    restaurants: RESTAURANTS,
    targetRate: RATE,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    orders,
    peak,
    physicalFloor,
    floorWithTriggers,
    ratioToFloor: physicalFloor ? ratio(peak.ordersPerSecond, physicalFloor.ordersPerSecond) : null,
    waits,
    tableScans,
  };
  const suffix = `${PGLITE ? '-pglite' : ''}${RESTAURANTS > 1 ? `-${RESTAURANTS}r` : ''}${process.env.RATE ? `-${RATE}` : ''}`;
  writeResult(`orders-throughput${suffix}`, result);
  const cpu = (run) =>
    `CPU per order: app ${run.cpuMsPerOrder.node} ms + database ${run.cpuMsPerOrder.postgres ?? '-'} ms = ${run.cpuMsPerOrder.appAndDatabase} ms (machine ${run.cpuMsPerOrder.machine} ms${run.clientCpuMsPerRequest === undefined ? '' : `, of which the load's client ${run.clientCpuMsPerRequest} ms`}); load ${run.loadavgBefore.join('/')} → ${run.loadavgAfter.join('/')}`;
  const line = (name, run) =>
    `  ${name} ${run.ordersPerSecond}/s (${run.total} in all), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.errors} errors${run.slowestMsBy5s ? `; slowest by 5 s: ${run.slowestMsBy5s.join(', ')} ms` : ''}\n      ${cpu(run)}`;
  console.log(
    [
      `POST /api/orders at ${RATE}/s for ${DURATION_S} s, ${CONNECTIONS} connections, ${RESTAURANTS} restaurant(s), ${result.database}:`,
      `${line('orders', orders)} (${orders.timeouts} timeouts; statuses ${JSON.stringify(orders.statusCodes)}; ${orders.commitsPerOrder} commits per order; ${orders.ordersPerStatement} orders per statement, ${orders.writtenAgainAlone} written again alone)`,
      `  today's orders in the dashboards: halfway ${JSON.stringify(orders.reports.duringRush)}; after ${JSON.stringify(orders.reports.afterRush)}`,
      `${line('the same orders at full speed', peak)} (${peak.ordersPerStatement} orders per statement)`,
      physicalFloor
        ? `${line('physical floor (raw pg, no summary triggers)', physicalFloor)}\n  ratio to the physical floor (both at full speed) ${result.ratioToFloor}`
        : '  floor: none on PGlite',
      floorWithTriggers ? line('floor with every trigger (raw pg)', floorWithTriggers) : '',
      waits
        ? `  database sessions, share of samples: ${waits.map((w) => `${w.what} ${w.percent}%`).join(', ')}`
        : '',
      `  table scans: ${tableScans.map((t) => `${t.relname} ${t.seq_scan} full / ${t.idx_scan} index`).join(', ')}`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  await postgres?.stop();
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
