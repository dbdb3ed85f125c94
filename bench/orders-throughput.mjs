#!/usr/bin/env node
/**
 * Order creation under load against its floor. Diners post `POST /api/orders` (3 lines, one with
 * options, a unique phone, address and Idempotency-Key each, as real diners do) at RATE orders per
 * second for DURATION_S; the floor is the same server inserting an order with 3 lines in one
 * transaction through `pg` directly, at full speed. Target: 1,000 orders/s sustained at p99 ≤ 150 ms
 * with 0 errors, also given as a ratio to the floor. With PGLITE=1 the same run goes to the
 * embedded database (no pg floor there). RESTAURANTS=N spreads the diners over N restaurants (the
 * platform in a rush) instead of one (one restaurant's rush, where every order adds to the same sales
 * summary rows). On PostgreSQL the run also samples what the database sessions wait on.
 * Writes bench/results/orders-throughput[-pglite][-Nr].json.
 *
 *   node bench/orders-throughput.mjs        (RATE=1000 DURATION_S=60 CONNECTIONS=100 RESTAURANTS=1)
 */
import autocannon from 'autocannon';
import pg from 'pg';
import {
  machine,
  ratio,
  round,
  seedMenuRestaurant,
  startBenchServer,
  startPostgres,
  writeResult,
} from './lib/harness.mjs';

const RATE = Number(process.env.RATE ?? 1000);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const PGLITE = process.env.PGLITE === '1';
const RESTAURANTS = Number(process.env.RESTAURANTS ?? 1);

const postgres = PGLITE ? null : await startPostgres();
const server = await startBenchServer(postgres?.url ?? null, { POOL_SIZE: '20' });
try {
  const restaurants = [];
  for (let i = 0; i < RESTAURANTS; i++) {
    const restaurant = await seedMenuRestaurant(server.base, `r${i}`);
    const [plain, sized] = [restaurant.items[3], restaurant.items[0]];
    const menu = (await restaurant.call('GET', `/api/restaurants/${restaurant.id}/menu`)).json;
    const large = menu.find((item) => item.id === sized.id).optionGroups[0].options[1].id;
    restaurants.push({ id: restaurant.id, plain, sized, large });
  }

  let sequence = 0;
  /** Each request is a different diner: phone, address (per-IP limit) and idempotency key. */
  const setupRequest = (request) => {
    sequence += 1;
    const n = sequence;
    const { id, plain, sized, large } = restaurants[n % RESTAURANTS];
    return {
      ...request,
      headers: {
        ...request.headers,
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
  const summary = (result) => ({
    ordersPerSecond: Math.round(result.requests.average),
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

  const sampler = postgres ? await sampleWaits(postgres.url) : null;
  const orders = summary(
    await autocannon({
      url: `${server.base}/api/orders`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      overallRate: RATE,
      requests: [{ setupRequest }],
    }),
  );
  const waits = await sampler?.stop();
  const floor = PGLITE
    ? null
    : summary(
        await autocannon({
          url: `${server.base}/bench/order-floor/${restaurants[0].id}`,
          method: 'POST',
          connections: CONNECTIONS,
          duration: Math.min(DURATION_S, 20),
          // Spread over the same restaurants as the orders: the floor's inserts fire the same triggers.
          requests: [
            {
              setupRequest: (request) => {
                sequence += 1;
                return { ...request, path: `/bench/order-floor/${restaurants[sequence % RESTAURANTS].id}` };
              },
            },
          ],
        }),
      );
  const result = {
    name: 'orders-throughput',
    at: new Date().toISOString(),
    database: PGLITE ? 'pglite' : 'postgres',
    ...machine(),
    restaurants: RESTAURANTS,
    targetRate: RATE,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    orders,
    floor,
    ratioToFloor: floor ? ratio(orders.ordersPerSecond, floor.ordersPerSecond) : null,
    waits,
  };
  const suffix = `${PGLITE ? '-pglite' : ''}${RESTAURANTS > 1 ? `-${RESTAURANTS}r` : ''}`;
  writeResult(`orders-throughput${suffix}`, result);
  console.log(
    [
      `POST /api/orders at ${RATE}/s for ${DURATION_S} s, ${CONNECTIONS} connections, ${RESTAURANTS} restaurant(s), ${result.database}:`,
      `  orders        ${orders.ordersPerSecond}/s sustained (${orders.total} in all), p50 ${orders.p50Ms} ms, p99 ${orders.p99Ms} ms, ${orders.errors} errors (${orders.timeouts} timeouts; statuses ${JSON.stringify(orders.statusCodes)})`,
      floor
        ? `  floor (raw pg insert, 3 lines, one transaction) ${floor.ordersPerSecond}/s, p99 ${floor.p99Ms} ms: ratio ${result.ratioToFloor}`
        : '  floor: none on PGlite',
      waits
        ? `  database sessions, share of samples: ${waits.map((w) => `${w.what} ${w.percent}%`).join(', ')}`
        : '',
      `  load average ${result.loadavg.join(' / ')} on ${result.cpus} CPUs`,
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
