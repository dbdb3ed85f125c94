/**
 * Rewards redeemed at checkout (issue 32, item 27; decision 0039): the order takes the reward's
 * discount (a free item's unit, a discount's value, nothing for a gift the restaurant hands over),
 * records the reward, and writes the `redeem` ledger row in its own transaction; cancelling gives
 * the points and the reward's use back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { provePhone, recordingCodeSender } from '../../../../test/harness/phone-proof';
import { customerLoyalty, loyaltyRewards, loyaltyTransactions } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { deliverOrder, patchStatus, placeDinerOrder } from './loyalty.test-helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let pizzaId: string;
let sodaId: string;
const codes = recordingCodeSender();
let phoneSeq = 0;
const newPhone = () => `55319${String(70_000_000 + ++phoneSeq).padStart(8, '0')}`;

beforeAll(async () => {
  ctx = await createTestApp({}, { codeSender: codes.sender });
  owner = await registerOwner(ctx.app);
  pizzaId = (await createItem(ctx.database.db, owner.restaurant.id, { price: '40.00' })).id;
  sodaId = (
    await createItem(ctx.database.db, owner.restaurant.id, {
      name: 'Refrigerante lata',
      price: '7.00',
      category: 'Bebidas',
    })
  ).id;
}, 120_000);
afterAll(() => ctx?.close());

const restaurantId = () => owner.restaurant.id;

async function createReward(values: Record<string, unknown>) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId()}/loyalty/rewards`,
    headers: { cookie: owner.cookie },
    payload: values,
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

async function customer(phone: string) {
  const [row] = await ctx.database.db
    .select()
    .from(customerLoyalty)
    .where(and(eq(customerLoyalty.restaurantId, restaurantId()), eq(customerLoyalty.customerPhone, phone)));
  return row!;
}

async function uses(rewardId: string) {
  const [row] = await ctx.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
  return row!.currentRedemptions;
}

/** A diner with 40 points and a device that proved the phone. */
async function provedDiner() {
  const phone = newPhone();
  const first = await placeDinerOrder(ctx.app, { restaurantId: restaurantId(), itemId: pizzaId, phone });
  await deliverOrder(ctx.app, owner.cookie, first.json().id);
  expect((await customer(phone)).points).toBe(40);
  return { phone, cookie: await provePhone(ctx.app, codes, restaurantId(), phone) };
}

describe('redeeming a reward with the order', () => {
  it('takes a free item off, records the reward and its ledger row, and gives both back on cancel', async () => {
    const rewardId = await createReward({
      name: 'Refrigerante lata grátis',
      pointsCost: 30,
      rewardType: 'freeItem',
      itemId: sodaId,
    });
    const { phone, cookie } = await provedDiner();
    const placed = await placeDinerOrder(ctx.app, {
      restaurantId: restaurantId(),
      itemId: pizzaId,
      extraItems: [{ menuItemId: sodaId, quantity: 1 }],
      phone,
      cookie,
      rewardToRedeem: rewardId,
      total: '40.00',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal: '47.00',
      discountApplied: '7.00',
      total: '40.00',
      loyaltyPointsUsed: 30,
      loyaltyRedemptionPending: false,
      loyaltyRewardId: rewardId,
      loyaltyRewardName: 'Refrigerante lata grátis',
    });
    const orderId = placed.json().id as string;
    expect((await customer(phone)).points).toBe(10);
    expect(await uses(rewardId)).toBe(1);
    const [redeemed] = await ctx.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.orderId, orderId), eq(loyaltyTransactions.type, 'redeem')));
    expect(redeemed).toMatchObject({ points: -30, rewardId });

    const panel = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurantId()}/orders`,
      headers: { cookie: owner.cookie },
    });
    expect(panel.json().find((order: { id: string }) => order.id === orderId)).toMatchObject({
      loyaltyRewardName: 'Refrigerante lata grátis',
      loyaltyPointsUsed: 30,
    });

    expect((await patchStatus(ctx.app, owner.cookie, orderId, 'cancelled')).statusCode).toBe(200);
    expect((await customer(phone)).points).toBe(40);
    expect(await uses(rewardId)).toBe(0);
  });

  it('prices a discount up to what the subtotal leaves, and a handed-over gift at nothing', async () => {
    const discount = await createReward({
      name: 'R$ 15,00 de desconto',
      pointsCost: 20,
      rewardType: 'discount',
      rewardValue: '15.00',
    });
    const gift = await createReward({ name: 'Sobremesa surpresa', pointsCost: 10, rewardType: 'custom' });
    const { phone, cookie } = await provedDiner();
    const discounted = await placeDinerOrder(ctx.app, {
      restaurantId: restaurantId(),
      itemId: pizzaId,
      phone,
      cookie,
      rewardToRedeem: discount,
    });
    expect(discounted.json()).toMatchObject({
      discountApplied: '15.00',
      total: '25.00',
      loyaltyPointsUsed: 20,
    });
    const handedOver = await placeDinerOrder(ctx.app, {
      restaurantId: restaurantId(),
      itemId: sodaId,
      phone,
      cookie,
      rewardToRedeem: gift,
    });
    expect(handedOver.json()).toMatchObject({
      discountApplied: '0.00',
      total: '7.00',
      loyaltyRewardName: 'Sobremesa surpresa',
    });
    expect((await customer(phone)).points).toBe(10);
  });

  it('refuses in Portuguese what the reward or the cart does not allow, writing nothing', async () => {
    const soda = await createReward({
      name: 'Lata grátis',
      pointsCost: 30,
      rewardType: 'freeItem',
      itemId: sodaId,
    });
    const once = await createReward({
      name: 'Uma só',
      pointsCost: 5,
      rewardType: 'custom',
      maxRedemptions: 1,
    });
    const off = await createReward({
      name: 'Desligada',
      pointsCost: 5,
      rewardType: 'custom',
      isActive: false,
    });
    const { phone, cookie } = await provedDiner();
    const order = (overrides: Partial<Parameters<typeof placeDinerOrder>[1]>) =>
      placeDinerOrder(ctx.app, {
        restaurantId: restaurantId(),
        itemId: pizzaId,
        phone,
        cookie,
        ...overrides,
      });

    const noItem = await order({ rewardToRedeem: soda });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().error).toBe('Adicione Refrigerante lata ao carrinho para usar esta recompensa.');
    const withPoints = await order({ rewardToRedeem: soda, pointsToRedeem: 10 });
    expect(withPoints.statusCode).toBe(400);
    expect(withPoints.json().error).toBe('Pontos e recompensa não se somam no mesmo pedido.');
    const inactive = await order({ rewardToRedeem: off });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toBe('Esta recompensa não está disponível no momento.');
    const unknown = await order({ rewardToRedeem: 'nao-existe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Recompensa não encontrada neste restaurante.');

    expect((await order({ rewardToRedeem: once })).statusCode).toBe(201);
    const soldOut = await order({ rewardToRedeem: once });
    expect(soldOut.statusCode).toBe(409);
    expect((await customer(phone)).points).toBe(35);
    expect(await uses(once)).toBe(1);
  });
});
