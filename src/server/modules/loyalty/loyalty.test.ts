import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { provePhone, recordingCodeSender } from '../../../../test/harness/phone-proof';
import { customerLoyalty, loyaltyTransactions } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { deliverOrder, patchStatus, placeDinerOrder } from './loyalty.test-helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;
let itemId: string;
const codes = recordingCodeSender();
const base = () => `/api/restaurants/${owner.restaurant.id}/loyalty`;

beforeAll(async () => {
  ctx = await createTestApp({}, { codeSender: codes.sender });
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
  itemId = (await createItem(ctx.database.db, owner.restaurant.id, { price: '40.00' })).id;
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function ledger(phone: string) {
  const [customer] = await ctx.database.db
    .select()
    .from(customerLoyalty)
    .where(
      and(eq(customerLoyalty.restaurantId, owner.restaurant.id), eq(customerLoyalty.customerPhone, phone)),
    );
  const rows = await ctx.database.db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.customerId, customer!.id));
  return { customer: customer!, rows };
}

describe('earning on delivery', () => {
  it('earns floor(total × pointsPerReal × multiplier) + bonus once, even when delivered twice', async () => {
    const phone = '5511988880001';
    const placed = await placeDinerOrder(ctx.app, { restaurantId: owner.restaurant.id, itemId, phone });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as string;
    await deliverOrder(ctx.app, owner.cookie, orderId);
    const again = await patchStatus(ctx.app, owner.cookie, orderId, 'delivered');
    expect(again.statusCode).toBe(409);

    const { customer, rows } = await ledger(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'earn', points: 40, orderId });
    expect(customer).toMatchObject({
      points: 40,
      totalPointsEarned: 40,
      totalOrders: 1,
      totalSpent: '40.00',
    });

    const balance = await get(`${base()}/${phone}`);
    expect(balance.json()).toEqual({
      // Points only (issue 19): the tier, and so its multiplier, stays private.
      customer: { points: 40 },
      settings: { pointsForRedemption: 10, discountValue: '5.00' },
    });
  });

  it('moves the customer up a tier and multiplies later earnings', async () => {
    const phone = '5511988880002';
    for (let i = 0; i < 2; i++) {
      const placed = await placeDinerOrder(ctx.app, {
        restaurantId: owner.restaurant.id,
        itemId,
        phone,
        quantity: 2,
      });
      await deliverOrder(ctx.app, owner.cookie, placed.json().id);
    }
    // 80 points (bronze ×1.00), then 80 more at bronze: 160 earned → prata.
    const after = await ledger(phone);
    expect(after.customer).toMatchObject({ totalPointsEarned: 160, currentTier: 'prata' });
    const third = await placeDinerOrder(ctx.app, {
      restaurantId: owner.restaurant.id,
      itemId,
      phone,
      quantity: 2,
    });
    await deliverOrder(ctx.app, owner.cookie, third.json().id);
    expect((await ledger(phone)).customer.totalPointsEarned).toBe(160 + 88);
  });
});

describe('redemption at checkout', () => {
  const phone = '5511988880003';

  it('refuses more points than the balance, reserves on order and releases on cancel', async () => {
    const first = await placeDinerOrder(ctx.app, { restaurantId: owner.restaurant.id, itemId, phone });
    await deliverOrder(ctx.app, owner.cookie, first.json().id);
    // Points are spent at once by a device that proved the phone with a one-time code.
    const cookie = await provePhone(ctx.app, codes, owner.restaurant.id, phone);

    const over = await placeDinerOrder(ctx.app, {
      restaurantId: owner.restaurant.id,
      itemId,
      phone,
      pointsToRedeem: 50,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('Saldo de pontos insuficiente');
    const notBlock = await placeDinerOrder(ctx.app, {
      restaurantId: owner.restaurant.id,
      itemId,
      phone,
      pointsToRedeem: 15,
    });
    expect(notBlock.statusCode).toBe(400);

    const redeemed = await placeDinerOrder(ctx.app, {
      restaurantId: owner.restaurant.id,
      itemId,
      phone,
      pointsToRedeem: 20,
      cookie,
    });
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json()).toMatchObject({
      discountApplied: '10.00',
      total: '30.00',
      loyaltyPointsUsed: 20,
      loyaltyRedemptionPending: false,
    });
    expect((await ledger(phone)).customer.points).toBe(20);

    const cancel = await patchStatus(ctx.app, owner.cookie, redeemed.json().id, 'cancelled');
    expect(cancel.statusCode).toBe(200);
    const { customer, rows } = await ledger(phone);
    expect(customer.points).toBe(40);
    expect(customer.totalPointsRedeemed).toBe(0);
    expect(rows.map((row) => row.type).sort()).toEqual(['adjust', 'earn', 'redeem']);
  });
});

describe('owner routes', () => {
  it('answers 401 without a session and 403 for another restaurant', async () => {
    for (const url of [base(), `${base()}/stats`, `${base()}/reports`, `${base()}/customer/5511988880001`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, other.cookie)).statusCode).toBe(403);
      expect((await get(url, owner.cookie)).statusCode).toBe(200);
    }
    const bonus = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/customer/x/points`,
      headers: { cookie: other.cookie },
      payload: { points: 10, type: 'bonus' },
    });
    expect(bonus.statusCode).toBe(403);
  });

  it('saves settings within the bounds of section 5', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: base(),
      headers: { cookie: owner.cookie },
      payload: { pointsPerReal: -1, pointsForRedemption: 0, discountValue: '5', bonusPointsPerOrder: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['pointsPerReal', 'pointsForRedemption', 'bonusPointsPerOrder']),
    );
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${other.restaurant.id}/loyalty`,
      headers: { cookie: other.cookie },
      payload: { pointsPerReal: 1.5, pointsForRedemption: 20, discountValue: '7.50', bonusPointsPerOrder: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      pointsPerReal: '1.50',
      pointsForRedemption: 20,
      discountValue: '7.50',
    });
  });

  it('finds a customer, adds a bonus and shows the ledger', async () => {
    const short = await get(`${base()}/customer/119999`, owner.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('Telefone deve ter pelo menos 10 dígitos');
    expect((await get(`${base()}/customer/11977776666`, owner.cookie)).statusCode).toBe(404);

    const found = await get(`${base()}/customer/(11) 98888-0001`, owner.cookie);
    expect(found.statusCode).toBe(200);
    const customerId = found.json().customer.id as string;
    const bonus = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/customer/${customerId}/points`,
      headers: { cookie: owner.cookie },
      payload: { points: 25, type: 'bonus', description: 'Cliente fiel' },
    });
    expect(bonus.json().customer.points).toBe(65);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/customer/${customerId}/points`,
      headers: { cookie: owner.cookie },
      payload: { points: 1000, type: 'bonus' },
    });
    expect(refused.statusCode).toBe(400);
    const history = await get(`${base()}/customers/${customerId}/transactions`, owner.cookie);
    expect(history.json().map((row: { type: string }) => row.type)).toEqual(['bonus', 'earn']);
  });

  it('creates, lists, redeems and deactivates rewards with their limits', async () => {
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/rewards`,
      headers: { cookie: owner.cookie },
      payload: { name: '', pointsCost: 0, rewardType: 'discount' },
    });
    expect(invalid.json().fields).toMatchObject({
      name: 'Nome é obrigatório',
      pointsCost: 'Pontos devem ser maior que zero',
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/rewards`,
      headers: { cookie: owner.cookie },
      payload: {
        name: 'Refrigerante grátis',
        pointsCost: 30,
        rewardType: 'discount',
        rewardValue: '6.00',
        maxRedemptions: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const rewardId = created.json().id as string;
    expect((await get(`${base()}/rewards`)).json().map((r: { id: string }) => r.id)).toContain(rewardId);

    const customerId = (await get(`${base()}/customer/5511988880001`, owner.cookie)).json().customer.id;
    const redeem = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${base()}/customer/${customerId}/redeem`,
        headers: { cookie: owner.cookie },
        payload: { rewardId },
      });
    expect((await redeem()).json().customer.points).toBe(35);
    expect((await redeem()).statusCode).toBe(409);
    // Sold out: no longer public, still listed for the owner.
    expect((await get(`${base()}/rewards`)).json()).toEqual([]);
    expect((await get(`${base()}/rewards`, owner.cookie)).json()).toHaveLength(1);

    const stats = await get(`${base()}/stats`, owner.cookie);
    expect(stats.json()).toMatchObject({ rewardsRedeemed: 1, redeemedValue: '6.00' });
    expect(stats.json().pointsDistributed).toBeGreaterThan(0);

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `${base()}/rewards/${rewardId}`,
      headers: { cookie: owner.cookie },
      payload: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
  });

  it('edits a tier and realigns the ranges', async () => {
    const tiers = (await get(`${base()}/tiers`)).json();
    expect(tiers.map((t: { name: string }) => t.name)).toEqual(['bronze', 'prata', 'ouro', 'diamante']);
    const prata = tiers[1];
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `${base()}/tiers/${prata.id}`,
      headers: { cookie: owner.cookie },
      payload: { minPoints: 200, multiplier: 1.2 },
    });
    expect(edited.json()).toMatchObject({ minPoints: 200, multiplier: '1.20', maxPoints: 499 });
    expect((await get(`${base()}/tiers`)).json()[0].maxPoints).toBe(199);
  });

  it('public balance reveals nothing for unknown phones', async () => {
    const unknown = await get(`${base()}/5511900000000`);
    expect(unknown.json()).toEqual({
      customer: { points: 0 },
      settings: { pointsForRedemption: 10, discountValue: '5.00' },
    });
    expect(JSON.stringify((await get(`${base()}/5511988880001`)).json())).not.toContain('Joana');
  });
});
