/**
 * The program's levers beyond earning: the coupon-and-points switch, tier edits that re-rank
 * customers, the owner's customer profile (birth date) and the diner's referral code.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { provePhone, recordingCodeSender } from '../../../../test/harness/phone-proof';
import { REFERRAL_ERRORS } from '../../../domain/loyalty/referral';
import { customerLoyalty, loyaltyTransactions } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { deliverOrder, placeDinerOrder } from './loyalty.test-helpers';

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

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie = owner.cookie,
) => ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const settingsBody = {
  pointsPerReal: '1',
  pointsForRedemption: 10,
  discountValue: '5.00',
  bonusPointsPerOrder: 0,
};

async function customerOf(phone: string) {
  const [row] = await ctx.database.db
    .select()
    .from(customerLoyalty)
    .where(
      and(eq(customerLoyalty.restaurantId, owner.restaurant.id), eq(customerLoyalty.customerPhone, phone)),
    );
  return row!;
}

async function deliveredCustomer(phone: string, quantity = 1) {
  const placed = await placeDinerOrder(ctx.app, {
    restaurantId: owner.restaurant.id,
    itemId,
    phone,
    quantity,
  });
  expect(placed.statusCode).toBe(201);
  await deliverOrder(ctx.app, owner.cookie, placed.json().id);
  return customerOf(phone);
}

describe('coupon and points on the same order', () => {
  it('is saved with the settings, shown to diners and enforced at order placement', async () => {
    const phone = '5511977770001';
    await deliveredCustomer(phone); // 40 points
    const coupon = await inject('POST', `/api/restaurants/${owner.restaurant.id}/coupons`, {
      code: 'COMBO5',
      kind: 'fixed',
      value: '5.00',
    });
    expect(coupon.statusCode).toBe(201);
    // Points are spent at once by a device that proved the phone with a one-time code.
    const device = await provePhone(ctx.app, codes, owner.restaurant.id, phone);
    const order = (extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.66.0.1',
        headers: { cookie: device },
        payload: {
          restaurantId: owner.restaurant.id,
          customerName: 'Joana Lima',
          customerPhone: phone,
          deliveryType: 'pickup',
          paymentMethod: 'cash',
          items: [{ menuItemId: itemId, quantity: 1 }],
          ...extra,
        },
      });

    const initial = await inject('GET', base());
    expect(initial.json().settings.allowCouponWithPoints).toBe(true);
    const both = await order({ couponCode: 'COMBO5', pointsToRedeem: 10 });
    expect(both.statusCode).toBe(201);
    expect(both.json()).toMatchObject({ discountApplied: '10.00', total: '30.00' });

    const off = await inject('POST', base(), { ...settingsBody, allowCouponWithPoints: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().allowCouponWithPoints).toBe(false);
    const profile = await inject('GET', `/api/restaurants/${owner.restaurant.id}`, undefined, '');
    expect(profile.json().allowCouponWithPoints).toBe(false);

    const refused = await order({ couponCode: 'COMBO5', pointsToRedeem: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Este restaurante não permite usar cupom e pontos no mesmo pedido.');
    expect((await customerOf(phone)).points).toBe(30);
    expect((await order({ couponCode: 'COMBO5' })).statusCode).toBe(201);
    expect((await order({ pointsToRedeem: 10 })).statusCode).toBe(201);

    const kept = await inject('POST', base(), settingsBody);
    expect(kept.json().allowCouponWithPoints).toBe(false);
    const bad = await inject('POST', base(), { ...settingsBody, allowCouponWithPoints: 'talvez' });
    expect(bad.statusCode).toBe(400);
  });

  it('saves the birthday and referral bonuses with Portuguese bounds', async () => {
    const saved = await inject('POST', base(), { ...settingsBody, birthdayBonus: 80, referralBonus: 30 });
    expect(saved.json()).toMatchObject({ birthdayBonus: 80, referralBonus: 30 });
    const bad = await inject('POST', base(), { ...settingsBody, referralBonus: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.referralBonus).toBe('Deve ser maior ou igual a zero');
  });
});

describe('tier ladder', () => {
  it('re-ranks existing customers on create, edit and delete, in one transaction each', async () => {
    const phone = '5511977770010';
    const customer = await deliveredCustomer(phone, 4); // 160 points earned: prata (100)
    expect(customer.currentTier).toBe('prata');
    const tiers = (await inject('GET', `${base()}/tiers`)).json() as { id: string; name: string }[];
    const prata = tiers.find((tier) => tier.name === 'prata')!;

    const raised = await inject('PATCH', `${base()}/tiers/${prata.id}`, {
      minPoints: 200,
      multiplier: '1.10',
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().customersMoved).toBeGreaterThanOrEqual(1);
    expect((await customerOf(phone)).currentTier).toBe('bronze');

    const created = await inject('POST', `${base()}/tiers`, {
      name: 'Cobre',
      minPoints: 150,
      multiplier: '1.05',
      color: '#b87333',
      benefits: ['5% a mais de pontos'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'cobre', minPoints: 150, maxPoints: 199 });
    expect((await customerOf(phone)).currentTier).toBe('cobre');

    expect(
      (await inject('POST', `${base()}/tiers`, { name: 'cobre', minPoints: 160, multiplier: 1 })).statusCode,
    ).toBe(409);
    const sameThreshold = await inject('POST', `${base()}/tiers`, {
      name: 'latao',
      minPoints: 150,
      multiplier: 1,
    });
    expect(sameThreshold.statusCode).toBe(409);
    expect(sameThreshold.json().error).toBe('Já existe um nível com essa pontuação mínima');
    const noName = await inject('POST', `${base()}/tiers`, { name: ' ', minPoints: 10, multiplier: 1 });
    expect(noName.json().fields.name).toBe('Nome é obrigatório');

    const removed = await inject('DELETE', `${base()}/tiers/${created.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await customerOf(phone)).currentTier).toBe('bronze');
    expect((await inject('DELETE', `${base()}/tiers/${created.json().id}`)).statusCode).toBe(404);
  });

  it('keeps at least one tier and stays owner-only', async () => {
    expect(
      (await inject('POST', `${base()}/tiers`, { name: 'x', minPoints: 1, multiplier: 1 }, '')).statusCode,
    ).toBe(401);
    const foreign = await inject('DELETE', `${base()}/tiers/whatever`, undefined, other.cookie);
    expect(foreign.statusCode).toBe(403);
    const otherBase = `/api/restaurants/${other.restaurant.id}/loyalty`;
    const tiers = (await inject('GET', `${otherBase}/tiers`)).json() as { id: string }[];
    const results = [];
    for (const tier of tiers)
      results.push(
        (await inject('DELETE', `${otherBase}/tiers/${tier.id}`, undefined, other.cookie)).statusCode,
      );
    expect(results).toEqual([200, 200, 200, 409]);
  });
});

describe('customer profile', () => {
  it('records a birth date that the next delivery in that month honours', async () => {
    const phone = '5511977770020';
    const customer = await deliveredCustomer(phone);
    const url = `${base()}/customers/${customer.id}`;
    const bad = await inject('PATCH', url, { birthDate: '1990-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.birthDate).toBe('Data de nascimento inválida');
    expect((await inject('PATCH', url, { birthDate: '2999-01-01' })).statusCode).toBe(400);
    expect((await inject('PATCH', url, { birthDate: '1990-01-01' }, other.cookie)).statusCode).toBe(403);

    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      month: '2-digit',
    }).format(new Date());
    const saved = await inject('PATCH', url, {
      birthDate: `1990-${month}-01`,
      customerEmail: 'joana@example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customer).toMatchObject({
      birthDate: `1990-${month}-01`,
      customerName: 'Joana Lima',
    });

    await deliveredCustomer(phone);
    await deliveredCustomer(phone);
    const rows = await ctx.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.customerId, customer.id), eq(loyaltyTransactions.type, 'birthday')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.points).toBe(80);
  });
});

describe('referral codes', () => {
  it('lets a new diner enter a friend’s code once; the friend earns on the first delivery', async () => {
    const friendPhone = '5511977770030';
    const friend = await deliveredCustomer(friendPhone);
    const newPhone = '5511977770031';
    // Seeing and entering codes needs this device to have proved the phone (one device, both phones).
    let device = await provePhone(ctx.app, codes, owner.restaurant.id, newPhone);
    device = await provePhone(ctx.app, codes, owner.restaurant.id, friendPhone, device);
    const enter = (code: string, phone = newPhone, cookie = device) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/loyalty/referrals',
        headers: cookie ? { cookie } : {},
        payload: { restaurantId: owner.restaurant.id, phone, code },
      });

    expect((await enter(friend.referralCode)).json().error).toBe(REFERRAL_ERRORS.noOrder);
    const placed = await placeDinerOrder(ctx.app, {
      restaurantId: owner.restaurant.id,
      itemId,
      phone: newPhone,
    });

    const stranger = await ctx.app.inject({ method: 'GET', url: `/api/loyalty/memberships/${newPhone}` });
    expect(stranger.json()).toEqual([]);
    expect((await enter(friend.referralCode, newPhone, '')).statusCode).toBe(403);
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/loyalty/memberships/${newPhone}`,
      headers: { cookie: device },
    });
    expect(before.json()).toEqual([
      expect.objectContaining({
        restaurantId: owner.restaurant.id,
        points: 0,
        referralCode: null,
        canEnterReferral: true,
        referralBonus: 30,
      }),
    ]);
    expect(JSON.stringify(before.json())).not.toContain('Joana');

    expect((await enter('ZZZZ9999')).json().error).toBe(REFERRAL_ERRORS.notFound);
    expect((await enter('??')).json().fields.code).toBe(REFERRAL_ERRORS.invalid);
    expect((await enter(friend.referralCode, friendPhone)).json().error).toBe(
      REFERRAL_ERRORS.afterFirstOrder,
    );
    const accepted = await enter(friend.referralCode.toLowerCase());
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ referred: true, canEnterReferral: false });
    expect(accepted.json().referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await enter(friend.referralCode)).json().error).toBe(REFERRAL_ERRORS.already);

    await deliverOrder(ctx.app, owner.cookie, placed.json().id);
    await deliveredCustomer(newPhone);
    const bonus = await ctx.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.customerId, friend.id), eq(loyaltyTransactions.type, 'referral')));
    expect(bonus).toHaveLength(1);
    expect(bonus[0]).toMatchObject({ points: 30, orderId: placed.json().id });
    expect((await customerOf(friendPhone)).points).toBe(40 + 30);
  });

  it('refuses an unknown code and answers nothing for a phone without orders', async () => {
    const phone = '5511977770040';
    const placed = await placeDinerOrder(ctx.app, { restaurantId: owner.restaurant.id, itemId, phone });
    expect(placed.statusCode).toBe(201);
    const device = await provePhone(ctx.app, codes, owner.restaurant.id, phone);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/loyalty/referrals',
      headers: { cookie: device },
      payload: { restaurantId: owner.restaurant.id, phone, code: 'ABCDEFGH' },
    });
    expect(first.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/loyalty/memberships/5511900000000' });
    expect(empty.json()).toEqual([]);
    const invalid = await ctx.app.inject({ method: 'GET', url: '/api/loyalty/memberships/123' });
    expect(invalid.statusCode).toBe(400);
  });
});
