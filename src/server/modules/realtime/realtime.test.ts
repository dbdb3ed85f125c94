import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { connectSse } from '../../../../test/harness/sse-client';
import { createItem } from '../orders/order-placement.fixtures';
import { insertTestOrder } from '../orders/orders.test-helpers';

/** The shared SSE reader, with the `order` events' data (each with its order id). */
async function connect(url: string, headers: Record<string, string> = {}) {
  const stream = await connectSse(url, headers);
  const orders = () =>
    stream.messages.filter((m) => m.event === 'order').map((m) => ({ id: m.id, ...JSON.parse(m.data) }));
  return Object.assign(stream, { orders });
}

let ctx: TestContext;
let base: string;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  owner = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

const ownerStream = (headers: Record<string, string> = {}, restaurantId = owner.restaurant.id) =>
  connect(`${base}/api/restaurants/${restaurantId}/orders/events`, { cookie: owner.cookie, ...headers });

describe('GET /api/restaurants/:id/orders/events', () => {
  it('tells the panel when a bill is paid and closed, and its table is free again (decision 0043)', async () => {
    const diningRoom = await registerOwner(ctx.app);
    const id = diningRoom.restaurant.id;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie: diningRoom.cookie, ...headers },
        payload,
      });
    const settings = await call('PUT', `/restaurants/${id}/order-settings`, {
      acceptsPickup: true,
      acceptsDelivery: true,
      acceptsTable: true,
      acceptsCash: true,
      acceptsCard: true,
      acceptsPix: false,
      tableCount: 1,
      halfAndHalfPricing: 'highest',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const [table] = (await call('GET', `/restaurants/${id}/tables`)).json();
    const opened = await call('POST', `/restaurants/${id}/tables/${table.id}/open`, { people: 2 });
    const billId = opened.json().bill.id;
    const stream = await connect(`${base}/api/restaurants/${id}/orders/events`, {
      cookie: diningRoom.cookie,
    });
    const elsewhere = await ownerStream();
    await stream.ready();
    await elsewhere.ready();
    const item = await createItem(ctx.app.db, id, { name: 'Caipirinha', price: '19.90' });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        restaurantId: id,
        customerName: 'Ana',
        customerPhone: '(11) 97777-1234',
        deliveryType: 'table',
        tableNumber: '1',
        items: [{ menuItemId: item.id, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    // 19,90 + 10% (1,99) = 21,89, paid in cash with 30,00.
    const paid = await call(
      'POST',
      `/restaurants/${id}/bills/${billId}/payments`,
      { partId: 'part-1', method: 'cash', amount: '30' },
      { 'idempotency-key': 'fim' },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const bills = () => stream.messages.filter((m) => m.event === 'bill').map((m) => JSON.parse(m.data));
    await stream.waitFor(() => bills().length === 1);
    expect(bills()[0]).toMatchObject({
      id: billId,
      tableId: table.id,
      status: 'fechada',
      tableState: 'livre',
    });
    expect(bills()[0].closedAt).not.toBeNull();
    expect(elsewhere.messages.some((m) => m.event === 'bill')).toBe(false);
    await stream.close();
    await elsewhere.close();
  });

  it("rings 'Chamar garçom' from a table's QR on the restaurant's stream, and its answer (decision 0042)", async () => {
    const diningRoom = await registerOwner(ctx.app);
    const id = diningRoom.restaurant.id;
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}/order-settings`,
      headers: { cookie: diningRoom.cookie },
      payload: {
        acceptsPickup: true,
        acceptsDelivery: true,
        acceptsTable: true,
        acceptsCash: true,
        acceptsCard: true,
        acceptsPix: false,
        tableCount: 2,
        halfAndHalfPricing: 'highest',
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const stream = await connect(`${base}/api/restaurants/${id}/orders/events`, {
      cookie: diningRoom.cookie,
    });
    const elsewhere = await ownerStream();
    await stream.ready();
    await elsewhere.ready();
    const call = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${id}/qr-tables/2/calls`,
      payload: { kind: 'waiter' },
    });
    expect(call.statusCode, call.body).toBe(201);
    const calls = () =>
      stream.messages.filter((m) => m.event === 'table-call').map((m) => JSON.parse(m.data));
    await stream.waitFor(() => calls().length === 1);
    expect(calls()[0]).toMatchObject({
      id: call.json().id,
      tableLabel: '2',
      kind: 'waiter',
      answeredAt: null,
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${id}/table-calls/${call.json().id}/answer`,
      headers: { cookie: diningRoom.cookie },
    });
    await stream.waitFor(() => calls().length === 2);
    expect(calls()[1].answeredAt).not.toBeNull();
    // Another restaurant's stream hears nothing of it.
    expect(elsewhere.messages.some((m) => m.event === 'table-call')).toBe(false);
    await stream.close();
    await elsewhere.close();
  });

  it('pushes a new order and its status changes, with the change number as the event id', async () => {
    const stream = await ownerStream();
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.ready();
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, { deliveryType: 'delivery' });
    await stream.waitFor(() => stream.orders().some((o) => o.id === order.id));
    const [event] = stream.orders();
    expect(event).toMatchObject({ status: 'pending', orderNumber: order.id.slice(-6).toUpperCase() });
    expect(Number(stream.messages.find((m) => m.event === 'order')!.id)).toBe(order.changeSeq);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'confirmed', estimatedTime: 30 },
    });
    await stream.waitFor(() => stream.orders().some((o) => o.status === 'confirmed'));
    await stream.close();
  });

  it('replays what was missed after Last-Event-ID, and only this restaurant’s orders', async () => {
    const stream = await ownerStream();
    await stream.ready();
    const first = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    await stream.waitFor(() => stream.orders().some((o) => o.id === first.id));
    const lastEventId = stream.messages.filter((m) => m.event === 'order').at(-1)!.id!;
    await stream.close();

    const someoneElse = await registerOwner(ctx.app);
    const missed = await insertTestOrder(ctx.app.db, owner.restaurant.id, { deliveryType: 'table' });
    await insertTestOrder(ctx.app.db, someoneElse.restaurant.id);
    const again = await ownerStream({ 'last-event-id': lastEventId });
    await again.ready();
    const replayed = again.orders();
    expect(replayed.map((o) => o.id)).toContain(missed.id);
    expect(replayed.every((o) => o.restaurantId === owner.restaurant.id)).toBe(true);
    // Each event id is its row's change number, in order.
    const ids = again.messages.filter((m) => m.event === 'order').map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await again.close();

    // A new EventSource cannot send headers; the query parameter does the same.
    const viaQuery = await connect(
      `${base}/api/restaurants/${owner.restaurant.id}/orders/events?lastEventId=${lastEventId}`,
      { cookie: owner.cookie },
    );
    await viaQuery.ready();
    expect(viaQuery.orders().map((o) => o.id)).toContain(missed.id);
    await viaQuery.close();
  });

  it('replays a backlog longer than one page (a panel away during a rush), every order once', async () => {
    const someone = await registerOwner(ctx.app);
    const before = await insertTestOrder(ctx.app.db, someone.restaurant.id);
    // 2,500 orders while the panel is away: more than two pages of the replay.
    await ctx.app.db.execute(sql`
      insert into orders (id, restaurant_id, customer_name, customer_phone, items, total)
      select gen_random_uuid()::text, ${someone.restaurant.id}, 'Fila ' || g, '5511900000000', '[]', '10.00'
      from generate_series(1, 2500) g`);
    const again = await connect(`${base}/api/restaurants/${someone.restaurant.id}/orders/events`, {
      cookie: someone.cookie,
      'last-event-id': String(before.changeSeq),
    });
    await again.ready();
    const replayed = again.orders();
    expect(new Set(replayed.map((order) => order.id)).size).toBe(replayed.length);
    const names = new Set(replayed.map((order) => order.customerName as string));
    for (let g = 1; g <= 2500; g++) expect(names.has(`Fila ${g}`)).toBe(true);
    const ready = JSON.parse(again.messages.find((m) => m.event === 'ready')!.data);
    expect(ready.replayed).toBe(replayed.length);
    await again.close();
  });

  it('does not send again, live, a change the replay already carried; the next change comes', async () => {
    const someone = await registerOwner(ctx.app);
    const before = await insertTestOrder(ctx.app.db, someone.restaurant.id);
    const missed = await insertTestOrder(ctx.app.db, someone.restaurant.id);
    const again = await connect(`${base}/api/restaurants/${someone.restaurant.id}/orders/events`, {
      cookie: someone.cookie,
      'last-event-id': String(before.changeSeq),
    });
    await again.ready();
    const events = () => again.orders().filter((order) => order.id === missed.id);
    expect(events()).toHaveLength(1);
    // The announcement of a change the replay read, arriving late (as under load): the same row.
    await ctx.app.db.execute(sql`select pg_notify('order_changes', json_build_object(
      'restaurantId', ${someone.restaurant.id}::text, 'orderId', ${missed.id}::text,
      'seq', ${missed.changeSeq}::bigint, 'status', 'pending', 'op', 'update')::text)`);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${missed.id}/status`,
      headers: { cookie: someone.cookie },
      payload: { status: 'confirmed', estimatedTime: 30 },
    });
    await again.waitFor(() => events().some((order) => order.status === 'confirmed'));
    expect(events().map((order) => order.status)).toEqual(['pending', 'confirmed']);
    await again.close();
  });

  it('answers 401 without a session and 403 for another restaurant, as JSON', async () => {
    const anonymous = await fetch(`${base}/api/restaurants/${owner.restaurant.id}/orders/events`);
    expect(anonymous.status).toBe(401);
    const someoneElse = await registerOwner(ctx.app);
    const foreign = await fetch(`${base}/api/restaurants/${someoneElse.restaurant.id}/orders/events`, {
      headers: { cookie: owner.cookie },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toMatch(/outro restaurante/);
  });
});

describe('GET /api/orders/track/:phone/events', () => {
  it("starts with the phone's active orders and follows their status, never another phone's", async () => {
    const phone = '5511977776666';
    const active = await insertTestOrder(ctx.app.db, owner.restaurant.id, { customerPhone: phone });
    const stream = await connect(`${base}/api/orders/track/+55 (11) 97777-6666/events`);
    await stream.ready();
    expect(stream.orders().map((o) => o.id)).toEqual([active.id]);
    const [first] = stream.orders();
    expect(first).toMatchObject({ status: 'pending', statusLabel: 'Aguardando confirmação' });
    expect(first.restaurantName).toBe(owner.registration.name);
    for (const hidden of ['deliveryAddress', 'customerPhone', 'customerName'])
      expect(first).not.toHaveProperty(hidden);

    await insertTestOrder(ctx.app.db, owner.restaurant.id, { customerPhone: '5511900000000' });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${active.id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'cancelled', cancellationReason: 'Acabou a massa' },
    });
    await stream.waitFor(() => stream.orders().some((o) => o.status === 'cancelled'));
    expect(stream.orders().at(-1)).toMatchObject({ cancellationReason: 'Acabou a massa' });
    expect(new Set(stream.orders().map((o) => o.id))).toEqual(new Set([active.id]));
    await stream.close();
  });

  it('refuses a phone that is not a phone with 400', async () => {
    const response = await fetch(`${base}/api/orders/track/123/events`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Telefone inválido');
  });
});

describe('shutdown', () => {
  it('ends open streams when the app closes, so it never waits on them', async () => {
    const local = await createTestApp();
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const address = local.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const someone = await registerOwner(local.app);
    const stream = await connect(
      `http://127.0.0.1:${port}/api/restaurants/${someone.restaurant.id}/orders/events`,
      {
        cookie: someone.cookie,
      },
    );
    await stream.ready();
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.close();
  });
});
