import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness/database';
import type { Database } from './client';
import { orders, restaurants } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('order change trigger', () => {
  it('bumps change_seq on every update and announces inserts and updates at commit', async () => {
    const received: { orderId: string; seq: number; op: string; status: string }[] = [];
    const unlisten = await database.listen('order_changes', (payload) => received.push(JSON.parse(payload)));
    const [restaurant] = await database.db
      .insert(restaurants)
      .values({
        name: 'R',
        whatsapp: '5511999998888',
        address: 'Rua A, 1',
        email: `r${Date.now()}@x.com`,
        passwordHash: 'x',
      })
      .returning();
    const [order] = await database.db
      .insert(orders)
      .values({
        restaurantId: restaurant!.id,
        customerName: 'Ana',
        customerPhone: '5511988887777',
        items: '[]',
        total: '10.00',
      })
      .returning();
    const [updated] = await database.db
      .update(orders)
      .set({ status: 'confirmed' })
      .where(eq(orders.id, order!.id))
      .returning();
    expect(updated!.changeSeq).toBeGreaterThan(order!.changeSeq);

    const deadline = Date.now() + 5000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await unlisten();
    expect(received.map((event) => [event.orderId, event.op, event.status])).toEqual([
      [order!.id, 'insert', 'pending'],
      [order!.id, 'update', 'confirmed'],
    ]);
    expect(received[1]!.seq).toBe(updated!.changeSeq);
  });
});
