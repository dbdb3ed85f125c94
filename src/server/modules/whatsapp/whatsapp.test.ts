import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../../../../test/fakes/whatsapp-graph';
import { callApi, createTestApp, type TestContext } from '../../../../test/harness/app';
import { CONSENT_WORDING } from '../../../domain/whatsapp/whatsapp-rules';
import { TEMPLATES } from '../../../domain/whatsapp/whatsapp-templates';
import { orders, whatsappAccounts, whatsappConsents, whatsappNumberPins } from '../../db/schema';
import { createWhatsAppCodeSender } from '../../integrations/whatsapp/whatsapp-code-sender';
import { decryptSecret } from '../../lib/crypto';
import {
  bodyTexts,
  connectedRestaurant,
  fakeWhatsAppEnv,
  placeOrder,
  runOutbox,
  setStatus,
  signupBody,
} from './whatsapp.test-helpers';

let ctx: TestContext;
let fake: FakeWhatsAppGraph;

beforeAll(async () => {
  fake = await startFakeWhatsAppGraph();
  ctx = await createTestApp({
    ...fakeWhatsAppEnv(fake),
    WHATSAPP_VERIFY_TOKEN: 'verificar-comanda',
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const sentTo = (phone: string) => fake.sent.filter((message) => message.to === phone);

describe('connecting a WhatsApp Business number', () => {
  it('refuses a code Meta refuses, in Portuguese, and stores nothing', async () => {
    const { restaurant, cookie } = await connectedRestaurant(ctx.app, fake, false);
    const response = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${restaurant.id}/whatsapp/embedded-signup`,
      cookie,
      { code: 'AQBcodigo-que-a-meta-nao-deu', wabaId: fake.wabaId, phoneNumberId: fake.phoneNumberId },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/A Meta não confirmou/);
    expect(
      await callApi(ctx.app, 'GET', `/restaurants/${restaurant.id}/whatsapp`, cookie).then((r) => r.json()),
    ).toMatchObject({ connected: false });
  });

  it('exchanges the code, subscribes the app, registers the number and creates the pt_BR templates', async () => {
    const created = fake.templates.length;
    const { restaurant, cookie } = await connectedRestaurant(ctx.app, fake, false);
    const response = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${restaurant.id}/whatsapp/embedded-signup`,
      cookie,
      signupBody(fake),
    );
    expect(response.statusCode).toBe(200);
    const card = response.json();
    expect(card).toMatchObject({
      connected: true,
      registration: 'registered',
      verifiedName: 'Pizzaria Bella',
      qualityRating: 'GREEN',
    });
    // The limit read from whatsapp_business_manager_messaging_limit, not the deprecated field.
    expect(card.messagingLimitTier).toBe('TIER_2K');
    expect(card.templates).toHaveLength(8);
    const business = fake.businesses[0]!;
    expect(business.subscribedApps).toEqual([fake.appId]);
    expect(business.registered).toBe(true);
    expect(business.pin).toMatch(/^\d{6}$/);
    const [row] = await ctx.app.db
      .select()
      .from(whatsappAccounts)
      .where(eq(whatsappAccounts.restaurantId, restaurant.id));
    // The business token and our PIN are kept encrypted.
    expect(row!.accessToken).not.toContain(business.token);
    expect(decryptSecret(ctx.app.config.encryptionKey, row!.accessToken)).toBe(business.token);
    // The PIN is kept once, by number (decision 0068), not again on the connection.
    expect(row).not.toHaveProperty('registrationPin');
    const [kept] = await ctx.app.db
      .select()
      .from(whatsappNumberPins)
      .where(eq(whatsappNumberPins.restaurantId, restaurant.id));
    expect(kept!.pin).not.toBe(business.pin);
    expect(decryptSecret(ctx.app.config.encryptionKey, kept!.pin)).toBe(business.pin);
    const fresh = fake.templates.slice(created);
    expect(fresh.map((t) => t.language)).toEqual(Array(8).fill('pt_BR'));
    const auth = fresh.find((t) => t.category === 'AUTHENTICATION');
    expect(auth?.components).toContainEqual({
      type: 'BUTTONS',
      buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copiar código' }],
    });
    expect(fresh.filter((t) => t.category === 'UTILITY')).toHaveLength(7);
    // Meta's body rules (no variable at the start or end, issue 36) hold for every template: none refused.
    expect(card.templates.every((t: { status: string }) => t.status === 'PENDING')).toBe(true);
    fake.approveAll();
    const refreshed = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${restaurant.id}/whatsapp/refresh`,
      cookie,
    );
    expect(refreshed.json().templates.every((t: { status: string }) => t.status === 'APPROVED')).toBe(true);
  });

  it('offers the checkout consent only when the restaurant has WhatsApp connected', async () => {
    const without = await connectedRestaurant(ctx.app, fake, false);
    expect(
      (await callApi(ctx.app, 'GET', `/restaurants/${without.restaurant.id}/whatsapp-updates`)).json(),
    ).toEqual({
      available: false,
    });
    // Meta's number belongs to the first restaurant that connected it.
    const taken = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${without.restaurant.id}/whatsapp/embedded-signup`,
      without.cookie,
      signupBody(fake),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Este número de WhatsApp já está conectado a outro restaurante.');
  });
});

describe('order updates', () => {
  let shop: Awaited<ReturnType<typeof connectedRestaurant>>;
  beforeAll(async () => {
    // Another business of the same app (Meta keeps the first number's PIN, so it cannot simply move).
    await ctx.app.db.delete(whatsappAccounts);
    shop = await connectedRestaurant(ctx.app, fake, true, fake.addBusiness());
  });

  it('sends exactly one template per status, with its parameters, to a diner who agreed', async () => {
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    const [consent] = await ctx.app.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.orderId, order.id));
    expect(consent).toMatchObject({ wording: CONSENT_WORDING, phone: order.customerPhone });
    await runOutbox(ctx.app);
    for (const step of [
      { status: 'confirmed', estimatedTime: 35 },
      { status: 'preparing' },
      { status: 'ready' },
      { status: 'out_for_delivery' },
      { status: 'delivered' },
    ]) {
      await setStatus(ctx.app, shop.cookie, order.id, step);
      await runOutbox(ctx.app);
    }
    await runOutbox(ctx.app);
    const messages = sentTo(order.customerPhone);
    expect(messages.map((m) => m.body.template.name)).toEqual([
      'comanda_pedido_recebido',
      'comanda_pedido_confirmado',
      'comanda_pedido_saiu_entrega',
      'comanda_pedido_entregue',
    ]);
    expect(
      messages.every((m) => m.body.type === 'template' && m.body.template.language.code === 'pt_BR'),
    ).toBe(true);
    expect(bodyTexts(messages[0]!)).toEqual(['Ana', order.orderNumber, shop.restaurant.name]);
    expect(bodyTexts(messages[1]!)).toEqual([order.orderNumber, shop.restaurant.name, '35']);
    expect(bodyTexts(messages[3]!)).toEqual([order.orderNumber, 'Ana', expect.stringMatching(/^\d+$/)]);
  });

  it('sends nothing to a diner who did not agree, nor for the specification’s payload', async () => {
    const declined = await placeOrder(ctx.app, shop, { whatsappUpdates: false });
    const spec = await placeOrder(ctx.app, shop);
    for (const order of [declined, spec])
      await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await runOutbox(ctx.app);
    expect(sentTo(declined.customerPhone)).toEqual([]);
    expect(sentTo(spec.customerPhone)).toEqual([]);
  });

  it('sends only the last of two quick changes', async () => {
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await setStatus(ctx.app, shop.cookie, order.id, {
      status: 'cancelled',
      cancellationReason: 'Sem entregador',
    });
    await runOutbox(ctx.app);
    const messages = sentTo(order.customerPhone);
    expect(messages.map((m) => m.body.template.name)).toEqual([TEMPLATES.cancelled.name]);
    expect(bodyTexts(messages[0]!)).toEqual([order.orderNumber, 'Sem entregador']);
  });

  it('forgets the consent when the order is anonymised (LGPD retention or erasure)', async () => {
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    await ctx.app.db.update(orders).set({ customerPhone: '' }).where(eq(orders.id, order.id));
    expect(
      await ctx.app.db.select().from(whatsappConsents).where(eq(whatsappConsents.orderId, order.id)),
    ).toEqual([]);
  });

  it('stops at the next message once the diner writes SAIR', async () => {
    const order = await placeOrder(ctx.app, shop, { whatsappUpdates: true });
    await runOutbox(ctx.app);
    expect(sentTo(order.customerPhone)).toHaveLength(1);
    const reply = await fake.deliver(
      `${address()}/api/webhooks/whatsapp`,
      fake.incomingText(order.customerPhone, ' sair ', shop.business),
    );
    expect(reply.status).toBe(200);
    await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await runOutbox(ctx.app);
    expect(sentTo(order.customerPhone)).toHaveLength(1);
    const panel = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${shop.restaurant.id}/whatsapp/order-messages?orderIds=${order.id}`,
      shop.cookie,
    );
    expect(panel.json()).toEqual([{ orderId: order.id, status: 'opted_out', errorCode: null }]);
  });
});

let listening: string | undefined;
/** The app on a real port, so the fake delivers webhooks over HTTP as Meta does. */
function address() {
  if (!listening) throw new Error('listen first');
  return listening;
}
beforeAll(async () => {
  listening = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('one-time codes', () => {
  it('sends the authentication template with the code on its copy-code button', async () => {
    const settings = { graphBaseUrl: fake.baseUrl, encryptionKey: ctx.app.config.encryptionKey };
    const sender = createWhatsAppCodeSender(ctx.app.db, settings);
    const unconnected = await connectedRestaurant(ctx.app, fake, false);
    expect(
      await sender.sendCode({
        restaurantId: unconnected.restaurant.id,
        phone: '11987654321',
        code: '123456',
      }),
    ).toEqual({
      delivered: false,
    });
    const [account] = await ctx.app.db.select().from(whatsappAccounts);
    const result = await sender.sendCode({
      restaurantId: account!.restaurantId,
      phone: '(11) 98765-4321',
      code: '482913',
    });
    expect(result).toEqual({ delivered: true });
    const message = fake.sent.at(-1)!;
    expect(message.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      template: {
        name: 'comanda_codigo_verificacao',
        language: { code: 'pt_BR' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
  });
});
