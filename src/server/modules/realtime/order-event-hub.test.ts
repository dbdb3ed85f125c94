import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { insertTestOrder } from '../orders/orders.test-helpers';
import { OrderEventHub } from './order-event-hub';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('OrderEventHub', () => {
  it('delivers each committed change to the restaurant’s subscribers, in change order', async () => {
    // On PostgreSQL the hub reads through connections of its own.
    const hub = new OrderEventHub(ctx.database, ctx.app.log);
    await hub.start();
    const { restaurant } = await registerOwner(ctx.app);
    const seen: number[] = [];
    const unsubscribe = hub.subscribeRestaurant(restaurant.id, ({ order }) => seen.push(order.changeSeq));
    const first = await insertTestOrder(ctx.app.db, restaurant.id);
    const second = await insertTestOrder(ctx.app.db, restaurant.id);
    await until(() => seen.length >= 2);
    expect(seen).toEqual([first.changeSeq, second.changeSeq]);
    unsubscribe();
    await hub.stop();
  });

  // PGlite runs in-process: only a PostgreSQL server has a LISTEN connection that can die.
  it('listens again and closes the streams when its LISTEN connection dies', async ({ skip }) => {
    if (ctx.database.kind !== 'postgres') skip();
    const hub = new OrderEventHub(ctx.database, ctx.app.log, { watchdogMs: 200 });
    await hub.start();
    let closed = 0;
    hub.trackStream(() => {
      closed += 1;
    });
    await ctx.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(() => closed === 1);
    // The new LISTEN carries changes again.
    const { restaurant } = await registerOwner(ctx.app);
    const seen: string[] = [];
    hub.subscribeRestaurant(restaurant.id, ({ order }) => seen.push(order.id));
    const order = await insertTestOrder(ctx.app.db, restaurant.id);
    await until(() => seen.includes(order.id));
    await hub.stop();
  });
});
