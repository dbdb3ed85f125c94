/**
 * The daily summary rows (migrations 0004, 0014) must stay exactly what a full read of orders and lines
 * would give, through every kind of write: placing, confirming, delivering, cancelling, moving an
 * order, editing and deleting lines, deleting orders, an item leaving the menu, multi-row
 * statements and a restaurant deleted with everything in it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness/database';
import { runJobOnce } from '../jobs/runner';
import { createItem, pizzaWithOptions } from '../modules/orders/order-placement.fixtures';
import { placeOrderBodySchema } from '../modules/orders/order-placement.schemas';
import { placeOrder } from '../modules/orders/order-placement.service';
import { insertTestOrder } from '../modules/orders/orders.test-helpers';
import { foldSalesPending, salesFoldJob, vacuumSalesPending } from '../modules/reports/sales-fold.job';
import type { Database, Db } from './client';
import { deliveryZones, menuItems, orderItems, orders, restaurants } from './schema';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

async function createRestaurant() {
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      name: 'Cantina Resumo',
      whatsapp: '5511999990000',
      address: 'Rua A, 1',
      email: `resumo-${Date.now()}-${Math.random()}@example.com`,
      passwordHash: 'x',
    })
    .returning();
  return restaurant!.id;
}

/** Both drivers answer `execute` with `rows`. */
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * The summaries as reports read them (folded rows plus pending changes, migration 0014), or the
 * folded rows alone; zero rows left by cancellations set aside.
 */
const stored = (restaurantId: string, from: 'current' | 'daily' = 'current') =>
  Promise.all([
    rowsOf(sql`select day::text, hour, order_source::text as source, delivery_type::text as type,
        sum(orders)::int as orders, sum(sales)::text as sales, sum(delivered_orders)::int as delivered_orders,
        sum(revenue)::text as revenue, sum(discounts)::text as discounts, sum(delivery_fees)::text as delivery_fees,
        sum(platform_fees)::text as platform_fees
      from ${sql.raw(`order_sales_${from}`)} where restaurant_id = ${restaurantId}
      group by 1, 2, 3, 4 having sum(orders) <> 0
      order by 1, 2, 3, 4`),
    rowsOf(sql`select day::text, order_source::text as source, delivery_type::text as type, menu_item_key,
        name, sum(quantity)::int as quantity, sum(sales)::text as sales, sum(revenue)::text as revenue
      from ${sql.raw(`product_sales_${from}`)} where restaurant_id = ${restaurantId}
      group by 1, 2, 3, 4, 5 having sum(quantity) <> 0
      order by 1, 2, 3, 4, 5`),
  ]);

const pendingCount = async () =>
  (
    await rowsOf(sql`select (select count(*) from order_sales_pending)::int
      + (select count(*) from product_sales_pending)::int as n`)
  )[0]!.n as number;

/** The same figures read from orders and lines directly, written independently of the triggers. */
const recomputed = (restaurantId: string) => {
  const day = sql.raw(`(o.created_at at time zone 'America/Sao_Paulo')`);
  return Promise.all([
    rowsOf(sql`select (${day})::date::text as day, extract(hour from ${day})::smallint as hour,
        o.order_source::text as source, o.delivery_type::text as type, count(*)::int as orders,
        sum(o.total)::numeric(14, 2)::text as sales,
        (count(*) filter (where o.status = 'delivered'))::int as delivered_orders,
        coalesce(sum(o.total) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text as revenue,
        coalesce(sum(o.discount_applied + o.coupon_discount) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text as discounts,
        coalesce(sum(o.delivery_fee) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text as delivery_fees,
        coalesce(sum(coalesce(o.platform_fee, 0)) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text as platform_fees
      from orders o where o.restaurant_id = ${restaurantId} and o.status <> 'cancelled'
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    rowsOf(sql`select (${day})::date::text as day, o.order_source::text as source,
        o.delivery_type::text as type, coalesce(i.menu_item_id, '') as menu_item_key, i.name,
        sum(i.quantity)::int as quantity, sum(i.subtotal)::numeric(14, 2)::text as sales,
        coalesce(sum(i.subtotal) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text as revenue
      from order_items i join orders o on o.id = i.order_id
      where o.restaurant_id = ${restaurantId} and o.status <> 'cancelled'
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
  ]);
};

/**
 * What reports read matches orders and lines before the fold, and the folded rows alone match
 * after it, with nothing left pending: each step below checks both paths.
 */
async function expectExact(restaurantId: string) {
  const [orderRows, productRows] = await stored(restaurantId);
  const [expectedOrders, expectedProducts] = await recomputed(restaurantId);
  expect(orderRows).toEqual(expectedOrders);
  expect(productRows).toEqual(expectedProducts);
  await foldSalesPending(db);
  expect(await pendingCount()).toBe(0);
  expect(await stored(restaurantId, 'daily')).toEqual([expectedOrders, expectedProducts]);
  return { orderRows, productRows };
}

describe('daily sales summaries', () => {
  it('stay exact through placing, status changes, moves, line edits and deletions', async () => {
    const restaurantId = await createRestaurant();
    const [pizza] = await db
      .insert(menuItems)
      .values({ restaurantId, name: 'Pizza Calabresa', price: '49.90' })
      .returning();

    // 23:59 and 00:00 in São Paulo fall on two different days (02:59 and 03:00 UTC).
    const lateNight = await insertTestOrder(db, restaurantId, {
      createdAt: new Date('2026-03-10T02:59:00Z'),
      lines: [
        { name: 'Pizza Calabresa', price: '49.90', quantity: 2 },
        { name: 'Guaraná', price: '7.50', quantity: 3 },
      ],
    });
    const midnight = await insertTestOrder(db, restaurantId, {
      createdAt: new Date('2026-03-10T03:00:00Z'),
      deliveryType: 'delivery',
      lines: [{ name: 'Guaraná', price: '7.50', quantity: 1 }],
    });
    const delivered = await insertTestOrder(db, restaurantId, {
      createdAt: new Date('2026-03-10T15:30:00Z'),
      deliveryType: 'table',
      status: 'delivered',
      lines: [{ name: 'Pizza Calabresa', price: '49.90', quantity: 1 }],
    });
    // The first line points at the menu item, so its leaving the menu regroups it by name.
    await db.update(orderItems).set({ menuItemId: pizza!.id }).where(eq(orderItems.orderId, lateNight.id));
    let { orderRows } = await expectExact(restaurantId);
    expect(orderRows.map((row) => [row.day, row.hour])).toEqual([
      ['2026-03-09', 23],
      ['2026-03-10', 0],
      ['2026-03-10', 12],
    ]);

    // Confirming changes nothing summed; delivering moves the order into revenue, with its fees.
    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, midnight.id));
    await db
      .update(orders)
      .set({ status: 'delivered', deliveryFee: '6.00', couponDiscount: '2.00', discountApplied: '1.50' })
      .where(eq(orders.id, midnight.id));
    ({ orderRows } = await expectExact(restaurantId));
    expect(orderRows[1]).toMatchObject({ delivered_orders: 1, delivery_fees: '6.00', discounts: '3.50' });

    // Cancelling takes the order and its lines out; one statement moving two orders' channel.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, delivered.id));
    await db
      .update(orders)
      .set({ orderSource: 'ifood', platformFee: '4.20' })
      .where(inArray(orders.id, [lateNight.id, midnight.id]));
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-03-11T12:00:00Z') })
      .where(eq(orders.id, lateNight.id));
    await expectExact(restaurantId);

    // A line edited, a line deleted, an item leaving the menu, then a whole order deleted.
    await db.update(orderItems).set({ quantity: 4, subtotal: '30.00' }).where(eq(orderItems.name, 'Guaraná'));
    await db.delete(orderItems).where(eq(orderItems.orderId, midnight.id));
    await db.delete(menuItems).where(eq(menuItems.id, pizza!.id));
    const { productRows } = await expectExact(restaurantId);
    expect(productRows.map((row) => [row.menu_item_key, row.name])).toEqual([
      ['', 'Guaraná'],
      ['', 'Pizza Calabresa'],
    ]);
    await db.delete(orders).where(eq(orders.id, lateNight.id));
    ({ orderRows } = await expectExact(restaurantId));
    expect(orderRows).toHaveLength(1);
  });

  it("stay exact for orders placed through the order's write, which queues its own rows", async () => {
    const restaurantId = await createRestaurant();
    const { item: pizza, size, extras } = await pizzaWithOptions(db, restaurantId);
    const soda = await createItem(db, restaurantId, {
      name: 'Refrigerante',
      price: '7.00',
      category: 'Bebidas',
    });
    await db.insert(deliveryZones).values({
      restaurantId,
      name: 'Centro',
      kind: 'neighborhood',
      neighborhoods: JSON.stringify(['Centro']),
      fee: '7.50',
    });
    const place = (extra: Record<string, unknown>) =>
      placeOrder(
        db,
        placeOrderBodySchema.parse({
          restaurantId,
          customerName: 'Cliente Resumo',
          customerPhone: '(11) 98888-7777',
          paymentMethod: 'cash',
          items: [
            { menuItemId: pizza.id, quantity: 2, optionIds: [size.Grande, extras.Bacon] },
            { menuItemId: soda.id, quantity: 3 },
            { menuItemId: pizza.id, quantity: 1, optionIds: [size.Média], notes: 'sem cebola' },
          ],
          ...extra,
        }),
        { enteredByOwner: true },
      );
    const pendingBefore = await pendingCount();
    const pickup = await place({ deliveryType: 'pickup' });
    const delivery = await place({
      deliveryType: 'delivery',
      deliveryAddress: 'Rua B, 2',
      neighborhood: 'Centro',
    });
    const table = await place({ deliveryType: 'table', tableNumber: '4' });
    expect(delivery.deliveryFee).toBe('7.50');
    // Each order queued, in its own statement (no trigger rows twice), one order row and one row per
    // item and name: its two pizzas' lines summed into one, the sodas in another.
    expect((await pendingCount()) - pendingBefore).toBe(3 * (1 + 2));
    await expectExact(restaurantId);
    // What the triggers queue for later changes takes back exactly what the write queued.
    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, pickup.id));
    await expectExact(restaurantId);
    await db
      .update(orders)
      .set({ status: 'delivered' })
      .where(inArray(orders.id, [pickup.id, delivery.id]));
    await expectExact(restaurantId);
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, table.id));
    await expectExact(restaurantId);
    await db
      .update(orderItems)
      .set({ quantity: 5, subtotal: '35.00' })
      .where(eq(orderItems.orderId, delivery.id));
    await expectExact(restaurantId);
  });

  it('are rebuilt from the orders the same as kept by the triggers', async () => {
    const restaurantId = await createRestaurant();
    for (const [index, status] of (['pending', 'delivered', 'cancelled', 'delivered'] as const).entries()) {
      await insertTestOrder(db, restaurantId, {
        status,
        createdAt: new Date(Date.UTC(2026, 4, 1 + index, 18)),
        lines: [{ name: `Prato ${index % 2}`, price: '25.00', quantity: index + 1 }],
      });
    }
    const kept = await expectExact(restaurantId);
    await db.execute(sql`select rebuild_sales_summaries(${restaurantId})`);
    expect(await stored(restaurantId)).toEqual([kept.orderRows, kept.productRows]);
  });

  it('go with their restaurant when it is deleted', async () => {
    const restaurantId = await createRestaurant();
    await insertTestOrder(db, restaurantId, { status: 'delivered' });
    await foldSalesPending(db);
    await insertTestOrder(db, restaurantId, { status: 'delivered' });
    await db.delete(restaurants).where(eq(restaurants.id, restaurantId));
    const leftovers = (table: string) =>
      rowsOf(sql`select 1 from ${sql.raw(table)} where restaurant_id = ${restaurantId}`);
    for (const table of [
      'order_sales_daily',
      'product_sales_daily',
      'order_sales_current',
      'product_sales_current',
    ])
      expect(await leftovers(table)).toEqual([]);
    await foldSalesPending(db);
    expect(await leftovers('order_sales_pending')).toEqual([]);
    expect(await leftovers('product_sales_pending')).toEqual([]);
  });
  it('wait in the pending tables, not in the daily rows, until folded', async () => {
    const restaurantId = await createRestaurant();
    await insertTestOrder(db, restaurantId, { lines: [{ name: 'Coxinha', price: '8.00', quantity: 3 }] });
    expect(await stored(restaurantId, 'daily')).toEqual([[], []]);
    const [orderRows, productRows] = await stored(restaurantId);
    expect(orderRows).toMatchObject([{ orders: 1 }]);
    expect(productRows).toMatchObject([{ name: 'Coxinha', quantity: 3, sales: '24.00' }]);
    await expectExact(restaurantId);
  });

  it('are folded by the sales-fold job, once across instances (the job runner lock)', async () => {
    const restaurantId = await createRestaurant();
    await insertTestOrder(db, restaurantId, { status: 'delivered' });
    expect(await pendingCount()).toBeGreaterThan(0);
    expect(await runJobOnce(db, salesFoldJob(2_000))).toBe(true);
    expect(await pendingCount()).toBe(0);
    const [orderRows] = await stored(restaurantId, 'daily');
    expect(orderRows).toMatchObject([{ orders: 1, delivered_orders: 1 }]);
  });

  it('leave no growing dead space behind the folds once vacuumed (PGlite has no autovacuum)', async () => {
    const restaurantId = await createRestaurant();
    const size = async () =>
      Number((await rowsOf(sql`select pg_relation_size('product_sales_pending')::int as bytes`))[0]!.bytes);
    const cycle = async () => {
      for (let i = 0; i < 40; i++)
        await insertTestOrder(db, restaurantId, {
          lines: [{ name: `Prato ${i}`, price: '10.00', quantity: 1 }],
        });
      await foldSalesPending(db);
      await vacuumSalesPending(db);
      return size();
    };
    const first = await cycle();
    expect(await cycle()).toBeLessThanOrEqual(first);
    expect(await cycle()).toBeLessThanOrEqual(first);
  });

  it('stay as they were when a fold fails part-way', async () => {
    const restaurantId = await createRestaurant();
    await insertTestOrder(db, restaurantId, { status: 'delivered' });
    await foldSalesPending(db);
    await insertTestOrder(db, restaurantId, { status: 'delivered' });
    const before = { current: await stored(restaurantId), daily: await stored(restaurantId, 'daily') };
    const pending = await pendingCount();
    expect(pending).toBeGreaterThan(0);

    // The fold ran and the process died before commit: the transaction is rolled back.
    await expect(
      db.transaction(async (tx) => {
        expect(await foldSalesPending(tx)).toBeGreaterThan(0);
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await pendingCount()).toBe(pending);
    expect(await stored(restaurantId)).toEqual(before.current);
    expect(await stored(restaurantId, 'daily')).toEqual(before.daily);
    await expectExact(restaurantId);
  });
});
