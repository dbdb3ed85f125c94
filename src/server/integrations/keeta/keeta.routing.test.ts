/**
 * THE REPORTED BUG (issue 36): with shared credentials, a Keeta order for restaurant B was imported
 * into A. Now Comanda has one Keeta app (decision 0063): A and B both link their stores under it, and
 * every order lands where the store Keeta names is linked, by poll and by webhook; a store nobody
 * linked is acknowledged and dropped.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKeeta, startFakeKeeta } from '../../../../test/fakes/keeta';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, orders, partnerPollLeases } from '../../db/schema';
import { KEETA_REFUSED_STORE } from '../../modules/integrations/keeta-link.service';
import { MERCHANT_TAKEN_MESSAGE } from '../integration-store';
import { createOpenDeliveryClient } from '../open-delivery/open-delivery.client';
import { OpenDeliveryError } from '../open-delivery/open-delivery.types';
import { KEETA_PROTECTED_ADDRESS, KEETA_PROTECTED_PHONE } from './keeta.decrypt';
import { runKeetaPoll } from './keeta.poll';

let fake: FakeKeeta;
let ctx: TestContext;
type Owner = Awaited<ReturnType<typeof registerOwner>>;
let a: Owner;
let b: Owner;
const keetaIds = { a: 0, b: 0 };
let minute = 0;

const link = (owner: Owner, keetaMerchantId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/integrations/keeta/link`,
    headers: { cookie: owner.cookie },
    payload: { keetaMerchantId },
  });
/** One poll, as the job runs it; the lease and Keeta's per-minute window moved on first. */
const poll = async () => {
  minute += 1;
  fake.clock = () => Date.now() + minute * 60_000;
  await ctx.app.db.delete(partnerPollLeases);
  return runKeetaPoll(ctx.app.db, ctx.app.config);
};
const ordersOf = (owner: Owner) =>
  ctx.app.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurant.id));
const byExternal = (externalOrderId: string) =>
  ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId));
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/integrations/keeta/newEvent',
    headers: delivery.headers,
    payload: delivery.body,
  });

beforeAll(async () => {
  fake = await startFakeKeeta();
  ctx = await createTestApp({
    KEETA_CLIENT_ID: fake.clientId,
    KEETA_CLIENT_SECRET: fake.clientSecret,
    KEETA_BASE_URL: fake.baseUrl,
  });
  a = await registerOwner(ctx.app);
  b = await registerOwner(ctx.app);
  keetaIds.a = fake.addStore();
  keetaIds.b = fake.addStore();
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

describe('Keeta: two restaurants under one app', () => {
  it('links each store by its Keeta id through the onboarding, one URL for the app, no keys', async () => {
    const mode = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${a.restaurant.id}/integrations/keeta/link`,
      headers: { cookie: a.cookie },
    });
    expect(mode.json()).toEqual({ configured: true });
    for (const [owner, id] of [
      [a, keetaIds.a],
      [b, keetaIds.b],
    ] as const) {
      const linked = await link(owner, String(id));
      expect(linked.statusCode, linked.body).toBe(200);
      expect(linked.json()).toMatchObject({
        platform: 'keeta',
        status: 'active',
        merchantId: String(id),
        authMode: 'linked',
        receiveUrl: expect.stringMatching(/\/api\/integrations\/keeta\/newEvent$/),
      });
      expect(fake.onboarded.get(String(id))).toMatchObject({
        keetaMerchantId: id,
        webhookUrl: expect.stringMatching(/\/api\/integrations\/keeta\/newEvent$/),
        merchantUrl: expect.stringContaining(`/api/open-delivery/merchants/${linked.json().id}`),
      });
    }
    // Every request carried a valid signature (the fake refuses the others with 401).
    expect(fake.refusedSignatures).toBe(0);
  });

  it("refuses B a store A linked, before asking Keeta (re-onboarding would take A's orders)", async () => {
    const before = fake.onboarded.size;
    const taken = await link(b, String(keetaIds.a));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(MERCHANT_TAKEN_MESSAGE);
    expect(fake.onboarded.size).toBe(before);
    const unknown = await link(b, '123');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe(KEETA_REFUSED_STORE);
    const letters = await link(b, 'loja-b');
    expect(letters.statusCode).toBe(400);
  });

  it("by poll: B's order lands in B only, in one poll naming both stores, and is acknowledged", async () => {
    const { order, event } = fake.placeOrder(String(keetaIds.b));
    const result = await poll();
    expect(result).toMatchObject({ polled: true, events: 1 });
    expect(fake.polls.at(-1)!.merchants.sort()).toEqual([String(keetaIds.a), String(keetaIds.b)].sort());
    const imported = await byExternal(order.id);
    expect(imported).toHaveLength(1);
    expect(imported[0]!.restaurantId).toBe(b.restaurant.id);
    expect((await ordersOf(a)).filter((row) => row.orderSource === 'keeta')).toHaveLength(0);
    expect(fake.acknowledged).toContainEqual({ id: event.eventId, orderId: order.id, eventType: 'CREATED' });
  });

  it("by webhook: B's order lands in B only, answered 200 with an empty body", async () => {
    const { order, event } = fake.placeOrder(String(keetaIds.b));
    const answer = await deliver(fake.webhook(event, String(keetaIds.b)));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe('');
    const imported = await byExternal(order.id);
    expect(imported.map((row) => row.restaurantId)).toEqual([b.restaurant.id]);
    expect((await ordersOf(a)).filter((row) => row.orderSource === 'keeta')).toHaveLength(0);
    // A's order, the same way, lands in A.
    const forA = fake.placeOrder(String(keetaIds.a));
    expect((await deliver(fake.webhook(forA.event, String(keetaIds.a)))).statusCode).toBe(200);
    expect((await byExternal(forA.order.id)).map((row) => row.restaurantId)).toEqual([a.restaurant.id]);
  });

  it('refuses a webhook not signed with the app secret (401) and stores nothing', async () => {
    const { order, event } = fake.placeOrder(String(keetaIds.b));
    const answer = await deliver(fake.webhook(event, String(keetaIds.b), 'outro-segredo'));
    expect(answer.statusCode).toBe(401);
    expect(await byExternal(order.id)).toHaveLength(0);
  });

  it('acknowledges and drops an event for a store nobody linked, by webhook and by poll', async () => {
    const stranger = fake.placeOrder('loja-de-ninguem');
    const answer = await deliver(fake.webhook(stranger.event, 'loja-de-ninguem'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    const result = await poll();
    expect(result).toMatchObject({ polled: true });
    expect(fake.acknowledged).toContainEqual({
      id: stranger.event.eventId,
      orderId: stranger.order.id,
      eventType: 'CREATED',
    });
    expect(fake.pendingEvents().filter((event) => event.orderId === stranger.order.id)).toHaveLength(0);
    expect(await byExternal(stranger.order.id)).toHaveLength(0);
    // The fake returned every pending event of the app (the webhook-delivered ones too): every Keeta
    // order stored is still once, in the restaurant whose store Keeta named.
    const restaurantOf = new Map([
      [String(keetaIds.a), a.restaurant.id],
      [String(keetaIds.b), b.restaurant.id],
    ]);
    for (const [externalId, placed] of fake.standard.orders) {
      const rows = await byExternal(externalId);
      const merchant = (placed.merchant as { id: string }).id;
      expect(rows.map((row) => row.restaurantId)).toEqual(
        restaurantOf.has(merchant) ? [restaurantOf.get(merchant)] : [],
      );
    }
  });

  it('decrypts ENC_ phone and address of a store-delivered order; labels a Keeta-delivered one', async () => {
    const own = fake.placeOrder(String(keetaIds.b), { encrypted: true, deliveredBy: 'MERCHANT' });
    const keetas = fake.placeOrder(String(keetaIds.b), { encrypted: true, deliveredBy: 'MARKETPLACE' });
    await poll();
    const [decrypted] = await byExternal(own.order.id);
    expect(decrypted!.customerPhone).toBe('11987654321');
    expect(decrypted!.deliveryAddress).toBe('Plaza Avenue, 100, BL 02 AP 31, Moema - São Paulo, SP - Brazil');
    const [protectedOrder] = await byExternal(keetas.order.id);
    expect(protectedOrder!.customerPhone).toBe(KEETA_PROTECTED_PHONE);
    expect(protectedOrder!.deliveryAddress).toBe(KEETA_PROTECTED_ADDRESS);
    expect(JSON.stringify([decrypted, protectedOrder])).not.toContain('ENC_');
    expect(fake.decryptRequests.length).toBeGreaterThan(0);
  });

  it('polls at most once per 30 s lease; a 429 from Keeta is a sync message, not a crash', async () => {
    await poll();
    const polls = fake.polls.length;
    expect(await runKeetaPoll(ctx.app.db, ctx.app.config)).toMatchObject({ polled: false });
    expect(fake.polls.length).toBe(polls);
    // Keeta's own limit: a third poll in the same minute is refused 429.
    const client = createOpenDeliveryClient({
      baseUrl: fake.baseUrl,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      ownerUrlPolicy: null,
      flavor: 'keeta',
    });
    const merchants = [String(keetaIds.a)];
    await client.pollEvents(merchants);
    const third = await client.pollEvents(merchants).then(
      () => null,
      (error: unknown) => error,
    );
    expect(third).toBeInstanceOf(OpenDeliveryError);
    expect((third as OpenDeliveryError).status).toBe(429);
    await ctx.app.db.delete(partnerPollLeases);
    expect(await runKeetaPoll(ctx.app.db, ctx.app.config)).toMatchObject({ polled: true });
    const [row] = await ctx.app.db
      .select()
      .from(deliveryIntegrations)
      .where(eq(deliveryIntegrations.restaurantId, b.restaurant.id));
    expect(row!.syncErrors).toBe('A Keeta pediu para esperar; nova tentativa no próximo minuto');
  });

  it('refuses Keeta keys on the spec connect route (the store links by id only)', async () => {
    const connect = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${a.restaurant.id}/integrations`,
      headers: { cookie: a.cookie },
      payload: { platform: 'keeta', credentials: { apiKey: 'x', secretKey: 'y' } },
    });
    expect(connect.statusCode).toBe(422);
  });

  it('two restaurants linking one store at once: one holds it, and Keeta keeps its merchant URL', async () => {
    const c = await registerOwner(ctx.app);
    const d = await registerOwner(ctx.app);
    const store = String(fake.addStore());
    const arrived = (count: number) => expect.poll(() => fake.heldOnboardings.length).toBe(count);
    fake.holdOnboardings = true;
    // C's onboarding reaches Keeta and waits; D passes the same check meanwhile and reaches it too.
    const first = link(c, store);
    await arrived(1);
    const second = link(d, store);
    await arrived(2);
    fake.holdOnboardings = false;
    fake.heldOnboardings[0]!();
    const holder = await first;
    expect(holder.statusCode, holder.body).toBe(200);
    // D's onboarding reaches Keeta last, so Keeta pointed the store at D's URL: D loses the link
    // and puts C's back.
    fake.heldOnboardings[1]!();
    const loser = await second;
    expect(loser.statusCode).toBe(409);
    expect(loser.json().error).toBe(MERCHANT_TAKEN_MESSAGE);
    expect(fake.onboarded.get(store)?.merchantUrl).toContain(
      `/api/open-delivery/merchants/${holder.json().id}`,
    );
  });
});
