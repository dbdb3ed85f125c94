import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, orders } from '../../db/schema';
import { runIfoodTick } from './ifood.sync';

let ctx: TestContext;
let fake: FakeIfood;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const MERCHANT = 'd1a3bc50-6103-49e0-afeb-b619b753fe69';

const options = () => ({
  baseUrl: fake.baseUrl,
  encryptionKey: ctx.app.config.encryptionKey,
  app: { clientId: fake.clientId, clientSecret: fake.clientSecret },
});
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie: owner.cookie }, payload });
const freeLease = () => ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
const orderOf = async (externalOrderId: string) =>
  (await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, externalOrderId)))[0]!;

beforeAll(async () => {
  fake = await startFakeIfood();
  // A self-hosted install on a distributed app: stores link by code (decision 0061 keeps it).
  ctx = await createTestApp({
    IFOOD_APP_TYPE: 'distributed',
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
  });
  owner = await registerOwner(ctx.app);
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('iFood distributed app: linking a store and its orders', () => {
  it('refuses typed keys: owners link their store with a code', async () => {
    const typed = await api('POST', `/restaurants/${owner.restaurant.id}/integrations`, {
      platform: 'ifood',
      credentials: { apiKey: 'k', secretKey: 's' },
    });
    expect(typed.statusCode).toBe(422);
    expect((await api('GET', `/restaurants/${owner.restaurant.id}/integrations/ifood/link`)).json()).toEqual({
      appType: 'distributed',
      configured: true,
    });
  });

  it('links through user code, Portal authorisation and authorization code + verifier', async () => {
    const started = await api('POST', `/restaurants/${owner.restaurant.id}/integrations/ifood/link`);
    expect(started.statusCode).toBe(200);
    const link = started.json();
    expect(link).toMatchObject({ userCode: fake.lastUserCode(), expiresIn: 600 });
    expect(link.verificationUrlComplete).toContain(link.userCode);
    expect(JSON.stringify(link)).not.toContain('ver_');

    const wrong = await api('POST', `/restaurants/${owner.restaurant.id}/integrations/ifood/authorize`, {
      authorizationCode: 'NAO-EXISTE',
    });
    expect(wrong.statusCode).toBe(422);

    const code = fake.authorize(link.userCode, MERCHANT);
    const linked = await api('POST', `/restaurants/${owner.restaurant.id}/integrations/ifood/authorize`, {
      authorizationCode: code,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ status: 'active', merchantId: MERCHANT, authMode: 'linked' });
    const [row] = await ctx.app.db.select().from(deliveryIntegrations);
    // Tokens are stored encrypted, never as issued.
    expect(row!.refreshToken).toMatch(/^v1\./);
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.linkVerifier).toBeNull();
  });

  it('imports an order with its payment, benefit, schedule and localizer in the notes', async () => {
    const start = new Date('2026-11-26T22:00:00Z');
    const id = fake.createOrder(MERCHANT, {
      items: [{ name: 'Pizza grande', quantity: 1, unitPrice: 80 }],
      deliveryFee: 8,
      payment: { method: 'CASH', type: 'OFFLINE', changeFor: 100 },
      benefit: { ifood: 5, merchant: 5 },
      schedule: { start, end: new Date(start.getTime() + 30 * 60_000) },
    });
    fake.pushEvent(MERCHANT, id, 'PLC');
    const online = fake.createOrder(MERCHANT, { items: [{ name: 'Açaí', quantity: 1, unitPrice: 20 }] });
    fake.pushEvent(MERCHANT, online, 'PLC');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const cash = await orderOf(id);
    expect(cash.total).toBe('78.00');
    expect(cash.notes).toContain('Cobrar na entrega: dinheiro, troco para R$ 100,00');
    expect(cash.notes).toContain('Desconto R$ 10,00 (iFood R$ 5,00, loja R$ 5,00)');
    expect(cash.notes).toContain('Agendado:');
    expect(cash.notes).toContain('localizador 12345678');
    expect((await orderOf(online)).notes).toContain('Pago online pelo iFood');
  });

  it('refreshes the store token when it expires, with the refresh token', async () => {
    fake.expireTokens();
    await ctx.app.db.update(deliveryIntegrations).set({ accessTokenExpiresAt: new Date(0) });
    const refreshes = () => fake.calls.filter((call) => call.body.includes('grantType=refresh_token')).length;
    const before = refreshes();
    const id = fake.createOrder(MERCHANT, { items: [{ name: 'Pastel', quantity: 2, unitPrice: 9 }] });
    fake.pushEvent(MERCHANT, id, 'PLC');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    expect(refreshes()).toBe(before + 1);
    expect((await orderOf(id)).total).toBe('18.00');
  });

  it('offers iFood’s reasons and sends the chosen one, not always 501', async () => {
    const id = fake.createOrder(MERCHANT, { items: [{ name: 'Coxinha', quantity: 3, unitPrice: 6 }] });
    fake.pushEvent(MERCHANT, id, 'PLC');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const order = await orderOf(id);
    const reasons = await api('GET', `/orders/${order.id}/cancellation-reasons`);
    expect(reasons.json()).toContainEqual({ code: '503', description: 'ITEM INDISPONÍVEL' });
    const cancelled = await api('PATCH', `/orders/${order.id}/status`, {
      status: 'cancelled',
      cancellationCode: '503',
      cancellationReason: 'ITEM INDISPONÍVEL',
    });
    expect(cancelled.statusCode).toBe(200);
    await runIfoodTick(ctx.app.db, options());
    const sent = fake.calls.find((call) => call.path.endsWith(`${id}/requestCancellation`));
    expect(JSON.parse(sent!.body)).toEqual({ cancellationCode: '503', reason: 'ITEM INDISPONÍVEL' });
  });
});
