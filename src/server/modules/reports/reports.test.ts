import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { zonedDateKey } from '../../../domain/reports/periods';
import { customerLoyalty, loyaltyTransactions, restaurants } from '../../db/schema';
import { insertTestOrder } from '../orders/orders.test-helpers';
import { createReportsService } from './reports.service';
import { foldSalesPending } from './sales-fold.job';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

/** An order of one dish at `price`, placed at `createdAt`. */
const orderAt = (restaurantId: string, price: string, createdAt: Date, status?: 'cancelled') =>
  insertTestOrder(ctx.app.db, restaurantId, {
    lines: [{ name: 'Prato', price, quantity: 1 }],
    createdAt,
    status,
  });

describe('GET /api/restaurants/:id/reports', () => {
  it('gives real figures: today, growth, top 3 without cancelled orders, points and a 30-day series', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const id = restaurant.id;
    const now = Date.now();
    const pizza = { name: 'Pizza', price: '50.00', menuItemId: null };
    // Today: 2 counted orders (R$ 100 + R$ 20) and a cancelled one that must not count.
    await insertTestOrder(ctx.app.db, id, { lines: [{ ...pizza, quantity: 2 }] });
    await insertTestOrder(ctx.app.db, id, {
      lines: [
        { name: 'Suco', price: '10.00', quantity: 1 },
        { name: 'Água', price: '5.00', quantity: 2 },
      ],
      status: 'ready',
    });
    await insertTestOrder(ctx.app.db, id, {
      lines: [{ name: 'Lasanha', price: '10.00', quantity: 9 }],
      status: 'cancelled',
    });
    // Ten days ago: one order for the series (and the month, unless the month began since).
    const tenDaysAgo = new Date(now - 10 * DAY);
    await insertTestOrder(ctx.app.db, id, {
      lines: [{ name: 'Refrigerante', price: '7.00', quantity: 1 }],
      createdAt: tenDaysAgo,
    });
    // The loyalty ledger: 30 points earned and 10 bonus today; a redemption does not count.
    const [customer] = await ctx.app.db
      .insert(customerLoyalty)
      .values({ restaurantId: id, customerPhone: '5511988887777', referralCode: `R${now}` })
      .returning();
    await ctx.app.db.insert(loyaltyTransactions).values([
      { customerId: customer!.id, restaurantId: id, type: 'earn', points: 30 },
      { customerId: customer!.id, restaurantId: id, type: 'bonus', points: 10 },
      { customerId: customer!.id, restaurantId: id, type: 'redeem', points: -20 },
    ]);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/reports`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.daily).toEqual({ total: '120.00', orders: 2, avgTicket: '60.00' });
    expect(report.previous.daily).toEqual({ total: '0.00', orders: 0, avgTicket: '0.00' });
    expect(report.growth.daily).toEqual({ total: null, orders: null, avgTicket: null });
    expect(report.weekly).toEqual({ total: '120.00', orders: 2, avgTicket: '60.00' });
    expect(report.pointsDistributed.daily).toEqual({ current: 40, previous: 0 });
    expect(report.topProducts.slice(0, 2)).toEqual([
      // Sales count orders not cancelled; revenue only delivered ones (none yet).
      { menuItemId: null, name: 'Pizza', quantity: 2, sales: '100.00', revenue: '0.00' },
      { menuItemId: null, name: 'Água', quantity: 2, sales: '10.00', revenue: '0.00' },
    ]);
    // The month's top 10: the order of ten days ago joins them when this month began before it.
    expect(report.topProducts.map((p: { name: string }) => p.name)).toContain('Suco');
    expect(report.topProducts.map((p: { name: string }) => p.name)).not.toContain('Lasanha');

    expect(report.series).toHaveLength(30);
    expect(report.series.at(-1)).toEqual({ date: zonedDateKey(new Date()), total: '120.00', orders: 2 });
    expect(report.series.find((d: { date: string }) => d.date === zonedDateKey(tenDaysAgo))).toEqual({
      date: zonedDateKey(tenDaysAgo),
      total: '7.00',
      orders: 1,
    });
  });

  it('measures growth against the same stretch of the period before', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    await insertTestOrder(ctx.app.db, restaurant.id, {
      lines: [{ name: 'Prato', price: '30.00', quantity: 1 }],
    });
    await insertTestOrder(ctx.app.db, restaurant.id, {
      lines: [{ name: 'Prato', price: '30.00', quantity: 1 }],
    });
    // Eight days ago falls in the previous 7-day window, at the same point of its stretch.
    await insertTestOrder(ctx.app.db, restaurant.id, {
      lines: [{ name: 'Prato', price: '40.00', quantity: 1 }],
      createdAt: new Date(Date.now() - 8 * DAY),
    });
    const report = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${restaurant.id}/reports`,
        headers: { cookie },
      })
    ).json();
    expect(report.previous.weekly).toEqual({ total: '40.00', orders: 1, avgTicket: '40.00' });
    expect(report.growth.weekly).toEqual({ total: 50, orders: 100, avgTicket: -25 });
  });

  it('ends the period before at the same minute, folded or not: whole hours from the summaries, the last from the orders', async () => {
    const { restaurant } = await registerOwner(ctx.app);
    const id = restaurant.id;
    // 20:15 in São Paulo: yesterday's stretch ends at 20:15, inside the 20:00 hour.
    const now = new Date('2026-06-15T23:15:00.000Z');
    const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000);
    const order = (price: string, createdAt: Date, status?: 'cancelled') =>
      orderAt(id, price, createdAt, status);
    await order('1000.00', at(-24 * 60 - 45)); // yesterday 19:30: a whole hour before the end
    await order('20.00', at(-24 * 60 - 15)); // yesterday 20:00:00.000: the last hour's first instant
    await order('10.00', at(-24 * 60 - 1)); // yesterday 20:14: the last hour, before the end
    await order('5.00', at(-24 * 60 - 10), 'cancelled'); // yesterday 20:05, cancelled: never counted
    // The fold may run at any moment: some of the orders are folded, the others still pending.
    await foldSalesPending(ctx.app.db);
    await order('40.00', at(-24 * 60)); // yesterday 20:15:00.000: the end itself, not in the stretch
    await order('100.00', at(-24 * 60 + 1)); // yesterday 20:16: after the end of the stretch
    await order('200.00', at(-24 * 60 + 50)); // yesterday 21:05: a later hour, after the end
    await order('7.00', at(-15)); // today 20:00

    const report = await createReportsService(ctx.app.db).dashboard(id, undefined, now);
    expect(report.daily).toEqual({ total: '7.00', orders: 1, avgTicket: '7.00' });
    expect(report.previous.daily).toEqual({ total: '1030.00', orders: 3, avgTicket: '343.33' });
    // The last 7 days and the month hold all of it but the cancelled order; the periods before
    // them nothing.
    const all = { total: '1377.00', orders: 7, avgTicket: '196.71' };
    expect(report.weekly).toEqual(all);
    expect(report.monthly).toEqual(all);
    expect(report.previous.weekly).toEqual({ total: '0.00', orders: 0, avgTicket: '0.00' });
    expect(report.previous.monthly).toEqual({ total: '0.00', orders: 0, avgTicket: '0.00' });
    expect(report.series.slice(-2)).toEqual([
      { date: '2026-06-14', total: '1370.00', orders: 6 },
      { date: '2026-06-15', total: '7.00', orders: 1 },
    ]);
  });

  it("counts hours on the restaurant's own clock, and a period before that ends on the hour", async () => {
    const { restaurant } = await registerOwner(ctx.app);
    const id = restaurant.id;
    await ctx.app.db.update(restaurants).set({ timeZone: 'America/Manaus' }).where(eq(restaurants.id, id));
    // 01:00 in Manaus (UTC−4): today began 60 minutes ago, and yesterday's stretch ends at 01:00 sharp.
    const now = new Date('2026-06-15T05:00:00.000Z');
    const order = (price: string, createdAt: string) => orderAt(id, price, new Date(createdAt));
    await order('1000.00', '2026-06-14T04:59:59.000Z'); // yesterday 00:59:59: in the stretch
    await order('100.00', '2026-06-14T05:00:00.000Z'); // yesterday 01:00: the end, not in it
    await order('300.00', '2026-06-15T03:30:00.000Z'); // yesterday 23:30 (already the 15th in UTC)
    await foldSalesPending(ctx.app.db);
    await order('7.00', '2026-06-15T04:30:00.000Z'); // today 00:30

    const report = await createReportsService(ctx.app.db).dashboard(id, undefined, now);
    expect(report.daily).toEqual({ total: '7.00', orders: 1, avgTicket: '7.00' });
    expect(report.previous.daily).toEqual({ total: '1000.00', orders: 1, avgTicket: '1000.00' });
    expect(report.series.slice(-2)).toEqual([
      { date: '2026-06-14', total: '1400.00', orders: 3 },
      { date: '2026-06-15', total: '7.00', orders: 1 },
    ]);
  });

  it('is owner-only', async () => {
    const { restaurant } = await registerOwner(ctx.app);
    const other = await registerOwner(ctx.app);
    const url = `/api/restaurants/${restaurant.id}/reports`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
  });
});
