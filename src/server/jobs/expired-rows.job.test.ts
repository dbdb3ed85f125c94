import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../test/harness/app';
import { idempotencyKeys, rateLimits } from '../db/schema';
import { createItem } from '../modules/orders/order-placement.fixtures';
import { expiredRowsJob } from './expired-rows.job';
import { runJobBatches, runJobOnce } from './runner';

let ctx: TestContext;
let restaurantId: string;
let itemId: string;
let phone = 0;
const DAY = 86_400;

beforeAll(async () => {
  ctx = await createTestApp();
  restaurantId = (await registerOwner(ctx.app)).restaurant.id;
  itemId = (await createItem(ctx.app.db, restaurantId, { name: 'Coxinha', price: '8.00' })).id;
}, 180_000);
afterAll(() => ctx?.close());

const order = () => ({
  restaurantId,
  customerName: 'Ana Souza',
  customerPhone: `(11) 9${String(7000_0000 + ++phone)}`,
  deliveryType: 'pickup',
  paymentMethod: 'cash',
  items: [{ menuItemId: itemId, quantity: 1 }],
});
const post = (payload: object, key: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders', payload, headers: { 'idempotency-key': key } });

const keysLeft = async (keys: string[]) =>
  (
    await ctx.app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keys))
  )
    .map((row) => row.key)
    .sort();
const limitsLeft = async (prefix: string) =>
  (
    await ctx.app.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${`${prefix}%`}`)
  )
    .map((row) => row.key)
    .sort();

describe('expired rows job', () => {
  it('deletes idempotency keys past their replay window and keeps the others, which still replay', async () => {
    const old = order();
    const fresh = order();
    expect((await post(old, 'purga-antiga-0001')).statusCode).toBe(201);
    const first = await post(fresh, 'purga-recente-01');
    expect(first.statusCode).toBe(201);
    await ctx.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'orders:purga-antiga-0001'));

    expect(await runJobOnce(ctx.app.db, expiredRowsJob(DAY))).toBe(true);

    // Stored under the orders' scope (order-placement.idempotency.ts).
    expect(await keysLeft(['orders:purga-antiga-0001', 'orders:purga-recente-01'])).toEqual([
      'orders:purga-recente-01',
    ]);
    const replay = await post(fresh, 'purga-recente-01');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
  });

  it('deletes rate-limit rows a minute after their window closed, keeping open and just-closed ones', async () => {
    const at = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
    await ctx.app.db.insert(rateLimits).values([
      { key: 'purga:fechada-ha-uma-hora', count: 3, resetAt: at(-3600) },
      { key: 'purga:fechada-ha-dois-minutos', count: 1, resetAt: at(-120) },
      { key: 'purga:fechada-agora', count: 1, resetAt: at(-5) },
      { key: 'purga:aberta', count: 2, resetAt: at(60) },
    ]);

    expect(await runJobOnce(ctx.app.db, expiredRowsJob(DAY))).toBe(true);

    expect(await limitsLeft('purga:')).toEqual(['purga:aberta', 'purga:fechada-agora']);
  });

  it('works a backlog off in bounded batches, each its own run', async () => {
    await ctx.app.db.insert(rateLimits).values(
      Array.from({ length: 7 }, (_, index) => ({
        key: `lote:${index}`,
        count: 1,
        resetAt: sql`now() - interval '1 hour'`,
      })),
    );

    // Batches of 3: 3 + 3 + 1 rows (any other closed rows of this database come first or after).
    expect(await runJobBatches(ctx.app.db, expiredRowsJob(DAY, 3))).toBeGreaterThanOrEqual(3);
    expect(await limitsLeft('lote:')).toEqual([]);
  });
});
