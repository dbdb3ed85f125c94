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

type OrderRow = typeof orders.$inferSelect;
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
  'deliveryFee',
  'loyaltyPointsUsed',
  'loyaltyRedemptionPending',
  'discountApplied',
  'couponId',
  'couponDiscount',
  'notes',
  'paymentMethod',
  'cardType',
  'changeFor',
  'paidAt',
  'orderSource',
  'createdAt',
] as const satisfies (keyof OrderRow)[];

/**
 * A new order is always 'pending': its sales rows (below) count it as placed, not yet delivered;
 * delivering or cancelling it later goes through the summary triggers.
 */
export type OrderToWrite = Pick<OrderRow, Exclude<(typeof ORDER_COLUMNS)[number], 'status'>> & {
  status: 'pending';
};

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
const RESTAURANT_PARAM = ORDER_COLUMNS.indexOf('restaurantId') + 1;
const ID_PARAM = ORDER_COLUMNS.indexOf('id') + 1;
// After the order's own values: the menu version, the rules, the lines, then the answer's fields.
const [VERSION, RULES, LINES, ANSWER_KEY, ANSWER_SCOPE, ANSWER_STATUS, ANSWER_BODY, ANSWER_HASH] = Array.from(
  { length: 8 },
  (_, index) => `$${ORDER_COLUMNS.length + index + 1}`,
);

/**
 * - `hits`: one hit on each of the diner's counters (a counter's window restarts once passed);
 * - `placed`: the order, whose restaurant id goes through `order_menu_guard` (migration 0015): it
 *   raises CM409 if the menu version moved since the order was priced, or CM429 if a counter is
 *   over its rule's limit, and then the whole statement writes nothing;
 * - `lines` and `answer`: the order's lines and the answer its Idempotency-Key replays (none
 *   without a key). A used key fails the statement on the key's primary key;
 * - `order_sales` and `line_sales`: the order's and its lines' rows for the daily sales summaries,
 *   queued for the fold (decision 0026) as the summary triggers would queue a new 'pending' order
 *   (`queue_order_sales` and `queue_line_sales`, sign +1, migration 0014: counted as placed, not yet
 *   delivered), without the triggers' cost: about 0.6 ms of PostgreSQL's CPU per order (decision
 *   0028). `sales-summaries.test.ts` checks they stay exact;
 * - `marked`: `comanda.order_write = 'on'` for the transaction, which the summary triggers read as
 *   "already queued" and the orders trigger as "announced by the app in a batch"
 *   (realtime/order-announcements.ts; migration 0016). The outer select reads it, so it is set
 *   before the triggers fire at the statement's end.
 */
export const ORDER_WRITE = `with hits as (
  insert into rate_limits (key, count, reset_at)
  select rule.key, 1, now() + make_interval(secs => rule.window_s)
  from jsonb_to_recordset(${RULES}::jsonb) as rule(key text, window_s float8)
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
    reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
  returning key, count, reset_at
), placed as (
  insert into orders (${ORDER_COLUMNS.map(name).join(', ')})
  values (${ORDER_COLUMNS.map((key, index) =>
    key === 'restaurantId'
      ? `order_menu_guard($${RESTAURANT_PARAM}, ${VERSION}::bigint,
          (select jsonb_agg(jsonb_build_object('key', key, 'count', count, 'reset_at', reset_at)) from hits),
          ${RULES}::jsonb)`
      : `$${index + 1}`,
  ).join(', ')})
  returning ${RETURNED.map(([key]) => name(key)).join(', ')}
), lines as (
  insert into order_items (${LINE_COLUMNS.map(name).join(', ')})
  select ${LINE_COLUMNS.map(name).join(', ')}
  from jsonb_to_recordset(${LINES}::jsonb)
    as line(${LINE_COLUMNS.map((key) => `${name(key)} ${lineColumns[key].getSQLType()}`).join(', ')})
  returning menu_item_id, name, quantity, subtotal
), order_sales as (
  insert into order_sales_pending (restaurant_id, created_at, order_source, delivery_type, orders, sales,
    delivered_orders, revenue, discounts, delivery_fees, platform_fees)
  select restaurant_id, created_at, order_source, delivery_type, 1, total, 0, 0, 0, 0, 0
  from placed
), line_sales as (
  insert into product_sales_pending (restaurant_id, created_at, order_source, delivery_type, menu_item_key,
    name, quantity, sales, revenue)
  select placed.restaurant_id, placed.created_at, placed.order_source, placed.delivery_type,
    coalesce(lines.menu_item_id, ''), lines.name, lines.quantity, lines.subtotal, 0
  from lines cross join placed
), answer as (
  insert into idempotency_keys (key, scope, order_id, status_code, response_body, request_hash)
  select ${ANSWER_KEY}::text, ${ANSWER_SCOPE}::text, $${ID_PARAM}::text, ${ANSWER_STATUS}::int,
    ${ANSWER_BODY}::text, ${ANSWER_HASH}::text
  where ${ANSWER_KEY}::text is not null
), marked as (
  select set_config('comanda.order_write', 'on', true)
)
select placed.* from placed cross join marked`;

type Answer = typeof idempotencyKeys.$inferInsert;

/** The statement's values: the order's columns as the driver takes them, then the rest in order. */
export function orderWriteValues(
  order: OrderToWrite,
  lines: NewOrderLine[],
  guard: { menuVersion: number; limits: RateLimitRule[] },
  answer: Answer | undefined,
): unknown[] {
  const column = (key: (typeof ORDER_COLUMNS)[number]) => {
    const value = order[key];
    return value === null || value === undefined ? null : orderColumns[key].mapToDriverValue(value);
  };
  // One hit per counter: the upsert may not touch a row twice.
  const rules = [...new Map(guard.limits.map((rule) => [rule.key, rule])).values()];
  return [
    ...ORDER_COLUMNS.map(column),
    guard.menuVersion,
    JSON.stringify(rules.map(({ key, limit, windowMs }) => ({ key, limit, window_s: windowMs / 1000 }))),
    JSON.stringify(
      lines.map((line) => ({
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
    ),
    answer?.key ?? null,
    answer?.scope ?? null,
    answer?.statusCode ?? null,
    answer?.responseBody ?? null,
    answer?.requestHash ?? null,
  ];
}

/** The stored order, through the schema's columns, as drizzle's `returning()` maps it. */
function toOrderRow(rows: unknown[][]): OrderRow {
  const [row] = rows;
  if (!row) throw new Error('the order write returned no row');
  const order: Record<string, unknown> = {};
  RETURNED.forEach(([key, column], index) => {
    const value = row[index];
    order[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  });
  return order as OrderRow;
}

/** $1 is the placeholder named '0', $2 '1'...: the values array, indexed by position, fills them. */
const PARAMS = Array.from({ length: ORDER_COLUMNS.length + 8 }, (_, index) => sql.placeholder(String(index)));

type Prepared = PgPreparedQuery<PreparedQueryConfig & { execute: OrderRow }>;
/** One prepared query per session (the pool's, or a transaction's); the server keeps one plan per connection. */
const prepared = new WeakMap<object, Prepared>();

/** Writes the order (see ORDER_WRITE) on the pool or inside the caller's transaction. */
export async function writeOrder(on: Db | Tx, values: unknown[]): Promise<OrderRow> {
  const { session } = on._;
  let query = prepared.get(session);
  if (!query) {
    query = session.prepareQuery<PreparedQueryConfig & { execute: OrderRow }>(
      { sql: ORDER_WRITE, params: PARAMS },
      undefined,
      'order_write',
      true,
      (rows: unknown[][]) => toOrderRow(rows),
    );
    prepared.set(session, query);
  }
  // The values fill $1, $2... in order: placeholder '0' is values[0] (see PARAMS).
  return query.execute(values as unknown as Record<string, unknown>);
}
