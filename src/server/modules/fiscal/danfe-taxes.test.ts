/**
 * Lei 12.741/2012's line on the DANFE NFC-e ('Tributos totais incidentes (Lei Federal 12.741/2012):
 * R$ X') through the real API on a real database, against the fake Focus NFe (test/fakes/focus-nfe.ts):
 * an item's approximate tax percentage saved through the items API goes on the note's item as
 * Focus's `valor_total_tributos`, and the DANFE page prints the sum; a sale whose items have none
 * prints no line and sends no field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFocusNfe } from '../../../../test/fakes/focus-nfe';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { DANFE_TAXES } from '../../../domain/fiscal/danfe';
import { fiscalProfiles, restaurants } from '../../db/schema';
import { createFocusNfe } from '../../integrations/fiscal/focus-nfe.client';
import { encryptSecret } from '../../lib/crypto';
import { createItem } from '../orders/order-placement.fixtures';
import { TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';
import { fiscalSendsSettled, setFiscalDeps } from './fiscal-issue';

/** Each case registers a restaurant (a password hash) and pays a bill: slow on a loaded machine. */
const SLOW = 120_000;

let ctx: TestContext;
const fake = new FakeFocusNfe();

beforeAll(async () => {
  ctx = await createTestApp();
  await fake.start();
  setFiscalDeps({
    db: ctx.app.db,
    provider: createFocusNfe({
      homologationUrl: fake.baseUrl,
      productionUrl: fake.baseUrl,
      resellerToken: fake.resellerToken,
      timeoutMs: 3_000,
    }),
    encryptionKey: ctx.app.config.encryptionKey,
    log: ctx.app.log,
  });
});
afterAll(async () => {
  await fiscalSendsSettled();
  await fake.stop();
  await ctx.close();
});

let counter = 0;
/** A valid CNPJ per restaurant (the fake keeps one company per CNPJ). */
function nextCnpj(): string {
  const base = `${String(33_444_555 + ++counter).padStart(8, '0')}0001`;
  const digit = (digits: string, weights: number[]) => {
    const rest = digits.split('').reduce((total, d, i) => total + Number(d) * weights[i]!, 0) % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + digit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

/** A restaurant under the Simples Nacional with tables, registered at the fake, issuing on payment. */
async function restaurant() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  await ctx.app.db.update(restaurants).set({ pixKey: 'pix@cantina.com.br' }).where(eq(restaurants.id, id));
  const settings = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 1,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const cnpj = nextCnpj();
  const company = fake.addCompany({ cnpj, regimeTributario: 1, uf: 'SP' });
  const key = ctx.app.config.encryptionKey;
  await ctx.app.db.insert(fiscalProfiles).values({
    restaurantId: id,
    cnpj,
    stateRegistration: '110042490114',
    legalName: 'Cantina da Nona Ltda',
    state: 'SP',
    regime: 'simples',
    environment: 'homologacao',
    cscId: '1',
    cscTokenEncrypted: encryptSecret(key, 'A1B2C3D4E5F6G7H8I9J0'),
    providerCompanyId: company.id,
    tokenHomologacaoEncrypted: encryptSecret(key, company.tokens.homologacao),
    tokenProducaoEncrypted: encryptSecret(key, company.tokens.producao),
    issueMode: 'automatico',
    askCpfAtCheckout: false,
  });
  return { id, cookie: owner.cookie };
}
type Setup = Awaited<ReturnType<typeof restaurant>>;

/** An item with its tax data saved through the items API, with an approximate percentage or none. */
async function item(r: Setup, name: string, price: string, tax: object) {
  const row = await createItem(ctx.app.db, r.id, { name, price });
  const saved = await callApi(ctx.app, 'PUT', `/restaurants/${r.id}/fiscal/items/${row.id}`, r.cookie, tax);
  expect(saved.statusCode, saved.body).toBe(200);
  return row;
}
const dish = { ncm: '2106.90.90', cfop: '5101', origin: 0, situation: '102' };
const softDrink = { ncm: '2202.10.00', cfop: '5405', cest: '03.011.00', origin: 0, situation: '500' };

let phone = 0;
/** Table 1's bill of these lines, paid whole in cash; the receipt issued on the payment. */
async function paidBill(r: Setup, lines: { menuItemId: string; quantity: number }[]) {
  const tables = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, r.cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const opened = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables/${table.id}/open`, r.cookie, {
    people: 2,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const billId = opened.json().bill.id as string;
  const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: r.id,
    customerName: 'Ana',
    customerPhone: `(11) 9${String(7700_0000 + phone++).padStart(8, '0')}`,
    deliveryType: 'table',
    tableNumber: '1',
    items: lines,
  });
  expect(order.statusCode, order.body).toBe(201);
  const split = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/split`, r.cookie, {
    method: 'whole',
  });
  expect(split.statusCode, split.body).toBe(200);
  const part = split.json().closing.split.parts[0] as { id: string; amount: string };
  const paid = await callApi(
    ctx.app,
    'POST',
    `/restaurants/${r.id}/bills/${billId}/payments`,
    r.cookie,
    { partId: part.id, method: 'cash', amount: part.amount },
    { 'idempotency-key': `p-${billId}` },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await fiscalSendsSettled();
  const list = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/fiscal/receipts`, r.cookie);
  const [receipt] = list.json().receipts as { id: string; ref: string; status: string }[];
  expect(receipt?.status).toBe('autorizada');
  const page = await callApi(
    ctx.app,
    'GET',
    `/restaurants/${r.id}/fiscal/receipts/${receipt!.id}/danfe`,
    r.cookie,
  );
  expect(page.statusCode, page.body).toBe(200);
  const items = fake.note(receipt!.ref)!.request.items as Record<string, unknown>[];
  // The page's text as read, its rows' wrapping and bold undone.
  return { items, text: page.body.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ') };
}

describe("the DANFE's taxes line (Lei 12.741/2012)", () => {
  it(
    "sends each item's approximate taxes and prints their sum on the DANFE",
    async () => {
      const r = await restaurant();
      const moqueca = await item(r, 'Moqueca', '50.00', { ...dish, approxTaxPercent: 13.45 });
      const coca = await item(r, 'Coca-Cola 350 ml', '7.00', { ...softDrink, approxTaxPercent: 31.6 });
      const water = await item(r, 'Água sem gás', '5.00', {
        ...softDrink,
        ncm: '2201.10.00',
        cest: '03.005.00',
      });
      const { items, text } = await paidBill(r, [
        { menuItemId: moqueca.id, quantity: 2 },
        { menuItemId: coca.id, quantity: 1 },
        { menuItemId: water.id, quantity: 1 },
      ]);
      // R$ 100,00 × 13,45% = R$ 13,45; R$ 7,00 × 31,6% = R$ 2,21; the water has none: R$ 15,66.
      expect(items.map((line) => line.valor_total_tributos)).toEqual(['13.45', '2.21', undefined]);
      expect(text).toContain(`${DANFE_TAXES}: R$ 15,66`);
    },
    SLOW,
  );

  it(
    'prints no line and sends no field when no item has a percentage',
    async () => {
      const r = await restaurant();
      const moqueca = await item(r, 'Moqueca', '50.00', dish);
      const { items, text } = await paidBill(r, [{ menuItemId: moqueca.id, quantity: 1 }]);
      expect(items[0]).not.toHaveProperty('valor_total_tributos');
      expect(text).toContain('Valor a pagar R$');
      expect(text).not.toContain('Tributos totais incidentes');
    },
    SLOW,
  );
});
