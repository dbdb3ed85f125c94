import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { restaurants } from '../../db/schema';
import { matchesEtag, preferredEncoding } from '../../lib/prepared-json';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

const menuUrl = () => `/api/restaurants/${owner.restaurant.id}/menu`;
const diner = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: menuUrl(), headers });
const asOwner = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie: owner.cookie }, payload });
const names = async () =>
  ((await diner()).json() as { name: string; isSoldOut: boolean }[]).map((item) => item.name);

describe('the diners’ menu answer', () => {
  it('carries an ETag and answers 304 while the menu is unchanged', async () => {
    await asOwner('POST', `/restaurants/${owner.restaurant.id}/menu`, { name: 'Coxinha', price: '7,50' });
    const first = await diner();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await diner({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await diner({ 'if-none-match': '"outro"' })).statusCode).toBe(200);
  });

  it('shows an edit to the very next request, with a new ETag', async () => {
    const before = await diner();
    const [item] = before.json() as { id: string }[];
    const patched = await asOwner('PATCH', `/restaurants/${owner.restaurant.id}/menu/${item!.id}`, {
      name: 'Coxinha de frango',
    });
    expect(patched.statusCode).toBe(200);
    const after = await diner({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await names()).toEqual(['Coxinha de frango']);
  });

  it('follows writes from outside the menu screens: stock running out and options', async () => {
    const [item] = (await diner()).json() as { id: string }[];
    await asOwner('PATCH', `/restaurants/${owner.restaurant.id}/inventory/${item!.id}`, {
      hasInventoryControl: true,
    });
    expect(((await diner()).json() as { isSoldOut: boolean }[])[0]!.isSoldOut).toBe(true);

    const group = (
      await asOwner('POST', `/restaurants/${owner.restaurant.id}/option-groups`, {
        name: 'Molho',
        maxChoices: 1,
        options: [{ name: 'Barbecue', price: '1' }],
      })
    ).json();
    await asOwner('PUT', `/restaurants/${owner.restaurant.id}/menu/${item!.id}`, {
      name: 'Coxinha de frango',
      price: '7,50',
      optionGroupIds: [group.id],
    });
    const option = group.options[0];
    await asOwner('PATCH', `/restaurants/${owner.restaurant.id}/options/${option.id}`, { isSoldOut: true });
    const [served] = (await diner()).json() as { optionGroups: { options: { isSoldOut: boolean }[] }[] }[];
    expect(served!.optionGroups[0]!.options[0]!.isSoldOut).toBe(true);
  });

  it('is compressed once and served as brotli or gzip, as the diner accepts', async () => {
    const plain = (await diner()).body;
    const br = await diner({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await diner({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(String(gzip.headers.vary)).toContain('accept-encoding');
  });

  it('gives the owner a fresh, uncached answer with the owner fields', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: menuUrl(),
      headers: { cookie: owner.cookie },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.json()[0]).toHaveProperty('stockQuantity');
  });

  it('answers 404 for an unknown restaurant, and a restaurant with a menu can still be deleted', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/nao-existe/menu' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Restaurante não encontrado');
    const gone = await registerOwner(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${gone.restaurant.id}/menu`,
      headers: { cookie: gone.cookie },
      payload: { name: 'Pastel', price: '9' },
    });
    await ctx.app.db.delete(restaurants).where(eq(restaurants.id, gone.restaurant.id));
    const after = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${gone.restaurant.id}/menu` });
    expect(after.statusCode).toBe(404);
  });
});

describe('negotiation helpers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s -> %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });

  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['"x", W/"abc"', 'W/"abc"', true],
    ['*', 'W/"abc"', true],
    ['"abd"', 'W/"abc"', false],
    [undefined, 'W/"abc"', false],
  ])('If-None-Match %s vs %s -> %s', (header, etag, match) => {
    expect(matchesEtag(header, etag)).toBe(match);
  });
});
