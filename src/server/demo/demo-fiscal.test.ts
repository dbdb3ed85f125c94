/**
 * The demo's NFC-e set-up: a profile the domain accepts, in homologação, every item's tax data (the
 * presets, and water's own codes), automatic issuing, and a paid bill that issues its note at the
 * Focus NFe fake (the sandbox `npm start` runs, with the tests' controls).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeFocusNfe } from '../../../test/fakes/focus-nfe';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../test/harness/app';
import { menuItems, restaurants } from '../db/schema';
import { createFocusNfe } from '../integrations/fiscal/focus-nfe.client';
import { fiscalSendsSettled, setFiscalDeps } from '../modules/fiscal/fiscal-issue';
import { createItem } from '../modules/orders/order-placement.fixtures';
import { TABLE_ORDER_SETTINGS } from '../modules/tables/tables.test-helpers';
import { DEMO_FISCAL_PROFILE, seedDemoFiscal } from './demo-fiscal';

let ctx: TestContext;
const fake = new FakeFocusNfe();
const provider = () =>
  createFocusNfe({
    homologationUrl: fake.baseUrl,
    productionUrl: fake.baseUrl,
    resellerToken: fake.resellerToken,
    timeoutMs: 3_000,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  await fake.start();
  setFiscalDeps({
    db: ctx.app.db,
    provider: provider(),
    encryptionKey: ctx.app.config.encryptionKey,
    log: ctx.app.log,
  });
});
afterAll(async () => {
  await fiscalSendsSettled();
  await fake.stop();
  await ctx.close();
});

const DRINKS = [
  ['Pizza Margherita', 'Pizzas', '40.00'],
  ['Refrigerante lata', 'Bebidas', '7.00'],
  ['Suco natural', 'Bebidas', '9.90'],
  ['Água mineral', 'Bebidas', '5.00'],
  ['Cerveja long neck', 'Bebidas', '12.00'],
] as const;

async function demoLike() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  const ids: Record<string, string> = {};
  for (const [name, category, price] of DRINKS)
    ids[name] = (await createItem(ctx.app.db, id, { name, category, price })).id;
  return { id, cookie: owner.cookie, ids };
}

it('saves a homologação profile issuing automatically, with every demo item complete, water and beer included', async () => {
  const { id, cookie } = await demoLike();
  expect(await seedDemoFiscal(ctx.app.db, ctx.app.config, id, null)).toBe('saved');

  const profile = (await callApi(ctx.app, 'GET', `/restaurants/${id}/fiscal/profile`, cookie)).json();
  expect(profile).toMatchObject({
    environment: 'homologacao',
    regime: 'simples',
    cscTokenSet: true,
    state: 'SP',
    issueMode: 'automatico',
    askCpfAtCheckout: true,
  });
  const items = (await callApi(ctx.app, 'GET', `/restaurants/${id}/fiscal/items`, cookie)).json();
  const byName = Object.fromEntries(items.items.map((item: { name: string }) => [item.name, item]));
  expect(byName['Pizza Margherita']).toMatchObject({ tax: { cfop: '5101', situation: '102' }, issues: [] });
  expect(byName['Refrigerante lata']).toMatchObject({ tax: { cfop: '5405', situation: '500' }, issues: [] });
  expect(byName['Suco natural'].issues).toEqual([]);
  expect(byName['Água mineral']).toMatchObject({
    tax: { ncm: '22011000', cfop: '5405', cest: '0300500', situation: '500' },
    issues: [],
  });
  expect(byName['Cerveja long neck']).toMatchObject({
    tax: { ncm: '22030000', cfop: '5405', cest: '0302100', situation: '500' },
    issues: [],
  });
  expect(items.incompleteCount).toBe(0);
});

it('issues the button way when the menu has an item the demo does not know', async () => {
  const { id, cookie } = await demoLike();
  await createItem(ctx.app.db, id, { name: 'Vinho da casa', category: 'Vinhos', price: '60.00' });
  await seedDemoFiscal(ctx.app.db, ctx.app.config, id, null);
  const profile = (await callApi(ctx.app, 'GET', `/restaurants/${id}/fiscal/profile`, cookie)).json();
  expect(profile.issueMode).toBe('manual');
});

it('registers at the provider and issues the note of a paid bill with water and beer on its own', async () => {
  const { id, cookie, ids } = await demoLike();
  await ctx.app.db
    .update(restaurants)
    .set({ zipCode: '01310-100', city: 'São Paulo', state: 'SP', pixKey: 'pix@bellanapoli.com.br' })
    .where(eq(restaurants.id, id));
  expect(await seedDemoFiscal(ctx.app.db, ctx.app.config, id, provider())).toBe('registered');
  const saved = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 2,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const tables = (await callApi(ctx.app, 'GET', `/restaurants/${id}/tables`, cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const opened = await callApi(ctx.app, 'POST', `/restaurants/${id}/tables/${table.id}/open`, cookie, {
    people: 2,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const billId = opened.json().bill.id as string;
  const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: id,
    customerName: 'Ana',
    customerPhone: '(11) 97600-1234',
    deliveryType: 'table',
    tableNumber: '1',
    items: [
      { menuItemId: ids['Água mineral'], quantity: 2 },
      { menuItemId: ids['Cerveja long neck'], quantity: 1 },
    ],
  });
  expect(order.statusCode, order.body).toBe(201);
  const split = await callApi(ctx.app, 'POST', `/restaurants/${id}/bills/${billId}/split`, cookie, {
    method: 'whole',
  });
  expect(split.statusCode, split.body).toBe(200);
  const part = split.json().closing.split.parts[0];
  const paid = await callApi(
    ctx.app,
    'POST',
    `/restaurants/${id}/bills/${billId}/payments`,
    cookie,
    { partId: part.id, method: 'cash', amount: part.amount },
    { 'idempotency-key': `demo-${billId}` },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await fiscalSendsSettled();

  // Nobody pressed a button: the payment issued the note, authorized at the provider.
  const receipts = (await callApi(ctx.app, 'GET', `/restaurants/${id}/fiscal/receipts`, cookie)).json()
    .receipts;
  expect(receipts).toHaveLength(1);
  expect(receipts[0]).toMatchObject({ status: 'autorizada', environment: 'homologacao' });
  const note = fake.note(receipts[0].ref as string);
  expect(note?.authorizations).toBe(1);
  const sent = fake.requestsTo('/v2/nfce').at(-1)?.body as {
    cnpj_emitente?: string;
    items?: { cest?: string }[];
  };
  expect(sent.cnpj_emitente).toBe(DEMO_FISCAL_PROFILE.cnpj);
  expect(sent.items?.map((item) => item.cest)).toEqual(['0300500', '0302100']);
  // The menu items keep their data for the next sale.
  const [water] = await ctx.app.db.select().from(menuItems).where(eq(menuItems.id, ids['Água mineral']!));
  expect(water?.fiscalTax).toMatchObject({ cest: '0300500' });
}, 60_000);
