import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverRappiWebhook,
  type FakeRappi,
  RAPPI_LOGIN_PATH,
  rappiCancelEvent,
  rappiNewOrder,
  startFakeRappi,
} from '../../../../test/fakes/rappi';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { loadConfig } from '../../config';
import { orders } from '../../db/schema';
import { runRappiTick } from './rappi.sync';

let ctx: TestContext;
let fake: FakeRappi;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let webhookUrl: string;
const STORE = '900109448';
const WEBHOOK_SECRET = 'rappi-webhook-secret';

const options = () => ({
  api: { baseUrl: fake.baseUrl },
  encryptionKey: ctx.app.config.encryptionKey,
});
const orderOf = async (externalOrderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId)))[0];
const move = (orderId: string, payload: Record<string, string>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie: owner.cookie },
    payload,
  });

beforeAll(async () => {
  fake = await startFakeRappi();
  ctx = await createTestApp({
    RAPPI_BASE_URL: fake.baseUrl,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await registerOwner(ctx.app);
  const connected = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/integrations`,
    headers: { cookie: owner.cookie },
    payload: {
      platform: 'rappi',
      credentials: {
        apiKey: fake.clientId,
        secretKey: fake.clientSecret,
        merchantId: STORE,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(connected.statusCode).toBe(201);
  const { port } = ctx.app.server.address() as AddressInfo;
  webhookUrl = `http://127.0.0.1:${port}${new URL(connected.json().receiveUrl).pathname}`;
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('Rappi against the fake, with the documented payloads', () => {
  it('answers the PING {"status":"OK"}, so Rappi keeps the store online', async () => {
    const response = await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, { store_id: 12345 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'OK' });
  });

  it('refuses a delivery signed with another secret', async () => {
    const response = await deliverRappiWebhook(webhookUrl, 'other-secret', rappiNewOrder('R-0', STORE));
    expect(response.status).toBe(401);
    expect(await orderOf('R-0')).toBeUndefined();
  });

  it('imports NEW_ORDER once with the totals of order_detail.totals: R$ 58,90', async () => {
    for (let i = 0; i < 2; i++)
      expect(
        (await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiNewOrder('R-1', STORE))).status,
      ).toBe(200);
    const rows = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, 'R-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderSource: 'rappi',
      status: 'pending',
      subtotal: '51.90',
      deliveryFee: '7.00',
      total: '58.90',
      customerName: 'João Silva',
      deliveryAddress: 'Av. Paulista, 1000, Apto 42, Bela Vista',
      // The parts Rappi sends, so the card and the ticket carry the CEP and the city too.
      deliveryAddressDetails: {
        streetName: 'Avenida Paulista',
        streetNumber: '1000',
        complement: 'Apto 42',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        postalCode: '01310-100',
      },
    });
    expect(rows[0]!.notes).toContain('Pago online pela Rappi');
  });

  it('takes an address part sent as a number, and prints no parts without the street', async () => {
    const withNumbers = rappiNewOrder('R-NUM', STORE);
    Object.assign(withNumbers.order_detail.delivery_information, {
      street_number: 1000,
      postal_code: 1310100,
    });
    const noStreet = rappiNewOrder('R-NOSTREET', STORE);
    delete (noStreet.order_detail.delivery_information as { street_name?: string }).street_name;
    for (const payload of [withNumbers, noStreet])
      expect((await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, payload)).status).toBe(200);
    expect((await orderOf('R-NUM'))?.deliveryAddressDetails).toMatchObject({
      streetName: 'Avenida Paulista',
      streetNumber: '1000',
      postalCode: '1310100',
    });
    // Without the street the one-line address stays what the card and the ticket print.
    expect(await orderOf('R-NOSTREET')).toMatchObject({
      deliveryAddress: 'Av. Paulista, 1000, Apto 42, Bela Vista',
      deliveryAddressDetails: null,
    });
  });

  it('takes the order on confirm and reports it ready on ready', async () => {
    const order = (await orderOf('R-1'))!;
    expect((await move(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await runRappiTick(ctx.app.db, options());
    expect((await move(order.id, { status: 'preparing' })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'ready' })).statusCode).toBe(200);
    await runRappiTick(ctx.app.db, options());
    expect(fake.actionsFor('R-1').map((call) => call.action)).toEqual(['take', 'ready-for-pickup']);
    expect((await orderOf('R-1'))!.externalStatus).toBe('READY_TO_PICKUP');
  });

  it('rejects with the chosen documented cancel type and reason', async () => {
    await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiNewOrder('R-2', STORE));
    const order = (await orderOf('R-2'))!;
    const cancelled = await move(order.id, {
      status: 'cancelled',
      cancellationCode: 'ITEM_OUT_OF_STOCK',
      cancellationReason: 'Acabou o pão',
    });
    expect(cancelled.statusCode).toBe(200);
    await runRappiTick(ctx.app.db, options());
    expect(fake.actionsFor('R-2')).toEqual([
      { action: 'cancel_type/ITEM_OUT_OF_STOCK/reject', body: JSON.stringify({ reason: 'Acabou o pão' }) },
    ]);
  });

  it('cancels ours on the documented canceled_with_charge event', async () => {
    await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiNewOrder('R-3', STORE));
    const response = await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiCancelEvent('R-3', STORE));
    expect(response.status).toBe(200);
    expect(await orderOf('R-3')).toMatchObject({ status: 'cancelled', externalStatus: 'CANCELLED' });
    const panel = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/orders?view=active`,
      headers: { cookie: owner.cookie },
    });
    expect(panel.json().map((row: { externalOrderId: string }) => row.externalOrderId)).not.toContain('R-3');
  });

  it('logs in on the new family with {client_id, client_secret} only, never the old Auth0 token', async () => {
    const logins = fake.calls.filter((call) => call.path === RAPPI_LOGIN_PATH);
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((call) => call.method === 'POST')).toBe(true);
    expect(JSON.parse(logins[0]!.body)).toEqual({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
    });
    expect(fake.calls.some((call) => call.path.endsWith('/oauth/token'))).toBe(false);
    // The old shape, posted where Auth0 took it, is not this host's.
    const auth0 = await fetch(`${fake.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        audience: 'https://int-public-api-v2/api',
        grant_type: 'client_credentials',
      }),
    });
    expect(auth0.status).toBe(404);
  });

  it("defaults to Rappi Brazil's new host", () => {
    const config = loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEY: ctx.app.config.encryptionKey });
    expect(config.rappi).toMatchObject({
      baseUrl: 'https://api.rappi.com.br',
      legacyBaseUrl: 'https://services.rappi.com.br',
      takeDeadlineSeconds: 360,
    });
  });

  it('refuses to cancel an order already taken, as Rappi does, and keeps it live on both sides', async () => {
    await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiNewOrder('R-5', STORE));
    const order = (await orderOf('R-5'))!;
    expect((await move(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await runRappiTick(ctx.app.db, options());
    const refused = await move(order.id, {
      status: 'cancelled',
      cancellationCode: 'ITEM_OUT_OF_STOCK',
      cancellationReason: 'Acabou o pão',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/já foi aceito.*suporte da Rappi/);
    await runRappiTick(ctx.app.db, options());
    expect(await orderOf('R-5')).toMatchObject({ status: 'confirmed', externalStatus: 'CONFIRMED' });
    expect(fake.actionsFor('R-5').map((call) => call.action)).toEqual(['take']);
    // Nor does the panel offer Rappi's reject reasons for it any more.
    const reasons = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/cancellation-reasons`,
      headers: { cookie: owner.cookie },
    });
    expect(reasons.statusCode).toBe(200);
    expect(reasons.json()).toEqual([]);
    // Rappi's own cancellation still closes it here.
    await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiCancelEvent('R-5', STORE));
    expect(await orderOf('R-5')).toMatchObject({ status: 'cancelled' });
  });

  it('takes a signed delivery whatever its age: Rappi documents no limit', async () => {
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    for (const t of [twoHoursAgo, Math.floor(twoHoursAgo / 1000)]) {
      const id = `R-OLD-${t}`;
      const response = await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiNewOrder(id, STORE), t);
      expect(response.status).toBe(200);
      expect(await orderOf(id)).toMatchObject({ orderSource: 'rappi' });
    }
  });

  it('offers the documented reject reasons for a Rappi order', async () => {
    await deliverRappiWebhook(webhookUrl, WEBHOOK_SECRET, rappiNewOrder('R-4', STORE));
    const order = (await orderOf('R-4'))!;
    const reasons = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/cancellation-reasons`,
      headers: { cookie: owner.cookie },
    });
    expect(reasons.json()).toContainEqual({ code: 'ITEM_OUT_OF_STOCK', description: 'Item sem estoque' });
  });
});
