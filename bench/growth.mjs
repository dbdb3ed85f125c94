#!/usr/bin/env node
/**
 * How the everyday requests age as a restaurant's history grows: the same restaurant measured with
 * 10, then 1,000, then 100,000 orders (about 2.5 lines each, spread over the last 12 months, mostly
 * delivered) in a real PostgreSQL. For each size: the diners' menu, placing an order, the panel's
 * active orders, the dashboard report and a diner's tracking by phone, SAMPLES sequential requests
 * each (p50/p95), with the `/api/health` floor of the same moment. Indexed reads should stay flat;
 * the dashboard reads the month, so it grows with the month's orders only.
 * Then (issue 32) the two tables every order writes to besides its own: `idempotency_keys` (the
 * answer to the order's Idempotency-Key) and `rate_limits` (two counters per new diner). Orders from
 * new diners arrive at TABLES_RATE a second for TABLES_MINUTES, with the server's replay window at
 * its least (IDEMPOTENCY_WINDOW_SECONDS=60); both tables' rows and bytes are sampled every 15 s.
 * Their purge (jobs/expired-rows.job.ts) keeps them flat once the first windows have passed: the
 * second half's largest size is compared with the first half's.
 * Writes bench/results/growth.json (growth-tables.json when PHASES=tables).
 *
 *   node bench/growth.mjs          (SIZES=10,1000,100000 SAMPLES=100 TABLES_RATE=50 TABLES_MINUTES=10;
 *                                   PHASES=sizes,tables by default)
 */
import pg from 'pg';
import {
  machine,
  round,
  seedMenuRestaurant,
  startBenchServer,
  startPostgres,
  writeResult,
} from './lib/harness.mjs';

const SIZES = (process.env.SIZES ?? '10,1000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const PHONE = '11955554444';
const PHASES = (process.env.PHASES ?? 'sizes,tables').split(',');
const TABLES_RATE = Number(process.env.TABLES_RATE ?? 50);
const TABLES_MINUTES = Number(process.env.TABLES_MINUTES ?? 10);
const WINDOW_SECONDS = 60;
const SAMPLE_EVERY_MS = 15_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Adds orders (and their lines) until the restaurant has `target`, one INSERT ... SELECT each. */
async function growTo(client, restaurantId, itemId, target) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM orders WHERE restaurant_id = $1', [
    restaurantId,
  ]);
  const missing = target - rows[0].n;
  if (missing <= 0) return;
  await client.query(
    `INSERT INTO orders (id, restaurant_id, customer_name, customer_phone, items, subtotal, total, status,
                         delivery_type, payment_method, created_at, delivered_at)
     SELECT gen_random_uuid()::text, $1, 'Cliente ' || n, '119' || lpad((n % 50000)::text, 8, '0'), '[]',
            '59.80', '59.80', CASE WHEN n % 20 = 0 THEN 'cancelled' ELSE 'delivered' END::order_status,
            'pickup', 'cash', t, CASE WHEN n % 20 = 0 THEN NULL ELSE t + interval '40 minutes' END
     FROM generate_series(1, $2::int) n,
          LATERAL (SELECT now() - (random() * interval '365 days') AS t) created`,
    [restaurantId, missing],
  );
  await client.query(
    `INSERT INTO order_items (id, order_id, restaurant_id, menu_item_id, name, unit_price, quantity, subtotal, created_at)
     SELECT gen_random_uuid()::text, o.id, o.restaurant_id, $2, 'Item 4 do cardápio', '29.90', 1 + (line % 2), '29.90', o.created_at
     FROM orders o CROSS JOIN generate_series(1, 3) line
     WHERE o.restaurant_id = $1 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
       AND (line < 3 OR random() < 0.5)`,
    [restaurantId, itemId],
  );
  // A bulk load leaves statistics behind that autovacuum would refresh within a minute in a live database.
  await client.query(
    'ANALYZE orders; ANALYZE order_items; ANALYZE order_sales_daily; ANALYZE product_sales_daily',
  );
}

/** Rows and bytes (table, indexes, TOAST) of the two purged tables. */
async function tableSizes(client) {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM idempotency_keys)::int AS keys,
            pg_total_relation_size('idempotency_keys')::bigint AS "keyBytes",
            (SELECT count(*) FROM rate_limits)::int AS limits,
            pg_total_relation_size('rate_limits')::bigint AS "limitBytes"`,
  );
  return {
    keys: rows[0].keys,
    keyBytes: Number(rows[0].keyBytes),
    limits: rows[0].limits,
    limitBytes: Number(rows[0].limitBytes),
  };
}

/**
 * New diners at `TABLES_RATE` a second (each its own phone and address, so each adds two rate-limit
 * rows and an idempotency answer) for `TABLES_MINUTES`, the tables sampled as they go.
 */
async function tablesOverTime(client, placeOrder) {
  const started = Date.now();
  const endAt = started + TABLES_MINUTES * 60_000;
  const samples = [];
  let placed = 0;
  let failed = 0;
  let firstError = null;
  let nextSample = started;
  const inFlight = new Set();
  for (let due = started; due < endAt; due += 1000 / TABLES_RATE) {
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = placeOrder().then(
      () => placed++,
      (error) => {
        failed++;
        firstError ??= error.message;
      },
    );
    inFlight.add(request);
    request.finally(() => inFlight.delete(request));
    if (Date.now() >= nextSample) {
      nextSample += SAMPLE_EVERY_MS;
      const sample = {
        atS: Math.round((Date.now() - started) / 1000),
        placed,
        failed,
        ...(await tableSizes(client)),
      };
      samples.push(sample);
      console.log(
        `  ${String(sample.atS).padStart(4)} s: ${sample.placed} orders (${sample.failed} failed); idempotency_keys ${sample.keys} rows ` +
          `${round(sample.keyBytes / 1048576)} MB; rate_limits ${sample.limits} rows ${round(sample.limitBytes / 1048576)} MB`,
      );
    }
  }
  await Promise.all(inFlight);
  samples.push({ atS: Math.round((Date.now() - started) / 1000), placed, ...(await tableSizes(client)) });
  const half = samples.filter((sample) => sample.atS <= (TABLES_MINUTES * 60) / 2);
  const later = samples.slice(half.length);
  const peak = (list, field) => Math.max(...list.map((sample) => sample[field]));
  // Flat: the second half holds no more rows than the first half's peak plus a sampling step's worth.
  const slack = (TABLES_RATE * SAMPLE_EVERY_MS) / 1000;
  // Nothing placed proves nothing: a run whose orders failed is not flat.
  const flat = (field) =>
    placed > 0 && later.length > 0 && peak(later, field) <= peak(half, field) + 2 * slack;
  return {
    ratePerSecond: TABLES_RATE,
    minutes: TABLES_MINUTES,
    idempotencyWindowSeconds: WINDOW_SECONDS,
    placed,
    failed,
    firstError,
    keysFlat: flat('keys'),
    limitsFlat: flat('limits'),
    samples,
  };
}

const postgres = await startPostgres();
const server = await startBenchServer(postgres.url, { IDEMPOTENCY_WINDOW_SECONDS: String(WINDOW_SECONDS) });
const client = new pg.Client({ connectionString: postgres.url });
await client.connect();
try {
  const restaurant = await seedMenuRestaurant(server.base);
  const item = restaurant.items[3];
  let address = 0;
  const timed = async (method, url, { cookie, body, headers } = {}) => {
    // Every request from its own address, as many diners are: the per-IP limits stay out of the way.
    address += 1;
    headers = { 'x-forwarded-for': `10.8.${(address >> 8) & 255}.${address & 255}`, ...headers };
    const started = performance.now();
    const response = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${url} -> ${response.status}`);
    return performance.now() - started;
  };
  let sequence = 0;
  const placeOrder = () => {
    sequence += 1;
    return timed('POST', '/api/orders', {
      headers: {
        'idempotency-key': `growth-${sequence}`,
        'x-forwarded-for': `10.9.${sequence >> 8}.${sequence & 255}`,
      },
      body: {
        restaurantId: restaurant.id,
        customerName: 'Cliente Growth',
        // A valid mobile of DDD 11 (9 then 8 digits): an invalid phone is refused with 400.
        customerPhone: `119${String(70_000_000 + sequence)}`,
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        items: [{ menuItemId: item.id, quantity: 2 }],
      },
    });
  };
  const requests = {
    menu: () => timed('GET', `/api/restaurants/${restaurant.id}/menu`),
    placeOrder,
    panelActiveOrders: () =>
      timed('GET', `/api/restaurants/${restaurant.id}/orders?view=active`, { cookie: restaurant.cookie }),
    dashboard: () => timed('GET', `/api/restaurants/${restaurant.id}/reports`, { cookie: restaurant.cookie }),
    trackByPhone: () => timed('GET', `/api/orders/track/${PHONE}`),
    floorHealth: () => timed('GET', '/api/health'),
  };

  const sizes = [];
  for (const size of PHASES.includes('sizes') ? SIZES : []) {
    await growTo(client, restaurant.id, item.id, size);
    const figures = {};
    for (const [name, request] of Object.entries(requests)) {
      for (let i = 0; i < 10; i++) await request(); // warm-up
      const samples = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(await request());
      figures[name] = { p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) };
    }
    sizes.push({ orders: size, ...figures });
    console.log(
      `${String(size).padStart(7)} orders: ` +
        Object.entries(figures)
          .map(([name, f]) => `${name} ${f.p50Ms}/${f.p95Ms} ms`)
          .join(', '),
    );
  }
  let tables = null;
  if (PHASES.includes('tables')) {
    console.log(
      `tables: ${TABLES_RATE} new diners' orders/s for ${TABLES_MINUTES} min, replay window ${WINDOW_SECONDS} s`,
    );
    tables = await tablesOverTime(client, placeOrder);
    console.log(
      `tables: ${tables.placed} orders (${tables.failed} failed${tables.firstError ? `: ${tables.firstError}` : ''}); idempotency_keys ${tables.keysFlat ? 'flat' : 'GROWING'}, ` +
        `rate_limits ${tables.limitsFlat ? 'flat' : 'GROWING'}`,
    );
  }
  // A run of the tables phase alone keeps the sizes' last figures: it writes its own file.
  const name = PHASES.includes('sizes') ? 'growth' : 'growth-tables';
  writeResult(name, {
    name,
    at: new Date().toISOString(),
    database: 'postgres',
    ...machine(),
    samples: SAMPLES,
    note: 'p50/p95 in ms of sequential requests; the orders placed while measuring add to each size',
    sizes,
    tables,
  });
} finally {
  await client.end();
  await server.stop();
  await postgres.stop();
}
