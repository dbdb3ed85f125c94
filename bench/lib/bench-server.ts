/**
 * The app as `npm start` runs it (same buildApp, same plugins, same background jobs, production
 * logging), plus two floor routes that do the least work possible for the same answer, so a
 * benchmark can compare the real route with its floor on the same server, in the same run:
 *
 * - `GET /bench/menu-floor/:id`: the diners' menu, pre-serialised and pre-compressed once, sent as
 *   bytes (no session check, no database);
 * - `POST /bench/order-floor/:id`: one order with 3 lines and its idempotency answer inserted in one
 *   statement through `pg` directly (no validation, pricing or rate limits), every trigger firing;
 * - `POST /bench/order-physical-floor/:id`: the same into copies of those tables without our
 *   summary triggers (the physical floor of the design);
 * - `POST /bench/history/:id`, `POST /bench/analyze`, `GET /bench/table-scans`,
 *   `GET /bench/commits` and `GET /bench/order-batches`: a restaurant's past orders loaded in bulk,
 *   fresh statistics, how plans read, the transactions committed so far, and how many statements
 *   wrote how many orders.
 *
 * Run with `node --import tsx bench/lib/bench-server.ts` and the usual environment (PORT,
 * DATABASE_URL or DATA_DIR). Never part of the product: it lives in bench/ only.
 */
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { startBackgroundWork } from '../../src/server/background';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { preferredEncoding } from '../../src/server/lib/prepared-json';
import { orderWriteBatchesOf } from '../../src/server/modules/orders/order-write-batches';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  poolSize: Number(process.env.POOL_SIZE ?? 10),
});
await migrate(database);
const app = await buildApp({ config, database });

const menus = new Map<string, { json: Buffer; gzip: Buffer; br: Buffer }>();
app.get<{ Params: { id: string } }>(
  '/bench/menu-floor/:id',
  { config: { access: 'public' } },
  async (request, reply) => {
    let menu = menus.get(request.params.id);
    if (!menu) {
      const answer = await app.inject({ method: 'GET', url: `/api/restaurants/${request.params.id}/menu` });
      const json = Buffer.from(answer.body);
      menu = { json, gzip: gzipSync(json, { level: 9 }), br: brotliCompressSync(json) };
      menus.set(request.params.id, menu);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(encoding ? menu[encoding] : menu.json);
  },
);

const raw = config.databaseUrl
  ? new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.POOL_SIZE ?? 10) })
  : null;

/*
 * The physical floor of this design lives in its own schema: `orders`, `order_items` and
 * `idempotency_keys` copied with their columns, defaults, indexes and constraints (LIKE ... INCLUDING
 * ALL copies neither foreign keys nor triggers), plus one NOTIFY per order on commit as the real
 * orders have. Writing there costs what the data itself costs, without our summary triggers.
 */
if (raw) {
  await raw.query(`
    CREATE SCHEMA IF NOT EXISTS bench_floor;
    CREATE TABLE IF NOT EXISTS bench_floor.orders (LIKE public.orders INCLUDING ALL);
    CREATE TABLE IF NOT EXISTS bench_floor.order_items (LIKE public.order_items INCLUDING ALL);
    CREATE TABLE IF NOT EXISTS bench_floor.idempotency_keys (LIKE public.idempotency_keys INCLUDING ALL);
    CREATE OR REPLACE FUNCTION bench_floor.notify() RETURNS trigger AS $$
    BEGIN
      PERFORM pg_notify('bench_floor', json_build_object('restaurantId', NEW.restaurant_id, 'orderId', NEW.id)::text);
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;
    DROP TRIGGER IF EXISTS notify ON bench_floor.orders;
    CREATE TRIGGER notify AFTER INSERT ON bench_floor.orders FOR EACH ROW EXECUTE FUNCTION bench_floor.notify();
  `);
}

/**
 * One order with 3 lines and its idempotency answer, in one statement that commits on its own (as
 * the real route writes them), through `pg` directly: into `public` (every trigger of ours fires)
 * or into `bench_floor` (the physical floor).
 */
const floorInsert = (schema: 'public' | 'bench_floor') => `
  WITH o AS (
    INSERT INTO ${schema}.orders (id, restaurant_id, customer_name, customer_phone, items, subtotal, total)
    VALUES (gen_random_uuid()::text, $1, 'Cliente', '11999990000', '[]', '30.00', '30.00') RETURNING id
  ), lines AS (
    INSERT INTO ${schema}.order_items (id, order_id, restaurant_id, name, unit_price, quantity, subtotal)
    SELECT gen_random_uuid()::text, o.id, $1, 'Item ' || n, '10.00', 1, '10.00' FROM o, generate_series(1, 3) n
  ), answer AS (
    INSERT INTO ${schema}.idempotency_keys (key, scope, order_id, status_code, response_body)
    SELECT gen_random_uuid()::text, 'order', o.id, 201, '{}' FROM o
  )
  SELECT id FROM o`;

for (const [route, schema] of [
  ['/bench/order-floor/:id', 'public'],
  ['/bench/order-physical-floor/:id', 'bench_floor'],
] as const) {
  const statement = { name: `floor_${schema}`, text: floorInsert(schema) };
  app.post<{ Params: { id: string } }>(route, { config: { access: 'public' } }, async (request, reply) => {
    if (!raw) return reply.status(501).send({ error: 'floor de pedidos só em PostgreSQL' });
    const { rows } = await raw.query<{ id: string }>({ ...statement, values: [request.params.id] });
    return reply.status(201).send({ id: rows[0]!.id });
  });
}

/**
 * A restaurant's history, written in bulk: `n` delivered orders of 3 lines over the past days, so a
 * run starts from a database that has orders (as production does), not from empty tables.
 */
app.post<{ Params: { id: string }; Querystring: { n?: string } }>(
  '/bench/history/:id',
  { config: { access: 'public' } },
  async (request) => {
    const n = Number(request.query.n ?? 20_000);
    await database.db.execute(sql`
      with o as (
        insert into orders (id, restaurant_id, customer_name, customer_phone, items, subtotal, total, status, created_at)
        select gen_random_uuid()::text, ${request.params.id}, 'Cliente', '1198' || lpad(g::text, 7, '0'), '[]',
          '30.00', '30.00', 'delivered', now() - g * interval '20 seconds'
        from generate_series(1, ${n}) g
        returning id
      )
      insert into order_items (id, order_id, restaurant_id, name, unit_price, quantity, subtotal)
      select gen_random_uuid()::text, o.id, ${request.params.id}, 'Item ' || k, '10.00', 1, '10.00'
      from o, generate_series(1, 3) k`);
    return { orders: n };
  },
);

/**
 * Fresh statistics after a bulk load, on either database. Statistics of empty tables would tell
 * the planner that reading all of orders is cheapest, for every foreign-key check of a run.
 */
app.post('/bench/analyze', { config: { access: 'public' } }, async () => {
  await database.db.execute(sql`analyze`);
  return { ok: true };
});

/** Transactions committed in this database so far: per order, how many the app needed. */
app.get('/bench/commits', { config: { access: 'public' } }, async () => {
  const result = await database.db.execute(
    sql`select xact_commit::bigint::text as commits from pg_stat_database where datname = current_database()`,
  );
  return { commits: Number((result as unknown as { rows: { commits: string }[] }).rows[0]?.commits ?? 0) };
});

/** The order writes so far: statements, orders in them, orders written again alone (decision 0030). */
app.get('/bench/order-batches', { config: { access: 'public' } }, async () => ({
  ...orderWriteBatchesOf(database.db).stats,
}));

/** How often PostgreSQL read the whole orders table (a plan gone wrong shows here). */
app.get('/bench/table-scans', { config: { access: 'public' } }, async () => {
  const result = await database.db.execute(
    sql`select relname, seq_scan::int, coalesce(idx_scan, 0)::int as idx_scan from pg_stat_user_tables
        where schemaname = 'public' and relname in ('orders', 'order_items', 'order_sales_pending')`,
  );
  return (result as unknown as { rows: unknown[] }).rows;
});

await app.listen({ port: config.port, host: config.host });
// The same timers as `npm start` (the sales fold above all): a run pays for them as production does.
const stopBackgroundWork = startBackgroundWork(config, database, app);
console.log(`bench server on ${config.port}`);
const stop = async () => {
  stopBackgroundWork();
  await app.close();
  await raw?.end();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
