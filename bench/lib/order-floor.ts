/**
 * The orders bench's floor (decision 0037): the diners' order written straight to PostgreSQL by a
 * client of its own, outside the app's process, one order per transaction, at full speed.
 *
 * "The same order" is taken literally. For each restaurant of the run, the last order the app
 * placed through `POST /api/orders` is read back (the order, its lines, the answer stored under its
 * Idempotency-Key), and every floor order is a copy of it with a new id, a new diner's phone,
 * address and key, and the current time: the same columns and values, the same JSON of lines
 * and options, the same 1.1 KB stored answer. It goes through the app's own write
 * (`writeOrders`, order-placement.write.ts: the order, its lines, the diner's two rate-limit
 * counters, the sales rows queued for the fold, the answer, one prepared statement committing on
 * its own) on the app's driver (drizzle over `pg`), and is announced to the live streams as the
 * app announces it (`orderAnnouncementsOf`, one NOTIFY statement per 20 ms). What the floor leaves
 * out is exactly the app: HTTP, parsing and validation, pricing, the batching of writes, logging.
 *
 * `CONNECTIONS` clients each write one order, wait for its commit, and write the next, for
 * `DURATION_S`; the first `WARMUP_S` are not counted (each connection prepares the statement on its
 * first order). Prints one JSON line: orders written, per second, latency p50/p99/max, errors.
 * The bench measures this process's CPU and PostgreSQL's from /proc.
 *
 *   DATABASE_URL=... RESTAURANTS=id1,id2 CONNECTIONS=10 DURATION_S=20 node --import tsx bench/lib/order-floor.ts
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { idempotencyKeys, menuVersions, orderItems, orders } from '../../src/server/db/schema';
import { orderLimits } from '../../src/server/modules/orders/order-placement.idempotency';
import {
  type OrderToWrite,
  orderWrite,
  writeOrders,
} from '../../src/server/modules/orders/order-placement.write';
import { orderAnnouncementsOf } from '../../src/server/modules/realtime/order-announcements';

const DATABASE_URL = process.env.DATABASE_URL;
const RESTAURANTS = (process.env.RESTAURANTS ?? '').split(',').filter(Boolean);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 20);
const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
if (!DATABASE_URL || RESTAURANTS.length === 0) throw new Error('DATABASE_URL and RESTAURANTS are needed');

const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: '', poolSize: CONNECTIONS });
const { db } = database;

/** Each restaurant's last order placed by the app, with its lines, stored answer and menu version. */
const templates: {
  order: typeof orders.$inferSelect;
  lines: (typeof orderItems.$inferSelect)[];
  answer: typeof idempotencyKeys.$inferSelect;
  menuVersion: number;
}[] = [];
for (const restaurantId of RESTAURANTS) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw new Error(`restaurant ${restaurantId} has no order to copy`);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const [answer] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.orderId, order.id));
  if (lines.length === 0 || !answer) throw new Error(`order ${order.id} was not placed through the API`);
  const [menu] = await db
    .select({ version: menuVersions.version })
    .from(menuVersions)
    .where(eq(menuVersions.restaurantId, restaurantId));
  templates.push({ order, lines, answer, menuVersion: Number(menu?.version ?? 0) });
}

const announcements = orderAnnouncementsOf(db);
let sequence = 0;
/** A copy of a template as a new diner's order, ready for `writeOrders`. */
function nextWrite() {
  sequence += 1;
  const n = sequence;
  const { order, lines, answer, menuVersion } = templates[n % templates.length]!;
  const id = randomUUID();
  const phone = `1197${String(n).padStart(7, '0')}`;
  const ip = `10.200.${(n >> 8) & 255}.${n & 255}`;
  const { status: _status, changeSeq: _changeSeq, updatedAt: _updatedAt, ...columns } = order;
  const copy: OrderToWrite = {
    ...columns,
    id,
    customerPhone: phone,
    customerName: `Cliente ${n}`,
    status: 'pending',
    createdAt: new Date(),
  };
  return orderWrite(
    copy,
    lines.map(({ orderId: _orderId, createdAt: _createdAt, id: _id, ...line }) => line),
    { menuVersion, limits: orderLimits(order.restaurantId, phone, ip) },
    {
      key: `orders:floor-${Date.now().toString(36)}-${n}`,
      scope: answer.scope,
      orderId: id,
      statusCode: answer.statusCode,
      responseBody: answer.responseBody,
      requestHash: answer.requestHash,
    },
  );
}

const started = performance.now();
const countFrom = started + WARMUP_S * 1000;
const endAt = countFrom + DURATION_S * 1000;
const latencies: number[] = [];
let errors = 0;
let firstError: string | null = null;
// The bench starts its CPU meter on this line and stops it on the result's.
setTimeout(() => console.log(JSON.stringify({ counting: true })), WARMUP_S * 1000);
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < endAt) {
      const write = nextWrite();
      const sentAt = performance.now();
      try {
        const stored = await writeOrders(db, [write]);
        const row = stored.get(write.id);
        if (!row) throw new Error('the write returned no row');
        announcements.announce({ restaurantId: row.restaurantId, orderId: row.id, seq: row.changeSeq });
        // Orders sent once the count began (the at most CONNECTIONS sent before and answered after
        // it are left out, their time not).
        if (sentAt >= countFrom) latencies.push(performance.now() - sentAt);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  }),
);
const seconds = (performance.now() - countFrom) / 1000;
await announcements.flush();

latencies.sort((a, b) => a - b);
const at = (p: number) => {
  const value = latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return value === undefined ? null : Math.round(value * 10) / 10;
};
console.log(
  JSON.stringify({
    ordersPerSecond: Math.round(latencies.length / seconds),
    total: latencies.length,
    written: sequence - errors,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    errors,
    firstError,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  }),
);
await database.close();
