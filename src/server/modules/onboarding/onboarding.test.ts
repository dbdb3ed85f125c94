/**
 * The setup checklist (issue 20, item 13): a new owner's steps start undone, each one flips when the
 * restaurant's data has it, the list is complete when all are done, and only the owner reads it.
 */
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

const base = () => `/restaurants/${owner.restaurant.id}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = owner.cookie) =>
  callApi(ctx.app, method, url, cookie, payload);

async function steps() {
  const response = await call('GET', `${base()}/onboarding`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    steps: { key: string; done: boolean; detail: string | null }[];
    complete: boolean;
    hidden: boolean;
  };
  return { ...body, done: Object.fromEntries(body.steps.map((step) => [step.key, step.done])) };
}

async function ok(method: 'POST' | 'PUT', url: string, payload: unknown) {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe('the setup checklist', () => {
  it('is the owner’s only: 401 without a session, 403 for another owner', async () => {
    for (const [method, url, payload] of [
      ['GET', `${base()}/onboarding`, undefined],
      ['POST', `${base()}/onboarding/shared`, {}],
      ['PUT', `${base()}/onboarding/hidden`, { hidden: true }],
    ] as const) {
      expect((await callApi(ctx.app, method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, payload, other.cookie)).statusCode).toBe(403);
    }
    expect((await steps()).hidden).toBe(false);
  });

  it('starts with every step undone for a new owner, in order', async () => {
    const view = await steps();
    expect(view.steps.map((step) => step.key)).toEqual([
      'menu',
      'hours',
      'delivery',
      'pix',
      'tables',
      'test-order',
      'share',
    ]);
    expect(view.steps.every((step) => !step.done)).toBe(true);
    expect(view.complete).toBe(false);
  });

  it('flips each step when its data exists, and is complete when all are done', async () => {
    const item = await ok('POST', `${base()}/menu`, { name: 'Pastel de carne', price: '12.90' });
    expect((await steps()).done.menu).toBe(false);
    expect((await steps()).steps[0]!.detail).toBe('1 item, 0 com foto');
    const photo = await callApi(ctx.app, 'PATCH', `${base()}/menu/${item.id}`, owner.cookie, {
      imageUrl: '/api/uploads/3f2b1c9e-8a7d-4e6f-9b0a-1c2d3e4f5a6b.webp',
    });
    expect(photo.statusCode).toBe(200);
    expect((await steps()).done.menu).toBe(true);

    await ok('PUT', `${base()}/opening-hours`, {
      periods: [{ weekday: 1, opensAt: '18:00', closesAt: '23:00' }],
    });
    expect((await steps()).done.hours).toBe(true);
    expect((await steps()).steps[1]!.detail).toBe('1 dia da semana com horário');

    await ok('PUT', `${base()}/delivery-zones`, {
      zones: [{ name: 'Centro', kind: 'radius', radiusKm: 3, fee: '5.00', minOrder: '20.00' }],
    });
    expect((await steps()).done.delivery).toBe(true);

    await ok('PUT', `${base()}/pix-key`, { type: 'email', key: 'pix@exemplo.com.br' });
    expect((await steps()).done.pix).toBe(false);
    const settings = {
      acceptsPickup: true,
      acceptsDelivery: true,
      acceptsTable: true,
      acceptsCash: true,
      acceptsCard: true,
      acceptsPix: true,
      tableCount: 0,
      halfAndHalfPricing: 'highest',
    };
    await ok('PUT', `${base()}/order-settings`, settings);
    expect((await steps()).done.pix).toBe(true);
    expect((await steps()).done.tables).toBe(false);
    await ok('PUT', `${base()}/order-settings`, { ...settings, tableCount: 8 });
    expect((await steps()).done.tables).toBe(true);

    await ok('POST', `${base()}/orders`, {
      customerName: 'Teste do dono',
      customerPhone: '(11) 97777-1212',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1 }],
    });
    expect((await steps()).done['test-order']).toBe(true);
    expect((await steps()).complete).toBe(false);

    const shared = await ok('POST', `${base()}/onboarding/shared`, {});
    expect(shared.steps.every((step: { done: boolean }) => step.done)).toBe(true);
    expect(shared.complete).toBe(true);
  });

  it('lets the owner hide the list and show it again', async () => {
    expect((await ok('PUT', `${base()}/onboarding/hidden`, { hidden: true })).hidden).toBe(true);
    expect((await steps()).hidden).toBe(true);
    expect((await ok('PUT', `${base()}/onboarding/hidden`, { hidden: false })).hidden).toBe(false);
    const bad = await call('PUT', `${base()}/onboarding/hidden`, { hidden: 'talvez' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTypeOf('string');
  });

  it('counts delivery and tables as done for a restaurant that takes neither', async () => {
    const url = `/restaurants/${other.restaurant.id}`;
    await callApi(ctx.app, 'PUT', `${url}/order-settings`, other.cookie, {
      acceptsPickup: true,
      acceptsDelivery: false,
      acceptsTable: false,
      acceptsCash: true,
      acceptsCard: true,
      acceptsPix: false,
      tableCount: 0,
      halfAndHalfPricing: 'highest',
    });
    const view = (await callApi(ctx.app, 'GET', `${url}/onboarding`, other.cookie)).json();
    const done = Object.fromEntries(view.steps.map((s: { key: string; done: boolean }) => [s.key, s.done]));
    expect(done).toMatchObject({ delivery: true, tables: true, menu: false, pix: false });
  });
});
