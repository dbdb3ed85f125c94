/**
 * The panel's live stream outlived logout: after logging out, the open stream still delivered a new
 * order with the diner's name, phone and address, because sessions were only rechecked every 5
 * minutes. Logout and a password change must close that session's streams at once. The end of a
 * session travels through PostgreSQL's NOTIFY, which every instance LISTENs to; the second app here
 * shares the database, as instances behind a load balancer do.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { App } from '../../src/server/lib/types';
import { insertTestOrder } from '../../src/server/modules/orders/orders.test-helpers';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { login } from './tenant';

let ctx: TestContext;
let other: App;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir });
  other = await buildApp({ config, database: ctx.database, webRoot: path.join(ctx.dataDir, 'none') });
  await other.ready();
}, 120_000);
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

/** An owner stream over real HTTP: its text so far, and whether the server ended it. */
async function openStream(restaurantId: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/restaurants/${restaurantId}/orders/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const state = { text: '', ended: false };
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
  const waitFor = async (predicate: () => boolean, timeoutMs = 3_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return true;
  };
  expect(await waitFor(() => state.text.includes('event: ready'))).toBe(true);
  return {
    state,
    waitFor,
    async close() {
      controller.abort();
      await done;
    },
  };
}

describe('the panel live stream', () => {
  it('closes at once when its session logs out on another instance, and delivers nothing after', async () => {
    const owner = await registerOwner(ctx.app);
    const stream = await openStream(owner.restaurant.id, owner.cookie);
    const logout = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: owner.cookie },
    });
    expect(logout.statusCode).toBe(204);
    const closed = await stream.waitFor(() => stream.state.ended);
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, { deliveryType: 'delivery' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stream.close();
    expect(closed).toBe(true);
    expect(stream.state.text).not.toContain(order.id);
  });

  it("closes the other sessions' streams when the password changes, and keeps the changer's", async () => {
    const owner = await registerOwner(ctx.app);
    const credentials = { email: owner.registration.email, password: owner.registration.password };
    const kept = await login(ctx.app, credentials);
    const ended = await login(ctx.app, credentials);
    const keptStream = await openStream(owner.restaurant.id, kept);
    const endedStream = await openStream(owner.restaurant.id, ended);
    const change = await other.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/password`,
      headers: { cookie: kept },
      payload: { currentPassword: credentials.password, newPassword: 'outra-senha-forte-7' },
    });
    expect(change.statusCode).toBe(200);
    const closed = await endedStream.waitFor(() => endedStream.state.ended);
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const delivered = await keptStream.waitFor(() => keptStream.state.text.includes(order.id));
    await keptStream.close();
    await endedStream.close();
    expect(closed).toBe(true);
    expect(delivered).toBe(true);
    expect(endedStream.state.text).not.toContain(order.id);
  });
});
