/**
 * The access matrix (OWASP API1/API5, ASVS V4): every owner route × method × principal, against
 * the owner's ids and another restaurant's. Both restaurants are seeded with a real row of every
 * kind through the API. Phases run from harmless to destructive: the unauthenticated principals,
 * then the cross-tenant probes (both checksums must not move), then a session acting as each staff
 * role (allowed or refused as domain/staff/roles.ts says), then each owner on its own ids.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/domain/orders/order-status';
import type { Capability } from '../../src/domain/staff/capabilities';
import { orderStatusCapability } from '../../src/domain/staff/order-status-capability';
import { can, refusalMessage } from '../../src/domain/staff/roles';
import type { TestContext } from '../harness/app';
import { rows, tenantChecksum } from './db-dump';
import { fillUrl, login, type SeededRole, STAFF_PINS, seedTenant, sessionRowId, type Tenant } from './tenant';
import { createTrustApp } from './trust-app';
import { type Params, routeKey, VALID_BODIES, WRITE_METHODS } from './valid-bodies';

/** Parameters that are not a tenant's own rows: the same value is legitimate for everyone. */
const SHARED_PARAMS = new Set(['platform', 'planId', 'outcome', 'type']);
const STREAMS = /\/events$/;

let ctx: TestContext;
let owner: Tenant;
let other: Tenant;
const principals: Record<string, string | undefined> = {};
const figures = {
  probes: 0,
  refused: 0,
  unauthenticated: 0,
  crossTenant: 0,
  ownAllowed: 0,
  skippedStreams: 0,
  roles: 0,
};

beforeAll(async () => {
  ctx = await createTrustApp();
  owner = await seedTenant(ctx.app, 'dono');
  other = await seedTenant(ctx.app, 'outro');
  principals.anonymous = undefined;
  const expired = await login(ctx.app, owner);
  await ctx.app.db.execute(
    sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = ${sessionRowId(ctx.app, expired)}`,
  );
  principals.expired = expired;
  const loggedOut = await login(ctx.app, owner);
  const logout = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie: loggedOut },
  });
  expect(logout.statusCode).toBe(204);
  principals['logged-out'] = loggedOut;
  const live = await login(ctx.app, owner);
  const last = live.at(-1) === 'A' ? 'B' : 'A';
  principals.tampered = `${live.slice(0, -1)}${last}`;
}, 120_000);
afterAll(() => ctx?.close());

const ownerRoutes = () =>
  ctx.app.routeInventory().filter((route) => route.access === 'owner' && route.method !== 'HEAD');

function request(route: { method: string; url: string }, params: Params) {
  const url = fillUrl(route.url, params);
  const build = VALID_BODIES[routeKey(route)];
  const body = WRITE_METHODS.has(route.method) && build ? build(params) : null;
  const payload = body && body !== 'multipart' ? body : undefined;
  return { url, payload, sent: `${url} ${payload ? JSON.stringify(payload) : ''}` };
}

async function probe(route: { method: string; url: string }, params: Params, cookie: string | undefined) {
  const { url, payload, sent } = request(route, params);
  const response = await ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload && { payload }),
  });
  figures.probes += 1;
  return { response, sent };
}

/** The victim's ids, names and phones that a probe's URL or body carries. */
const mentions = (sent: string, victim: Tenant) =>
  victim.secrets.filter((secret) => sent.includes(secret) || sent.includes(encodeURIComponent(secret)));

/** The victim's strings found in a body, leaving out those the probe itself sent (echoes). */
function leaked(response: LightMyRequestResponse, sent: string, victim: Tenant): string[] {
  return victim.secrets.filter(
    (secret) => response.body.includes(secret) && !decodeURIComponent(sent).includes(secret),
  );
}

describe('the access matrix', () => {
  it('covers every owner route with the seeded ids and a body for every write', () => {
    const routes = ownerRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      expect(() => fillUrl(route.url, owner.params), route.url).not.toThrow();
      if (WRITE_METHODS.has(route.method))
        expect(VALID_BODIES, routeKey(route)).toHaveProperty(routeKey(route));
    }
  });

  it('answers 401 to anonymous, expired, logged-out and tampered sessions, on either tenant’s ids', async () => {
    const failures: string[] = [];
    for (const [name, cookie] of Object.entries(principals)) {
      for (const route of ownerRoutes()) {
        for (const tenant of [owner, other]) {
          const { response, sent } = await probe(route, tenant.params, cookie);
          figures.unauthenticated += 1;
          if (response.statusCode === 401) figures.refused += 1;
          else failures.push(`${name} ${route.method} ${sent} -> ${response.statusCode}`);
          const leaks = [...leaked(response, sent, owner), ...leaked(response, sent, other)];
          if (leaks.length) failures.push(`${name} ${route.method} ${sent} leaked ${leaks.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 90_000); // 4 principals × 2 tenants × every owner route, on a machine shared with other suites

  it('refuses every cross-restaurant probe, leaks nothing, and changes no row of either tenant', async () => {
    const before = [
      await tenantChecksum(ctx.app, owner.restaurantId),
      await tenantChecksum(ctx.app, other.restaurantId),
    ];
    const failures: string[] = [];
    for (const [attacker, victim] of [
      [other, owner],
      [owner, other],
    ] as const) {
      for (const route of ownerRoutes()) {
        // 1. The victim's ids throughout: the guard must refuse (403, or 404 for an unknown resource).
        // Routes without any id in their path or body (uploads) act on the session's own restaurant.
        if (mentions(request(route, victim.params).sent, victim).length === 0) continue;
        const cross = await probe(route, victim.params, attacker.cookie);
        figures.crossTenant += 1;
        if ([403, 404].includes(cross.response.statusCode)) figures.refused += 1;
        else failures.push(`cross ${route.method} ${cross.sent} -> ${cross.response.statusCode}`);
        const crossLeaks = leaked(cross.response, cross.sent, victim);
        if (crossLeaks.length)
          failures.push(`cross ${route.method} ${cross.sent} leaked ${crossLeaks.join(', ')}`);

        // 2. The attacker's own restaurant id with the victim's resource ids (path or body): an IDOR.
        const mixed: Params = {
          ...victim.params,
          id: attacker.restaurantId,
          restaurantId: attacker.restaurantId,
        };
        for (const name of SHARED_PARAMS) mixed[name] = attacker.params[name]!;
        for (const name of ['email', 'password', 'newPassword']) mixed[name] = attacker.params[name]!;
        const hasRestaurant = /:(id|restaurantId)\b/.test(route.url);
        if (!hasRestaurant || STREAMS.test(route.url)) continue;
        const foreign = mentions(request(route, mixed).sent, victim);
        if (foreign.length === 0) continue; // nothing of the victim's in this probe: it is an own probe
        const { response, sent } = await probe(route, mixed, attacker.cookie);
        figures.crossTenant += 1;
        const onlyPhone = foreign.every((secret) => secret === victim.customerPhone);
        const status = response.statusCode;
        if (status >= 500 || (!onlyPhone && status < 300))
          failures.push(`idor ${route.method} ${sent} -> ${status}`);
        else figures.refused += 1;
        const leaks = leaked(response, sent, victim);
        if (leaks.length) failures.push(`idor ${route.method} ${sent} leaked ${leaks.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tenantChecksum(ctx.app, owner.restaurantId)).toEqual(before[0]);
    expect(await tenantChecksum(ctx.app, other.restaurantId)).toEqual(before[1]);
  });

  it('lets each staff role through exactly the routes its capabilities name, and refuses the rest in Portuguese', async () => {
    const failures: string[] = [];
    for (const role of Object.keys(STAFF_PINS) as SeededRole[]) {
      const cookie = await login(ctx.app, owner);
      const actAs = async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/restaurants/${owner.restaurantId}/staff/switch`,
          headers: { cookie },
          payload: { staffId: owner.staff[role], pin: STAFF_PINS[role] },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await actAs();
      for (const route of ownerRoutes()) {
        // An event stream the role may open never ends (realtime.test.ts and kds-stream.test.ts read
        // them over HTTP); one it may not open is refused before it starts, so it is probed here.
        if (STREAMS.test(route.url) && can(role, route.capability as Capability)) continue;
        const { response, sent } = await probe(route, owner.params, cookie);
        figures.roles += 1;
        const { payload } = request(route, owner.params);
        // The status PATCH lets in whoever advances preparation; the target status asks its own.
        // A role without the route's own capability (the Cozinha) is refused by the route first.
        const needed =
          route.url === '/api/orders/:orderId/status' && can(role, route.capability as Capability)
            ? orderStatusCapability((payload as { status: OrderStatus }).status)
            : (route.capability as Capability);
        const status = response.statusCode;
        if (can(role, needed)) {
          if ([401, 403].includes(status) || status >= 500)
            failures.push(`${role} ${route.method} ${sent} -> ${status} ${response.body.slice(0, 160)}`);
        } else {
          figures.refused += 1;
          const expected = { error: refusalMessage(role, needed) };
          if (status !== 403 || response.body !== JSON.stringify(expected))
            failures.push(`${role} ${route.method} ${sent} -> ${status} ${response.body.slice(0, 160)}`);
        }
        // The switch (back to the owner) and the lock end the role: act as it again.
        if (route.url.includes('/staff/')) await actAs();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000); // 4 roles × every owner route, with an argon2 PIN check after each staff route

  it('keeps the Cozinha out of the orders and their stream, and gives it the kitchen display’s own', async () => {
    // First, so a Cozinha that held `orders.view` fails here instead of waiting on an endless stream.
    expect(can('cozinha', 'orders.view')).toBe(false);
    const cookie = await login(ctx.app, owner);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurantId}/staff/switch`,
      headers: { cookie },
      payload: { staffId: owner.staff.cozinha, pin: STAFF_PINS.cozinha },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    for (const path of ['orders', 'orders/events', 'panel-settings']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${owner.restaurantId}/${path}`,
        headers: { cookie },
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ error: 'Seu perfil (Cozinha) não tem acesso aos pedidos.' });
    }
    const kitchenStream = ownerRoutes().find(
      (route) => route.url === '/api/restaurants/:id/kitchen/kds/events',
    );
    expect(kitchenStream?.capability).toBe('kitchen.display');
    expect(can('cozinha', 'kitchen.display')).toBe(true);
  });

  it('lets each owner through to every route on its own ids (never 401/403, never 5xx)', async () => {
    const failures: string[] = [];
    for (const tenant of [owner, other]) {
      for (const route of ownerRoutes()) {
        if (STREAMS.test(route.url)) {
          figures.skippedStreams += 1; // an endless event stream; realtime.test.ts reads it over HTTP
          continue;
        }
        const { response, sent } = await probe(route, tenant.params, tenant.cookie);
        figures.ownAllowed += 1;
        if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
          failures.push(
            `own ${route.method} ${sent} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  afterAll(async () => {
    const [sessions] = await rows<{ n: number }>(ctx.app, sql`SELECT count(*)::int AS n FROM sessions`);
    console.info(
      `[trust] access matrix: ${ownerRoutes().length} owner routes, ${figures.probes} probes ` +
        `(${figures.unauthenticated} unauthenticated, ${figures.crossTenant} cross-tenant, ${figures.roles} by staff role, ${figures.ownAllowed} own), ` +
        `${figures.refused} refused as expected, ${figures.skippedStreams} own event-stream probes skipped, ${sessions?.n} live sessions at the end`,
    );
  });
});
