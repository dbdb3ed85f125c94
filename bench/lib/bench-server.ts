/**
 * The app as `npm start` runs it (same buildApp, same plugins, production logging), plus two floor
 * routes that do the least work possible for the same answer, so a benchmark can compare the real
 * route with its floor on the same server, in the same run:
 *
 * - `GET /bench/menu-floor/:id`: the diners' menu, pre-serialised and pre-compressed once, sent as
 *   bytes (no session check, no database);
 * - `POST /bench/order-floor/:id`: one order with 3 lines inserted in a single transaction through
 *   `pg` directly (no validation, pricing, idempotency or rate limits).
 *
 * Run with `node --import tsx bench/lib/bench-server.ts` and the usual environment (PORT,
 * DATABASE_URL or DATA_DIR). Never part of the product: it lives in bench/ only.
 */
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { preferredEncoding } from '../../src/server/modules/menu/public-menu-cache';

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
app.post<{ Params: { id: string } }>(
  '/bench/order-floor/:id',
  { config: { access: 'public' } },
  async (request, reply) => {
    if (!raw) return reply.status(501).send({ error: 'floor de pedidos só em PostgreSQL' });
    const client = await raw.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO orders (id, restaurant_id, customer_name, customer_phone, items, subtotal, total)
       VALUES (gen_random_uuid()::text, $1, 'Cliente', '11999990000', '[]', '30.00', '30.00') RETURNING id`,
        [request.params.id],
      );
      await client.query(
        `INSERT INTO order_items (id, order_id, restaurant_id, name, unit_price, quantity, subtotal)
       SELECT gen_random_uuid()::text, $1, $2, 'Item ' || n, '10.00', 1, '10.00' FROM generate_series(1, 3) n`,
        [rows[0]!.id, request.params.id],
      );
      await client.query('COMMIT');
      return reply.status(201).send({ id: rows[0]!.id });
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  },
);

await app.listen({ port: config.port, host: config.host });
console.log(`bench server on ${config.port}`);
const stop = async () => {
  await app.close();
  await raw?.end();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
