import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { linkIfoodStore } from '../../../../test/harness/ifood-link';
import { openDatabase } from '../../db/client';
import { deliveryIntegrations, menuItems, orderItems, orders, restaurants } from '../../db/schema';
import { pollIntegration, runIfoodTick } from './ifood.sync';

let ctx: TestContext;
let fake: FakeIfood;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const MERCHANT = 'merchant-abc';

const options = () => ({
  baseUrl: fake.baseUrl,
  encryptionKey: ctx.app.config.encryptionKey,
  app: { clientId: fake.clientId, clientSecret: fake.clientSecret, eventsMode: 'polling' as const },
});
const panelOrders = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/orders?view=active`,
      headers: { cookie: owner.cookie },
    })
  ).json() as {
    id: string;
    orderSource: string;
    externalOrderId: string;
    status: string;
    total: string;
    platformFee: string;
    items: { id: string; name: string; price: string }[];
  }[];
/** Lets the next tick poll right away (the lease otherwise waits 30 s). */
const freeLease = () => ctx.app.db.update(deliveryIntegrations).set({ pollLeaseUntil: null });

/** An order placed on iFood (one line) and imported by a tick: its iFood id and its panel row. */
async function importedOrder(name: string, quantity: number, unitPrice: number) {
  const id = fake.createOrder(MERCHANT, { items: [{ name, quantity, unitPrice }] });
  fake.pushEvent(MERCHANT, id, 'PLC');
  await freeLease();
  await runIfoodTick(ctx.app.db, options());
  return { id, order: (await panelOrders()).find((candidate) => candidate.externalOrderId === id)! };
}

beforeAll(async () => {
  fake = await startFakeIfood();
  // Comanda's centralized iFood app, its events by polling (decision 0061).
  ctx = await createTestApp({
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
    IFOOD_EVENTS_MODE: 'polling',
  });
  owner = await registerOwner(ctx.app);
  await ctx.app.db
    .update(restaurants)
    .set({ platformCommissionPercent: '12.00' })
    .where(eq(restaurants.id, owner.restaurant.id));
  await ctx.app.db.insert(menuItems).values({
    restaurantId: owner.restaurant.id,
    name: 'Pizza Calabresa',
    price: '50.00',
    externalCode: 'PZ-CAL',
  });
  await linkIfoodStore(ctx, owner, fake, MERCHANT);
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('iFood connector against the fake Merchant API', () => {
  const ids: string[] = [];

  it('imports 3 placed orders once each, despite a duplicate and an out-of-order event', async () => {
    const t0 = Date.now() - 60_000;
    ids.push(
      fake.createOrder(MERCHANT, {
        customerName: 'Ana',
        items: [
          {
            name: 'Calabresa grande',
            externalCode: 'PZ-CAL',
            quantity: 2,
            unitPrice: 45.5,
            options: [{ name: 'Borda catupiry', quantity: 1, unitPrice: 8, price: 8 }],
          },
        ],
        deliveryFee: 6,
      }),
      fake.createOrder(MERCHANT, {
        customerName: 'Bruno',
        orderType: 'TAKEOUT',
        items: [{ name: 'Refrigerante', quantity: 1, unitPrice: 7 }],
      }),
      fake.createOrder(MERCHANT, {
        customerName: 'Carla',
        items: [{ name: 'Açaí 500 ml', quantity: 1, unitPrice: 22, observations: 'sem granola' }],
      }),
    );
    // The third arrives first (older createdAt last), and the first is delivered twice.
    fake.pushEvent(MERCHANT, ids[2]!, 'PLC', { createdAt: new Date(t0 + 3000) });
    const first = fake.pushEvent(MERCHANT, ids[0]!, 'PLC', { createdAt: new Date(t0 + 1000) });
    fake.pushEvent(MERCHANT, ids[0]!, 'PLC', { id: first.id, createdAt: new Date(t0 + 1000) });
    fake.pushEvent(MERCHANT, ids[1]!, 'PLC', { createdAt: new Date(t0 + 2000) });

    await runIfoodTick(ctx.app.db, options());
    const imported = (await panelOrders()).filter((order) => order.orderSource === 'ifood');
    expect(imported).toHaveLength(3);
    expect(new Set(imported.map((order) => order.externalOrderId))).toEqual(new Set(ids));
    expect(fake.acknowledged.sort()).toEqual([...new Set(fake.acknowledged)].sort());
    expect(fake.acknowledged).toHaveLength(3);

    const ana = imported.find((order) => order.externalOrderId === ids[0])!;
    expect(ana).toMatchObject({ status: 'pending', total: '113.00', platformFee: '13.56' });
    expect(ana.items[0]).toMatchObject({ name: 'Calabresa grande', price: '53.50' });
    expect(ana.items[0]!.id).not.toBe('');
    const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, ana.id));
    expect(lines[0]!.menuItemId).toBe(ana.items[0]!.id);
    const carla = imported.find((order) => order.externalOrderId === ids[2])!;
    expect(carla.items[0]).toMatchObject({ id: '', name: 'Açaí 500 ml', price: '22.00' });

    // Polled again, the same events (if iFood repeated them) create nothing new.
    fake.pushEvent(MERCHANT, ids[1]!, 'PLC', { id: first.id, createdAt: new Date(t0 + 1000) });
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    expect((await panelOrders()).filter((order) => order.orderSource === 'ifood')).toHaveLength(3);
    const [integration] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(integration).toMatchObject({ ordersReceived: 3, syncErrors: null });
  });

  it('pushes categories and items to the iFood catalog when autoSyncMenu is on', async () => {
    const [integration] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(integration!.isMenuSynced).toBe(true);
    expect(fake.catalog.categories.map((category) => category.name)).toEqual(['Outros']);
    const pushed = [...fake.catalog.items.values()];
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.item).toMatchObject({
      externalCode: 'PZ-CAL',
      price: { value: 50 },
      status: 'AVAILABLE',
    });
    expect(pushed[0]!.products[0]).toMatchObject({ name: 'Pizza Calabresa' });
  });

  it('sends confirm and dispatch when the panel advances an iFood order', async () => {
    const order = (await panelOrders()).find((candidate) => candidate.externalOrderId === ids[0])!;
    for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery']) {
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/status`,
        headers: { cookie: owner.cookie },
        payload: { status },
      });
      expect(patched.statusCode).toBe(200);
    }
    await runIfoodTick(ctx.app.db, options());
    expect(fake.actionsFor(ids[0]!)).toEqual(['confirm', 'startPreparation', 'readyToPickup', 'dispatch']);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ externalStatus: 'DISPATCHED' });
    expect(row!.syncedAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    await runIfoodTick(ctx.app.db, options());
    expect(fake.actionsFor(ids[0]!)).toHaveLength(4);
  });

  it('cancels ours on a CAN event', async () => {
    fake.pushEvent(MERCHANT, ids[1]!, 'CAN');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, ids[1]!));
    expect(row).toMatchObject({
      status: 'cancelled',
      externalStatus: 'CANCELLED',
      cancellationReason: 'Cancelado pelo iFood',
    });
  });

  it('backs off on a 429 and renews an expired token', async () => {
    fake.rateLimitNext(1);
    await freeLease();
    const [integration] = await ctx.app.db.select().from(deliveryIntegrations);
    const limited = await pollIntegration(ctx.app.db, integration!, options());
    expect(limited.backoffMs).toBe(2000);
    const [after] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(after!.syncErrors).toContain('Limite');
    expect(after!.pollLeaseUntil!.getTime()).toBeGreaterThan(Date.now());
    // While backing off, a tick does not poll.
    const polls = () => fake.calls.filter((call) => call.path.endsWith('events:polling')).length;
    const before = polls();
    await runIfoodTick(ctx.app.db, options());
    expect(polls()).toBe(before);

    fake.expireTokens();
    const tokensBefore = fake.tokenCalls();
    fake.pushEvent(MERCHANT, ids[2]!, 'CFM');
    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    expect(fake.tokenCalls()).toBe(tokensBefore + 1);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, ids[2]!));
    expect(row!.externalStatus).toBe('CONFIRMED');
    const [healthy] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(healthy!.syncErrors).toBeNull();
  });

  it('two instances polling at once import each order once', async () => {
    // On PostgreSQL (api-pg) the second instance is a second connection pool on the same database.
    const url = (ctx.database as { url?: string }).url;
    const second = url ? await openDatabase({ databaseUrl: url }) : null;
    try {
      const id = fake.createOrder(MERCHANT, { items: [{ name: 'Pastel', quantity: 3, unitPrice: 9 }] });
      const placed = fake.pushEvent(MERCHANT, id, 'PLC');
      await freeLease();
      await Promise.all([
        runIfoodTick(ctx.app.db, options()),
        runIfoodTick(second?.db ?? ctx.app.db, options()),
      ]);
      const rows = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, id));
      expect(rows).toHaveLength(1);
      expect(fake.acknowledged.filter((eventId) => eventId === placed.id)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
  it('shows a failed confirm on the order and sends it again on the next tick', async () => {
    const { id, order } = await importedOrder('Coxinha', 4, 6);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'confirmed' },
    });
    fake.rateLimitNext(1);
    await runIfoodTick(ctx.app.db, options());
    const failed = (await panelOrders()).find((candidate) => candidate.id === order.id)!;
    expect(failed).toMatchObject({ status: 'confirmed', externalStatus: 'Falha ao sincronizar (confirm)' });
    // The fake records the refused call too: the retry is the second confirm.
    expect(fake.actionsFor(id)).toEqual(['confirm']);

    await runIfoodTick(ctx.app.db, options());
    expect(fake.actionsFor(id)).toEqual(['confirm', 'confirm']);
    expect((await panelOrders()).find((candidate) => candidate.id === order.id)).toMatchObject({
      externalStatus: 'CONFIRMED',
    });
  });

  it('does not send again an action iFood refused (404: the order is gone there), and says so', async () => {
    const { id, order } = await importedOrder('Quibe', 2, 7);
    fake.forgetOrder(id);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'confirmed' },
    });
    await runIfoodTick(ctx.app.db, options());
    await runIfoodTick(ctx.app.db, options());
    expect(fake.actionsFor(id)).toEqual(['confirm']);
    expect((await panelOrders()).find((candidate) => candidate.id === order.id)).toMatchObject({
      status: 'confirmed',
      externalStatus: 'Recusado pela plataforma (confirm)',
    });
    const [integration] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(integration!.syncErrors).toMatch(/não será reenviado/);
  });

  it('takes a refused cancellation as iFood refusing it (the order stays open), and lets the owner ask again', async () => {
    const { id, order } = await importedOrder('Esfiha', 5, 4);
    fake.forgetOrder(id);
    const cancel = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/status`,
        headers: { cookie: owner.cookie },
        payload: { status: 'cancelled', cancellationCode: '503' },
      });
    expect((await cancel()).statusCode).toBe(200);
    await runIfoodTick(ctx.app.db, options());
    expect((await panelOrders()).find((candidate) => candidate.id === order.id)).toMatchObject({
      status: 'pending',
      externalStatus: 'CANCELLATION_REQUEST_FAILED',
    });
    // Asked again, it goes out again (never stuck as 'waiting for iFood' with nothing queued).
    expect((await cancel()).statusCode).toBe(200);
    await runIfoodTick(ctx.app.db, options());
    expect(fake.actionsFor(id)).toEqual(['requestCancellation', 'requestCancellation']);
  });

  it('pushes the menu again after the owner edits it', async () => {
    const [item] = await ctx.app.db.select().from(menuItems).where(eq(menuItems.externalCode, 'PZ-CAL'));
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/restaurants/${owner.restaurant.id}/menu/${item!.id}`,
      headers: { cookie: owner.cookie },
      payload: { price: '55.00', isSoldOut: true },
    });
    expect(edited.statusCode).toBe(200);
    const [stale] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(stale!.isMenuSynced).toBe(false);

    await freeLease();
    await runIfoodTick(ctx.app.db, options());
    const [synced] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(synced!.isMenuSynced).toBe(true);
    expect(fake.catalog.items.get(item!.id)!.item).toMatchObject({
      price: { value: 55 },
      status: 'UNAVAILABLE',
    });
  });
});
