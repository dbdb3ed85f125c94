/**
 * The order's write, by hand: one prepared statement that counts the diner's rate limits, checks
 * the menu version the order was priced from, and inserts the order, its lines and the answer to
 * its Idempotency-Key (decision 0027).
 *
 * Why by hand and not drizzle's query builder: this is the one statement every order runs, and
 * building it with `insert().values()` for each order cost about a fifth of the app's CPU per order
 * (bench/orders-throughput.mjs, CPU profile of the orders phase), and its text changed with the
 * number of lines and rules, so PostgreSQL parsed and planned it again each time. Here the text is
 * fixed (lines and rules travel as JSON arrays), so each pooled connection parses it once
 * (a named prepared statement) and then only binds values. The column lists come from the
 * drizzle schema, so a renamed column fails at type checking; the rows come back through the
 * schema's own column mappers, exactly as drizzle's `returning()` gave them.
 */
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Column } from 'drizzle-orm/column';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { type idempotencyKeys, orderItems, orders } from '../../db/schema';
import type { RateLimitRule } from '../../lib/rate-limit';

export type OrderRow = typeof orders.$inferSelect;
type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The order's columns the app decides; the others take their defaults (change_seq, updated_at...). */
const ORDER_COLUMNS = [
  'id',
  'restaurantId',
  'customerPhone',
  'customerName',
  'items',
  'subtotal',
  'total',
  'status',
  'deliveryType',
  'deliveryAddress',
  'tableNumber',
  'billId',
  'deliveryFee',
  'loyaltyPointsUsed',
  'loyaltyRedemptionPending',
  'loyaltyRewardId',
  'loyaltyRewardName',
  'discountApplied',
  'couponId',
  'couponDiscount',
  'notes',
  'paymentMethod',
  'cardType',
  'changeFor',
  'paidAt',
  'orderSource',
  'takenByStaffId',
  'takenByName',
  'takenByRole',
  'createdAt',
] as const satisfies (keyof OrderRow)[];

/**
 * A new order is always 'pending': its sales rows (below) count it as placed, not yet delivered;
 * delivering or cancelling it later goes through the summary triggers.
 */
export type OrderToWrite = Pick<OrderRow, Exclude<(typeof ORDER_COLUMNS)[number], 'status' | 'billId'>> & {
  status: 'pending';
  /** A table order's bill (decision 0042); absent or null for every other order. */
  billId?: string | null;
};

/**
 * The bill's column goes through `order_bill_guard` (migration 0026), which raises CM410 when the
 * bill is no longer open, so an order never lands on a bill closed since it was read. A delivery
 * or pickup order has no bill: the CASE leaves it at null without calling anything.
 */
const BILL_GUARDED = 'case when bill_id is null then null else order_bill_guard(bill_id) end';

/** A line's columns; `created_at` takes its default. */
const LINE_COLUMNS = [
  'id',
  'orderId',
  'restaurantId',
  'menuItemId',
  'name',
  'unitPrice',
  'quantity',
  'notes',
  'options',
  'subtotal',
  'position',
] as const satisfies (keyof typeof orderItems.$inferSelect)[];

const orderColumns = getTableColumns(orders);
const lineColumns = getTableColumns(orderItems);
/** Every column of orders, in one order: what the statement returns and how it maps back. */
const RETURNED = Object.entries(orderColumns) as [keyof OrderRow, Column][];

const name = (key: string) => toSnakeCase(key);
/** Each order column with its mapper and its name in SQL, worked out once (not per order). */
const ORDER_FIELDS = ORDER_COLUMNS.map((key) => [key, orderColumns[key], name(key)] as const);
const ORDER_RECORD = ORDER_FIELDS.map(([, column, sqlName]) => `${sqlName} ${column.getSQLType()}`).join(
  ', ',
);
const LINE_RECORD = LINE_COLUMNS.map((key) => `${name(key)} ${lineColumns[key].getSQLType()}`).join(', ');

/**
 * One statement for a batch of orders (one order is a batch of one), with four JSON arrays: the
 * orders ($1, each with the menu version it was priced from), their lines ($2), the rate-limit
 * counters they add to ($3: each counter once, with its number of hits and its limit, in the order
 * of the first order's rules) and the answers to their Idempotency-Keys ($4).
 *
 * - `hits`: the batch's hits on each counter (a counter's window restarts once passed), counters
 *   locked in key order so two batches never wait on each other in a circle;
 * - `placed`: the orders. Before the first is inserted, `order_limits_guard` (migration 0017, an
 *   uncorrelated subquery: run once per statement) raises CM429 if a counter is over its limit; each
 *   order's restaurant id goes through `order_menu_guard` (migration 0015), which raises CM409 if
 *   the restaurant's menu version moved since the order was priced. Either way the whole statement
 *   writes nothing;
 * - `lines` and `answer`: the orders' lines and the answers their Idempotency-Keys replay. A used
 *   key fails the statement on the key's primary key;
 * - `order_sales` and `line_sales`: the orders' and lines' rows for the daily sales summaries,
 *   queued for the fold (decision 0026) as the summary triggers would queue a new 'pending' order
 *   (`queue_order_sales` and `queue_line_sales`, sign +1, migration 0014: counted as placed, not yet
 *   delivered), without the triggers' cost: about 0.6 ms of PostgreSQL's CPU per order (decision
 *   0028). They are summed over the batch, one row per restaurant, minute, source and type (and item
 *   and name for lines), not one per order and line: a batch of 25 orders queues about 4 rows instead
 *   of 100, which the fold then deletes and the vacuum reclaims. The minute keeps every order in its
 *   hour and day in any time zone (all offsets are whole minutes). `sales-summaries.test.ts` checks
 *   they stay exact;
 * - `marked`: `comanda.order_write = 'on'` for the transaction, which the summary triggers read as
 *   "already queued" and the orders trigger as "announced by the app in a batch"
 *   (realtime/order-announcements.ts; migration 0016). The outer select reads it, so it is set
 *   before the triggers fire at the statement's end.
 *
 * Every refusal fails the whole batch, so a batch is all or nothing: counted only if every order in
 * it is within the limits, written only if every key is new and every menu current. A batch that
 * fails is written again order by order (`OrderWriteBatches`), each order then getting exactly the
 * answer it would have had alone.
 */
export const ORDER_WRITE = `with batch as (
  select * from jsonb_to_recordset($1::jsonb) as o(${ORDER_RECORD}, menu_version bigint)
), hits as (
  insert into rate_limits (key, count, reset_at)
  select rule.key, rule.hits, now() + make_interval(secs => rule.window_s)
  from jsonb_to_recordset($3::jsonb) as rule(key text, hits int, window_s float8)
  order by rule.key
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
    reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
  returning key, count, reset_at
), placed as (
  insert into orders (${ORDER_FIELDS.map(([, , sqlName]) => sqlName).join(', ')})
  select ${ORDER_FIELDS.map(([key, , sqlName]) =>
    key === 'restaurantId'
      ? 'order_menu_guard(restaurant_id, menu_version)'
      : key === 'billId'
        ? BILL_GUARDED
        : sqlName,
  ).join(', ')}
  from batch
  where (select order_limits_guard(
    jsonb_agg(jsonb_build_object('key', key, 'count', count, 'reset_at', reset_at)), $3::jsonb) from hits)
  returning ${RETURNED.map(([key]) => name(key)).join(', ')}
), lines as (
  insert into order_items (${LINE_COLUMNS.map(name).join(', ')})
  select ${LINE_COLUMNS.map(name).join(', ')}
  from jsonb_to_recordset($2::jsonb) as line(${LINE_RECORD})
  returning order_id, menu_item_id, name, quantity, subtotal
), order_sales as (
  insert into order_sales_pending (restaurant_id, created_at, order_source, delivery_type, orders, sales,
    delivered_orders, revenue, discounts, delivery_fees, platform_fees)
  select restaurant_id, date_trunc('minute', created_at), order_source, delivery_type, count(*), sum(total),
    0, 0, 0, 0, 0
  from placed
  group by 1, 2, 3, 4
), line_sales as (
  insert into product_sales_pending (restaurant_id, created_at, order_source, delivery_type, menu_item_key,
    name, quantity, sales, revenue)
  select placed.restaurant_id, date_trunc('minute', placed.created_at), placed.order_source,
    placed.delivery_type, coalesce(lines.menu_item_id, ''), lines.name, sum(lines.quantity), sum(lines.subtotal), 0
  from lines join placed on placed.id = lines.order_id
  group by 1, 2, 3, 4, 5, 6
), answer as (
  insert into idempotency_keys (key, scope, order_id, status_code, response_body, request_hash)
  select key, scope, order_id, status_code, response_body, request_hash
  from jsonb_to_recordset($4::jsonb)
    as answer(key text, scope text, order_id text, status_code int, response_body text, request_hash text)
  order by key
), marked as (
  select set_config('comanda.order_write', 'on', true)
)
select placed.* from placed cross join marked`;

type Answer = typeof idempotencyKeys.$inferInsert;

/** One order's part of a batch: its record, its lines' records, its rate-limit rules and its answer. */
export interface OrderWrite {
  id: string;
  order: Record<string, unknown>;
  lines: Record<string, unknown>[];
  rules: RateLimitRule[];
  answer: Record<string, unknown> | null;
}

/** An order, its lines, the rules it counts against and its answer, as the statement reads them. */
export function orderWrite(
  order: OrderToWrite,
  lines: NewOrderLine[],
  guard: { menuVersion: number; limits: RateLimitRule[] },
  answer: Answer | undefined,
): OrderWrite {
  const record: Record<string, unknown> = { menu_version: guard.menuVersion };
  for (const [key, column, columnName] of ORDER_FIELDS) {
    const value = order[key];
    // A key left out reads as NULL in jsonb_to_recordset: a diner's order carries no empty
    // 'taken by' (or other null) fields, so the columns a counter order adds cost it nothing.
    if (value === null || value === undefined) continue;
    record[columnName] = column.mapToDriverValue(value);
  }
  return {
    id: order.id,
    order: record,
    lines: lines.map((line) => ({
      id: randomUUID(),
      order_id: order.id,
      restaurant_id: line.restaurantId,
      menu_item_id: line.menuItemId ?? null,
      name: line.name,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      notes: line.notes ?? null,
      options: line.options ?? [],
      subtotal: line.subtotal,
      position: line.position ?? 0,
    })),
    rules: guard.limits,
    answer: answer
      ? {
          key: answer.key,
          scope: answer.scope,
          order_id: order.id,
          status_code: answer.statusCode,
          response_body: answer.responseBody,
          request_hash: answer.requestHash ?? null,
        }
      : null,
  };
}

/**
 * The statement's four values for a batch. Each counter appears once, with the batch's hits on it:
 * the upsert may not touch a row twice, and the batch is refused (then written order by order) as
 * soon as one counter would pass its limit.
 */
export function orderWriteValues(writes: OrderWrite[]): unknown[] {
  const counters = new Map<string, { key: string; limit: number; window_s: number; hits: number }>();
  for (const write of writes) {
    // One hit per counter per order, even if a caller names a rule twice.
    for (const rule of new Map(write.rules.map((candidate) => [candidate.key, candidate])).values()) {
      const counter = counters.get(rule.key);
      if (counter) counter.hits += 1;
      else
        counters.set(rule.key, { key: rule.key, limit: rule.limit, window_s: rule.windowMs / 1000, hits: 1 });
    }
  }
  return [
    JSON.stringify(writes.map((write) => write.order)),
    JSON.stringify(writes.flatMap((write) => write.lines)),
    JSON.stringify([...counters.values()]),
    JSON.stringify(writes.flatMap((write) => (write.answer ? [write.answer] : []))),
  ];
}

/** The stored orders, through the schema's columns, as drizzle's `returning()` maps them, by id. */
function toOrderRows(rows: unknown[][]): Map<string, OrderRow> {
  const stored = new Map<string, OrderRow>();
  for (const row of rows) {
    const order: Record<string, unknown> = {};
    RETURNED.forEach(([key, column], index) => {
      const value = row[index];
      order[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    });
    stored.set(order.id as string, order as OrderRow);
  }
  return stored;
}

/** $1 is the placeholder named '0', $2 '1'...: the values array, indexed by position, fills them. */
const PARAMS = Array.from({ length: 4 }, (_, index) => sql.placeholder(String(index)));

type Prepared = PgPreparedQuery<PreparedQueryConfig & { execute: Map<string, OrderRow> }>;
/** One prepared query per session (the pool's, or a transaction's); the server keeps one plan per connection. */
const prepared = new WeakMap<object, Prepared>();

/** Writes a batch of orders (see ORDER_WRITE) on the pool or inside the caller's transaction. */
export async function writeOrders(on: Db | Tx, writes: OrderWrite[]): Promise<Map<string, OrderRow>> {
  const { session } = on._;
  let query = prepared.get(session);
  if (!query) {
    query = session.prepareQuery<PreparedQueryConfig & { execute: Map<string, OrderRow> }>(
      { sql: ORDER_WRITE, params: PARAMS },
      undefined,
      'order_write',
      true,
      (rows: unknown[][]) => toOrderRows(rows),
    );
    prepared.set(session, query);
  }
  // The values fill $1, $2... in order: placeholder '0' is values[0] (see PARAMS).
  return query.execute(orderWriteValues(writes) as unknown as Record<string, unknown>);
}

/** An order of a batch as stored, or the error that the statement did not return it. */
export function storedOrder(stored: Map<string, OrderRow>, write: OrderWrite): OrderRow {
  const row = stored.get(write.id);
  if (!row) throw new Error('the order write returned no row for the order');
  return row;
}

/** Writes one order inside the caller's transaction (an order with a coupon or points). */
export async function writeOrderIn(tx: Tx, write: OrderWrite): Promise<OrderRow> {
  return storedOrder(await writeOrders(tx, [write]), write);
}
