import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { linkIfoodStore } from '../../../../test/harness/ifood-link';
import { deliveryIntegrations, orders } from '../../db/schema';
import { signBody } from '../../integrations/webhook-signature';
import { encryptSecret } from '../../lib/crypto';

let ctx: TestContext;
let fake: FakeIfood;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const receiveUrls: Record<string, string> = {};
const SECRETS = { uber_eats: 'uber-client-secret' };

const post = (url: string, body: string, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
const ordersOf = (externalOrderId: string) =>
  ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId));

beforeAll(async () => {
  fake = await startFakeIfood();
  // Comanda's centralized iFood app (decision 0061).
  ctx = await createTestApp({
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
  });
  owner = await registerOwner(ctx.app);
  // Uber Eats is no longer connectable: an integration from before 2022 stays in the database.
  const [uber] = await ctx.app.db
    .insert(deliveryIntegrations)
    .values({
      restaurantId: owner.restaurant.id,
      platform: 'uber_eats',
      platformName: 'Uber Eats',
      status: 'active',
      apiKey: encryptSecret(ctx.app.config.encryptionKey, 'uber-client'),
      secretKey: encryptSecret(ctx.app.config.encryptionKey, SECRETS.uber_eats),
    })
    .returning();
  receiveUrls.uber_eats = `/api/integrations/uber_eats/webhook/${uber!.id}`;
  // A store linked by id keeps its per-integration URL working (the one app URL is tested in
  // ifood.centralized.test.ts); it is signed with the app's secret.
  const linked = await linkIfoodStore(ctx, owner, fake, 'm1');
  receiveUrls.ifood = new URL(linked.receiveUrl).pathname;
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('Uber Eats webhook (gone from Brazil since 2022)', () => {
  // developer.uber.com/docs/eats/references/api/webhooks.orders-notification: the notification
  // carries only meta.resource_id and resource_href, never the order.
  const notification = JSON.stringify({
    event_id: 'evt-1',
    event_time: 1700000000,
    event_type: 'orders.notification',
    meta: { user_id: 'store-1', resource_id: 'uber-order-1', status: 'pos' },
    resource_href: 'https://api.uber.com/v2/eats/order/uber-order-1',
  });
  const cancel = JSON.stringify({
    event_id: 'evt-2',
    event_time: 1700000100,
    event_type: 'orders.cancel',
    meta: { user_id: 'store-1', resource_id: 'uber-past-1', status: 'cancelled' },
    resource_href: 'https://api.uber.com/v2/eats/order/uber-past-1',
  });

  it('verifies X-Uber-Signature and creates no order from a notification', async () => {
    expect(
      (
        await post(receiveUrls.uber_eats!, notification, {
          'x-uber-signature': signBody('nope', notification),
        })
      ).statusCode,
    ).toBe(401);
    const signature = signBody(SECRETS.uber_eats, notification);
    expect(
      (await post(receiveUrls.uber_eats!, notification, { 'x-uber-signature': signature })).statusCode,
    ).toBe(200);
    expect(await ordersOf('uber-order-1')).toHaveLength(0);
  });

  it('still cancels an order imported before 2022 and keeps it in the records', async () => {
    await ctx.app.db.insert(orders).values({
      restaurantId: owner.restaurant.id,
      customerName: 'Enzo',
      customerPhone: 'Uber Eats',
      items: '[]',
      subtotal: '39.90',
      total: '39.90',
      deliveryType: 'delivery',
      orderSource: 'uber_eats',
      externalOrderId: 'uber-past-1',
    });
    const signature = signBody(SECRETS.uber_eats, cancel);
    expect((await post(receiveUrls.uber_eats!, cancel, { 'x-uber-signature': signature })).statusCode).toBe(
      200,
    );
    expect((await ordersOf('uber-past-1'))[0]).toMatchObject({ status: 'cancelled', total: '39.90' });
  });

  it('refuses to connect Uber Eats', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations`,
      headers: { cookie: owner.cookie },
      payload: { platform: 'uber_eats', credentials: { apiKey: 'a', secretKey: 'b' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain('Uber Eats');
  });
});

describe('iFood webhook mode', () => {
  it('verifies X-IFood-Signature on the raw bytes, answers 202 and imports the order (old URL)', async () => {
    const orderId = fake.createOrder('m1', { items: [{ name: 'Esfiha', quantity: 4, unitPrice: 6.5 }] });
    // Extra spaces change the signature: it is computed over the bytes, not the parsed JSON.
    const body = `{ "id": "ev-wh-1", "code": "PLC", "fullCode": "PLACED", "orderId": "${orderId}", "merchantId": "m1", "createdAt": "${new Date().toISOString()}" }`;
    const bad = await post(receiveUrls.ifood!, body, {
      'x-ifood-signature': signBody(fake.clientSecret, JSON.stringify(JSON.parse(body))),
    });
    expect(bad.statusCode).toBe(401);
    const good = await post(receiveUrls.ifood!, body, {
      'x-ifood-signature': signBody(fake.clientSecret, body),
    });
    expect(good.statusCode).toBe(202);
    await post(receiveUrls.ifood!, body, { 'x-ifood-signature': signBody(fake.clientSecret, body) });
    expect(await ordersOf(orderId)).toHaveLength(1);
  });

  it('answers 404 for an unknown integration', async () => {
    const response = await post('/api/integrations/rappi/webhook/unknown', '{}', {
      'rappi-signature': 't=1,sign=00',
    });
    expect(response.statusCode).toBe(404);
  });
});
