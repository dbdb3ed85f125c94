import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { restaurants } from '../../db/schema';
import { assertRestaurantCanTakeOrders, NOT_TAKING_ORDERS, PANEL_LOCKED } from './plan-gate';

const DAY = 86_400_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A restaurant whose trial ended `daysAgo` days ago, never paid. */
async function ownerOverdueBy(daysAgo: number) {
  const owner = await registerOwner(ctx.app);
  await ctx.app.db
    .update(restaurants)
    .set({ trialEndsAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(restaurants.id, owner.restaurant.id));
  return owner;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the plan gate', () => {
  it('locks the panel with 402 after more than 3 days overdue, keeping what is needed to pay', async () => {
    const owner = await ownerOverdueBy(4);
    const id = owner.restaurant.id;
    for (const url of [
      `/restaurants/${id}/settings`,
      `/restaurants/${id}/orders`,
      `/restaurants/${id}/pix-key`,
    ]) {
      const response = await call('GET', url, owner.cookie);
      expect(response.statusCode, url).toBe(402);
      expect(response.json().error).toBe(PANEL_LOCKED);
    }
    expect((await call('GET', `/restaurants/${id}/account`, owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/restaurants/${id}/plan-payments`, owner.cookie)).statusCode).toBe(200);
    const checkout = await call('POST', `/restaurants/${id}/checkout/comanda-mensal`, owner.cookie);
    expect(checkout.statusCode).toBe(200);
    // Paying unlocks it at once: the stand-in approves through the webhook.
    const { paymentId } = checkout.json();
    expect(
      (await call('POST', `/payments/test-checkout/${paymentId}/approve`, owner.cookie)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/restaurants/${id}/settings`, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps the panel open during the 3 days of grace, and for another restaurant still says 403', async () => {
    const owner = await ownerOverdueBy(2);
    expect((await call('GET', `/restaurants/${owner.restaurant.id}/settings`, owner.cookie)).statusCode).toBe(
      200,
    );
    const locked = await ownerOverdueBy(10);
    expect(
      (await call('GET', `/restaurants/${locked.restaurant.id}/settings`, owner.cookie)).statusCode,
    ).toBe(403);
  });

  it('keeps the public menu visible and refuses new orders for a locked restaurant', async () => {
    const owner = await ownerOverdueBy(5);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${owner.restaurant.id}` })).statusCode,
    ).toBe(200);
    await expect(assertRestaurantCanTakeOrders(ctx.app.db, owner.restaurant.id)).rejects.toMatchObject({
      statusCode: 409,
      message: NOT_TAKING_ORDERS,
    });
    const fine = await ownerOverdueBy(1);
    await expect(assertRestaurantCanTakeOrders(ctx.app.db, fine.restaurant.id)).resolves.toBeUndefined();
  });
});
