/**
 * The sales summaries bucket each order by its restaurant's own calendar day and hour (migration
 * 0010, decision 0014): a Cuiabá restaurant's order at 23:30 on Friday, Cuiabá time, is Friday's
 * sale there, although it is already Saturday 00:30 in São Paulo.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness/database';
import { insertTestOrder } from '../modules/orders/orders.test-helpers';
import type { Database, Db } from './client';
import { restaurants } from './schema';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function createRestaurant(timeZone: string) {
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      name: 'Cantina do Fuso',
      whatsapp: '5565999990000',
      address: 'Avenida do CPA, 1 - Cuiabá - MT',
      state: 'MT',
      timeZone,
      email: `fuso-${Date.now()}-${Math.random()}@example.com`,
      passwordHash: 'x',
    })
    .returning();
  return restaurant!.id;
}

const buckets = (restaurantId: string) =>
  Promise.all([
    rowsOf(sql`select day::text, hour, sum(orders)::int as orders from order_sales_current
      where restaurant_id = ${restaurantId} group by 1, 2`),
    rowsOf(sql`select day::text, sum(quantity)::int as quantity from product_sales_current
      where restaurant_id = ${restaurantId} group by 1`),
  ]);

describe('sales summaries in the restaurant time zone', () => {
  it("counts 23:30 in Cuiabá on Cuiabá's Friday, and re-buckets when the zone changes", async () => {
    const restaurantId = await createRestaurant('America/Cuiaba');
    await insertTestOrder(db, restaurantId, { createdAt: new Date('2026-11-21T03:30:00Z') });
    expect(await buckets(restaurantId)).toEqual([
      [{ day: '2026-11-20', hour: 23, orders: 1 }],
      [{ day: '2026-11-20', quantity: 1 }],
    ]);

    await db
      .update(restaurants)
      .set({ timeZone: 'America/Sao_Paulo' })
      .where(eq(restaurants.id, restaurantId));
    await db.execute(sql`select rebuild_sales_summaries(${restaurantId})`);
    expect(await buckets(restaurantId)).toEqual([
      [{ day: '2026-11-21', hour: 0, orders: 1 }],
      [{ day: '2026-11-21', quantity: 1 }],
    ]);
  });
});
