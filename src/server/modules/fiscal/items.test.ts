/**
 * Each menu item's tax data (issue 35, decision 0052) through the real API on a real database:
 * the list with what is missing per item, a save checked by the domain (CFOP 5405 without a CEST
 * refused with the field to fix), a preset applied to a whole category, the regime's codes, and
 * another restaurant's item refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { ITEM_TAX_ERRORS } from '../../../domain/fiscal/item-tax';
import { categories, menuItems } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { saveProfile } from './profile.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const itemsUrl = (id: string) => `/restaurants/${id}/fiscal/items`;

/** A restaurant with 'Pratos' (2 items) and 'Bebidas' (3 items). */
async function restaurantWithMenu() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  const [pratos, bebidas] = await ctx.app.db
    .insert(categories)
    .values([
      { restaurantId: id, name: 'Pratos', position: 0 },
      { restaurantId: id, name: 'Bebidas', position: 1 },
    ])
    .returning();
  const item = (name: string, category: typeof pratos) =>
    createItem(ctx.app.db, id, { name, category: category!.name, categoryId: category!.id });
  const dishes = [await item('Lasanha', pratos), await item('Parmegiana', pratos)];
  const drinks = [
    await item('Coca-Cola lata', bebidas),
    await item('Guaraná lata', bebidas),
    await item('Sprite lata', bebidas),
  ];
  return { owner, id, cookie: owner.cookie, dishes, drinks };
}

const taxOf = async (itemId: string) =>
  (await ctx.app.db.select({ tax: menuItems.fiscalTax }).from(menuItems).where(eq(menuItems.id, itemId)))[0]!
    .tax;

describe('items tax data', () => {
  it('lists every item with what is missing, before and after a profile', async () => {
    const r = await restaurantWithMenu();
    const response = await callApi(ctx.app, 'GET', itemsUrl(r.id), r.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.regime).toBeNull();
    expect(body.incompleteCount).toBe(5);
    expect(body.items.map((item: { name: string }) => item.name)).toEqual([
      'Lasanha',
      'Parmegiana',
      'Coca-Cola lata',
      'Guaraná lata',
      'Sprite lata',
    ]);
    expect(body.items[0]).toMatchObject({ category: 'Pratos', tax: null, issues: [ITEM_TAX_ERRORS.missing] });
    await saveProfile(ctx.app, r.id, r.cookie);
    expect((await callApi(ctx.app, 'GET', itemsUrl(r.id), r.cookie)).json().regime).toBe('simples');
  });

  it('asks for the profile before an item is saved', async () => {
    const r = await restaurantWithMenu();
    const response = await callApi(ctx.app, 'PUT', `${itemsUrl(r.id)}/${r.dishes[0]!.id}`, r.cookie, {
      ncm: '21069090',
      cfop: '5101',
      origin: 0,
      situation: '102',
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(await taxOf(r.dishes[0]!.id)).toBeNull();
  });

  it('refuses CFOP 5405 without a CEST, with the field to fix, and saves a complete item', async () => {
    const r = await restaurantWithMenu();
    await saveProfile(ctx.app, r.id, r.cookie);
    const url = `${itemsUrl(r.id)}/${r.drinks[0]!.id}`;
    const refused = await callApi(ctx.app, 'PUT', url, r.cookie, {
      ncm: '2202.10.00',
      cfop: '5405',
      cest: null,
      origin: 0,
      situation: '500',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({ cest: ITEM_TAX_ERRORS.cest });
    expect(refused.json().error).toBe(ITEM_TAX_ERRORS.cest);
    expect(await taxOf(r.drinks[0]!.id)).toBeNull();

    const saved = await callApi(ctx.app, 'PUT', url, r.cookie, {
      ncm: '2202.10.00',
      cfop: '5405',
      cest: '03.011.00',
      origin: 0,
      situation: '500',
      icmsRatePercent: 18,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Coca-Cola lata', issues: [] });
    expect(await taxOf(r.drinks[0]!.id)).toEqual({
      ncm: '22021000',
      cfop: '5405',
      cest: '0301100',
      origin: 0,
      situation: '500',
      icmsRatePercent: null,
    });
  });

  it("keeps an item's approximate tax percentage (Lei 12.741/2012) and refuses one above 100%", async () => {
    const r = await restaurantWithMenu();
    await saveProfile(ctx.app, r.id, r.cookie);
    const url = `${itemsUrl(r.id)}/${r.dishes[0]!.id}`;
    const dish = { ncm: '2106.90.90', cfop: '5101', origin: 0, situation: '102' };
    const refused = await callApi(ctx.app, 'PUT', url, r.cookie, { ...dish, approxTaxPercent: 120 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe('Percentual aproximado de tributos inválido (de 0 a 100%)');
    const saved = await callApi(ctx.app, 'PUT', url, r.cookie, { ...dish, approxTaxPercent: 13.45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().tax).toMatchObject({ ncm: '21069090', approxTaxPercent: 13.45 });
    expect(await taxOf(r.dishes[0]!.id)).toMatchObject({ approxTaxPercent: 13.45 });
    const listed = (await callApi(ctx.app, 'GET', itemsUrl(r.id), r.cookie)).json();
    expect(listed.items.find((i: { id: string }) => i.id === r.dishes[0]!.id).tax.approxTaxPercent).toBe(
      13.45,
    );
    // Saved again without it: no percentage.
    expect((await callApi(ctx.app, 'PUT', url, r.cookie, dish)).statusCode).toBe(200);
    expect(await taxOf(r.dishes[0]!.id)).not.toHaveProperty('approxTaxPercent');
  });

  it('refuses a CST under the Simples Nacional and a CST 00 without a rate under the normal regime', async () => {
    const r = await restaurantWithMenu();
    await saveProfile(ctx.app, r.id, r.cookie);
    const url = `${itemsUrl(r.id)}/${r.dishes[0]!.id}`;
    const dish = { ncm: '21069090', cfop: '5101', cest: null, origin: 0, situation: '00' };
    const simples = await callApi(ctx.app, 'PUT', url, r.cookie, { ...dish, icmsRatePercent: 18 });
    expect(simples.statusCode).toBe(400);
    expect(simples.json().fields).toEqual({ situation: ITEM_TAX_ERRORS.situationForRegime('simples') });

    await saveProfile(ctx.app, r.id, r.cookie, { regime: 'normal', cscToken: '' });
    const noRate = await callApi(ctx.app, 'PUT', url, r.cookie, dish);
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().fields).toEqual({ icmsRatePercent: ITEM_TAX_ERRORS.rate });
    const withRate = await callApi(ctx.app, 'PUT', url, r.cookie, { ...dish, icmsRatePercent: 3.2 });
    expect(withRate.statusCode, withRate.body).toBe(200);
    expect((await taxOf(r.dishes[0]!.id))?.icmsRatePercent).toBe(3.2);
  });

  it('applies a preset to a whole category in one call, for the regime', async () => {
    const r = await restaurantWithMenu();
    await saveProfile(ctx.app, r.id, r.cookie);
    const applied = await callApi(ctx.app, 'POST', `${itemsUrl(r.id)}/preset`, r.cookie, {
      itemIds: r.drinks.map((drink) => drink.id),
      preset: 'refrigerante',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const body = applied.json();
    expect(body.incompleteCount).toBe(2);
    const drinks = body.items.filter((item: { category: string }) => item.category === 'Bebidas');
    expect(drinks).toHaveLength(3);
    for (const drink of drinks)
      expect(drink).toMatchObject({
        tax: { ncm: '22021000', cfop: '5405', cest: '0301100', situation: '500', origin: 0 },
        issues: [],
      });
    expect(await taxOf(r.dishes[0]!.id)).toBeNull();

    // Under the normal regime a dish is CST 00 with the rate given.
    await saveProfile(ctx.app, r.id, r.cookie, { regime: 'normal', cscToken: '' });
    const dishes = await callApi(ctx.app, 'POST', `${itemsUrl(r.id)}/preset`, r.cookie, {
      itemIds: r.dishes.map((dish) => dish.id),
      preset: 'prato',
      icmsRatePercent: 3.2,
    });
    expect(dishes.statusCode, dishes.body).toBe(200);
    expect(await taxOf(r.dishes[1]!.id)).toMatchObject({
      cfop: '5101',
      situation: '00',
      icmsRatePercent: 3.2,
    });
    // The drinks saved under the Simples now show what the normal regime asks.
    const after = dishes.json();
    expect(after.items.find((item: { id: string }) => item.id === r.drinks[0]!.id).issues).toContain(
      ITEM_TAX_ERRORS.situationForRegime('normal'),
    );
  });

  it("refuses another restaurant's item, alone or among the restaurant's own", async () => {
    const mine = await restaurantWithMenu();
    const theirs = await restaurantWithMenu();
    await saveProfile(ctx.app, mine.id, mine.cookie);
    const put = await callApi(ctx.app, 'PUT', `${itemsUrl(mine.id)}/${theirs.dishes[0]!.id}`, mine.cookie, {
      ncm: '21069090',
      cfop: '5101',
      origin: 0,
      situation: '102',
    });
    expect(put.statusCode, put.body).toBe(404);
    const preset = await callApi(ctx.app, 'POST', `${itemsUrl(mine.id)}/preset`, mine.cookie, {
      itemIds: [mine.dishes[0]!.id, theirs.dishes[0]!.id],
      preset: 'prato',
    });
    expect(preset.statusCode, preset.body).toBe(404);
    expect(await taxOf(mine.dishes[0]!.id)).toBeNull();
    expect(await taxOf(theirs.dishes[0]!.id)).toBeNull();
  });
});
