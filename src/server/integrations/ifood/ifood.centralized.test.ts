/**
 * Comanda's centralized iFood app (decision 0061) with TWO restaurants under ONE app: each links its
 * own store by id, and no event, by webhook or by the shared poll, reaches the other (issue 36's
 * bug: an order for restaurant B imported into A). Against the fake iFood (test/fakes/ifood.ts,
 * ifood-merchants.ts), whose sources are in their headers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { deliveryIntegrations, integrationEvents, orders } from '../../db/schema';
import { MERCHANT_TAKEN_MESSAGE } from '../integration-store';
import { verifyBodySignature } from '../webhook-signature';
import { retryStoredEvents, runIfoodTick } from './ifood.sync';

let ctx: TestContext;
let fake: FakeIfood;
type Owner = Awaited<ReturnType<typeof registerOwner>>;
let a: Owner;
let b: Owner;
const STORE_A = '0e7d8c7e-0000-4aaa-8000-00000000000a';
const STORE_B = '0e7d8c7e-0000-4bbb-8000-00000000000b';
const STORE_NOBODY = '0e7d8c7e-0000-4ccc-8000-00000000000c';

const api = (owner: Owner, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie: owner.cookie }, payload });
const deliver = ({ body, signature }: { body: string; signature: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/integrations/ifood/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-ifood-signature': signature },
  });
const ordersOf = async (owner: Owner) =>
  ctx.app.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurant.id));
const externalIds = async (owner: Owner) => (await ordersOf(owner)).map((order) => order.externalOrderId);
const options = (eventsMode: 'webhook' | 'polling') => ({
  baseUrl: fake.baseUrl,
  encryptionKey: ctx.app.config.encryptionKey,
  app: { clientId: fake.clientId, clientSecret: fake.clientSecret, eventsMode },
});

beforeAll(async () => {
  fake = await startFakeIfood();
  // The operator's configuration only: IFOOD_APP_TYPE and IFOOD_EVENTS_MODE keep their defaults.
  ctx = await createTestApp({
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
  });
  a = await registerOwner(ctx.app);
  b = await registerOwner(ctx.app);
  fake.addStore(STORE_A, 'Cantina da Ana', 'Ana Alimentos LTDA');
  fake.addStore(STORE_B, 'Burgers do Beto');
  fake.addStore(STORE_NOBODY, 'Loja de ninguém');
  fake.approveStore(STORE_NOBODY);
}, 180_000);

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('linking a store to the centralized app', () => {
  it('is the default, needs no keys from the owner and refuses typed ones', async () => {
    const mode = await api(a, 'GET', `/restaurants/${a.restaurant.id}/integrations/ifood/link`);
    expect(mode.json()).toEqual({ appType: 'centralized', configured: true });
    const typed = await api(a, 'POST', `/restaurants/${a.restaurant.id}/integrations`, {
      platform: 'ifood',
      credentials: { apiKey: fake.clientId, secretKey: fake.clientSecret, merchantId: STORE_A },
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().error).toBe('Vincule a loja do iFood pelo ID da loja, sem chaves.');
  });

  it('refuses a store the owner has not approved yet, and says so', async () => {
    const lookup = await api(a, 'POST', `/restaurants/${a.restaurant.id}/integrations/ifood/store-lookup`, {
      store: STORE_A,
    });
    expect(lookup.statusCode).toBe(422);
    expect(lookup.json().error).toContain('aprove o pedido de acesso do Comanda no Portal do Parceiro');
    const cnpj = await api(a, 'POST', `/restaurants/${a.restaurant.id}/integrations/ifood/store-lookup`, {
      store: '12.345.678/0001-90',
    });
    expect(cnpj.statusCode).toBe(422);
    expect(cnpj.json().error).toContain('Digite o ID da loja');
  });

  it('finds the approved store with a new app token, shows its name, links it', async () => {
    fake.approveStore(STORE_A);
    const tokensBefore = fake.tokenCalls();
    const lookup = await api(a, 'POST', `/restaurants/${a.restaurant.id}/integrations/ifood/store-lookup`, {
      store: ` ${STORE_A} `,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      merchantId: STORE_A,
      name: 'Cantina da Ana',
      corporateName: 'Ana Alimentos LTDA',
    });
    // The token cached before the approval did not list the store: iFood says to ask for a new one.
    expect(fake.tokenCalls()).toBe(tokensBefore + 1);
    // The list holds other restaurants' stores too; only the one named is linked (never merchants[0]).
    const linked = await api(a, 'POST', `/restaurants/${a.restaurant.id}/integrations/ifood/store`, {
      store: STORE_A,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ status: 'active', merchantId: STORE_A, apiKeyHint: null });
  });

  it('refuses a store another restaurant linked (409), and links B’s own', async () => {
    const taken = await api(b, 'POST', `/restaurants/${b.restaurant.id}/integrations/ifood/store`, {
      store: STORE_A,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(MERCHANT_TAKEN_MESSAGE);
    fake.approveStore(STORE_B);
    const linked = await api(b, 'POST', `/restaurants/${b.restaurant.id}/integrations/ifood/store`, {
      store: STORE_B,
    });
    expect(linked.json()).toMatchObject({ status: 'active', merchantId: STORE_B });
  });
});

describe('the one webhook URL', () => {
  it('verifies the published test vectors (hex HMAC-SHA256 of the raw bytes)', () => {
    const plc =
      '{"code":"PLC","createdAt":"2023-02-20T18:19:03.20162269Z","fullCode":"PLACED","id":"a38ba215-f949-4b2c-982a-0582a9d0c10e","merchantId":"cad65e8f-6fc6-438a-b159-e64a902a6b9a","orderId":"2c97e104-35ed-4c18-85d7-854a40b6b9e3"}';
    expect(
      verifyBodySignature(
        'dummysecret',
        Buffer.from(plc),
        '6f9ed23a7b505a3b6907c5f6eb2ad1b056fbf35a643d365a9a072ed7aabca153',
      ),
    ).toBe(true);
    const presence =
      '{\n    "code":"KEEPALIVE",\n    "fullCode":"KEEPALIVE",\n    "id":"a38ba215-f949-4b2c-982a-0582a9d0c10e"\n}';
    expect(
      verifyBodySignature(
        'dummysecret',
        Buffer.from(presence),
        '6c0a429606266905349388ebc1eb12b8b98524dddd6b4bdc41c4b67591075b4c',
      ),
    ).toBe(true);
  });

  it('answers KEEPALIVE 202 (it names no store) and refuses a bad signature with 401', async () => {
    const presence = await deliver(fake.keepalive());
    expect(presence.statusCode).toBe(202);
    const forged = await deliver(fake.keepalive('outro-segredo'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('Assinatura inválida');
    const event = fake.webhook(fake.event(STORE_A, 'x', 'CFM'));
    expect((await deliver({ body: event.body, signature: '00'.repeat(32) })).statusCode).toBe(401);
    expect(await ctx.app.db.select().from(integrationEvents)).toHaveLength(0);
  });

  it('routes each event by merchantId: A’s orders only in A, B’s only in B', async () => {
    const forA = fake.createOrder(STORE_A, { items: [{ name: 'Lasanha', quantity: 1, unitPrice: 42 }] });
    const forB = fake.createOrder(STORE_B, { items: [{ name: 'X-Burger', quantity: 2, unitPrice: 25 }] });
    const first = await deliver(fake.webhook(fake.event(STORE_B, forB, 'PLC')));
    const second = await deliver(fake.webhook(fake.event(STORE_A, forA, 'PLC')));
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    await expect.poll(async () => (await externalIds(a)).length).toBe(1);
    await expect.poll(async () => (await externalIds(b)).length).toBe(1);
    expect(await externalIds(a)).toEqual([forA]);
    expect(await externalIds(b)).toEqual([forB]);
  });

  it('acknowledges an event for a store nobody linked and stores nothing', async () => {
    const before = await ctx.app.db.select().from(integrationEvents);
    const stray = fake.createOrder(STORE_NOBODY, { items: [{ name: 'Pastel', quantity: 1, unitPrice: 9 }] });
    const answer = await deliver(fake.webhook(fake.event(STORE_NOBODY, stray, 'PLC')));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ received: false });
    expect(await ctx.app.db.select().from(integrationEvents)).toHaveLength(before.length);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, stray))).toHaveLength(0);
  });

  it('keeps an event whose processing failed and applies it on a later tick', async () => {
    // iFood cannot give the order's details yet: the 202 still goes, the event stays stored.
    const late = 'b9f3a1c2-0000-4000-8000-0000000000aa';
    const event = fake.event(STORE_B, late, 'PLC');
    expect((await deliver(fake.webhook(event))).statusCode).toBe(202);
    await expect
      .poll(async () => {
        const [row] = await ctx.app.db
          .select()
          .from(integrationEvents)
          .where(eq(integrationEvents.externalEventId, event.id));
        return row ? row.processedAt : 'absent';
      })
      .toBeNull();
    expect(await externalIds(b)).not.toContain(late);
    fake.createOrder(STORE_B, { id: late, items: [{ name: 'Batata', quantity: 1, unitPrice: 15 }] });
    const active = await ctx.app.db.select().from(deliveryIntegrations);
    await retryStoredEvents(ctx.app.db, active, options('webhook'), 0);
    expect(await externalIds(b)).toContain(late);
    expect(await externalIds(a)).not.toContain(late);
    // A repeat of the delivery changes nothing.
    const again = await deliver(fake.webhook(event));
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });
});

describe('polling mode: one poll for every linked store', () => {
  it('polls once with x-polling-merchants, routes by merchantId and acknowledges all', async () => {
    await ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
    const forA = fake.createOrder(STORE_A, { items: [{ name: 'Nhoque', quantity: 1, unitPrice: 38 }] });
    const forB = fake.createOrder(STORE_B, { items: [{ name: 'Milkshake', quantity: 1, unitPrice: 18 }] });
    const stray = fake.createOrder(STORE_NOBODY, { items: [{ name: 'Suco', quantity: 1, unitPrice: 8 }] });
    const events = [
      fake.pushEvent(STORE_A, forA, 'PLC'),
      fake.pushEvent(STORE_B, forB, 'PLC'),
      fake.pushEvent(STORE_NOBODY, stray, 'PLC'),
    ];
    const polls = () => fake.calls.filter((call) => call.path === '/events/v1.0/events:polling');
    const before = polls().length;
    await runIfoodTick(ctx.app.db, options('polling'));
    const made = polls().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.pollingMerchants?.split(',').sort()).toEqual([STORE_A, STORE_B].sort());
    expect(await externalIds(a)).toContain(forA);
    expect(await externalIds(a)).not.toContain(forB);
    expect(await externalIds(b)).toContain(forB);
    expect(await externalIds(b)).not.toContain(forA);
    // The fake filters by the header: the unlinked store's event was not even sent.
    expect(fake.acknowledged).toEqual(expect.arrayContaining([events[0]!.id, events[1]!.id]));
    expect(await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, stray))).toHaveLength(0);
  });

  it('in webhook mode the tick does not poll', async () => {
    await ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });
    const before = fake.calls.filter((call) => call.path === '/events/v1.0/events:polling').length;
    await runIfoodTick(ctx.app.db, options('webhook'));
    expect(fake.calls.filter((call) => call.path === '/events/v1.0/events:polling')).toHaveLength(before);
  });
});

describe('the store’s status on the card', () => {
  it('says open or closed with iFood’s reason, for the owner’s own store only', async () => {
    const open = await api(a, 'GET', `/restaurants/${a.restaurant.id}/integrations/ifood/status`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      state: 'OK',
      stateLabel: 'Aberta',
      operations: [{ operationLabel: 'Entrega', reason: 'Loja online — Pronta para receber pedidos' }],
    });
    fake.setStoreStatus(STORE_B, [
      {
        operation: 'DELIVERY',
        salesChannel: 'MARKETPLACE',
        available: false,
        state: 'CLOSED',
        validations: [],
        message: { title: 'Fora do horário', subtitle: 'Abre às 18:00', description: 'Loja fechada' },
      },
    ]);
    const closed = await api(b, 'GET', `/restaurants/${b.restaurant.id}/integrations/ifood/status`);
    expect(closed.json()).toMatchObject({
      state: 'CLOSED',
      stateLabel: 'Fechada',
      operations: [{ available: false, reason: 'Fora do horário — Abre às 18:00', reopenable: null }],
    });
    const other = await api(a, 'GET', `/restaurants/${b.restaurant.id}/integrations/ifood/status`);
    expect(other.statusCode).toBe(403);
  });
});
