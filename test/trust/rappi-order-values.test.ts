/**
 * A signed Rappi NEW_ORDER is imported only within bounds: negative prices, object-valued names and
 * 100 KB names were stored as they came. Such an order is acknowledged (so Rappi does not retry it
 * for ever), logged by its event id, and nothing of it is written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationEvents, orders } from '../../src/server/db/schema';
import { rappiNewOrder } from '../fakes/rappi';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { connectRappi, postSignedRappi } from '../harness/rappi';

let ctx: TestContext;
let receivePath: string;

beforeAll(async () => {
  ctx = await createTestApp();
  receivePath = await connectRappi(ctx.app, await registerOwner(ctx.app));
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

type RappiPayload = ReturnType<typeof rappiNewOrder>;
const deliver = (payload: unknown) => postSignedRappi(ctx.app, receivePath, payload);

const CASES: [string, (order: RappiPayload) => void][] = [
  [
    'a negative item price',
    (order) => {
      order.order_detail.items[0]!.price = -39.8;
    },
  ],
  [
    'a negative subitem price',
    (order) => {
      order.order_detail.items[0]!.subitems[0]!.price = -2;
    },
  ],
  [
    'a negative total',
    (order) => {
      order.order_detail.totals.total_order = -58.9;
    },
  ],
  [
    'an object as the item name',
    (order) => Object.assign(order.order_detail.items[0]!, { name: { $gt: '' } }),
  ],
  ['an object as the customer name', (order) => Object.assign(order.customer, { first_name: { a: 1 } })],
  [
    'a 100 KB item name',
    (order) => {
      order.order_detail.items[0]!.name = 'X'.repeat(100_000);
    },
  ],
  [
    'a 100 KB comment',
    (order) => {
      order.order_detail.items[0]!.comments = 'Y'.repeat(100_000);
    },
  ],
  [
    'a fractional quantity',
    (order) => {
      order.order_detail.items[0]!.quantity = 0.5;
    },
  ],
];

describe('a signed Rappi order out of bounds', () => {
  it.each(CASES)('with %s is acknowledged and nothing of it is stored', async (label, spoil) => {
    const orderId = `R-BAD-${label.replaceAll(' ', '-')}`;
    const payload = rappiNewOrder(orderId, '900109448');
    spoil(payload);
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: false });
    expect(await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, orderId))).toEqual([]);
    expect(
      await ctx.app.db.select().from(integrationEvents).where(eq(integrationEvents.externalOrderId, orderId)),
    ).toEqual([]);
  });

  it('the documented order within bounds is still imported', async () => {
    const response = await deliver(rappiNewOrder('R-GOOD-1', '900109448'));
    expect(response.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, 'R-GOOD-1'))).toHaveLength(
      1,
    );
  });
});
