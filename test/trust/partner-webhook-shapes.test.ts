/**
 * Issue 32, item 7: a signed iFood or Keeta delivery of an unexpected shape, or about an order nobody here
 * has, is acknowledged (iFood's webhook guide: answer 202, or the delivery is retried and the store
 * marked unavailable) and changes nothing; never a 5xx. Events as in
 * developer.ifood.com.br/pt-BR/docs/guides/modules/order/workflow ({id, code, fullCode, orderId,
 * merchantId, createdAt}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryIntegrations, orders } from '../../src/server/db/schema';
import { signBody, signKeeta } from '../../src/server/integrations/webhook-signature';
import { encryptSecret } from '../../src/server/lib/crypto';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

const SECRET = 'segredo-do-app';
let ctx: TestContext;
let integrationId: string;

beforeAll(async () => {
  // No iFood answers here: an order to fetch from its API cannot be found.
  ctx = await createTestApp({
    IFOOD_CLIENT_ID: 'comanda-app',
    IFOOD_CLIENT_SECRET: SECRET,
    IFOOD_BASE_URL: 'http://127.0.0.1:9',
    // Keeta: Comanda's one app (decision 0063); its secret signs every webhook.
    KEETA_CLIENT_ID: 'comanda-keeta',
    KEETA_CLIENT_SECRET: 'segredo-keeta',
    KEETA_BASE_URL: 'http://127.0.0.1:9',
  });
  const { restaurant } = await registerOwner(ctx.app);
  const [linked] = await ctx.app.db
    .insert(deliveryIntegrations)
    .values({
      restaurantId: restaurant.id,
      platform: 'ifood',
      platformName: 'iFood',
      status: 'active',
      merchantId: 'merchant-1',
      refreshToken: encryptSecret(ctx.app.config.encryptionKey, 'refresh-token-do-app'),
    })
    .returning();
  integrationId = linked!.id;
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const event = (fields: Record<string, unknown>) => ({
  id: 'evento-1',
  code: 'CAN',
  fullCode: 'CANCELLED',
  orderId: 'pedido-que-nao-existe',
  merchantId: 'merchant-1',
  createdAt: new Date().toISOString(),
  ...fields,
});

const deliver = (payload: unknown) => {
  const body = JSON.stringify(payload);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/integrations/ifood/webhook/${integrationId}`,
    headers: { 'content-type': 'application/json', 'x-ifood-signature': signBody(SECRET, body) },
    payload: body,
  });
};

describe('a signed iFood delivery', () => {
  it.each<[string, unknown]>([
    ['a cancellation of an unknown order', event({ id: 'e-can' })],
    ['a new order iFood cannot be asked about', event({ id: 'e-plc', code: 'PLC', fullCode: 'PLACED' })],
    ['a confirmation of an unknown order', event({ id: 'e-cfm', code: 'CFM', fullCode: 'CONFIRMED' })],
    ['an unknown code', event({ id: 'e-xyz', code: 'XYZ', fullCode: 'WHATEVER' })],
    ['a numeric id', event({ id: 5 })],
    ['an object code', event({ id: 'e-obj', code: {} })],
    ['a numeric orderId', event({ id: 'e-num', orderId: 7 })],
    ['a text createdAt', event({ id: 'e-date', createdAt: 'ontem' })],
    ['an array', [event({ id: 'e-arr' })]],
    ['a number', 5],
  ])('%s is acknowledged and changes nothing', async (_, payload) => {
    const before = await ctx.app.db.select({ id: orders.id }).from(orders);
    const answer = await deliver(payload);
    expect(answer.statusCode).toBeLessThan(500);
    expect([200, 202, 204]).toContain(answer.statusCode);
    expect(await ctx.app.db.select({ id: orders.id }).from(orders)).toEqual(before);
  });
});

describe('a signed Keeta (Open Delivery) delivery of another shape', () => {
  it.each<[string, unknown]>([
    ['an array', [{ eventId: 'e-1' }]],
    ['a numeric eventType', { eventId: 'e-2', eventType: 5, orderId: 'x', orderURL: 'x', createdAt: 'x' }],
    ['a number', 5],
  ])('%s is acknowledged with the documented 200 and changes nothing', async (_, payload) => {
    const { restaurant } = await registerOwner(ctx.app);
    const [keeta] = await ctx.app.db
      .insert(deliveryIntegrations)
      .values({
        restaurantId: restaurant.id,
        platform: 'keeta',
        platformName: 'Keeta',
        status: 'active',
        merchantId: `keeta-${restaurant.id}`,
      })
      .returning();
    const before = await ctx.app.db.select({ id: orders.id }).from(orders);
    const body = JSON.stringify(payload);
    // The app's one URL and the old per-integration path answer alike.
    for (const url of ['/api/integrations/keeta/newEvent', `/api/integrations/keeta/webhook/${keeta!.id}`]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          'x-app-merchantid': keeta!.merchantId!,
          'x-app-signature': signKeeta('segredo-keeta', body),
        },
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('');
    }
    expect(await ctx.app.db.select({ id: orders.id }).from(orders)).toEqual(before);
  });
});
