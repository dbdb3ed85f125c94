/** The demo's NFC-e set-up: a profile the domain accepts, in homologação, and the items' presets. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../test/harness/app';
import { ITEM_TAX_ERRORS } from '../../domain/fiscal/item-tax';
import { createItem } from '../modules/orders/order-placement.fixtures';
import { seedDemoFiscal } from './demo-fiscal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('saves a homologação profile and presets on the demo items, leaving water and beer to the owner', async () => {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  for (const [name, category] of [
    ['Pizza Margherita', 'Pizzas'],
    ['Refrigerante lata', 'Bebidas'],
    ['Suco natural', 'Bebidas'],
    ['Água mineral', 'Bebidas'],
  ] as const)
    await createItem(ctx.app.db, id, { name, category });
  expect(await seedDemoFiscal(ctx.app.db, ctx.app.config, id, null)).toBe('saved');

  const profile = (await callApi(ctx.app, 'GET', `/restaurants/${id}/fiscal/profile`, owner.cookie)).json();
  expect(profile).toMatchObject({
    environment: 'homologacao',
    regime: 'simples',
    cscTokenSet: true,
    state: 'SP',
  });
  const items = (await callApi(ctx.app, 'GET', `/restaurants/${id}/fiscal/items`, owner.cookie)).json();
  const byName = Object.fromEntries(items.items.map((item: { name: string }) => [item.name, item]));
  expect(byName['Pizza Margherita']).toMatchObject({ tax: { cfop: '5101', situation: '102' }, issues: [] });
  expect(byName['Refrigerante lata']).toMatchObject({ tax: { cfop: '5405', situation: '500' }, issues: [] });
  expect(byName['Suco natural'].issues).toEqual([]);
  expect(byName['Água mineral'].issues).toEqual([ITEM_TAX_ERRORS.missing]);
  expect(items.incompleteCount).toBe(1);
});
