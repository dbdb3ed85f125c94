import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { confirmOwnerEmail } from '../../../../test/harness/email-confirmation';
import { closeForNow, createItem } from '../orders/order-placement.fixtures';

let ctx: TestContext;
let closedId: string;
let openId: string;

/** A restaurant whose owner opened the confirmation link: Explorar lists only those (decision 0022). */
async function listedOwner(overrides: Parameters<typeof registerOwner>[1]) {
  const owner = await registerOwner(ctx.app, overrides);
  await confirmOwnerEmail(ctx.app, ctx.dataDir, owner.registration.email);
  return owner;
}

beforeAll(async () => {
  ctx = await createTestApp();
  openId = (await listedOwner({ name: 'Bistrô Aberto', city: 'São Paulo', state: 'SP' })).restaurant.id;
  await createItem(ctx.app.db, openId, { name: 'Pão de Queijo Mineiro' });
  await createItem(ctx.app.db, openId, { name: 'Pizza Calabresa' });
  await createItem(ctx.app.db, openId, { name: 'Calabresa Acebolada', isActive: false });
  closedId = (await listedOwner({ name: 'Cantina Fechada', city: 'Campinas', state: 'SP' })).restaurant.id;
  await closeForNow(ctx.app.db, closedId);
  await listedOwner({ name: 'Sem Lugar', city: '', state: '', latitude: '', longitude: '' });
  await listedOwner({ name: 'Outro Paulistano', city: 'São Paulo', state: 'SP' });
  // Not listed (e-mail never confirmed): its dishes are never found either.
  const hidden = await registerOwner(ctx.app, { name: 'Oculto' });
  await createItem(ctx.app.db, hidden.restaurant.id, { name: 'Pizza Calabresa Oculta' });
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/restaurants', () => {
  it('lists every restaurant with its public fields and whether it is open, never account data', async () => {
    const response = await get('/api/restaurants');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((r: { name: string }) => r.name)).toEqual([
      'Bistrô Aberto',
      'Cantina Fechada',
      'Outro Paulistano',
      'Sem Lugar',
    ]);
    expect(list.find((r: { id: string }) => r.id === closedId)).toMatchObject({
      isOpen: false,
      closedReason: 'closed',
      nextOpeningAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({
      isOpen: true,
      closedReason: null,
      latitude: '-23.556000',
      whatsapp: expect.any(String),
    });
    const text = response.body;
    for (const secret of [
      'email',
      'passwordHash',
      'password',
      'plan',
      'trialEndsAt',
      'paidUntil',
      'pixKey',
    ]) {
      expect(text).not.toContain(`"${secret}"`);
    }
  });
});

describe('GET /api/restaurants/cities', () => {
  it('gives the distinct cities in pt-BR order (not shadowed by /restaurants/:id)', async () => {
    const response = await get('/api/restaurants/cities');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Campinas', 'São Paulo']);
  });
});

describe('GET /api/restaurants/dishes', () => {
  it('finds listed restaurants by an active dish’s name, any case and accent, every word', async () => {
    const search = async (busca: string) =>
      (await get(`/api/restaurants/dishes?busca=${encodeURIComponent(busca)}`)).json();
    expect(await search('calabresa')).toEqual([{ restaurantId: openId, dishes: ['Pizza Calabresa'] }]);
    expect(await search('PAO queijo')).toEqual([{ restaurantId: openId, dishes: ['Pão de Queijo Mineiro'] }]);
    expect(await search('pizza portuguesa')).toEqual([]);
    expect(await search('acebolada')).toEqual([]);
  });

  it('refuses a search too short or too long in Portuguese', async () => {
    const short = await get('/api/restaurants/dishes?busca=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('Digite ao menos 2 letras.');
    expect((await get(`/api/restaurants/dishes?busca=${'a'.repeat(61)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/municipalities', () => {
  it('gives up to 10 IBGE municipalities of the diner’s state, served cities first', async () => {
    const response = await get('/api/municipalities?lat=-23.55&lng=-46.63');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const list = response.json();
    expect(list).toHaveLength(10);
    expect(list.every((m: { state: string }) => m.state === 'SP')).toBe(true);
    expect(list.slice(0, 2).map((m: { name: string }) => m.name)).toEqual(['Campinas', 'São Paulo']);
    expect(list[0]).toEqual({ code: '3509502', name: 'Campinas', state: 'SP' });
  });

  it('places a location far from any restaurant by the nearest capital', async () => {
    const list = (await get('/api/municipalities?lat=-3.73&lng=-38.52')).json();
    expect(list[0]).toMatchObject({ name: 'Fortaleza', state: 'CE' });
  });

  it.each(['lat=abc&lng=1', 'lat=91&lng=0', 'lng=0'])('refuses %s', async (query) => {
    expect((await get(`/api/municipalities?${query}`)).statusCode).toBe(400);
  });
});
