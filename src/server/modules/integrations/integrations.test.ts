import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIfood } from '../../../../test/fakes/ifood';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { captureLogs } from '../../../../test/harness/log-capture';
import { deliveryIntegrations } from '../../db/schema';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeIfood>>;
let logs: string[] = [];
let restoreFs = () => {};

const connectBody = (overrides: Record<string, unknown> = {}) => ({
  platform: 'ifood',
  platformName: 'iFood',
  credentials: {
    apiKey: fake.clientId,
    secretKey: fake.clientSecret,
    merchantId: 'merchant-1',
    webhookUrl: '',
  },
  isActive: true,
  syncSettings: { autoSyncMenu: false, autoSyncOrders: true, syncInterval: 300 },
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeIfood({ clientSecret: 'very-secret-value-9876' });
  // Comanda's centralized iFood app (decision 0061): owners never type iFood keys.
  ctx = await createTestApp({
    IFOOD_BASE_URL: fake.baseUrl,
    IFOOD_CLIENT_ID: fake.clientId,
    IFOOD_CLIENT_SECRET: fake.clientSecret,
    LOG_LEVEL: 'trace',
  });
  // Every log line the app writes, to prove what never reaches the logs.
  const capture = captureLogs();
  logs = capture.lines;
  restoreFs = capture.restore;
});

afterAll(async () => {
  restoreFs();
  await ctx.close();
  await fake.close();
});

describe('integrations API', () => {
  it('answers 401 without a session and 403 for another restaurant', async () => {
    const { restaurant } = await registerOwner(ctx.app);
    const other = await registerOwner(ctx.app);
    const url = `/api/restaurants/${restaurant.id}/integrations`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', connectBody()],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method, url, payload, headers: { cookie: other.cookie } })).statusCode,
      ).toBe(403);
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `${url}/ifood`,
      payload: { isActive: false },
      headers: { cookie: other.cookie },
    });
    expect(patch.statusCode).toBe(403);
    const counts = await ctx.app.inject({ method: 'GET', url: `${url}/order-sources` });
    expect(counts.statusCode).toBe(401);
  });

  it('connects a partner with typed keys encrypted, and never returns them', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const url = `/api/restaurants/${restaurant.id}/integrations`;
    const keys = { apiKey: 'rappi-client-id-1234', secretKey: 'rappi-secret-value-9876' };
    const created = await ctx.app.inject({
      method: 'POST',
      url,
      payload: connectBody({ platform: 'rappi', credentials: { ...keys, merchantId: 'merchant-1' } }),
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      platform: 'rappi',
      status: 'active',
      isActive: true,
      merchantId: 'merchant-1',
      secretKeyHint: '••••9876',
    });
    const list = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(list.json()).toHaveLength(1);
    for (const body of [created.body, list.body]) {
      expect(body).not.toContain(keys.secretKey);
      expect(body).not.toContain(keys.apiKey);
    }
    const [row] = await ctx.app.db.select().from(deliveryIntegrations);
    expect(row!.secretKey).not.toContain(keys.secretKey);
    expect(row!.apiKey).not.toContain(keys.apiKey);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('')).not.toContain(keys.secretKey);
  });

  it('refuses iFood keys typed by the owner (the store links by id) and stores nothing', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const url = `/api/restaurants/${restaurant.id}/integrations`;
    const refused = await ctx.app.inject({
      method: 'POST',
      url,
      payload: connectBody(),
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Vincule a loja do iFood pelo ID da loja, sem chaves.');
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual([]);
    const missing = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { platform: 'ifood', credentials: { apiKey: '', secretKey: '' } },
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url,
      payload: connectBody({ platform: 'mercado_livre' }),
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('Configurar keeps secrets unless retyped; Desconectar deactivates', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const url = `/api/restaurants/${restaurant.id}/integrations`;
    await ctx.app.inject({
      method: 'POST',
      url,
      payload: connectBody({
        platform: 'rappi',
        credentials: {
          apiKey: 'rappi-client',
          secretKey: 'rappi-secret-abcd',
          merchantId: 'loja-1',
          webhookSecret: 'rappi-webhook-secret',
        },
      }),
      headers: { cookie },
    });
    const configured = await ctx.app.inject({
      method: 'PATCH',
      url: `${url}/rappi`,
      payload: {
        credentials: { apiKey: '', secretKey: '', merchantId: 'loja-9' },
        syncSettings: { autoSyncMenu: true, autoSyncOrders: false, syncInterval: 600 },
      },
      headers: { cookie },
    });
    expect(configured.statusCode).toBe(200);
    expect(configured.json()).toMatchObject({
      merchantId: 'loja-9',
      secretKeyHint: '••••abcd',
      settings: { syncInterval: 600, autoSyncOrders: false },
    });
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `${url}/rappi`,
      payload: { isActive: false },
      headers: { cookie },
    });
    expect(off.json()).toMatchObject({ status: 'inactive', isActive: false });
    const absent = await ctx.app.inject({
      method: 'PATCH',
      url: `${url}/uber_eats`,
      payload: { isActive: false },
      headers: { cookie },
    });
    expect(absent.statusCode).toBe(404);
  });

  it('counts orders by source', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurant.id}/integrations/order-sources`,
      headers: { cookie },
    });
    expect(counts.json()).toEqual({ direct: 0, ifood: 0, uber_eats: 0, rappi: 0, other: 0 });
  });
});
