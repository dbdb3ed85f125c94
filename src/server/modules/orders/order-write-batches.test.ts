/**
 * Orders written in batches (decision 0030), on both databases: what a diner is answered must not
 * depend on whether the order left alone or with others. Orders are handed to the batches in one
 * tick, so the first IN_FLIGHT leave alone and the rest queue: which orders share a statement is
 * known in advance.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { idempotencyKeys, orderItems, orders, rateLimits } from '../../db/schema';
import { menuSnapshotsOf } from './order-menu-snapshots';
import { createItem } from './order-placement.fixtures';
import { orderLimits } from './order-placement.idempotency';
import { type OrderWrite, orderWrite } from './order-placement.write';
import { BATCH, IN_FLIGHT, OrderWriteBatches } from './order-write-batches';

let ctx: TestContext;
let restaurantId: string;
let item: { id: string; name: string };
let menuVersion: number;
let phoneSeq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  restaurantId = (await registerOwner(ctx.app)).restaurant.id;
  item = await createItem(ctx.app.db, restaurantId, { name: 'X-Salada', price: '28.00' });
  menuVersion = (await menuSnapshotsOf(ctx.app.db).get(restaurantId))!.version;
});
afterAll(() => ctx?.close());

const IP = '200.160.2.3';
const nextPhone = () => `55119${String(7000_0000 + ++phoneSeq).padStart(8, '0')}`;

/** A pickup order of two X-Saladas, as placeOrder would hand it to the write. */
function anOrder({ phone = nextPhone(), key }: { phone?: string; key?: string } = {}): OrderWrite {
  const id = randomUUID();
  return orderWrite(
    {
      id,
      restaurantId,
      customerPhone: phone,
      customerName: 'Cliente Lote',
      items: JSON.stringify([{ id: item.id, name: item.name, price: 28, quantity: 2, subtotal: 56 }]),
      subtotal: '56.00',
      total: '56.00',
      status: 'pending',
      deliveryType: 'pickup',
      deliveryAddress: null,
      tableNumber: null,
      deliveryFee: '0.00',
      loyaltyPointsUsed: 0,
      loyaltyRedemptionPending: false,
      loyaltyRewardId: null,
      loyaltyRewardName: null,
      discountApplied: '0.00',
      couponId: null,
      couponDiscount: '0.00',
      notes: null,
      paymentMethod: 'cash',
      cardType: null,
      changeFor: null,
      paidAt: null,
      orderSource: 'direct',
      takenByStaffId: null,
      takenByName: null,
      takenByRole: null,
      createdAt: new Date(),
    },
    [
      {
        restaurantId,
        menuItemId: item.id,
        name: item.name,
        unitPrice: '28.00',
        quantity: 2,
        subtotal: '56.00',
        position: 0,
      },
    ],
    { menuVersion, limits: orderLimits(restaurantId, phone, IP) },
    key
      ? { key, scope: 'orders', orderId: id, statusCode: 201, responseBody: '{}', requestHash: 'h' }
      : undefined,
  );
}

const hitsOn = async (key: string) =>
  (await ctx.app.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

/** A restaurant's rows waiting for the sales fold, and the orders and quantities they hold. */
async function pendingOf(restaurant: string) {
  const answer = (await ctx.app.db.execute(sql`
    select (select count(*) from order_sales_pending where restaurant_id = ${restaurant})::int as "orderRows",
      (select coalesce(sum(orders), 0) from order_sales_pending where restaurant_id = ${restaurant})::int as orders,
      (select count(*) from product_sales_pending where restaurant_id = ${restaurant})::int as "lineRows",
      (select coalesce(sum(quantity), 0) from product_sales_pending where restaurant_id = ${restaurant})::int as quantity`)) as unknown as {
    rows: { orderRows: number; orders: number; lineRows: number; quantity: number }[];
  };
  return answer.rows[0]!;
}

describe('orders written in batches', () => {
  it('writes the orders that queue behind the running writes together, each once, exactly', async () => {
    const batches = new OrderWriteBatches(ctx.app.db);
    const [, address] = orderLimits(restaurantId, nextPhone(), IP);
    const addressHitsBefore = await hitsOn(address!.key);
    const pendingBefore = await pendingOf(restaurantId);
    const writes = Array.from({ length: 40 }, (_, index) =>
      anOrder({ key: `orders:lote-${index}-${randomUUID()}` }),
    );

    const rows = await Promise.all(writes.map((write) => batches.write(write)));

    // IN_FLIGHT leave alone at once; the 36 that queued leave as BATCH, then the rest.
    expect(batches.stats).toEqual({
      statements: IN_FLIGHT + Math.ceil((40 - IN_FLIGHT) / BATCH),
      orders: 40,
      retriedAlone: 0,
    });
    expect(rows.map((row) => row.id)).toEqual(writes.map((write) => write.id));
    for (const row of rows) expect(row).toMatchObject({ restaurantId, total: '56.00', status: 'pending' });
    const ids = writes.map((write) => write.id);
    const stored = await ctx.app.db.select().from(orders).where(sql`${orders.id} in ${ids}`);
    expect(stored).toHaveLength(40);
    const lines = await ctx.app.db.select().from(orderItems).where(sql`${orderItems.orderId} in ${ids}`);
    expect(lines.map((line) => line.orderId).sort()).toEqual([...ids].sort());
    const answers = await ctx.app.db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.orderId} in ${ids}`);
    expect(answers).toHaveLength(40);
    // Each counter is counted once per order, the shared address 40 times in all.
    expect(await hitsOn(address!.key)).toBe(addressHitsBefore + 40);
    // The reports count each order's line once: 40 orders of 2 X-Saladas.
    const quantity = async (table: string) => {
      const answer = (await ctx.app.db.execute(
        sql`select coalesce(sum(quantity), 0) as quantity from ${sql.identifier(table)} where restaurant_id = ${restaurantId}`,
      )) as unknown as { rows: { quantity: string | number }[] };
      return Number(answer.rows[0]!.quantity);
    };
    expect(await quantity('product_sales_current')).toBe(await quantity('order_items'));
    expect(await quantity('order_items')).toBe(80);
    // Each statement queued its orders' sales for the fold summed, one row per minute (and item for
    // lines), not one per order and line: at most two rows a statement should it straddle a minute.
    const pending = await pendingOf(restaurantId);
    expect(pending.orders - pendingBefore.orders).toBe(40);
    expect(pending.quantity - pendingBefore.quantity).toBe(80);
    expect(pending.orderRows - pendingBefore.orderRows).toBeLessThanOrEqual(2 * batches.stats.statements);
    expect(pending.lineRows - pendingBefore.lineRows).toBeLessThanOrEqual(2 * batches.stats.statements);
  });

  it('answers a refusal in a batch to its own order only: a used key, the sixth order of a phone', async () => {
    const usedKey = `orders:lote-usada-${randomUUID()}`;
    const first = await new OrderWriteBatches(ctx.app.db).write(anOrder({ key: usedKey }));
    const batches = new OrderWriteBatches(ctx.app.db);
    const phone = nextPhone();
    const [phoneLimit] = orderLimits(restaurantId, phone, IP);

    const alone = Array.from({ length: IN_FLIGHT }, () => anOrder());
    const good = Array.from({ length: 5 }, () => anOrder());
    const reused = anOrder({ key: usedKey });
    const samePhone = Array.from({ length: 6 }, () => anOrder({ phone }));
    const writes = [...alone, ...good, reused, ...samePhone];
    const outcomes = await Promise.allSettled(writes.map((write) => batches.write(write)));
    const outcome = (write: OrderWrite) => outcomes[writes.indexOf(write)]!;

    // The queued batch failed as a whole and each of its orders was written again alone.
    expect(batches.stats.retriedAlone).toBe(good.length + 1 + samePhone.length);
    for (const write of [...alone, ...good]) expect(outcome(write).status).toBe('fulfilled');
    const refusedKey = outcome(reused);
    expect(refusedKey.status === 'rejected' && pgErrorCode(refusedKey.reason)).toBe(UNIQUE_VIOLATION);
    const phoneOutcomes = samePhone.map(outcome);
    expect(phoneOutcomes.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const [over] = phoneOutcomes.filter((result) => result.status === 'rejected');
    expect(pgErrorCode(over!.reason)).toBe('CM429');

    // Written: exactly the orders answered as placed; the used key still answers the first order.
    const placedIds = writes.filter((write) => outcome(write).status === 'fulfilled').map((w) => w.id);
    const stored = await ctx.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.id} in ${writes.map((write) => write.id)}`);
    expect(stored.map((row) => row.id).sort()).toEqual(placedIds.sort());
    expect(await hitsOn(phoneLimit!.key)).toBe(5);
    const [answer] = await ctx.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, usedKey));
    expect(answer!.orderId).toBe(first.id);
  });
});
