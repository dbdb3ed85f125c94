/**
 * The bare Open Delivery standard's cancellation handshake (research §0 item 3, §2.8): a diner's
 * ORDER_CANCELLATION_REQUEST reaches the owner of the order's store only, who accepts it (the order
 * is cancelled) or denies it with a documented code (the order goes on). Two restaurants are linked
 * to one marketplace, each with the credentials the standard issues per merchant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenDelivery, startFakeOpenDelivery } from '../../../../test/fakes/open-delivery';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, menuItems, orders } from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import {
  CANCELLATION_ANSWER_REFUSED,
  CANCELLATION_ANSWER_UNREACHABLE,
  KEETA_HAS_NO_CANCELLATION_REQUEST,
  NO_CANCELLATION_REQUEST,
} from './consumer-cancellation';
import { runOpenDeliveryTick } from './open-delivery.sync';

let fake: FakeOpenDelivery;
let ctx: TestContext;
type Owner = Awaited<ReturnType<typeof registerOwner>> & { merchantId: string };
let a: Owner;
let b: Owner;

const tick = async () => {
  await ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
  await runOpenDeliveryTick(ctx.app.db, ctx.app.config);
};
const byExternal = async (externalOrderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId)))[0]!;
const answer = (owner: Owner, orderId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancellation-request-answer`,
    headers: { cookie: owner.cookie },
    payload,
  });
/** A diner orders at the owner's store; the next tick imports it. */
const orderAt = async (owner: Owner) => {
  const { order } = fake.placeOrder(owner.merchantId);
  await tick();
  return order.id;
};

async function linkBare(merchantId: string): Promise<Owner> {
  const owner = await registerOwner(ctx.app);
  const pair = fake.addMerchant(merchantId);
  const key = ctx.app.config.encryptionKey;
  await ctx.app.db.insert(deliveryIntegrations).values({
    restaurantId: owner.restaurant.id,
    platform: 'open_delivery',
    platformName: 'Marketplace Aberto',
    status: 'active',
    apiKey: encryptSecret(key, pair.clientId),
    secretKey: encryptSecret(key, pair.clientSecret),
    merchantId,
    baseUrl: fake.baseUrl,
  });
  await ctx.app.db.insert(menuItems).values({
    restaurantId: owner.restaurant.id,
    name: 'Pizza Calabresa',
    price: '45.00',
    externalCode: 'PZ-CAL',
  });
  return { ...owner, merchantId };
}

beforeAll(async () => {
  fake = await startFakeOpenDelivery();
  ctx = await createTestApp({ PARTNER_URLS_ALLOW_LOOPBACK: 'true' });
  a = await linkBare('loja-a');
  b = await linkBare('loja-b');
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

describe("a diner's cancellation request on a bare Open Delivery marketplace", () => {
  it("reaches B's order only: A sees nothing and cannot answer it", async () => {
    const ofA = await orderAt(a);
    const ofB = await orderAt(b);
    expect((await byExternal(ofA)).restaurantId).toBe(a.restaurant.id);
    expect((await byExternal(ofB)).restaurantId).toBe(b.restaurant.id);
    const event = fake.requestConsumerCancellation(ofB);
    await tick();
    const orderB = await byExternal(ofB);
    expect(orderB).toMatchObject({ status: 'pending', externalStatus: 'ORDER_CANCELLATION_REQUEST' });
    expect((await byExternal(ofA)).externalStatus).not.toBe('ORDER_CANCELLATION_REQUEST');
    expect(fake.acknowledged).toContainEqual({
      id: event.eventId,
      orderId: ofB,
      eventType: 'ORDER_CANCELLATION_REQUEST',
    });
    // The panel's list: B's shows the request, A's never has B's order.
    const listA = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${a.restaurant.id}/orders`,
      headers: { cookie: a.cookie },
    });
    expect(listA.statusCode).toBe(200);
    expect(listA.body).not.toContain(orderB.id);
    expect(listA.body).not.toContain('ORDER_CANCELLATION_REQUEST');
    const listB = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${b.restaurant.id}/orders`,
      headers: { cookie: b.cookie },
    });
    expect(listB.body).toContain('ORDER_CANCELLATION_REQUEST');
    // A may not answer B's order; A's own order has no request to answer.
    expect((await answer(a, orderB.id, { accept: true })).statusCode).toBe(403);
    const none = await answer(a, (await byExternal(ofA)).id, { accept: true });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(NO_CANCELLATION_REQUEST);
    expect(fake.actions.filter((x) => x.action.endsWith('Cancellation'))).toEqual([]);
    expect((await byExternal(ofB)).status).toBe('pending');
    fake.expireConsumerCancellation(ofB);
  });

  it('sends the acceptance and the denial with their bodies; accepted cancels, denied goes on', async () => {
    const accepted = await orderAt(b);
    const denied = await orderAt(b);
    const confirmedAt = (await byExternal(denied)).id;
    const confirm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${confirmedAt}/status`,
      headers: { cookie: b.cookie },
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    fake.requestConsumerCancellation(accepted);
    fake.requestConsumerCancellation(denied);
    await tick();
    const deny = (await byExternal(denied))!;
    const accept = (await byExternal(accepted))!;
    expect(deny.externalStatus).toBe('ORDER_CANCELLATION_REQUEST');

    // The standard's RequestDenied: reason and one of two codes, both required.
    const noReason = await answer(b, deny.id, { accept: false, code: 'DISH_ALREADY_DONE' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain('Explique a recusa ao cliente');
    expect((await answer(b, deny.id, { accept: false, code: 'OTHER', reason: 'x' })).statusCode).toBe(400);
    const no = await answer(b, deny.id, {
      accept: false,
      code: 'DISH_ALREADY_DONE',
      reason: 'A pizza já saiu do forno',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toEqual({ status: 'confirmed', externalStatus: 'CANCELLED_DENIED' });
    const yes = await answer(b, accept.id, { accept: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ status: 'cancelled', externalStatus: 'ORDER_CANCELLATION_ACCEPTED' });
    expect(fake.actions.filter((x) => x.action.endsWith('Cancellation'))).toEqual([
      {
        orderId: denied,
        action: 'denyCancellation',
        body: { code: 'DISH_ALREADY_DONE', reason: 'A pizza já saiu do forno' },
      },
      { orderId: accepted, action: 'acceptCancellation', body: undefined },
    ]);
    expect(await byExternal(accepted)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelado a pedido do cliente (Marketplace Aberto)',
    });
    expect((await byExternal(denied)).status).toBe('confirmed');
    // Answered: nothing more to answer.
    expect((await answer(b, deny.id, { accept: true })).statusCode).toBe(409);

    // The marketplace's CANCELLED and CANCELLED_DENIED follow; the accepted order is never asked
    // to be cancelled again by Comanda (no requestCancellation).
    await tick();
    expect(await byExternal(accepted)).toMatchObject({ status: 'cancelled', externalStatus: 'CANCELLED' });
    expect(await byExternal(denied)).toMatchObject({
      status: 'confirmed',
      externalStatus: 'CANCELLED_DENIED',
    });
    expect(fake.actions.filter((x) => x.orderId === accepted).map((x) => x.action)).toEqual([
      'acceptCancellation',
    ]);
  });

  it("a marketplace's refusal leaves the order as it was", async () => {
    const id = await orderAt(a);
    fake.requestConsumerCancellation(id);
    await tick();
    const before = await byExternal(id);
    expect(before.externalStatus).toBe('ORDER_CANCELLATION_REQUEST');
    fake.expireConsumerCancellation(id);
    const refused = await answer(a, before.id, { accept: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CANCELLATION_ANSWER_REFUSED);
    const after = await byExternal(id);
    expect(after).toMatchObject({ status: before.status, externalStatus: 'ORDER_CANCELLATION_REQUEST' });
    expect(fake.actions.filter((x) => x.orderId === id)).toEqual([]);

    // A marketplace that cannot be reached: 502 in Portuguese, the order still waiting for an answer.
    const second = await orderAt(a);
    fake.requestConsumerCancellation(second);
    await tick();
    const waiting = await byExternal(second);
    await ctx.app.db
      .update(deliveryIntegrations)
      .set({ baseUrl: 'http://127.0.0.1:9' })
      .where(eq(deliveryIntegrations.restaurantId, a.restaurant.id));
    const unreachable = await answer(a, waiting.id, {
      accept: false,
      code: 'DISH_ALREADY_DONE',
      reason: 'Pronto',
    });
    await ctx.app.db
      .update(deliveryIntegrations)
      .set({ baseUrl: fake.baseUrl })
      .where(eq(deliveryIntegrations.restaurantId, a.restaurant.id));
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().error).toBe(CANCELLATION_ANSWER_UNREACHABLE);
    expect(await byExternal(second)).toMatchObject({
      status: waiting.status,
      externalStatus: 'ORDER_CANCELLATION_REQUEST',
    });
  });

  it('refuses Keeta and direct orders: only the bare standard has this request', async () => {
    const id = await orderAt(a);
    const order = await byExternal(id);
    // The same row as a Keeta order would be: Keeta negotiates refunds instead.
    await ctx.app.db
      .update(orders)
      .set({ orderSource: 'keeta', externalStatus: 'ORDER_CANCELLATION_REQUEST' })
      .where(eq(orders.id, order.id));
    const keeta = await answer(a, order.id, { accept: true });
    expect(keeta.statusCode).toBe(409);
    expect(keeta.json().error).toBe(KEETA_HAS_NO_CANCELLATION_REQUEST);
    await ctx.app.db
      .update(orders)
      .set({ orderSource: 'direct', externalOrderId: null })
      .where(eq(orders.id, order.id));
    expect((await answer(a, order.id, { accept: true })).statusCode).toBe(409);
    expect((await answer(a, 'nao-existe', { accept: true })).statusCode).toBe(404);
  });
});
