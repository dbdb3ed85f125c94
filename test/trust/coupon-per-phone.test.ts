/**
 * Issue 19, item 2: a coupon limited to one use per phone was used 5 times out of 5 concurrent
 * orders from one phone on PostgreSQL, because the per-phone count was read outside the transaction
 * that claims the coupon. Twenty orders at once from one phone must get exactly one use.
 *
 * The orders go through placeOrder, the one function behind `POST /api/orders`, rather than the
 * route: the route's per-phone rate limit would refuse most of them before they reach the coupon,
 * and this test is about the coupon's own rule holding under concurrency.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_USED_BY_PHONE } from '../../src/domain/coupons/coupon';
import { coupons, orders } from '../../src/server/db/schema';
import { createItem } from '../../src/server/modules/orders/order-placement.fixtures';
import { placeOrderBodySchema } from '../../src/server/modules/orders/order-placement.schemas';
import { placeOrder } from '../../src/server/modules/orders/order-placement.service';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
let restaurantId: string;
let itemId: string;
let ownerCookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await registerOwner(ctx.app);
  restaurantId = owner.restaurant.id;
  ownerCookie = owner.cookie;
  itemId = (await createItem(ctx.database.db, restaurantId, { price: '40.00' })).id;
}, 120_000);
afterAll(() => ctx?.close());

describe('a coupon limited to one use per phone, under concurrency', () => {
  it('gives 20 concurrent orders from the same phone exactly one use', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurantId}/coupons`,
      headers: { cookie: ownerCookie },
      payload: { code: 'UMAVEZ', kind: 'fixed', value: '5.00', maxUsesPerPhone: 1 },
    });
    expect(created.statusCode).toBe(201);
    const input = placeOrderBodySchema.parse({
      restaurantId,
      customerName: 'Bruno Alves',
      customerPhone: '(11) 98888-1234',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: itemId, quantity: 1 }],
      couponCode: 'umavez',
    });

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => placeOrder(ctx.database.db, input)),
    );

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const error of refused)
      expect(error).toMatchObject({ statusCode: 400, message: COUPON_USED_BY_PHONE });
    const [coupon] = await ctx.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.restaurantId, restaurantId));
    expect(coupon?.usedCount).toBe(1);
    const withCoupon = await ctx.database.db.select().from(orders).where(eq(orders.couponId, coupon!.id));
    expect(withCoupon).toHaveLength(1);
  });
});
