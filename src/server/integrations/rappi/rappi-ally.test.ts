/**
 * Comanda as Rappi's ally (decision 0065): two restaurants link their stores by id under ONE ally,
 * Rappi posts every event to the app's one URL, and no event reaches the wrong restaurant.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverRappiWebhook,
  type FakeRappi,
  rappiCancelEvent,
  rappiNewOrder,
  startFakeRappi,
} from '../../../../test/fakes/rappi';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { orders, rappiWebhookSecrets } from '../../db/schema';
import { MERCHANT_TAKEN_MESSAGE } from '../integration-store';
import { runRappiTick } from './rappi.sync';

let ctx: TestContext;
let fake: FakeRappi;
let a: Awaited<ReturnType<typeof registerOwner>>;
let b: Awaited<ReturnType<typeof registerOwner>>;
let appUrl: string;
const STORE_A = '900109448';
const STORE_B = '900109449';

const link = (owner: typeof a, storeId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/integrations/rappi/link`,
    headers: { cookie: owner.cookie },
    payload: { storeId },
  });
const ordersOf = (restaurantId: string) =>
  ctx.app.db.select().from(orders).where(eq(orders.restaurantId, restaurantId));
const orderOf = async (externalOrderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId)))[0];

beforeAll(async () => {
  fake = await startFakeRappi();
  ctx = await createTestApp({
    RAPPI_BASE_URL: fake.baseUrl,
    RAPPI_LEGACY_BASE_URL: fake.legacyBaseUrl,
    RAPPI_CLIENT_ID: fake.clientId,
    RAPPI_CLIENT_SECRET: fake.clientSecret,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  fake.reachAt(`http://127.0.0.1:${port}`);
  appUrl = `http://127.0.0.1:${port}/api/integrations/rappi/webhook`;
  a = await registerOwner(ctx.app);
  b = await registerOwner(ctx.app);
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('Rappi linked by store id under one ally', () => {
  it('tells the card it is configured, and the panel the take deadline (360 s by default)', async () => {
    const mode = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${a.restaurant.id}/integrations/rappi`,
      headers: { cookie: a.cookie },
    });
    expect(mode.json()).toEqual({ configured: true, takeDeadlineSeconds: 360 });
  });

  it('refuses a store Rappi did not attach to the ally, saying how to ask Rappi', async () => {
    const refused = await link(a, '123456');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/associe a loja ao integrador Comanda/);
    expect(fake.calls.some((call) => call.path.includes('/webhook'))).toBe(false);
  });

  it("links A's store: webhooks registered for it, the secret kept encrypted, the store integrated", async () => {
    const linked = await link(a, STORE_A);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      platform: 'rappi',
      isActive: true,
      merchantId: STORE_A,
      authMode: 'linked',
      apiKeyHint: null,
      secretKeyHint: null,
    });
    expect(linked.json().receiveUrl).toMatch(/\/api\/integrations\/rappi\/webhook$/);
    for (const event of ['NEW_ORDER', 'ORDER_EVENT_CANCEL', 'ORDER_OTHER_EVENT', 'PING']) {
      expect([...(fake.webhook(event)?.stores ?? [])]).toEqual([STORE_A]);
      const [row] = await ctx.app.db
        .select()
        .from(rappiWebhookSecrets)
        .where(and(eq(rappiWebhookSecrets.clientId, fake.clientId), eq(rappiWebhookSecrets.event, event)));
      expect(row?.secret).toBeTruthy();
      expect(row?.secret).not.toContain(fake.webhook(event)!.secret);
    }
    expect(fake.isIntegrated(STORE_A)).toBe(true);
  });

  it("refuses A's store to B (409), and links B's own store on the same webhooks", async () => {
    const taken = await link(b, STORE_A);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(MERCHANT_TAKEN_MESSAGE);
    const created = fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/webhook'));
    expect((await link(b, STORE_B)).statusCode).toBe(200);
    // The webhooks exist: B's store is added to them, no new webhook and no new secret.
    expect(fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/webhook'))).toEqual(
      created,
    );
    expect(fake.calls.some((call) => call.path.endsWith('/NEW_ORDER/add-stores'))).toBe(true);
    expect([...fake.webhook('NEW_ORDER')!.stores].sort()).toEqual([STORE_A, STORE_B]);
  });

  it("routes every event by its store: B's order never reaches A, and A's cancel never touches B", async () => {
    expect((await fake.sendWebhook('NEW_ORDER', STORE_B, rappiNewOrder('RB-1', STORE_B))).status).toBe(200);
    expect((await fake.sendWebhook('NEW_ORDER', STORE_A, rappiNewOrder('RA-1', STORE_A))).status).toBe(200);
    expect((await ordersOf(b.restaurant.id)).map((row) => row.externalOrderId)).toEqual(['RB-1']);
    expect((await ordersOf(a.restaurant.id)).map((row) => row.externalOrderId)).toEqual(['RA-1']);
    // A cancellation naming A's store for B's order id changes nothing of B's.
    await fake.sendWebhook('ORDER_EVENT_CANCEL', STORE_A, rappiCancelEvent('RB-1', STORE_A));
    expect(await orderOf('RB-1')).toMatchObject({ restaurantId: b.restaurant.id, status: 'pending' });
    await fake.sendWebhook('ORDER_EVENT_CANCEL', STORE_B, rappiCancelEvent('RB-1', STORE_B));
    expect(await orderOf('RB-1')).toMatchObject({ status: 'cancelled' });
    expect(await orderOf('RA-1')).toMatchObject({ status: 'pending' });
  });

  it('answers the PING of a linked store {"status":"OK"}', async () => {
    const ping = await fake.sendWebhook('PING', STORE_A, { store_id: STORE_A });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ status: 'OK' });
  });

  it('acknowledges a signed event for a store nobody linked and drops it', async () => {
    const secret = fake.webhook('NEW_ORDER')!.secret;
    const response = await deliverRappiWebhook(appUrl, secret, rappiNewOrder('R-NOBODY', '900100000'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: false });
    expect(await orderOf('R-NOBODY')).toBeUndefined();
  });

  it("refuses a delivery signed with anything but the ally's secrets", async () => {
    const forged = await deliverRappiWebhook(appUrl, 'not-the-secret', rappiNewOrder('R-FORGED', STORE_A));
    expect(forged.status).toBe(401);
    expect(await orderOf('R-FORGED')).toBeUndefined();
  });

  it("takes B's order with the ally's token on B's store", async () => {
    const order = (await orderOf('RB-2')) ?? null;
    expect(order).toBeNull();
    await fake.sendWebhook('NEW_ORDER', STORE_B, rappiNewOrder('RB-2', STORE_B));
    const placed = (await orderOf('RB-2'))!;
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.id}/status`,
      headers: { cookie: b.cookie },
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    await runRappiTick(ctx.app.db, {
      api: ctx.app.config.rappi,
      encryptionKey: ctx.app.config.encryptionKey,
    });
    expect(fake.calls.map((call) => call.path)).toContain(
      `/restaurants/orders/v1/stores/${STORE_B}/orders/RB-2/take`,
    );
    expect((await orderOf('RB-2'))!.externalStatus).toBe('CONFIRMED');
  });

  it("disconnecting A takes its store off the webhooks; B's stay", async () => {
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/restaurants/${a.restaurant.id}/integrations/rappi`,
      headers: { cookie: a.cookie },
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    for (const event of ['NEW_ORDER', 'ORDER_EVENT_CANCEL', 'ORDER_OTHER_EVENT', 'PING'])
      expect([...fake.webhook(event)!.stores]).toEqual([STORE_B]);
    expect(fake.isIntegrated(STORE_A)).toBe(false);
    // A late delivery for A's store is acknowledged and dropped: no active link.
    const late = await deliverRappiWebhook(
      appUrl,
      fake.webhook('NEW_ORDER')!.secret,
      rappiNewOrder('RA-LATE', STORE_A),
    );
    expect(late.status).toBe(200);
    expect(await orderOf('RA-LATE')).toBeUndefined();
  });
});

describe('Rappi without the ally configured', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ RAPPI_BASE_URL: fake.baseUrl, RAPPI_LEGACY_BASE_URL: fake.legacyBaseUrl });
  });
  afterAll(() => bare.close());

  it('says so on the card and refuses to link, with no call to Rappi', async () => {
    const owner = await registerOwner(bare.app);
    const mode = await bare.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/integrations/rappi`,
      headers: { cookie: owner.cookie },
    });
    expect(mode.json()).toEqual({ configured: false, takeDeadlineSeconds: 360 });
    const calls = fake.calls.length;
    const refused = await bare.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations/rappi/link`,
      headers: { cookie: owner.cookie },
      payload: { storeId: STORE_A },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('O Comanda ainda não foi configurado para a Rappi neste servidor.');
    expect(fake.calls.length).toBe(calls);
  });

  it('refuses every delivery on the app URL (no ally, no secret)', async () => {
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/integrations/rappi/webhook',
      headers: { 'content-type': 'application/json', 'rappi-signature': 't=1,sign=00' },
      payload: JSON.stringify({ store_id: STORE_A }),
    });
    expect(response.statusCode).toBe(401);
  });
});
