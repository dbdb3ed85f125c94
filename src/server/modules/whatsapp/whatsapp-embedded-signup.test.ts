/**
 * Embedded Signup with Comanda as the Tech Provider (decision 0067): one Meta app for every
 * restaurant, each connecting its own business; Meta's PIN refusal (133005) asks the owner's PIN;
 * a v4 signup without a number waits; a number or business account is one restaurant's; and with two
 * restaurants under the one app, B's SAIR and delivery states never touch A.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../../../../test/fakes/whatsapp-graph';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { restaurants, whatsappContacts, whatsappMessages, whatsappNumberPins } from '../../db/schema';
import {
  connectedRestaurant,
  fakeWhatsAppEnv,
  placeOrder,
  runOutbox,
  signupBody,
} from './whatsapp.test-helpers';

let ctx: TestContext;
let fake: FakeWhatsAppGraph;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startFakeWhatsAppGraph();
  ctx = await createTestApp(fakeWhatsAppEnv(fake));
  webhookUrl = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/whatsapp`;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const signup = (restaurantId: string, cookie: string, body: object) =>
  callApi(ctx.app, 'POST', `/restaurants/${restaurantId}/whatsapp/embedded-signup`, cookie, body);

describe('the card before connecting', () => {
  it('offers Embedded Signup with the operator’s app, and the page may load Meta’s SDK', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const card = await callApi(ctx.app, 'GET', `/restaurants/${restaurant.id}/whatsapp`, cookie);
    expect(card.json()).toEqual({
      connected: false,
      embeddedSignup: {
        appId: fake.appId,
        configId: fake.configId,
        sdkUrl: fake.sdkUrl,
        messageOrigins: ['https://www.facebook.com', 'https://web.facebook.com', fake.baseUrl],
      },
    });
    const csp = String(card.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${fake.baseUrl}`);
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://www.facebook.com');
    // Meta's popup must still reach the page that opened it (window.opener).
    expect(card.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('says the server is not set up when the operator has not configured the app', async () => {
    const bare = await createTestApp({ GRAPH_API_BASE_URL: fake.baseUrl });
    try {
      const { restaurant, cookie } = await registerOwner(bare.app);
      const card = await callApi(bare.app, 'GET', `/restaurants/${restaurant.id}/whatsapp`, cookie);
      expect(card.json()).toEqual({ connected: false, embeddedSignup: null });
      const refused = await callApi(
        bare.app,
        'POST',
        `/restaurants/${restaurant.id}/whatsapp/embedded-signup`,
        cookie,
        signupBody(fake),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'O Comanda ainda não foi configurado para o WhatsApp neste servidor.',
      );
      expect(String(card.headers['content-security-policy'])).toContain("script-src 'self';");
      expect(card.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await bare.close();
    }
  }, 120_000);
});

describe('connecting through Embedded Signup', () => {
  it('asks the owner’s PIN only when Meta refuses ours (133005), then sends', async () => {
    const business = fake.addBusiness({ verifiedName: 'Cantina da Nona', pin: '246810' });
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const first = await signup(restaurant.id, cookie, signupBody(fake, business));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ connected: true, registration: 'pin_required' });
    // Until the number is registered, the checkout does not offer updates.
    const offered = await callApi(ctx.app, 'GET', `/restaurants/${restaurant.id}/whatsapp-updates`);
    expect(offered.json()).toEqual({ available: false });
    const wrong = await callApi(ctx.app, 'POST', `/restaurants/${restaurant.id}/whatsapp/pin`, cookie, {
      pin: '111111',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/não aceitou esse PIN/);
    const right = await callApi(ctx.app, 'POST', `/restaurants/${restaurant.id}/whatsapp/pin`, cookie, {
      pin: '246810',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ registration: 'registered', verifiedName: 'Cantina da Nona' });
    expect(business.registered).toBe(true);
    expect((await callApi(ctx.app, 'GET', `/restaurants/${restaurant.id}/whatsapp-updates`)).json()).toEqual({
      available: true,
    });
  });

  it('keeps a v4 signup that finished without a number as pending', async () => {
    const business = fake.addBusiness();
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const response = await signup(restaurant.id, cookie, {
      code: fake.signupCode(business),
      wabaId: business.wabaId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      connected: true,
      registration: 'phone_pending',
      phoneNumberId: null,
      wabaId: business.wabaId,
    });
    expect(business.subscribedApps).toEqual([fake.appId]);
    expect(business.registered).toBe(false);
  });

  it('refuses a business account another restaurant connected, before using the code', async () => {
    const business = fake.addBusiness();
    const owner = await connectedRestaurant(ctx.app, fake, true, business);
    expect(owner.restaurant.id).toBeTruthy();
    const other = await registerOwner(ctx.app);
    const code = fake.signupCode(business);
    const taken = await signup(other.restaurant.id, other.cookie, { code, wabaId: business.wabaId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Este número de WhatsApp já está conectado a outro restaurante.');
  });
});

describe('disconnecting and connecting the same number again', () => {
  it('keeps the PIN Comanda gave the number, encrypted: Meta asks for it again and the owner never saw it', async () => {
    const business = fake.addBusiness({ verifiedName: 'Pizzaria do Zé' });
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const first = await signup(restaurant.id, cookie, signupBody(fake, business));
    expect(first.json()).toMatchObject({ registration: 'registered' });
    // Meta took our random PIN as the number's two-step PIN.
    const pin = business.pin;
    expect(pin).toMatch(/^\d{6}$/);

    const off = await callApi(ctx.app, 'DELETE', `/restaurants/${restaurant.id}/whatsapp`, cookie);
    expect(off.statusCode).toBe(204);
    const [kept] = await ctx.app.db
      .select()
      .from(whatsappNumberPins)
      .where(eq(whatsappNumberPins.restaurantId, restaurant.id));
    expect(kept?.phoneNumberId).toBe(business.phoneNumberId);
    expect(kept?.pin).not.toContain(pin);

    const again = await signup(restaurant.id, cookie, signupBody(fake, business));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ connected: true, registration: 'registered' });
    expect(business.pin).toBe(pin);
  });

  it('gives the kept PIN to no other restaurant, and erases it with the restaurant', async () => {
    const business = fake.addBusiness();
    const first = await registerOwner(ctx.app);
    await signup(first.restaurant.id, first.cookie, signupBody(fake, business));
    await callApi(ctx.app, 'DELETE', `/restaurants/${first.restaurant.id}/whatsapp`, first.cookie);

    const other = await registerOwner(ctx.app);
    const taken = await signup(other.restaurant.id, other.cookie, signupBody(fake, business));
    expect(taken.json()).toMatchObject({ registration: 'pin_required' });

    await ctx.app.db.delete(restaurants).where(eq(restaurants.id, first.restaurant.id));
    expect(
      await ctx.app.db
        .select()
        .from(whatsappNumberPins)
        .where(eq(whatsappNumberPins.restaurantId, first.restaurant.id)),
    ).toEqual([]);
  });
});

describe('two restaurants under one app', () => {
  it('routes every event by the number it names: B’s SAIR and statuses never touch A', async () => {
    const businessA = fake.addBusiness({ verifiedName: 'Restaurante A' });
    const businessB = fake.addBusiness({ verifiedName: 'Restaurante B' });
    const a = await connectedRestaurant(ctx.app, fake, true, businessA);
    const b = await connectedRestaurant(ctx.app, fake, true, businessB);
    // One diner, a mobile from area code 31 (WhatsApp names it without the ninth digit), orders at both.
    const phone = '(31) 98888-7777';
    const orderA = await placeOrder(ctx.app, a, { whatsappUpdates: true, customerPhone: phone });
    const orderB = await placeOrder(ctx.app, b, { whatsappUpdates: true, customerPhone: phone });
    await runOutbox(ctx.app);
    const sentA = fake.sent.find((m) => m.phoneNumberId === businessA.phoneNumberId)!;
    const sentB = fake.sent.find((m) => m.phoneNumberId === businessB.phoneNumberId)!;
    expect([sentA.to, sentB.to]).toEqual(['5531988887777', '5531988887777']);

    // B's number reports its message read and the diner writes SAIR to B, as '553188887777'.
    const sair = fake.incomingText('5531988887777', 'SAIR', businessB);
    expect(JSON.stringify(sair)).toContain('"from":"553188887777"');
    expect((await fake.deliver(webhookUrl, fake.statusPayload(sentB, 'read'))).status).toBe(200);
    expect((await fake.deliver(webhookUrl, sair)).status).toBe(200);

    const contacts = await ctx.app.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.phone, '5531988887777'));
    expect(contacts.map((c) => [c.restaurantId, Boolean(c.optedOutAt)])).toEqual([[b.restaurant.id, true]]);
    const states = async (orderId: string) =>
      (await ctx.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId))).map(
        (m) => m.deliveryStatus,
      );
    expect(await states(orderB.id)).toEqual(['read']);
    expect(await states(orderA.id)).toEqual([null]);

    // A's message id reported on B's number changes nothing at A: ids are looked up within B only.
    const crossed = fake.statusPayload({ ...sentA, phoneNumberId: businessB.phoneNumberId }, 'read');
    expect((await fake.deliver(webhookUrl, crossed)).status).toBe(200);
    expect(await states(orderA.id)).toEqual([null]);
  });

  it('acknowledges an event for a number nobody connected and drops it', async () => {
    const stranger = fake.addBusiness();
    const before = await ctx.app.db.select().from(whatsappContacts);
    const response = await fake.deliver(webhookUrl, fake.incomingText('5511977776666', 'SAIR', stranger));
    expect(response.status).toBe(200);
    expect(await ctx.app.db.select().from(whatsappContacts)).toHaveLength(before.length);
  });
});
