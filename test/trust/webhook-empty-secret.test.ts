/**
 * An HMAC keyed with an empty secret is one anyone can compute: with IFOOD_CLIENT_SECRET unset after
 * a store was linked through Comanda's iFood app, a delivery signed with "" cancelled an order. No
 * secret means no delivery is accepted, for every webhook signature the server checks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryIntegrations, orders } from '../../src/server/db/schema';
import { verifyWebhookSignature } from '../../src/server/integrations/mercadopago/webhook-signature';
import {
  signBody,
  signKeeta,
  signRappi,
  verifyBodySignature,
  verifyKeetaSignature,
  verifyRappiSignature,
} from '../../src/server/integrations/webhook-signature';
import { verifyHubSignature } from '../../src/server/integrations/whatsapp/whatsapp-webhook';
import { encryptSecret } from '../../src/server/lib/crypto';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ IFOOD_CLIENT_ID: 'comanda-app', IFOOD_CLIENT_SECRET: undefined });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

describe('iFood without IFOOD_CLIENT_SECRET', () => {
  it('refuses a cancellation signed with an empty key and leaves the order as it was', async () => {
    const { restaurant } = await registerOwner(ctx.app);
    const key = ctx.app.config.encryptionKey;
    const [linked] = await ctx.app.db
      .insert(deliveryIntegrations)
      .values({
        restaurantId: restaurant.id,
        platform: 'ifood',
        platformName: 'iFood',
        status: 'active',
        merchantId: 'merchant-1',
        refreshToken: encryptSecret(key, 'refresh-token-do-app'),
      })
      .returning();
    const [order] = await ctx.app.db
      .insert(orders)
      .values({
        restaurantId: restaurant.id,
        customerName: 'Cliente iFood',
        customerPhone: 'iFood',
        items: '[]',
        subtotal: '30.00',
        total: '30.00',
        deliveryType: 'delivery',
        orderSource: 'ifood',
        externalOrderId: 'ifood-order-1',
      })
      .returning();
    // The event of developer.ifood.com.br/pt-BR/docs/guides/modules/order/workflow (CAN = cancelled).
    const body = JSON.stringify({
      id: 'evento-can-1',
      code: 'CAN',
      fullCode: 'CANCELLED',
      orderId: 'ifood-order-1',
      merchantId: 'merchant-1',
      createdAt: new Date().toISOString(),
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/integrations/ifood/webhook/${linked!.id}`,
      headers: { 'content-type': 'application/json', 'x-ifood-signature': signBody('', body) },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    const [after] = await ctx.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after?.status).toBe(order!.status);
  });
});

describe('every webhook signature check with an empty secret', () => {
  const body = '{"object":"whatsapp_business_account","entry":[]}';
  const now = Date.now();
  it.each([
    [
      'iFood, Uber Eats, Open Delivery (body HMAC)',
      verifyBodySignature('', Buffer.from(body), signBody('', body)),
    ],
    ['Rappi', verifyRappiSignature('', Buffer.from(body), signRappi('', body, now))],
    ['Keeta (Base64)', verifyKeetaSignature('', Buffer.from(body), signKeeta('', body))],
    ['WhatsApp', verifyHubSignature('', Buffer.from(body), `sha256=${signBody('', body)}`)],
  ])('%s verifies nothing', (_, verified) => {
    expect(verified).toBe(false);
  });

  it('Mercado Pago verifies nothing', () => {
    const ts = String(Math.floor(now / 1000));
    const v1 = signBody('', `id:123;request-id:abc;ts:${ts};`);
    expect(
      verifyWebhookSignature({ header: `ts=${ts},v1=${v1}`, requestId: 'abc', dataId: '123', secret: '' }),
    ).not.toBe('valid');
  });
});
