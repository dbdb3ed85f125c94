/**
 * Section 7 of the specification, driven row by row by a client written from it alone (see
 * spec-client.ts) over real HTTP: each call sends exactly the payload the table lists, nothing more,
 * and reads exactly what the table says is read from its answer. The rows run in the table's
 * order where one needs another's answer (login before the owner's calls, a menu item before the
 * order that names it).
 */
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../harness/app';
import { confirmOwnerEmail } from '../harness/email-confirmation';
import { SpecClient } from './spec-client';
import { specOrderPayload } from './spec-payloads';

let ctx: TestContext;
let baseUrl: string;
const owner = () => new SpecClient(() => baseUrl);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx?.close());

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

describe('section 7: a client written from the specification alone', () => {
  const client = owner();
  const account = { email: `spec-${Date.now()}@exemplo.com.br`, password: 'cardapio-do-spec-2024' };
  let restaurantId = '';
  let menuItem = { id: '', name: 'Pizza Margherita', price: '45.90' };
  let orderId = '';
  const phone = '(11) 98765-4321';

  it('POST /api/restaurants with its registration fields answers the created restaurant and its id', async () => {
    const response = await client.request('POST', '/api/restaurants', {
      name: 'Cantina do Contrato',
      description: 'Massas frescas',
      whatsapp: '(11) 99999-8888',
      address: 'Rua Augusta, 1500 - São Paulo',
      email: account.email,
      password: account.password,
      plan: 'basic',
    });
    const created = (await response.json()) as { id: string };
    expect(typeof created.id).toBe('string');
    restaurantId = created.id;
  });

  it('POST /api/auth/login with email and password answers the restaurant; its id is read', async () => {
    const response = await client.request('POST', '/api/auth/login', account);
    const restaurant = (await response.json()) as { id: string; name: string };
    expect(restaurant.id).toBe(restaurantId);
    expect(restaurant.name).toBe('Cantina do Contrato');
  });

  it('a failed login is read from the error field of the JSON body; section 8 gives "status: body"', async () => {
    const error = await owner()
      .request('POST', '/api/auth/login', { email: account.email, password: 'senha-errada-000' })
      .catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    const [status, ...body] = (error as Error).message.split(': ');
    expect(status).toBe('401');
    expect(JSON.parse(body.join(': '))).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it('GET /api/plans answers a list of plans; the first is shown', async () => {
    const plans = await client.query<{ id: string; name: string; price: number; features: string[] }[]>([
      '/api/plans',
    ]);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.any(String),
        price: expect.any(Number),
      }),
    );
    expect(Array.isArray(plans[0]!.features)).toBe(true);
  });

  it('POST /api/restaurants/{restaurantId}/checkout/{planId} with no payload answers checkoutUrl', async () => {
    const [plan] = await client.query<{ id: string }[]>(['/api/plans']);
    const response = await client.request('POST', `/api/restaurants/${restaurantId}/checkout/${plan!.id}`);
    const { checkoutUrl } = (await response.json()) as { checkoutUrl: string };
    expect(typeof checkoutUrl).toBe('string');
    expect(checkoutUrl.length).toBeGreaterThan(0);
  });

  it('PUT /api/restaurants/{id} with name, address, description, whatsapp, logoUrl, bannerUrl', async () => {
    await client.request('PUT', `/api/restaurants/${restaurantId}`, {
      name: 'Cantina do Contrato',
      address: 'Rua Augusta, 1500 - São Paulo',
      description: 'Massas frescas todos os dias',
      whatsapp: '(11) 99999-8888',
      logoUrl: '',
      bannerUrl: '',
    });
  });

  it('POST /api/restaurants/{id}/menu with the menu item fields plus restaurantId', async () => {
    await client.request('POST', `/api/restaurants/${restaurantId}/menu`, {
      name: menuItem.name,
      description: 'Molho de tomate, muçarela e manjericão',
      price: menuItem.price,
      category: 'Pizzas',
      imageUrl: '',
      restaurantId,
    });
  });

  it('GET /api/restaurants answers a list of restaurants', async () => {
    // Not a call of section 7: the owner opens the link mailed at sign-up, as a person does, and
    // from then on Explorar lists the restaurant (decision 0022).
    await confirmOwnerEmail(ctx.app, ctx.dataDir, account.email);
    const restaurants = await client.query<{ id: string }[]>(['/api/restaurants']);
    expect(restaurants.map((restaurant) => restaurant.id)).toContain(restaurantId);
  });

  it('GET /api/restaurants/cities answers a list of city strings', async () => {
    const cities = await client.query<unknown[]>(['/api/restaurants/cities']);
    expect(Array.isArray(cities)).toBe(true);
    for (const city of cities) expect(typeof city).toBe('string');
  });

  it('GET /api/restaurants/{id} answers the restaurant', async () => {
    const restaurant = await client.query<{ id: string; name: string }>(['/api/restaurants', restaurantId]);
    expect(restaurant).toEqual(expect.objectContaining({ id: restaurantId, name: 'Cantina do Contrato' }));
  });

  it('GET /api/restaurants/{id}/menu answers the menu items', async () => {
    const items = await client.query<{ id: string; name: string; price: string; restaurantId: string }[]>([
      '/api/restaurants',
      restaurantId,
      'menu',
    ]);
    const pizza = items.find((item) => item.name === menuItem.name);
    expect(pizza).toEqual(expect.objectContaining({ price: menuItem.price, restaurantId }));
    menuItem = { id: pizza!.id, name: pizza!.name, price: pizza!.price };
  });

  it('POST /api/orders with exactly the listed fields (no payment choice) succeeds', async () => {
    const response = await owner().request('POST', '/api/orders', specOrderPayload(restaurantId, menuItem));
    expect(response.ok).toBe(true);
    orderId = ((await response.json()) as { id: string }).id;
  });

  it('GET /api/restaurants/{id}/orders answers the orders (polled), the new one among them', async () => {
    const orders = await client.query<{ id: string; status: string }[]>([
      '/api/restaurants',
      restaurantId,
      'orders',
    ]);
    expect(orders.map((order) => order.id)).toContain(orderId);
  });

  it('PATCH /api/orders/{orderId}/status with status, estimatedTime and notes, up to delivered', async () => {
    // The pickup path of section 4: Confirmar sends estimatedTime 30.
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
      await client.request('PATCH', `/api/orders/${orderId}/status`, {
        status,
        estimatedTime: 30,
        notes: '',
      });
    }
  });

  it('GET /api/restaurants/{id}/orders with no query still lists the delivered order', async () => {
    const orders = await client.query<{ id: string; status: string }[]>([
      '/api/restaurants',
      restaurantId,
      'orders',
    ]);
    expect(orders.find((order) => order.id === orderId)?.status).toBe('delivered');
  });

  it('GET /api/orders/track/{phone} answers an array of orders', async () => {
    const orders = await owner().query<{ id: string }[]>(['/api/orders/track', phone]);
    expect(Array.isArray(orders)).toBe(true);
    expect(orders.map((order) => order.id)).toContain(orderId);
  });

  it('GET /api/restaurants/{id}/reports answers daily.total, daily.orders and daily.avgTicket', async () => {
    const report = await client.query<{ daily: { total: unknown; orders: unknown; avgTicket: unknown } }>([
      '/api/restaurants',
      restaurantId,
      'reports',
    ]);
    expect(Number(report.daily.total)).toBeCloseTo(91.8);
    expect(Number(report.daily.orders)).toBe(1);
    expect(Number(report.daily.avgTicket)).toBeCloseTo(91.8);
  });

  it('GET /api/restaurants/{id}/qr-code answers qrCodeDataUrl and menuUrl', async () => {
    const qr = await client.query<{ qrCodeDataUrl: string; menuUrl: string }>([
      '/api/restaurants',
      restaurantId,
      'qr-code',
    ]);
    expect(qr.qrCodeDataUrl).toMatch(/^data:image\//);
    expect(qr.menuUrl).toContain(restaurantId);
  });

  it('POST /api/restaurants/{id}/loyalty with the loyalty settings', async () => {
    await client.request('POST', `/api/restaurants/${restaurantId}/loyalty`, {
      pointsPerReal: '1.00',
      pointsForRedemption: 10,
      discountValue: '5.00',
      bonusPointsPerOrder: 2,
      birthdayBonus: 50,
      referralBonus: 25,
      isActive: true,
    });
  });

  it('GET /api/restaurants/{id}/loyalty answers {customers[], settings}', async () => {
    const loyalty = await client.query<{ customers: unknown[]; settings: { pointsForRedemption: unknown } }>([
      '/api/restaurants',
      restaurantId,
      'loyalty',
    ]);
    expect(Array.isArray(loyalty.customers)).toBe(true);
    expect(Number(loyalty.settings.pointsForRedemption)).toBe(10);
  });

  it('GET /api/restaurants/{id}/loyalty/{phone} answers customer.points and the settings read', async () => {
    const balance = await owner().query<{
      customer: { points: unknown };
      settings: { pointsForRedemption: unknown; discountValue: unknown };
    }>(['/api/restaurants', restaurantId, 'loyalty', phone]);
    expect(typeof Number(balance.customer.points)).toBe('number');
    expect(Number(balance.settings.pointsForRedemption)).toBe(10);
    expect(Number(balance.settings.discountValue)).toBe(5);
  });

  it('GET /api/restaurants/{id}/loyalty/customer/{phone} answers {customer}', async () => {
    const found = await client.query<{ customer: { id: string; points: unknown } }>([
      '/api/restaurants',
      restaurantId,
      'loyalty/customer',
      phone,
    ]);
    expect(typeof found.customer.id).toBe('string');

    await client.request(
      'POST',
      `/api/restaurants/${restaurantId}/loyalty/customer/${found.customer.id}/points`,
      { points: 10, type: 'bonus', description: 'Bônus manual' },
    );
    const after = await client.query<{ customer: { points: unknown } }>([
      '/api/restaurants',
      restaurantId,
      'loyalty/customer',
      phone,
    ]);
    expect(Number(after.customer.points)).toBe(Number(found.customer.points) + 10);
  });

  it('POST /api/restaurants/{id}/loyalty/rewards with the reward fields plus restaurantId', async () => {
    await client.request('POST', `/api/restaurants/${restaurantId}/loyalty/rewards`, {
      name: 'Sobremesa grátis',
      description: 'Um pudim por conta da casa',
      pointsCost: 20,
      rewardType: 'freeItem',
      rewardValue: '12.00',
      restaurantId,
    });
  });

  it('GET /api/restaurants/{id}/loyalty/rewards and /loyalty/tiers answer arrays', async () => {
    const rewards = await client.query<unknown[]>(['/api/restaurants', restaurantId, 'loyalty/rewards']);
    const tiers = await client.query<unknown[]>(['/api/restaurants', restaurantId, 'loyalty/tiers']);
    expect(Array.isArray(rewards)).toBe(true);
    expect(rewards.length).toBe(1);
    expect(Array.isArray(tiers)).toBe(true);
  });

  it('POST and GET /api/restaurants/{id}/integrations with the listed payload', async () => {
    await client.request('POST', `/api/restaurants/${restaurantId}/integrations`, {
      platform: 'rappi',
      platformName: 'Rappi',
      credentials: {
        apiKey: 'chave-da-rappi',
        secretKey: 'segredo-da-rappi',
        merchantId: '',
        webhookUrl: '',
      },
      isActive: true,
      syncSettings: { autoSyncMenu: true, autoSyncOrders: true, syncInterval: 300 },
    });
    const integrations = await client.query<{ platform: string }[]>([
      '/api/restaurants',
      restaurantId,
      'integrations',
    ]);
    expect(Array.isArray(integrations)).toBe(true);
    expect(integrations.map((integration) => integration.platform)).toContain('rappi');
  });

  it('POST and GET /api/restaurants/{id}/stock/movements with the listed payload', async () => {
    await client.request('POST', `/api/restaurants/${restaurantId}/stock/movements`, {
      menuItemId: menuItem.id,
      type: 'entrada',
      quantity: 10,
      reason: 'Compra',
      notes: '',
      costPerUnit: '0.00',
    });
    const movements = await client.query<unknown[]>(['/api/restaurants', restaurantId, 'stock/movements']);
    expect(Array.isArray(movements)).toBe(true);
    expect(movements.length).toBeGreaterThan(0);
  });

  it('POST /api/upload/menu-item with the multipart field image answers {imageUrl}', async () => {
    const form = new FormData();
    form.append('image', new Blob([await png()], { type: 'image/png' }), 'pizza.png');
    const answer = (await (await client.upload('/api/upload/menu-item', form)).json()) as {
      imageUrl: string;
    };
    expect(typeof answer.imageUrl).toBe('string');
  });

  it('POST /api/upload/restaurant with the field logo answers {logoUrl}, with banner {bannerUrl}', async () => {
    const logo = new FormData();
    logo.append('logo', new Blob([await png()], { type: 'image/png' }), 'logo.png');
    const logoAnswer = (await (await client.upload('/api/upload/restaurant', logo)).json()) as {
      logoUrl: string;
    };
    expect(typeof logoAnswer.logoUrl).toBe('string');
    const banner = new FormData();
    banner.append('banner', new Blob([await png()], { type: 'image/png' }), 'banner.png');
    const bannerAnswer = (await (await client.upload('/api/upload/restaurant', banner)).json()) as {
      bannerUrl: string;
    };
    expect(typeof bannerAnswer.bannerUrl).toBe('string');
  });

  it('POST /api/orders for delivery where the owner set a neighbourhood fee: told the fee, then accepted', async () => {
    // Zones are ours (the specification always sends the fee as '0.00'); a restaurant without
    // zones delivers for free, so only a restaurant that set a fee changes what the client hears.
    await client.request('PUT', `/api/restaurants/${restaurantId}/delivery-zones`, {
      zones: [{ name: 'Centro', kind: 'neighborhood', neighborhoods: ['Bela Vista'], fee: '6.00' }],
    });
    const payload = {
      ...specOrderPayload(restaurantId, menuItem, { customerPhone: '(11) 97777-1234' }),
      deliveryType: 'delivery',
      deliveryAddress: 'Rua Treze de Maio, 200 - Bela Vista, São Paulo',
    };
    const error = await owner()
      .request('POST', '/api/orders', payload)
      .catch((caught: Error) => caught);
    const [status, ...body] = (error as Error).message.split(': ');
    expect(status).toBe('409');
    expect(JSON.parse(body.join(': ')).error).toBe(
      'A entrega neste endereço custa R$ 6,00: o total fica R$ 97,80. Confira e envie de novo.',
    );

    const order = (await (
      await owner().request('POST', '/api/orders', { ...payload, total: '97.80' })
    ).json()) as { id: string; total: string; deliveryFee: string };
    expect(order).toMatchObject({ total: '97.80', deliveryFee: '6.00' });
    await client.request('PUT', `/api/restaurants/${restaurantId}/delivery-zones`, { zones: [] });
  });
});
