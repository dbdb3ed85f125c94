/**
 * Sessions (ASVS V3, OWASP API2): a new session id at every login, none after logout, the end after
 * 12 hours without activity (the open panel's event stream counts as activity), HttpOnly and
 * SameSite cookies (Secure under https), and tokens with far more than 128 bits of entropy.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEventHub } from '../../src/server/modules/realtime/order-event-hub';
import { SESSION_HOLD_MS } from '../../src/server/plugins/auth';
import { createTestApp, registerOwner, sessionCookie, type TestContext } from '../harness/app';
import { rows } from './db-dump';
import { login, sessionRowId } from './tenant';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const credentials = () => ({ email: owner.registration.email, password: owner.registration.password });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
}, 120_000);
afterAll(() => ctx?.close());

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const ownerRoute = (cookie: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurants/${owner.restaurant.id}/orders`,
    headers: { cookie },
  });

async function sessionRow(cookie: string) {
  const [row] = await rows<{ expires_at: string; last_seen_at: string }>(
    ctx.app,
    sql`SELECT expires_at, last_seen_at FROM sessions WHERE id = ${sessionRowId(ctx.app, cookie)}`,
  );
  return row && { expiresAt: new Date(row.expires_at), lastSeenAt: new Date(row.last_seen_at) };
}

/** The row as it would be after `idleMs` without a request. */
async function idle(cookie: string, idleMs: number) {
  const lastSeen = new Date(Date.now() - idleMs);
  await ctx.app.db.execute(
    sql`UPDATE sessions SET last_seen_at = ${lastSeen.toISOString()},
        expires_at = ${new Date(lastSeen.getTime() + 12 * 3_600_000).toISOString()}
        WHERE id = ${sessionRowId(ctx.app, cookie)}`,
  );
}

describe('sessions', () => {
  it('gets a new id at login, and the token presented before login dies', async () => {
    const before = await login(ctx.app, credentials());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: before },
      payload: credentials(),
    });
    expect(response.statusCode).toBe(200);
    const after = sessionCookie(response);
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);

    // A token planted by someone else is never promoted to a session.
    const planted = `comanda_session=${'A'.repeat(43)}`;
    const fixation = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: planted },
      payload: credentials(),
    });
    expect(sessionCookie(fixation)).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
  });

  it('is dead after logout, on every route', async () => {
    const cookie = await login(ctx.app, credentials());
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(
      /comanda_session=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/,
    );
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await ownerRoute(cookie)).statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('ends after 12 hours without activity', async () => {
    const cookie = await login(ctx.app, credentials());
    await idle(cookie, 12 * 3_600_000 + 60_000);
    expect((await ownerRoute(cookie)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('stays alive with activity: a request after 11 h 59 min idle renews it for 12 hours', async () => {
    const cookie = await login(ctx.app, credentials());
    await idle(cookie, 12 * 3_600_000 - 60_000);
    expect((await ownerRoute(cookie)).statusCode).toBe(200);
    const row = await sessionRow(cookie);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3_600_000);
    await idle(cookie, 12 * 3_600_000 - 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('counts an open panel event stream as activity, and closes the stream at logout', async () => {
    const cookie = await login(ctx.app, credentials());
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The live-stream hub's LISTEN watchdog starts with the first stream. Started under fake
    // timers, the five minutes advanced below would send it twenty pings with no real time for a
    // reply, and it takes an unanswered ping for a lost LISTEN: it closes every stream, this one
    // included, before the stream's hold on the session fires (it failed so, now and then, in CI).
    await orderEventHub(ctx.app.database, ctx.app.log).start();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const controller = new AbortController();
    try {
      const response = await fetch(
        `http://127.0.0.1:${port}/api/restaurants/${owner.restaurant.id}/orders/events`,
        {
          headers: { cookie },
          signal: controller.signal,
        },
      );
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();

      await idle(cookie, 12 * 3_600_000 - 60_000);
      await vi.advanceTimersByTimeAsync(SESSION_HOLD_MS);
      await vi.waitFor(async () => {
        expect((await sessionRow(cookie))!.expiresAt.getTime()).toBeGreaterThan(
          Date.now() + 11.9 * 3_600_000,
        );
      });

      await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      await vi.advanceTimersByTimeAsync(SESSION_HOLD_MS);
      await vi.waitFor(async () => {
        let chunk = await reader.read();
        while (!chunk.done) chunk = await reader.read();
        expect(chunk.done).toBe(true);
      });
    } finally {
      controller.abort();
      vi.useRealTimers();
    }
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials() });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^comanda_session=[\w-]{43};/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
  });

  it('draws tokens of 256 random bits: unique, 43 base64url characters, uniform', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 400 }, async () => (await ctx.app.sessions.create(owner.restaurant.id)).token),
    );
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Shannon entropy per character over 17,200 characters: close to log2(64) = 6 bits.
    const counts = new Map<string, number>();
    for (const char of tokens.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    const total = tokens.length * 43;
    const perChar = [...counts.values()].reduce((sum, n) => sum - (n / total) * Math.log2(n / total), 0);
    expect(perChar).toBeGreaterThan(5.9);
    expect(perChar * 42).toBeGreaterThanOrEqual(128);
    await ctx.app.sessions.destroyOthers(owner.restaurant.id);
  });
});

describe('sessions under https', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://comanda.example' });
  }, 120_000);
  afterAll(() => https?.close());

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const { cookie, registration } = await registerOwner(https.app);
    expect(cookie).toMatch(/^comanda_session=/);
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registration.email, password: registration.password },
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
  });
});
