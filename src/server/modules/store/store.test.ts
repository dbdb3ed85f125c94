import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => callApi(ctx.app, method, url, cookie, payload, headers);
const base = () => `/restaurants/${owner.restaurant.id}`;

async function expectOwnerOnly(method: Method, url: string, payload: unknown, badPayload?: unknown) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, other.cookie, payload)).statusCode).toBe(403);
  if (badPayload !== undefined) {
    const bad = await call(method, url, owner.cookie, badPayload);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTypeOf('string');
  }
}

const branding = {
  name: 'Hamburgueria do Zé',
  address: 'Rua Harmonia, 100 - Vila Madalena',
  description: 'Smash burgers desde 2015.',
  whatsapp: '(11) 98765-4321',
  logoUrl: '/api/uploads/3f2b1c9e-8a7d-4e6f-9b0a-1c2d3e4f5a6b.webp',
  bannerUrl: null,
  city: 'São Paulo',
  state: 'sp',
  zipCode: '05435000',
  latitude: '-23.5541',
  longitude: '-46.6901',
};

describe('PUT /restaurants/:id (branding)', () => {
  it('updates branding and location, storing WhatsApp as digits with the country code', async () => {
    const response = await call('PUT', base(), owner.cookie, branding);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Hamburgueria do Zé',
      whatsapp: '5511987654321',
      state: 'SP',
      zipCode: '05435-000',
      latitude: '-23.554100',
      longitude: '-46.690100',
      logoUrl: branding.logoUrl,
      bannerUrl: null,
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
    const publicView = (await call('GET', base())).json();
    expect(publicView).toMatchObject({
      name: 'Hamburgueria do Zé',
      city: 'São Paulo',
      whatsapp: '5511987654321',
    });
  });

  it('keeps fields the form did not send', async () => {
    await call('PUT', base(), owner.cookie, branding);
    const { city: _city, latitude: _lat, longitude: _lng, ...partial } = branding;
    const response = await call('PUT', base(), owner.cookie, { ...partial, name: 'Zé Burger' });
    expect(response.json()).toMatchObject({ name: 'Zé Burger', city: 'São Paulo', latitude: '-23.554100' });
  });

  it('guards and validates', async () => {
    await expectOwnerOnly('PUT', base(), branding, { ...branding, whatsapp: '1234' });
    const bad = await call('PUT', base(), owner.cookie, { ...branding, name: '' });
    expect(bad.json().error).toBe('Nome do restaurante é obrigatório');
  });
});

describe('opening hours and pause', () => {
  it('stores periods per weekday, crossing midnight, and shows them publicly', async () => {
    const periods = [
      { weekday: 5, opensAt: '11:00', closesAt: '15:00' },
      { weekday: 5, opensAt: '18:00', closesAt: '02:00' },
    ];
    const response = await call('PUT', `${base()}/opening-hours`, owner.cookie, { periods });
    expect(response.statusCode).toBe(200);
    expect(response.json().openingHours).toEqual(periods);
    const publicView = (await call('GET', base())).json();
    expect(publicView.openingHours).toEqual(periods);
    expect(typeof publicView.isOpen).toBe('boolean');
  });

  it('is always open with no hours, and closed while paused, with the next opening', async () => {
    await call('PUT', `${base()}/opening-hours`, owner.cookie, { periods: [] });
    expect((await call('GET', base())).json()).toMatchObject({
      isOpen: true,
      closedReason: null,
      nextOpeningAt: null,
    });

    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const paused = await call('PUT', `${base()}/pause`, owner.cookie, { pausedUntil: until });
    expect(paused.json()).toMatchObject({ isOpen: false, closedReason: 'paused', ordersPausedUntil: until });
    expect((await call('GET', base())).json()).toMatchObject({
      isOpen: false,
      closedReason: 'paused',
      nextOpeningAt: until,
    });

    const resumed = await call('PUT', `${base()}/pause`, owner.cookie, { pausedUntil: null });
    expect(resumed.json()).toMatchObject({ isOpen: true, ordersPausedUntil: null });
  });

  it('the order placement refuses orders while paused, in Portuguese', async () => {
    const item = (await call('POST', `${base()}/menu`, owner.cookie, { name: 'Smash', price: '30' })).json();
    await call('PUT', `${base()}/pause`, owner.cookie, {
      pausedUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const order = await call(
      'POST',
      '/orders',
      undefined,
      {
        restaurantId: owner.restaurant.id,
        customerName: 'Ana',
        customerPhone: '5511999990000',
        deliveryType: 'pickup',
        items: [{ menuItemId: item.id, quantity: 1 }],
        total: '30.00',
      },
      { 'idempotency-key': `pause-${Date.now()}` },
    );
    expect(order.statusCode).toBe(409);
    expect(order.json().error).toMatch(/pausou os pedidos/);
    await call('PUT', `${base()}/pause`, owner.cookie, { pausedUntil: null });
  });

  it('guards and validates', async () => {
    await expectOwnerOnly(
      'PUT',
      `${base()}/opening-hours`,
      { periods: [] },
      {
        periods: [
          { weekday: 1, opensAt: '11:00', closesAt: '15:00' },
          { weekday: 1, opensAt: '14:00', closesAt: '16:00' },
        ],
      },
    );
    await expectOwnerOnly('PUT', `${base()}/pause`, { pausedUntil: null }, { pausedUntil: 'amanhã' });
    const past = await call('PUT', `${base()}/pause`, owner.cookie, {
      pausedUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('Escolha um horário no futuro');
  });
});

describe('order settings and delivery zones', () => {
  const orderSettings = {
    acceptsPickup: true,
    acceptsDelivery: true,
    acceptsTable: true,
    acceptsCash: true,
    acceptsCard: true,
    acceptsPix: true,
    tableCount: 15,
    halfAndHalfPricing: 'average',
  };

  it('refuses to accept PIX before the restaurant has a PIX key', async () => {
    const refused = await call('PUT', `${base()}/order-settings`, owner.cookie, orderSettings);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Cadastre a chave PIX antes de aceitar PIX.');
    expect((await call('GET', base())).json().acceptsPix).toBe(false);
    const withoutPix = { ...orderSettings, acceptsPix: false, tableCount: 4 };
    expect((await call('PUT', `${base()}/order-settings`, owner.cookie, withoutPix)).statusCode).toBe(200);
    const key = await call('PUT', `${base()}/pix-key`, owner.cookie, { type: 'email', key: 'pix@ze.com.br' });
    expect(key.statusCode).toBe(200);
  });

  it('saves order types, payment methods, tables and the half-and-half rule', async () => {
    const response = await call('PUT', `${base()}/order-settings`, owner.cookie, orderSettings);
    expect(response.json()).toMatchObject(orderSettings);
    expect((await call('GET', base())).json()).toMatchObject(orderSettings);
    await expectOwnerOnly('PUT', `${base()}/order-settings`, orderSettings, {
      ...orderSettings,
      acceptsPickup: false,
      acceptsDelivery: false,
      acceptsTable: false,
    });
  });

  it('replaces delivery zones; the public view lists the active ones', async () => {
    const zones = [
      { name: 'Até 3 km', kind: 'radius', radiusKm: 3, fee: '5,00', minOrder: '20' },
      {
        name: 'Vila Madalena',
        kind: 'neighborhood',
        neighborhoods: ['Vila Madalena', 'Pinheiros'],
        fee: '7',
      },
      { name: 'Longe', kind: 'radius', radiusKm: '12,5', fee: '15', isActive: false },
    ];
    const response = await call('PUT', `${base()}/delivery-zones`, owner.cookie, { zones });
    expect(response.statusCode).toBe(200);
    expect(response.json().deliveryZones).toHaveLength(3);
    const publicZones = (await call('GET', base())).json().deliveryZones;
    expect(publicZones).toEqual([
      {
        id: expect.any(String),
        name: 'Até 3 km',
        kind: 'radius',
        radiusKm: 3,
        neighborhoods: [],
        fee: '5.00',
        minOrder: '20.00',
      },
      {
        id: expect.any(String),
        name: 'Vila Madalena',
        kind: 'neighborhood',
        radiusKm: null,
        neighborhoods: ['Vila Madalena', 'Pinheiros'],
        fee: '7.00',
        minOrder: '0.00',
      },
    ]);
    await expectOwnerOnly(
      'PUT',
      `${base()}/delivery-zones`,
      { zones: [] },
      { zones: [{ name: 'X', kind: 'radius', fee: '1' }] },
    );
  });

  it('GET /settings gives the owner everything in one answer', async () => {
    const response = await call('GET', `${base()}/settings`, owner.cookie);
    expect(response.json()).toMatchObject({
      tableCount: 15,
      halfAndHalfPricing: 'average',
      isOpen: expect.any(Boolean),
    });
    expect((await call('GET', `${base()}/settings`)).statusCode).toBe(401);
    expect((await call('GET', `${base()}/settings`, other.cookie)).statusCode).toBe(403);
  });
});

describe('GET /restaurants/:id (public profile)', () => {
  it('has the contract fields and never the account ones', async () => {
    const body = (await call('GET', base())).json();
    for (const field of [
      'id',
      'name',
      'whatsapp',
      'zipCode',
      'isOpen',
      'closedReason',
      'nextOpeningAt',
      'acceptsPickup',
      'acceptsCash',
      'tableCount',
      'halfAndHalfPricing',
      'deliveryZones',
      'openingHours',
    ])
      expect(body).toHaveProperty(field);
    for (const hidden of [
      'email',
      'passwordHash',
      'plan',
      'trialEndsAt',
      'paidUntil',
      'pixKey',
      'ordersPausedUntil',
    ])
      expect(body).not.toHaveProperty(hidden);
  });
});
