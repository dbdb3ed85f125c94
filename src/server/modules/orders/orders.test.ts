import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import {
  allowedTransitions,
  DELIVERY_TYPES,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../domain/orders/order-status';
import { insertTestOrder } from './orders.test-helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

const patchStatus = (orderId: string, body: object, cookie = owner.cookie) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie },
    payload: body,
  });

describe('PATCH /api/orders/:orderId/status follows the state machine of section 4', () => {
  for (const type of DELIVERY_TYPES) {
    for (const from of ORDER_STATUSES) {
      const allowed = new Set(allowedTransitions(type, from).map((t) => t.to));
      const pairs = ORDER_STATUSES.map((to) => [to, allowed.has(to)] as const);
      it(`${type} from ${from}: ${[...allowed].join(', ') || 'nothing'} allowed, the rest 409`, async () => {
        for (const [to, isAllowed] of pairs) {
          const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, {
            deliveryType: type,
            status: from,
          });
          const response = await patchStatus(order.id, { status: to });
          if (isAllowed) {
            expect(response.statusCode, `${from} -> ${to}`).toBe(200);
            expect(response.json()).toMatchObject({ id: order.id, status: to });
          } else {
            expect(response.statusCode, `${from} -> ${to}`).toBe(409);
            expect(response.json()).toEqual({ error: 'Transição de status não permitida' });
          }
        }
      });
    }
  }

  it('walks a delivery order from pending to delivered, stamping each time and the estimate', async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, { deliveryType: 'delivery' });
    const confirmed = (await patchStatus(order.id, { status: 'confirmed', estimatedTime: 30 })).json();
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Pedido confirmado',
      estimatedTime: 30,
    });
    expect(Date.parse(confirmed.confirmedAt)).toBeGreaterThan(0);
    for (const status of ['preparing', 'ready', 'out_for_delivery'] as OrderStatus[]) {
      expect((await patchStatus(order.id, { status })).statusCode).toBe(200);
    }
    const delivered = (await patchStatus(order.id, { status: 'delivered' })).json();
    expect(delivered.readyAt).toEqual(expect.any(String));
    expect(delivered.deliveredAt).toEqual(expect.any(String));
    expect(delivered.changeSeq).toBeGreaterThan(confirmed.changeSeq);
    expect(delivered.orderNumber).toBe(order.id.slice(-6).toUpperCase());
  });

  it('gives a table order 20 minutes when it starts preparing, unless the panel says otherwise', async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, {
      deliveryType: 'table',
      status: 'confirmed',
    });
    expect((await patchStatus(order.id, { status: 'preparing' })).json().estimatedTime).toBe(20);
    const second = await insertTestOrder(ctx.app.db, owner.restaurant.id, {
      deliveryType: 'table',
      status: 'confirmed',
    });
    expect(
      (await patchStatus(second.id, { status: 'preparing', estimatedTime: 35 })).json().estimatedTime,
    ).toBe(35);
  });

  it('keeps the cancellation reason and the cancellation time', async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const response = await patchStatus(order.id, {
      status: 'cancelled',
      cancellationReason: 'Sem entregador agora',
    });
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Sem entregador agora',
    });
    expect(response.json().cancelledAt).toEqual(expect.any(String));
  });

  it("refuses another owner's order with 403, no session with 401 and an unknown order with 404", async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const foreign = await patchStatus(order.id, { status: 'confirmed' }, other.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatch(/outro restaurante/);
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'confirmed' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await patchStatus('nao-existe', { status: 'confirmed' })).statusCode).toBe(404);
    const unchanged = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/orders`,
      headers: { cookie: owner.cookie },
    });
    expect(unchanged.json().find((o: { id: string }) => o.id === order.id).status).toBe('pending');
  });

  it.each([
    [{ status: 'shipped' }, 'Status inválido'],
    [{ status: 'confirmed', estimatedTime: 0 }, 'Tempo estimado deve ser de pelo menos 1 minuto'],
    [{ status: 'confirmed', estimatedTime: 2.5 }, 'Tempo estimado deve ser um número inteiro de minutos'],
    [
      { status: 'cancelled', cancellationReason: 'x'.repeat(201) },
      'Motivo do cancelamento com no máximo 200 caracteres',
    ],
  ])('answers 400 in Portuguese for %j', async (body, message) => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const response = await patchStatus(order.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('lets only one of two simultaneous taps advance the order', async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const answers = await Promise.all([
      patchStatus(order.id, { status: 'confirmed' }),
      patchStatus(order.id, { status: 'confirmed' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('cancels a confirmed order, but never a delivered one', async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, { status: 'preparing' });
    const cancelled = await patchStatus(order.id, {
      status: 'cancelled',
      cancellationReason: 'Acabou o gás',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'Acabou o gás' });
    const delivered = await insertTestOrder(ctx.app.db, owner.restaurant.id, { status: 'delivered' });
    expect((await patchStatus(delivered.id, { status: 'cancelled' })).statusCode).toBe(409);
  });
});

describe('GET /api/restaurants/:id/orders', () => {
  it('lists the active view and the tabs split delivery/pickup from table orders', async () => {
    const restaurant = await registerOwner(ctx.app);
    const id = restaurant.restaurant.id;
    const pickup = await insertTestOrder(ctx.app.db, id, { deliveryType: 'pickup' });
    const delivery = await insertTestOrder(ctx.app.db, id, { deliveryType: 'delivery', status: 'ready' });
    const table = await insertTestOrder(ctx.app.db, id, { deliveryType: 'table', status: 'preparing' });
    const done = await insertTestOrder(ctx.app.db, id, { status: 'delivered', deliveredAt: new Date() });
    const old = await insertTestOrder(ctx.app.db, id, {
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const cancelled = await insertTestOrder(ctx.app.db, id, { deliveryType: 'table', status: 'cancelled' });
    const list = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${id}/orders${query}`,
        headers: { cookie: restaurant.cookie },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: string }[]).map((order) => order.id).sort();
    };
    expect(await list('?view=active')).toEqual([pickup.id, delivery.id, table.id].sort());
    expect(await list('?view=active&type=delivery')).toEqual([pickup.id, delivery.id].sort());
    expect(await list('?view=active&type=table')).toEqual([table.id]);
    expect(await list('?view=finished-today')).toEqual([done.id]);
    expect(await list('?view=finished-today')).not.toContain(old.id);
    expect(await list('?view=cancelled&type=table')).toEqual([cancelled.id]);
    expect(await list('?view=cancelled&type=delivery')).toEqual([]);
  });

  it('with no query (section 7) lists every status of the last day and older active orders, newest first', async () => {
    const restaurant = await registerOwner(ctx.app);
    const id = restaurant.restaurant.id;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const forgotten = await insertTestOrder(ctx.app.db, id, { status: 'ready', createdAt: daysAgo(3) });
    await insertTestOrder(ctx.app.db, id, { status: 'delivered', createdAt: daysAgo(2) });
    await insertTestOrder(ctx.app.db, id, { status: 'cancelled', createdAt: daysAgo(2) });
    const cancelled = await insertTestOrder(ctx.app.db, id, { status: 'cancelled', createdAt: daysAgo(0.5) });
    const delivered = await insertTestOrder(ctx.app.db, id, { status: 'delivered', createdAt: daysAgo(0.2) });
    const pending = await insertTestOrder(ctx.app.db, id, { status: 'pending', createdAt: daysAgo(0.1) });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/orders`,
      headers: { cookie: restaurant.cookie },
    });
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as { id: string }[]).map((order) => order.id);
    expect(listed).toEqual([pending.id, delivered.id, cancelled.id, forgotten.id]);
  });

  it('answers with the owner order JSON: money as decimal strings, items parsed, the order number', async () => {
    const restaurant = await registerOwner(ctx.app);
    await insertTestOrder(ctx.app.db, restaurant.restaurant.id, {
      deliveryType: 'delivery',
      lines: [{ name: 'Suco', price: '7.5', quantity: 2 }],
    });
    const [order] = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${restaurant.restaurant.id}/orders`,
        headers: { cookie: restaurant.cookie },
      })
    ).json();
    expect(order).toMatchObject({
      total: '15.00',
      deliveryFee: '0.00',
      deliveryType: 'delivery',
      deliveryAddress: 'Rua das Flores, 10 - Centro',
      status: 'pending',
      orderSource: 'direct',
      items: [{ name: 'Suco', price: '7.50', quantity: 2, subtotal: '15.00', options: [] }],
      printedAt: null,
    });
    expect(order.orderNumber).toMatch(/^[0-9A-F]{6}$/);
    expect(Date.parse(order.createdAt)).toBeGreaterThan(0);
  });

  it('is owner-only and refuses an unknown filter with 400', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/orders`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${url}?view=tudo`,
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Filtro de pedidos inválido');
  });
});

describe('kitchen tickets and the panel settings', () => {
  it('records the first print and refuses a second mark with 409', async () => {
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const mark = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/printed`,
        headers: { cookie: owner.cookie },
      });
    const first = await mark();
    expect(first.statusCode).toBe(200);
    expect(first.json().printedAt).toEqual(expect.any(String));
    const second = await mark();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'Este pedido já foi impresso.' });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/printed`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('turns automatic printing on and off', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/panel-settings`;
    const headers = { cookie: owner.cookie };
    // The default stations have no printer (src/server/modules/bills/pre-bill-print.test.ts has them print).
    const kitchenPrinting = { silent: false, counterPrinter: false };
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      autoPrintOnConfirm: false,
      kitchenPrinting,
    });
    const on = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { autoPrintOnConfirm: true } });
    expect(on.json()).toEqual({ autoPrintOnConfirm: true, kitchenPrinting });
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      autoPrintOnConfirm: true,
      kitchenPrinting,
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { autoPrintOnConfirm: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await ctx.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(403);
  });
});
