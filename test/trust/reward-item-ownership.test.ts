/**
 * Issue 32, item 16: a reward could name another restaurant's menu item (`itemId`, a reward field
 * of section 3). A reward gives one of its own restaurant's dishes: another restaurant's item, or
 * an id that is nobody's, is refused with a Portuguese 400 on create and on update, and nothing is
 * written; the restaurant's own item is kept.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyRewards } from '../../src/server/db/schema';
import { callApi, createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

async function ownerWithItem(name: string) {
  const owner = await registerOwner(ctx.app);
  const item = await callApi(ctx.app, 'POST', `/restaurants/${owner.restaurant.id}/menu`, owner.cookie, {
    name,
    price: '9.00',
    category: 'Bebidas',
  });
  expect(item.statusCode).toBe(201);
  return { ...owner, itemId: item.json().id as string };
}

const reward = (itemId?: string) => ({
  name: 'Refrigerante grátis',
  pointsCost: 30,
  rewardType: 'freeItem',
  ...(itemId !== undefined && { itemId }),
});

describe("a reward's menu item", () => {
  it("refuses another restaurant's item on create and update; keeps its own", async () => {
    const a = await ownerWithItem('Guaraná lata');
    const b = await ownerWithItem('Suco de uva');
    const rewards = `/restaurants/${a.restaurant.id}/loyalty/rewards`;

    const foreign = await callApi(ctx.app, 'POST', rewards, a.cookie, reward(b.itemId));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('Item não encontrado no cardápio deste restaurante.');
    const unknown = await callApi(ctx.app, 'POST', rewards, a.cookie, reward('nao-existe'));
    expect(unknown.statusCode).toBe(400);
    const stored = await ctx.app.db
      .select()
      .from(loyaltyRewards)
      .where(eq(loyaltyRewards.restaurantId, a.restaurant.id));
    expect(stored).toEqual([]);

    const own = await callApi(ctx.app, 'POST', rewards, a.cookie, reward(a.itemId));
    expect(own.statusCode).toBe(201);
    expect(own.json().itemId).toBe(a.itemId);

    const rewardUrl = `${rewards}/${own.json().id}`;
    const moved = await callApi(ctx.app, 'PATCH', rewardUrl, a.cookie, reward(b.itemId));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('Item não encontrado no cardápio deste restaurante.');
    const [kept] = await ctx.app.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, own.json().id));
    expect(kept!.itemId).toBe(a.itemId);
  });

  it('a reward without an item is made as before', async () => {
    const a = await ownerWithItem('Água');
    const made = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${a.restaurant.id}/loyalty/rewards`,
      a.cookie,
      reward(),
    );
    expect(made.statusCode).toBe(201);
    expect(made.json().itemId).toBeNull();
  });
});
