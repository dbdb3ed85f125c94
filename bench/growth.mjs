#!/usr/bin/env node
/**
 * How the everyday requests age as a restaurant's history grows: the same restaurant measured with
 * 10, then 1,000, then 100,000 orders (about 2.5 lines each, spread over the last 12 months, mostly
 * delivered) in a real PostgreSQL. For each size: the diners' menu, placing an order, the panel's
 * active orders, the dashboard report and a diner's tracking by phone, SAMPLES sequential requests
 * each (p50/p95), with the `/api/health` floor of the same moment. Indexed reads should stay flat;
 * the dashboard reads the month, so it grows with the month's orders only.
 * Writes bench/results/growth.json.
 *
 *   node bench/growth.mjs          (SIZES=10,1000,100000 SAMPLES=100)
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

const postgres = await startPostgres();
const server = await startBenchServer(postgres.url);
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
        customerPhone: `118${String(sequence).padStart(8, '0')}`,
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
  for (const size of SIZES) {
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
  writeResult('growth', {
    name: 'growth',
    at: new Date().toISOString(),
    database: 'postgres',
    ...machine(),
    samples: SAMPLES,
    note: 'p50/p95 in ms of sequential requests; the orders placed while measuring add to each size',
    sizes,
  });
} finally {
  await client.end();
  await server.stop();
  await postgres.stop();
}
