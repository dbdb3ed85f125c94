import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKeeta, startFakeKeeta } from '../../../../test/fakes/keeta';
import type { FakeOpenDelivery } from '../../../../test/fakes/open-delivery';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, menuItems, orders, partnerPollLeases } from '../../db/schema';
import { KEETA_LINKS_BY_STORE_ID } from '../../modules/integrations/integrations.service';
import { runKeetaPoll } from '../keeta/keeta.poll';
import { runOpenDeliveryTick } from './open-delivery.sync';

let keeta: FakeKeeta;
/** The standard's side of the Keeta fake: its orders, events, actions and merchant updates. */
let fake: FakeOpenDelivery;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let integration: { id: string; merchantId: string; merchantUrl: string; receiveUrl: string };
let minute = 0;

/** The job's tick: actions pushed per integration, then Keeta's one poll for every linked store. */
const tick = async () => {
  await runOpenDeliveryTick(ctx.app.db, ctx.app.config);
  minute += 1;
  keeta.clock = () => Date.now() + minute * 60_000;
  await ctx.app.db.delete(partnerPollLeases);
  await runKeetaPoll(ctx.app.db, ctx.app.config);
};
const freeLease = () => ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
const byExternal = async (externalOrderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId)))[0];

beforeAll(async () => {
  keeta = await startFakeKeeta();
  fake = keeta.standard;
  ctx = await createTestApp({
    KEETA_CLIENT_ID: keeta.clientId,
    KEETA_CLIENT_SECRET: keeta.clientSecret,
    KEETA_BASE_URL: keeta.baseUrl,
  });
  owner = await registerOwner(ctx.app);
  await ctx.app.db.insert(menuItems).values({
    restaurantId: owner.restaurant.id,
    name: 'Pizza Calabresa',
    price: '45.00',
    externalCode: 'PZ-CAL',
  });
});
afterAll(async () => {
  await ctx.close();
  await keeta.stop();
});

describe('Keeta through its own Open Delivery API', () => {
  it("refuses an owner's keys, then links the store by its Keeta id on Comanda's app", async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations`,
      headers: { cookie: owner.cookie },
      payload: { platform: 'keeta', credentials: { apiKey: keeta.clientId, secretKey: keeta.clientSecret } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(KEETA_LINKS_BY_STORE_ID);
    const keetaId = keeta.addStore();
    const linked = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations/keeta/link`,
      headers: { cookie: owner.cookie },
      payload: { keetaMerchantId: String(keetaId) },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const view = linked.json();
    expect(view).toMatchObject({ platform: 'keeta', platformName: 'Keeta', status: 'active' });
    expect(linked.body).not.toContain(keeta.clientSecret);
    const [row] = await ctx.app.db
      .select()
      .from(deliveryIntegrations)
      .where(eq(deliveryIntegrations.id, view.id));
    // No keys of the owner's: the app's are the operator's configuration.
    expect(row).toMatchObject({ apiKey: null, secretKey: null, merchantId: String(keetaId) });
    integration = { ...view, merchantId: String(keetaId) };
  });

  it('imports a CREATED order with its total, delivery fee and lines, and acknowledges the event', async () => {
    const { order, event } = fake.placeOrder(integration.merchantId);
    await freeLease();
    await tick();
    const imported = await byExternal(order.id);
    expect(imported).toMatchObject({
      orderSource: 'keeta',
      status: 'pending',
      total: '108.90',
      deliveryFee: '8.90',
      subtotal: '100.00',
      customerName: 'Maria Souza',
      deliveryType: 'delivery',
      deliveryAddress: 'Plaza Avenue, 100, BL 02 AP 31, Moema - São Paulo, SP - Brazil',
      externalStatus: 'CREATED',
    });
    expect(fake.acknowledged).toContainEqual({ id: event.eventId, orderId: order.id, eventType: 'CREATED' });
    expect(fake.pendingEvents()).toHaveLength(0);
    // The same event polled again (a lost acknowledgment) does not import twice.
    await freeLease();
    await tick();
    expect((await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, order.id))).length).toBe(
      1,
    );
  });

  it('writes how it is paid, when it is scheduled and who delivers it into the notes the panel and the ticket show', async () => {
    const prepaid = await byExternal(fake.orders.keys().next().value!);
    expect(prepaid!.notes).toContain('Pago online (Keeta)');
    expect(prepaid!.notes).toContain('Entrega pelo entregador da Keeta');
    const { order } = fake.placeOrder(integration.merchantId, {
      cashChangeFor: 150,
      deliveredBy: 'MERCHANT',
      scheduledFor: { start: new Date('2026-12-05T22:00:00Z'), end: new Date('2026-12-05T22:30:00Z') },
    });
    await freeLease();
    await tick();
    const notes = (await byExternal(order.id))!.notes!;
    expect(notes).toContain('Cobrar na entrega: dinheiro R$ 108,90, Troco para R$ 150,00');
    expect(notes).toContain('Agendado: 05/12/2026 19:00–19:30');
    expect(notes).toContain('Entrega pelo restaurante');
  });

  it('pushes each panel transition back with the standard action names', async () => {
    const { order } = fake.placeOrder(integration.merchantId);
    await freeLease();
    await tick();
    const ours = (await byExternal(order.id))!;
    for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery']) {
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${ours.id}/status`,
        headers: { cookie: owner.cookie },
        payload: { status },
      });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    await tick();
    const sent = fake.actions.filter((a) => a.orderId === order.id);
    expect(sent.map((a) => a.action)).toEqual(['confirm', 'preparing', 'readyForPickup', 'dispatch']);
    expect(sent[0]!.body).toMatchObject({
      orderExternalCode: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await byExternal(order.id))!.externalStatus).toBe('DISPATCHED');
    await tick();
    expect(fake.actions.filter((a) => a.orderId === order.id)).toHaveLength(4);
  });

  it('cancellation both ways: the marketplace cancels ours; ours requests cancellation with a documented code', async () => {
    const first = fake.placeOrder(integration.merchantId).order;
    await freeLease();
    await tick();
    fake.cancel(first.id);
    await freeLease();
    await tick();
    expect(await byExternal(first.id)).toMatchObject({ status: 'cancelled', externalStatus: 'CANCELLED' });

    const second = fake.placeOrder(integration.merchantId).order;
    await freeLease();
    await tick();
    const ours = (await byExternal(second.id))!;
    // The panel offers Keeta's documented codes, its legacy ones included.
    const reasons = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${ours.id}/cancellation-reasons`,
      headers: { cookie: owner.cookie },
    });
    expect(reasons.json()).toContainEqual({
      code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON',
      description: 'Restaurante sem entregador',
    });
    expect(reasons.json()).toContainEqual({
      code: 'INSUFFICIENT_MANPOWER',
      description: 'Equipe insuficiente',
    });
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${ours.id}/status`,
      headers: { cookie: owner.cookie },
      payload: {
        status: 'cancelled',
        cancellationReason: 'Sem entregador',
        cancellationCode: 'RESTAURANT_WITHOUT_DELIVERY_PERSON',
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await tick();
    expect(fake.actions.find((a) => a.orderId === second.id)).toMatchObject({
      action: 'requestCancellation',
      body: { code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON', mode: 'MANUAL', reason: 'Sem entregador' },
    });
  });

  it("a Keeta customer's refund request reaches the panel; the owner accepts one and rejects another with a code", async () => {
    const orderAt = async () => {
      const { order } = fake.placeOrder(integration.merchantId);
      await freeLease();
      await tick();
      return order;
    };
    const answer = (orderId: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refund-answer`,
        headers: { cookie: owner.cookie },
        payload,
      });
    const accepted = await orderAt();
    const rejected = await orderAt();
    const accept = (await byExternal(accepted.id))!;
    const reject = (await byExternal(rejected.id))!;
    // No request yet: nothing to answer.
    expect((await answer(accept.id, { accept: true })).statusCode).toBe(409);
    fake.requestRefund(accepted.id);
    fake.requestRefund(rejected.id);
    await freeLease();
    await tick();
    expect((await byExternal(accepted.id))!.externalStatus).toBe('USER_REFUND_REQUEST');

    expect((await answer(reject.id, { accept: false, code: 'DISH_ALREADY_DONE' })).statusCode).toBe(400);
    const no = await answer(reject.id, {
      accept: false,
      code: 'DISH_ALREADY_DONE',
      reason: 'Já estava pronto',
    });
    expect(no.statusCode, no.body).toBe(200);
    const yes = await answer(accept.id, { accept: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(fake.actions.filter((a) => a.action.endsWith('Refund'))).toEqual([
      {
        orderId: rejected.id,
        action: 'rejectRefund',
        body: { code: 'DISH_ALREADY_DONE', reason: 'Já estava pronto' },
      },
      { orderId: accepted.id, action: 'acceptRefund', body: undefined },
    ]);
    expect((await byExternal(rejected.id))!.externalStatus).toBe('REFUND_REJECTED');
    // Keeta's REFUNDED event updates what the panel says.
    await freeLease();
    await tick();
    expect((await byExternal(accepted.id))!.externalStatus).toBe('REFUNDED');
    expect((await answer(accept.id, { accept: true })).statusCode).toBe(409);
  });

  it('accepts a webhook event signed in Base64 as Keeta signs it, answers 200 with no body, and refuses a forged or hex one', async () => {
    const { order, event } = fake.placeOrder(integration.merchantId);
    const path = new URL(integration.receiveUrl).pathname;
    const forged = fake.webhook(event, integration.merchantId, 'outro-segredo');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: forged.headers,
      payload: forged.body,
    });
    expect(refused.statusCode).toBe(401);
    // The right secret in the bare standard's hex is not how Keeta signs: refused too.
    const hex = fake.webhook(event, integration.merchantId, keeta.clientSecret, 'hex');
    const inHex = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: hex.headers,
      payload: hex.body,
    });
    expect(inHex.statusCode).toBe(401);
    expect(await byExternal(order.id)).toBeUndefined();
    const signed = fake.webhook(event, integration.merchantId);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: signed.headers,
      payload: signed.body,
    });
    // Keeta: "return an HTTP 200 response code with an empty response body".
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('');
    expect(await byExternal(order.id)).toMatchObject({ orderSource: 'keeta', total: '108.90' });
  });

  it('serves the menu as the Open Delivery merchant and notifies the marketplace of a change', async () => {
    const merchant = await ctx.app.inject({ method: 'GET', url: new URL(integration.merchantUrl).pathname });
    expect(merchant.statusCode).toBe(200);
    const body = merchant.json();
    expect(body).toMatchObject({ id: integration.merchantId, status: 'AVAILABLE', TTL: 600 });
    const item = body.items.find((candidate: { name: string }) => candidate.name === 'Pizza Calabresa');
    expect(item).toMatchObject({ externalCode: 'PZ-CAL', unit: 'UN' });
    expect(body.itemOffers).toContainEqual(
      expect.objectContaining({ itemId: item.id, price: { value: 45, originalValue: 45, currency: 'BRL' } }),
    );
    expect(body.menus[0].categoryId).toEqual(body.categories.map((c: { id: string }) => c.id));
    const before = fake.merchantUpdates.length;
    await ctx.app.db.update(deliveryIntegrations).set({ isMenuSynced: false, pollLeaseUntil: null });
    await tick();
    // Keeta's own path, our merchant id in it, empty body: "read GET /v1/merchant again".
    // The empty object is sent as no body at all (Keeta's signature skips an empty {}).
    expect(fake.merchantUpdates.slice(before)).toEqual([
      { merchantId: integration.merchantId, body: undefined },
    ]);
    expect(fake.menuUpdates).toBe(0);
  });

  it('closes the store at Keeta when the owner pauses orders, and opens it when the pause ends', async () => {
    const pause = (pausedUntil: string | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${owner.restaurant.id}/pause`,
        headers: { cookie: owner.cookie },
        payload: { pausedUntil },
      });
    const before = fake.merchantUpdates.length;
    expect((await pause(new Date(Date.now() + 3_600_000).toISOString())).statusCode).toBe(200);
    await freeLease();
    await tick();
    expect((await pause(null)).statusCode).toBe(200);
    await freeLease();
    await tick();
    await freeLease();
    await tick();
    expect(fake.merchantUpdates.slice(before)).toEqual([
      { merchantId: integration.merchantId, body: { merchantStatus: 'UNAVAILABLE' } },
      { merchantId: integration.merchantId, body: { merchantStatus: 'AVAILABLE' } },
    ]);
  });
});
