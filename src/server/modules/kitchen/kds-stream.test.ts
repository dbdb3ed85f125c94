/**
 * The kitchen display's own live stream (decision 0049) over real HTTP on a real database: the
 * Cozinha hears an order confirmed on the owner's side (its tickets made by the confirmation's
 * dispatch), the kitchen's own taps and the order's later steps, with ids and statuses only and none
 * of the diner's data; it is refused the orders' list and their stream; a Garçom is refused the
 * kitchen's; 'Bloquear' ends it at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { kitchenTickets } from '../../db/schema';
import { LOCKED_PANEL } from '../../plugins/auth';
import { insertTestOrder } from '../orders/orders.test-helpers';
import { actAs } from '../tables/tables.test-helpers';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

async function waitFor(predicate: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** A stream over real HTTP: its status, its text so far, its events, and whether the server ended it. */
async function openStream(path: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api${path}`, { headers: { cookie }, signal: controller.signal });
  const state = { status: response.status, text: '', ended: false };
  const close = async () => undefined;
  if (response.status !== 200) {
    state.text = await response.text();
    return { state, events: () => [], close };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        state.text += value;
      }
      state.ended = true;
    } catch {
      // aborted by the test
    }
  })();
  const events = () =>
    state.text
      .split('\n\n')
      .filter((block) => block.includes('event: '))
      .map((block) => {
        const lines = block.split('\n');
        return {
          event: lines.find((line) => line.startsWith('event: '))!.slice(7),
          id: lines.find((line) => line.startsWith('id: '))?.slice(4),
          data: JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)),
        };
      });
  return {
    state,
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const kitchenStream = (restaurantId: string) => `/restaurants/${restaurantId}/kitchen/kds/events`;

describe('the kitchen display’s stream', () => {
  it('is the kitchen display’s, declared so', () => {
    const route = ctx.app
      .routeInventory()
      .find((candidate) => candidate.url === '/api/restaurants/:id/kitchen/kds/events');
    expect(route?.capability).toBe('kitchen.display');
  });

  it('tells the Cozinha of an order confirmed on the owner’s side, of its taps and of the order’s steps, with no personal data', async () => {
    const owner = await registerOwner(ctx.app);
    const r = { ...owner, id: owner.restaurant.id };
    const cook = await actAs(ctx.app, r, 'cozinha');
    const stream = await openStream(kitchenStream(r.id), cook.cookie);
    expect(stream.state.status).toBe(200);
    expect(await waitFor(() => stream.events().some((event) => event.event === 'ready'))).toBe(true);

    // A diner's order arrives (pending: no ticket yet, nothing said), then the owner confirms it.
    const order = await insertTestOrder(ctx.app.db, r.id, {
      deliveryType: 'delivery',
      lines: [{ name: 'Feijoada', price: '49.90', quantity: 1 }],
    });
    const confirmed = await callApi(ctx.app, 'PATCH', `/orders/${order.id}/status`, r.cookie, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderEvents = () => stream.events().filter((event) => event.event === 'order');
    expect(await waitFor(() => orderEvents().length === 1)).toBe(true);
    expect(orderEvents()[0]!.data).toEqual({ orderId: order.id, status: 'confirmed' });

    // The Cozinha reads its stations and finds the tickets the confirmation made (a line nobody
    // routed goes to every production station: Cozinha and Bar).
    const tickets = await ctx.app.db
      .select()
      .from(kitchenTickets)
      .where(eq(kitchenTickets.orderId, order.id));
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) {
      const screen = await callApi(
        ctx.app,
        'GET',
        `/restaurants/${r.id}/kitchen/kds/${ticket.stationId}`,
        cook.cookie,
      );
      expect(screen.statusCode, screen.body).toBe(200);
      expect(screen.json().tickets.map((row: { orderId: string }) => row.orderId)).toContain(order.id);
    }

    // Printed through the browser: the order changed, its status did not, nothing is said.
    const printed = await callApi(ctx.app, 'POST', `/orders/${order.id}/printed`, r.cookie);
    expect(printed.statusCode, printed.body).toBeLessThan(300);

    // The Cozinha bumps every ticket: a kitchen event each, and the order moves on to ready.
    for (const ticket of tickets) {
      const bumped = await callApi(
        ctx.app,
        'POST',
        `/restaurants/${r.id}/kitchen/kds/${ticket.stationId}/tickets/${ticket.id}/bump`,
        cook.cookie,
      );
      expect(bumped.statusCode, bumped.body).toBe(200);
    }
    const kitchenEvents = () => stream.events().filter((event) => event.event === 'kitchen');
    expect(await waitFor(() => kitchenEvents().length === tickets.length)).toBe(true);
    expect(kitchenEvents().map((event) => event.data)).toEqual(
      tickets.map((ticket) => ({
        stationId: ticket.stationId,
        ticketId: ticket.id,
        orderId: order.id,
        change: 'bump',
      })),
    );
    expect(await waitFor(() => orderEvents().some((event) => event.data.status === 'ready'))).toBe(true);

    // Another order, confirmed then cancelled: its tickets leave the screen.
    const other = await insertTestOrder(ctx.app.db, r.id);
    for (const status of ['confirmed', 'cancelled'])
      expect(
        (
          await callApi(ctx.app, 'PATCH', `/orders/${other.id}/status`, r.cookie, {
            status,
            ...(status === 'cancelled' && { cancellationReason: 'Acabou o feijão' }),
          })
        ).statusCode,
      ).toBe(200);
    expect(
      await waitFor(() =>
        orderEvents().some((event) => event.data.orderId === other.id && event.data.status === 'cancelled'),
      ),
    ).toBe(true);

    const steps = orderEvents().map(
      (event) => `${event.data.orderId === order.id ? 'a' : 'b'}:${event.data.status}`,
    );
    // Each step once (a bump that starts and finishes the order in one transaction is read as 'ready').
    const first = steps.filter((step) => step.startsWith('a:'));
    expect(first[0]).toBe('a:confirmed');
    expect(first.at(-1)).toBe('a:ready');
    expect(new Set(first).size).toBe(first.length);
    expect(steps.filter((step) => step.startsWith('b:'))).toEqual(['b:confirmed', 'b:cancelled']);
    // Ids and statuses only: no event has more, none replays (no id), and the diner is nowhere.
    for (const event of orderEvents()) expect(Object.keys(event.data).sort()).toEqual(['orderId', 'status']);
    expect(stream.events().every((event) => event.id === undefined)).toBe(true);
    for (const secret of [order.customerName, order.customerPhone, 'Rua das Flores', 'Acabou o feijão'])
      expect(stream.state.text).not.toContain(secret);
    await stream.close();
  });

  it('leaves the Cozinha out of the orders, their settings and their stream, and a Garçom out of the kitchen’s', async () => {
    const owner = await registerOwner(ctx.app);
    const r = { ...owner, id: owner.restaurant.id };
    const cook = await actAs(ctx.app, r, 'cozinha');
    const refusal = { error: 'Seu perfil (Cozinha) não tem acesso aos pedidos.' };
    for (const path of [`/restaurants/${r.id}/orders`, `/restaurants/${r.id}/panel-settings`]) {
      const refused = await callApi(ctx.app, 'GET', path, cook.cookie);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toEqual(refusal);
    }
    const ordersStream = await openStream(`/restaurants/${r.id}/orders/events`, cook.cookie);
    expect(ordersStream.state.status).toBe(403);
    expect(JSON.parse(ordersStream.state.text)).toEqual(refusal);

    const waiter = await actAs(ctx.app, r, 'garcom');
    const refused = await openStream(kitchenStream(r.id), waiter.cookie);
    expect(refused.state.status).toBe(403);
    expect(JSON.parse(refused.state.text)).toEqual({
      error: 'Seu perfil (Garçom) não tem acesso à tela da cozinha.',
    });
    // Another restaurant's kitchen is nobody's business here.
    const stranger = await registerOwner(ctx.app);
    const foreign = await openStream(kitchenStream(stranger.restaurant.id), cook.cookie);
    expect([403, 404]).toContain(foreign.state.status);
  });

  it('ends when the tablet is locked, and stays refused until someone switches in', async () => {
    const owner = await registerOwner(ctx.app);
    const r = { ...owner, id: owner.restaurant.id };
    const cook = await actAs(ctx.app, r, 'cozinha');
    const stream = await openStream(kitchenStream(r.id), cook.cookie);
    expect(await waitFor(() => stream.state.text.includes('event: ready'))).toBe(true);
    const lock = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/staff/lock`, cook.cookie);
    expect(lock.statusCode).toBe(200);
    expect(await waitFor(() => stream.state.ended)).toBe(true);
    await stream.close();
    const refused = await openStream(kitchenStream(r.id), cook.cookie);
    expect(refused.state.status).toBe(403);
    expect(JSON.parse(refused.state.text)).toEqual({ error: LOCKED_PANEL });
  });
});
