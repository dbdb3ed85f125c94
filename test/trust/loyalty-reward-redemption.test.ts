/**
 * Issue 32, item 27: a reward redeemed at checkout is the server's decision, never the client's.
 * Another restaurant's reward, a phone this device never proved, a balance short of the cost and a
 * total the client lowered are each refused with a 4xx in Portuguese, and nothing is stored: no
 * order, no ledger row, no points moved, no use of the reward counted. Two carts spending the same
 * points on one reward at once get one order.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLoyalty, loyaltyRewards, loyaltyTransactions, orders } from '../../src/server/db/schema';
import { deliverOrder, placeDinerOrder } from '../../src/server/modules/loyalty/loyalty.test-helpers';
import { createItem } from '../../src/server/modules/orders/order-placement.fixtures';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { provePhone, recordingCodeSender } from '../harness/phone-proof';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let elsewhere: Awaited<ReturnType<typeof registerOwner>>;
let itemId: string;
let rewardId: string;
let foreignRewardId: string;
const codes = recordingCodeSender();
let phoneSeq = 0;
const newPhone = () => `55419${String(80_000_000 + ++phoneSeq).padStart(8, '0')}`;

async function createReward(restaurant: typeof owner, values: Record<string, unknown>) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurant.restaurant.id}/loyalty/rewards`,
    headers: { cookie: restaurant.cookie },
    payload: values,
  });
  return created.json().id as string;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { codeSender: codes.sender });
  owner = await registerOwner(ctx.app);
  elsewhere = await registerOwner(ctx.app);
  itemId = (await createItem(ctx.database.db, owner.restaurant.id, { price: '40.00' })).id;
  rewardId = await createReward(owner, {
    name: 'R$ 10,00 de desconto',
    pointsCost: 30,
    rewardType: 'discount',
    rewardValue: '10.00',
  });
  foreignRewardId = await createReward(elsewhere, {
    name: 'R$ 30,00 de desconto',
    pointsCost: 1,
    rewardType: 'discount',
    rewardValue: '30.00',
  });
}, 120_000);
afterAll(() => ctx?.close());

/** Everything a redemption would write, for one phone. */
async function stored(phone: string) {
  const db = ctx.database.db;
  const [customer] = await db
    .select()
    .from(customerLoyalty)
    .where(
      and(eq(customerLoyalty.restaurantId, owner.restaurant.id), eq(customerLoyalty.customerPhone, phone)),
    );
  const placed = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerPhone, phone));
  const ledger = customer
    ? await db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.customerId, customer.id))
    : [];
  const rewards = await db
    .select({ id: loyaltyRewards.id, uses: loyaltyRewards.currentRedemptions })
    .from(loyaltyRewards);
  return { points: customer?.points ?? 0, orders: placed.length, ledger: ledger.length, rewards };
}

/** A diner with 40 points (one R$ 40,00 order delivered). */
async function dinerWithPoints() {
  const phone = newPhone();
  const first = await placeDinerOrder(ctx.app, { restaurantId: owner.restaurant.id, itemId, phone });
  await deliverOrder(ctx.app, owner.cookie, first.json().id);
  return phone;
}

const redeem = (phone: string, overrides: Partial<Parameters<typeof placeDinerOrder>[1]> = {}) =>
  placeDinerOrder(ctx.app, {
    restaurantId: owner.restaurant.id,
    itemId,
    phone,
    rewardToRedeem: rewardId,
    ...overrides,
  });

describe('a reward at checkout is checked by the server', () => {
  it('refuses a reward of another restaurant, an unproved phone, a short balance and a lowered total', async () => {
    const diner = await dinerWithPoints();
    const device = await provePhone(ctx.app, codes, owner.restaurant.id, diner);
    const poor = newPhone();
    const poorDevice = await provePhone(ctx.app, codes, owner.restaurant.id, poor);
    const before = await stored(diner);
    const poorBefore = await stored(poor);

    const foreign = await redeem(diner, { cookie: device, rewardToRedeem: foreignRewardId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('Recompensa não encontrada neste restaurante.');

    const unproved = await redeem(diner);
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().error).toMatch(/^Confirme seu WhatsApp com o código/);

    const short = await redeem(poor, { cookie: poorDevice });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Saldo de pontos insuficiente para esta recompensa (faltam 30).');

    // R$ 40,00 − R$ 10,00 is R$ 30,00: a client claiming R$ 10,00 is told the prices changed.
    const tampered = await redeem(diner, { cookie: device, total: '10.00' });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toEqual({
      error: 'Os preços mudaram, revise seu pedido',
      fields: { total: '30.00' },
    });

    for (const answer of [foreign, unproved, short, tampered]) expect(answer.statusCode).toBeLessThan(500);
    expect(await stored(diner)).toEqual(before);
    expect(await stored(poor)).toEqual(poorBefore);

    const honest = await redeem(diner, { cookie: device, total: '30.00' });
    expect(honest.statusCode).toBe(201);
    expect((await stored(diner)).points).toBe(10);
  });

  it('lets two carts spending the same points on a reward at once place one order', async () => {
    const diner = await dinerWithPoints();
    const device = await provePhone(ctx.app, codes, owner.restaurant.id, diner);
    const before = await stored(diner);
    const answers = await Promise.all([redeem(diner, { cookie: device }), redeem(diner, { cookie: device })]);
    const codesSeen = answers.map((answer) => answer.statusCode).sort();
    expect(codesSeen[0]).toBe(201);
    expect(codesSeen[1]).toBeGreaterThanOrEqual(400);
    expect(codesSeen[1]).toBeLessThan(500);
    const after = await stored(diner);
    expect(after.points).toBe(10);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.ledger).toBe(before.ledger + 1);
  });
});
