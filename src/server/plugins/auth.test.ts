import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../test/harness/app';
import { isCapability } from '../../domain/staff/capabilities';
import { OWNER_ROUTE_CAPABILITIES } from '../modules/route-capabilities';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

describe('the ownership guard', () => {
  const account = (id: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/account`,
      headers: cookie ? { cookie } : {},
    });

  it('lets the owner read their own restaurant, with no-store', async () => {
    const response = await account(owner.restaurant.id, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(owner.restaurant.id);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a session', async () => {
    const response = await account(owner.restaurant.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Faça login para continuar.' });
  });

  it('answers 401 for a tampered or unknown cookie', async () => {
    const tampered = `${owner.cookie.slice(0, -2)}xx`;
    expect((await account(owner.restaurant.id, tampered)).statusCode).toBe(401);
    expect((await account(owner.restaurant.id, 'comanda_session=abc')).statusCode).toBe(401);
  });

  it('answers 403 for another restaurant and leaks none of its data', async () => {
    const response = await account(other.restaurant.id, owner.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(other.registration.email);
    expect(response.body).not.toContain(other.restaurant.name);
  });

  it('classes every registered route as public, owner, signed or agent', () => {
    const inventory = ctx.app.routeInventory().filter((route) => route.url.startsWith('/api/'));
    const unclassed = inventory.filter(
      (route) => !['public', 'owner', 'signed', 'agent'].includes(route.access ?? ''),
    );
    expect(unclassed).toEqual([]);
    expect(inventory).toContainEqual({
      method: 'GET',
      url: '/api/restaurants/:id/account',
      access: 'owner',
      capability: 'settings.edit',
    });
    expect(inventory).toContainEqual({ method: 'POST', url: '/api/auth/login', access: 'public' });
    expect(inventory).toContainEqual({ method: 'POST', url: '/api/print-agent/heartbeat', access: 'agent' });
    expect(inventory).toContainEqual({ method: 'POST', url: '/api/print-agent/pair', access: 'public' });
  });

  it('names a known capability for every owner route, and no route the table names is missing', () => {
    const owned = ctx.app.routeInventory().filter((route) => route.access === 'owner');
    expect(owned.filter((route) => !isCapability(route.capability))).toEqual([]);
    const registered = new Set(owned.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(OWNER_ROUTE_CAPABILITIES).filter((key) => !registered.has(key))).toEqual([]);
  });
});
