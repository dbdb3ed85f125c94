import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { orders } from '../../db/schema';
import { signBody, signRappi } from '../../integrations/webhook-signature';

let ctx: TestContext;
let fake: FakeIfood;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const receiveUrls: Record<string, string> = {};
const SECRETS = { rappi: 'rappi-webhook-secret', uber_eats: 'uber-client-secret' };

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
  ctx = await createTestApp({ IFOOD_BASE_URL: fake.baseUrl });
  owner = await registerOwner(ctx.app);
  const connections = [
    { platform: 'rappi', credentials: { apiKey: 'rappi-client', secretKey: SECRETS.rappi } },
    { platform: 'uber_eats', credentials: { apiKey: 'uber-client', secretKey: SECRETS.uber_eats } },
    {
      platform: 'ifood',
      credentials: { apiKey: fake.clientId, secretKey: fake.clientSecret, merchantId: 'm1' },
    },
  ];
  for (const payload of connections) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations`,
      headers: { cookie: owner.cookie },
      payload,
    });
    expect(response.statusCode).toBe(201);
    receiveUrls[payload.platform] = new URL(response.json().receiveUrl).pathname;
  }
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('Rappi webhook', () => {
  const newOrder = JSON.stringify({
    order_detail: {
      order_id: 987654,
      delivery_method: 'delivery',
      total_order: 61.9,
      charges: { shipping: 5.9 },
      items: [
        {
          sku: 'X-1',
          name: 'Hambúrguer',
          quantity: 2,
          price: 25,
          comments: 'sem cebola',
          subitems: [{ name: 'Bacon', price: 3, quantity: 1 }],
        },
      ],
      delivery_information: { complete_address: 'Av. Paulista, 1000' },
    },
    customer: { first_name: 'Dora', last_name: 'Lima', phone_number: '5511988887777' },
  });

  it('refuses a bad or stale signature with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad = await post(receiveUrls.rappi!, newOrder, {
      'rappi-signature': signRappi('wrong', newOrder, now),
    });
    expect(bad.statusCode).toBe(401);
    const stale = await post(receiveUrls.rappi!, newOrder, {
      'rappi-signature': signRappi(SECRETS.rappi, newOrder, now - 3600),
    });
    expect(stale.statusCode).toBe(401);
    expect(await ordersOf('987654')).toHaveLength(0);
  });

  it('creates the order once however many times NEW_ORDER arrives, then cancels it', async () => {
    const signature = signRappi(SECRETS.rappi, newOrder, Math.floor(Date.now() / 1000));
    const first = await post(receiveUrls.rappi!, newOrder, { 'rappi-signature': signature });
    expect(first.statusCode).toBe(200);
    const again = await post(receiveUrls.rappi!, newOrder, { 'rappi-signature': signature });
    expect(again.json()).toMatchObject({ duplicate: true });
    const [order, ...rest] = await ordersOf('987654');
    expect(rest).toHaveLength(0);
    expect(order).toMatchObject({
      orderSource: 'rappi',
      status: 'pending',
      total: '61.90',
      deliveryAddress: 'Av. Paulista, 1000',
      customerName: 'Dora Lima',
    });

    const cancel = JSON.stringify({ event: 'ORDER_EVENT_CANCEL', order_id: 987654 });
    const cancelled = await post(receiveUrls.rappi!, cancel, {
      'rappi-signature': signRappi(SECRETS.rappi, cancel, Math.floor(Date.now() / 1000)),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await ordersOf('987654'))[0]).toMatchObject({ status: 'cancelled' });
  });
});

describe('Uber Eats webhook', () => {
  const notification = JSON.stringify({
    event_id: 'evt-1',
    event_type: 'orders.notification',
    meta: { resource_id: 'uber-order-1', status: 'pos' },
    order: {
      id: 'uber-order-1',
      display_id: 'A1B2',
      eater: { first_name: 'Enzo' },
      cart: { items: [{ title: 'Poke', quantity: 1, price: { unit_price: { amount: 3990 } } }] },
      payment: { charges: { total: { amount: 3990 }, delivery_fee: { amount: 0 } } },
    },
  });

  it('verifies X-Uber-Signature and is idempotent', async () => {
    expect(
      (
        await post(receiveUrls.uber_eats!, notification, {
          'x-uber-signature': signBody('nope', notification),
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(receiveUrls.uber_eats!, notification, {})).statusCode).toBe(401);
    const signature = signBody(SECRETS.uber_eats, notification);
    expect(
      (await post(receiveUrls.uber_eats!, notification, { 'x-uber-signature': signature })).statusCode,
    ).toBe(200);
    expect(
      (await post(receiveUrls.uber_eats!, notification, { 'x-uber-signature': signature })).json(),
    ).toMatchObject({ duplicate: true });
    const rows = await ordersOf('uber-order-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderSource: 'uber_eats', total: '39.90', status: 'pending' });
  });
});

describe('iFood webhook mode', () => {
  it('verifies X-IFood-Signature on the raw bytes, answers 202 and imports the order', async () => {
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
