/**
 * Issue 19, item 1: anyone could spend a diner's loyalty points by typing the diner's phone, and the
 * public look-ups showed anyone the restaurants where a phone is a member and its referral code.
 * Spending points, seeing memberships and entering a referral code now need proof that the diner
 * holds the phone: a one-time code (6 digits, 10 minutes, 5 tries, hashed at rest, rate limited per
 * phone and address) that trusts the device for 90 days at that restaurant, revocable by the owner.
 * Without proof the order carries a pending redemption the restaurant confirms or refuses.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLoyalty, phoneProofCodes } from '../../src/server/db/schema';
import {
  deliverOrder,
  patchStatus,
  placeDinerOrder,
} from '../../src/server/modules/loyalty/loyalty.test-helpers';
import { createItem } from '../../src/server/modules/orders/order-placement.fixtures';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { provePhone, recordingCodeSender } from '../harness/phone-proof';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let elsewhere: Awaited<ReturnType<typeof registerOwner>>;
let itemId: string;
const codes = recordingCodeSender();
let phoneSeq = 0;
const newPhone = () => `55219${String(60_000_000 + ++phoneSeq).padStart(8, '0')}`;

beforeAll(async () => {
  ctx = await createTestApp({}, { codeSender: codes.sender });
  owner = await registerOwner(ctx.app);
  elsewhere = await registerOwner(ctx.app);
  itemId = (await createItem(ctx.database.db, owner.restaurant.id, { price: '40.00' })).id;
}, 120_000);
afterAll(() => ctx?.close());

const restaurantId = () => owner.restaurant.id;

async function pointsOf(phone: string) {
  const [row] = await ctx.database.db
    .select({ points: customerLoyalty.points })
    .from(customerLoyalty)
    .where(and(eq(customerLoyalty.restaurantId, restaurantId()), eq(customerLoyalty.customerPhone, phone)));
  return row?.points ?? 0;
}

/** A diner with 40 points (one delivered R$ 40,00 order; 1 point per real). */
async function dinerWithPoints() {
  const phone = newPhone();
  const first = await placeDinerOrder(ctx.app, { restaurantId: restaurantId(), itemId, phone });
  await deliverOrder(ctx.app, owner.cookie, first.json().id);
  expect(await pointsOf(phone)).toBe(40);
  return phone;
}

const spend = (phone: string, cookie?: string, points = 20) =>
  placeDinerOrder(ctx.app, { restaurantId: restaurantId(), itemId, phone, pointsToRedeem: points, cookie });

const askCode = (phone: string, remoteAddress = '10.19.1.1', id = restaurantId()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${id}/phone-proof/code`,
    remoteAddress,
    payload: { phone },
  });
const typeCode = (phone: string, code: string, remoteAddress = '10.19.1.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId()}/phone-proof/verify`,
    remoteAddress,
    payload: { phone, code },
  });

describe('spending points needs proof of the phone', () => {
  it("does not take a victim's points for an order from a device that never proved the phone", async () => {
    const victim = await dinerWithPoints();
    const attack = await spend(victim);
    expect(attack.statusCode).toBe(201);
    expect(attack.json()).toMatchObject({ loyaltyRedemptionPending: true, loyaltyPointsUsed: 20 });
    expect(await pointsOf(victim)).toBe(40);
    // The restaurant refuses the redemption: the order goes on at full price.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${attack.json().id}/loyalty-redemption/refuse`,
      headers: { cookie: owner.cookie },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      loyaltyRedemptionPending: false,
      loyaltyPointsUsed: 0,
      discountApplied: '0.00',
      total: '40.00',
    });
    expect((await patchStatus(ctx.app, owner.cookie, attack.json().id, 'confirmed')).statusCode).toBe(200);
    expect(await pointsOf(victim)).toBe(40);
  });

  it('takes pending points only when the restaurant accepts the order', async () => {
    const diner = await dinerWithPoints();
    const pending = await spend(diner);
    expect(pending.json()).toMatchObject({ total: '30.00', loyaltyRedemptionPending: true });
    const panel = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurantId()}/orders`,
      headers: { cookie: owner.cookie },
    });
    expect(panel.json().find((order: { id: string }) => order.id === pending.json().id)).toMatchObject({
      loyaltyRedemptionPending: true,
      customerPhone: diner,
    });
    expect(await pointsOf(diner)).toBe(40);
    expect((await patchStatus(ctx.app, owner.cookie, pending.json().id, 'confirmed')).statusCode).toBe(200);
    expect(await pointsOf(diner)).toBe(20);
  });

  it('spends at once from a device that proved the phone, at that restaurant only, until revoked', async () => {
    const diner = await dinerWithPoints();
    const other = await dinerWithPoints();
    const device = await provePhone(ctx.app, codes, restaurantId(), diner);
    const proved = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurantId()}/phone-proof/${diner}`,
      headers: { cookie: device },
    });
    expect(proved.json()).toEqual({ trusted: true });
    // Bound to the phone: the same device cannot spend another phone's points.
    expect((await spend(other, device)).json().loyaltyRedemptionPending).toBe(true);
    expect(await pointsOf(other)).toBe(40);
    // Bound to the restaurant.
    const there = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${elsewhere.restaurant.id}/phone-proof/${diner}`,
      headers: { cookie: device },
    });
    expect(there.json()).toEqual({ trusted: false });

    const spent = await spend(diner, device);
    expect(spent.json()).toMatchObject({ loyaltyRedemptionPending: false, total: '30.00' });
    expect(await pointsOf(diner)).toBe(20);

    const customer = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurantId()}/loyalty/customer/${diner}`,
      headers: { cookie: owner.cookie },
    });
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurantId()}/loyalty/customers/${customer.json().customer.id}/devices`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect((await spend(diner, device)).json().loyaltyRedemptionPending).toBe(true);
    expect(await pointsOf(diner)).toBe(20);
  });
});

describe('the public look-ups', () => {
  it('answer the balance as points only, and memberships and referral codes to a proved device only', async () => {
    const diner = await dinerWithPoints();
    const balance = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurantId()}/loyalty/${diner}`,
    });
    expect(balance.json()).toEqual({
      customer: { points: 40 },
      settings: { pointsForRedemption: 10, discountValue: '5.00' },
    });
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/loyalty/memberships/${diner}` });
    expect(anonymous.json()).toEqual([]);
    const referral = await ctx.app.inject({
      method: 'POST',
      url: '/api/loyalty/referrals',
      payload: { restaurantId: restaurantId(), phone: diner, code: 'ABCDEFGH' },
    });
    expect(referral.statusCode).toBe(403);

    const device = await provePhone(ctx.app, codes, restaurantId(), diner);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/loyalty/memberships/${diner}`,
      headers: { cookie: device },
    });
    expect(mine.json()).toEqual([expect.objectContaining({ restaurantId: restaurantId(), points: 40 })]);
    expect(mine.json()[0].referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });
});

describe('the one-time code', () => {
  it('is 6 digits, sent for the stored phone key, hashed at rest, and sets an HttpOnly cookie', async () => {
    const phone = newPhone();
    const asked = await askCode(`(21) ${phone.slice(4, 9)}-${phone.slice(9)}`);
    expect(asked.json()).toEqual({ delivered: true, expiresInMinutes: 10 });
    const sent = codes.sent.at(-1)!;
    expect(sent).toMatchObject({ restaurantId: restaurantId(), phone });
    expect(sent.code).toMatch(/^\d{6}$/);
    const [row] = await ctx.database.db
      .select()
      .from(phoneProofCodes)
      .where(eq(phoneProofCodes.phone, phone));
    expect(row!.codeHash).not.toContain(sent.code);
    expect(row!.codeHash).not.toBe(createHash('sha256').update(sent.code).digest('hex'));
    const verified = await typeCode(phone, sent.code);
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === 'comanda_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie.maxAge).toBe(90 * 24 * 60 * 60);
    // Used once.
    expect((await typeCode(phone, sent.code)).statusCode).toBe(400);
  });

  it('stops after 5 wrong tries, even for the right code', async () => {
    const phone = newPhone();
    await askCode(phone, '10.19.2.1');
    const right = codes.lastCode(phone)!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await typeCode(phone, wrong, '10.19.2.1');
      expect(answer.statusCode).toBe(400);
    }
    const late = await typeCode(phone, right, '10.19.2.1');
    expect(late.statusCode).toBe(400);
    expect(late.cookies.find((c) => c.name === 'comanda_device')).toBeUndefined();
  });

  it('expires after 10 minutes', async () => {
    const phone = newPhone();
    await askCode(phone, '10.19.3.1');
    await ctx.database.db
      .update(phoneProofCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneProofCodes.phone, phone));
    const answer = await typeCode(phone, codes.lastCode(phone)!, '10.19.3.1');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/expirado/);
  });

  it('is rate limited per phone and per address', async () => {
    const phone = newPhone();
    const perPhone = [];
    for (let index = 0; index < 4; index += 1) perPhone.push((await askCode(phone, '10.19.4.1')).statusCode);
    expect(perPhone).toEqual([200, 200, 200, 429]);
    // At one restaurant, whoever asks, a phone gets at most 10 requests an hour (the 4 above count).
    const fromAnywhere = [];
    for (let index = 2; index < 12; index += 1)
      fromAnywhere.push((await askCode(phone, `10.19.4.${index}`)).statusCode);
    expect(fromAnywhere).toEqual([...Array(6).fill(200), 429, 429, 429, 429]);
    const perAddress = [];
    for (let index = 0; index < 11; index += 1)
      perAddress.push((await askCode(newPhone(), '10.19.5.1')).statusCode);
    expect(perAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });

  it('says when no code could be delivered (no WhatsApp connected)', async () => {
    const plain = await createTestApp();
    try {
      const { restaurant } = await registerOwner(plain.app);
      const asked = await plain.app.inject({
        method: 'POST',
        url: `/api/restaurants/${restaurant.id}/phone-proof/code`,
        payload: { phone: '(11) 98765-4321' },
      });
      expect(asked.json()).toEqual({ delivered: false, expiresInMinutes: 10 });
    } finally {
      await plain.close();
    }
  });
});
