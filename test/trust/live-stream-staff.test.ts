/**
 * A locked or switched device stops receiving order data (issue 33): the panel's live stream was
 * opened for one person, so 'Bloquear', a PIN switch, or deactivating the person acting close it at
 * once; a locked panel cannot open a new one until someone switches in, and the stream asks
 * `orders.view`, so a role without it (the Cozinha) never receives order events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../src/server/modules/orders/orders.test-helpers';
import { LOCKED_PANEL, STAFF_DEACTIVATED } from '../../src/server/plugins/auth';
import { callApi, createTestApp, registerOwner, sessionCookie, type TestContext } from '../harness/app';

let ctx: TestContext;
let base: string;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let ana: string;
let jorge: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  owner = await registerOwner(ctx.app);
  const hire = async (name: string, role: string, pin: string) =>
    (
      await callApi(ctx.app, 'POST', `/restaurants/${owner.restaurant.id}/staff`, owner.cookie, {
        name,
        role,
        pin,
      })
    ).json().id as string;
  ana = await hire('Ana', 'garcom', '4821');
  jorge = await hire('Jorge', 'cozinha', '7395');
}, 120_000);
afterAll(() => ctx?.close());

async function tablet() {
  return sessionCookie(
    await callApi(ctx.app, 'POST', '/auth/login', undefined, {
      email: owner.registration.email,
      password: owner.registration.password,
    }),
  );
}

const switchTo = (cookie: string, staffId: string, pin: string) =>
  callApi(ctx.app, 'POST', `/restaurants/${owner.restaurant.id}/staff/switch`, cookie, { staffId, pin });

async function waitFor(predicate: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/** The panel's stream over real HTTP: its status, its text so far and whether the server ended it. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/restaurants/${owner.restaurant.id}/orders/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const state = { status: response.status, text: '', ended: false };
  if (response.status !== 200) {
    state.text = await response.text();
    return { state, close: async () => undefined };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        state.text += value;
      }
      state.ended = true;
    } catch {
      // aborted by the test
    }
  })();
  expect(await waitFor(() => state.text.includes('event: ready'))).toBe(true);
  return {
    state,
    async close() {
      controller.abort();
      await done;
    },
  };
}

describe('the live stream of a shared device', () => {
  it('asks orders.view', () => {
    const route = ctx.app
      .routeInventory()
      .find(
        (candidate) => candidate.url === '/api/restaurants/:id/orders/events' && candidate.method === 'GET',
      );
    expect(route?.capability).toBe('orders.view');
  });

  it('closes when the panel is locked, delivers nothing after, and stays refused until someone switches in', async () => {
    const device = await tablet();
    expect((await switchTo(device, ana, '4821')).statusCode).toBe(200);
    const stream = await openStream(device);
    expect(stream.state.status).toBe(200);

    const lock = await callApi(ctx.app, 'POST', `/restaurants/${owner.restaurant.id}/staff/lock`, device);
    expect(lock.statusCode).toBe(200);
    expect(await waitFor(() => stream.state.ended)).toBe(true);
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.state.text).not.toContain(order.id);
    await stream.close();

    const refused = await openStream(device);
    expect(refused.state.status).toBe(403);
    expect(JSON.parse(refused.state.text)).toEqual({ error: LOCKED_PANEL });

    // The Cozinha never gets the orders' stream (its display has its own, without personal data).
    expect((await switchTo(device, jorge, '7395')).statusCode).toBe(200);
    const kitchen = await openStream(device);
    expect(kitchen.state.status).toBe(403);
    expect(JSON.parse(kitchen.state.text)).toEqual({
      error: 'Seu perfil (Cozinha) não tem acesso aos pedidos.',
    });

    expect((await switchTo(device, ana, '4821')).statusCode).toBe(200);
    const again = await openStream(device);
    expect(again.state.status).toBe(200);
    await again.close();
  });

  it('closes when someone else switches in, so the new person opens their own', async () => {
    const device = await tablet();
    const stream = await openStream(device);
    expect((await switchTo(device, jorge, '7395')).statusCode).toBe(200);
    expect(await waitFor(() => stream.state.ended)).toBe(true);
    await stream.close();
    // The owner's other session keeps its stream.
    const ownerStream = await openStream(owner.cookie);
    expect((await switchTo(device, ana, '4821')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownerStream.state.ended).toBe(false);
    await ownerStream.close();
  });

  it('closes when the person acting is deactivated', async () => {
    const luiz = (
      await callApi(ctx.app, 'POST', `/restaurants/${owner.restaurant.id}/staff`, owner.cookie, {
        name: 'Luiz',
        role: 'caixa',
        pin: '5162',
      })
    ).json().id as string;
    const device = await tablet();
    expect((await switchTo(device, luiz, '5162')).statusCode).toBe(200);
    const stream = await openStream(device);
    const off = await callApi(
      ctx.app,
      'PATCH',
      `/restaurants/${owner.restaurant.id}/staff/${luiz}`,
      owner.cookie,
      {
        isActive: false,
      },
    );
    expect(off.statusCode).toBe(200);
    expect(await waitFor(() => stream.state.ended)).toBe(true);
    await stream.close();
    const refused = await openStream(device);
    expect(refused.state.status).toBe(403);
    expect(JSON.parse(refused.state.text)).toEqual({ error: STAFF_DEACTIVATED });
  });
});
