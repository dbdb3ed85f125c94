import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../../../../test/fakes/whatsapp-graph';
import { callApi, createTestApp, type TestContext } from '../../../../test/harness/app';
import { buildApp } from '../../app';
import { whatsappMessages } from '../../db/schema';
import type { App } from '../../lib/types';
import {
  connectedRestaurant,
  fakeWhatsAppEnv,
  placeOrder,
  runOutbox,
  setStatus,
} from './whatsapp.test-helpers';

let ctx: TestContext;
let fake: FakeWhatsAppGraph;
let shop: Awaited<ReturnType<typeof connectedRestaurant>>;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startFakeWhatsAppGraph();
  ctx = await createTestApp({
    ...fakeWhatsAppEnv(fake),
    WHATSAPP_VERIFY_TOKEN: 'verificar-comanda',
  });
  shop = await connectedRestaurant(ctx.app, fake);
  webhookUrl = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/whatsapp`;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

/** An order with consent whose 'received' update went out; answers the message Meta accepted. */
async function sentOrder() {
  const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
  await runOutbox(ctx.app);
  const message = fake.sent.filter((m) => m.to === order.customerPhone).at(-1);
  if (!message) throw new Error('nothing sent');
  return { order, message };
}

const panelState = async (orderId: string) => {
  const response = await callApi(
    ctx.app,
    'GET',
    `/restaurants/${shop.restaurant.id}/whatsapp/order-messages?orderIds=${orderId}`,
    shop.cookie,
  );
  return (response.json() as { status: string; errorCode: number | null }[])[0];
};

describe('the webhook', () => {
  it('answers Meta’s verification with hub.challenge only for the configured token', async () => {
    const ok = await fetch(
      `${webhookUrl}?hub.mode=subscribe&hub.verify_token=verificar-comanda&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${webhookUrl}?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1158201444`,
    );
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBeTruthy();
  });

  it('refuses a delivery without a valid X-Hub-Signature-256, and changes nothing', async () => {
    const { order, message } = await sentOrder();
    const body = JSON.stringify(fake.statusPayload(message, 'read'));
    for (const headers of [
      { 'content-type': 'application/json' },
      fake.sign(body, 'outro-segredo'),
      {
        ...fake.sign(body),
        'x-hub-signature-256': fake.sign(body)['x-hub-signature-256'].replace('sha256=', ''),
      },
    ]) {
      const response = await fetch(webhookUrl, { method: 'POST', headers, body });
      expect(response.status).toBe(401);
      expect((await response.json()).error).toBe('Assinatura inválida.');
    }
    // The signature covers the exact bytes: the same JSON re-serialised differently fails.
    const spaced = JSON.stringify(JSON.parse(body), null, 1);
    const tampered = await fetch(webhookUrl, { method: 'POST', headers: fake.sign(body), body: spaced });
    expect(tampered.status).toBe(401);
    expect((await panelState(order.id))?.status).toBe('sent');
  });

  it('shows each delivery state; duplicates and late arrivals never move it back', async () => {
    const { order, message } = await sentOrder();
    const deliver = async (status: 'sent' | 'delivered' | 'read') => {
      expect((await fake.deliver(webhookUrl, fake.statusPayload(message, status))).status).toBe(200);
      return (await panelState(order.id))?.status;
    };
    expect(await deliver('sent')).toBe('sent');
    expect(await deliver('delivered')).toBe('delivered');
    expect(await deliver('delivered')).toBe('delivered');
    expect(await deliver('read')).toBe('read');
    expect(await deliver('delivered')).toBe('read');
    expect(await deliver('sent')).toBe('read');
    const [row] = await ctx.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waMessageId, message.id));
    expect(row).toMatchObject({ pricingCategory: 'utility', billable: true });
    const card = await callApi(ctx.app, 'GET', `/restaurants/${shop.restaurant.id}/whatsapp`, shop.cookie);
    expect(card.json().usage).toContainEqual({
      category: 'utility',
      messages: expect.any(Number),
      billable: expect.any(Number),
    });
  });

  it('records a failure with Meta’s error code', async () => {
    const { order, message } = await sentOrder();
    await fake.deliver(webhookUrl, fake.statusPayload(message, 'failed', { errorCode: 131026 }));
    expect(await panelState(order.id)).toEqual({ orderId: order.id, status: 'failed', errorCode: 131026 });
  });
});

describe('sending: retries, restarts and several instances', () => {
  it('does not retry a final refusal (131047 outside the 24 h window, 131026 undeliverable)', async () => {
    for (const code of [131047, 131026]) {
      fake.failNextSends(code);
      const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
      await runOutbox(ctx.app);
      await runOutbox(ctx.app, 3_600_000);
      expect(fake.sent.filter((m) => m.to === order.customerPhone)).toEqual([]);
      expect(await panelState(order.id)).toMatchObject({ status: 'failed', errorCode: code });
    }
  });

  it('retries a rate-limited send with backoff, once, even after a restart on another instance', async () => {
    fake.failNextSends(130429);
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    await runOutbox(ctx.app);
    expect(await panelState(order.id)).toMatchObject({ status: 'queued' });
    // Not before its backoff.
    await runOutbox(ctx.app, 5_000);
    expect(fake.sent.filter((m) => m.to === order.customerPhone)).toEqual([]);
    // The first instance is gone; a new one on the same database picks the retry up.
    const restarted = await secondInstance();
    await Promise.all([runOutbox(restarted, 60_000), runOutbox(ctx.app, 60_000)]);
    await runOutbox(restarted, 3_600_000);
    expect(fake.sent.filter((m) => m.to === order.customerPhone)).toHaveLength(1);
    await restarted.close();
  });

  it('sends each queued update once with two instances running the job together', async () => {
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(ctx.app, shop, { whatsappUpdates: true })),
    );
    const other = await secondInstance();
    await Promise.all([runOutbox(ctx.app), runOutbox(other), runOutbox(ctx.app), runOutbox(other)]);
    for (const order of orders) await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await Promise.all([runOutbox(ctx.app), runOutbox(other)]);
    for (const order of orders)
      expect(fake.sent.filter((m) => m.to === order.customerPhone).map((m) => m.body.template.name)).toEqual([
        'comanda_pedido_recebido',
        'comanda_pedido_confirmado',
      ]);
    await other.close();
  });

  it('never resends a message whose runner died during the call (it may have gone out)', async () => {
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    // What a runner leaves behind when killed mid-call: the row claimed and leased.
    await ctx.app.db
      .update(whatsappMessages)
      .set({ state: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(whatsappMessages.orderId, order.id));
    await runOutbox(ctx.app, 5_000);
    await runOutbox(ctx.app, 120_000);
    expect(fake.sent.filter((m) => m.to === order.customerPhone)).toEqual([]);
    expect(await panelState(order.id)).toMatchObject({ status: 'failed' });
  });
});

/** Another app instance on the same database, as a second server process would be. */
async function secondInstance(): Promise<App> {
  const app = await buildApp({
    config: ctx.app.config,
    database: ctx.database,
    webRoot: path.join(ctx.dataDir, 'no-web-build'),
  });
  await app.ready();
  return app;
}
