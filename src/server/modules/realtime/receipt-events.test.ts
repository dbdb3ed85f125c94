/**
 * The `receipt` live event (issue 35): issuing and cancelling an NFC-e through the real API, against
 * the fake Focus NFe (test/fakes/focus-nfe.ts), reaches the restaurant's open panel stream (real SSE)
 * with ids and states only; another restaurant's stream and a waiter's stream (no `fiscal.issue` nor
 * `fiscal.cancel`) hear nothing of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFocusNfe } from '../../../../test/fakes/focus-nfe';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { connectSse } from '../../../../test/harness/sse-client';
import { presetTax } from '../../../domain/fiscal/item-tax';
import { fiscalProfiles, menuItems, restaurants } from '../../db/schema';
import { createFocusNfe } from '../../integrations/fiscal/focus-nfe.client';
import { encryptSecret } from '../../lib/crypto';
import { fiscalSendsSettled, setFiscalDeps } from '../fiscal/fiscal-issue';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';

const SLOW = 180_000;
let ctx: TestContext;
let base: string;
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
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await fiscalSendsSettled();
  await fake.stop();
  await ctx.close();
});

/** A restaurant issuing with the button, registered at the fake, with a bill of one dish paid whole. */
async function paidBill() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  await ctx.app.db.update(restaurants).set({ pixKey: 'pix@cantina.com.br' }).where(eq(restaurants.id, id));
  const saved = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const cnpj = '11222333000181';
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
    issueMode: 'manual',
    askCpfAtCheckout: false,
  });
  const dish = await createItem(ctx.app.db, id, { name: 'Moqueca', price: '50.00' });
  await ctx.app.db
    .update(menuItems)
    .set({ fiscalTax: presetTax('prato', 'simples', 12) })
    .where(eq(menuItems.id, dish.id));
  const [table] = (await callApi(ctx.app, 'GET', `/restaurants/${id}/tables`, owner.cookie)).json();
  const opened = await callApi(ctx.app, 'POST', `/restaurants/${id}/tables/${table.id}/open`, owner.cookie, {
    people: 1,
  });
  const billId = opened.json().bill.id as string;
  const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: id,
    customerName: 'Ana',
    customerPhone: '(11) 97654-3210',
    deliveryType: 'table',
    tableNumber: '1',
    items: [{ menuItemId: dish.id, quantity: 1 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  const split = await callApi(ctx.app, 'POST', `/restaurants/${id}/bills/${billId}/split`, owner.cookie, {
    method: 'whole',
  });
  const part = split.json().closing.split.parts[0] as { id: string; amount: string };
  const paid = await callApi(
    ctx.app,
    'POST',
    `/restaurants/${id}/bills/${billId}/payments`,
    owner.cookie,
    { partId: part.id, method: 'cash', amount: part.amount },
    { 'idempotency-key': `p-${billId}` },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  return { ...owner, id, billId };
}

const open = (restaurantId: string, cookie: string) =>
  connectSse(`${base}/api/restaurants/${restaurantId}/orders/events`, { cookie });

describe("the panel's receipt events", () => {
  it(
    'tells the fiscal staff a note was issued and cancelled, never another restaurant nor a waiter',
    async () => {
      const r = await paidBill();
      const other = await registerOwner(ctx.app);
      const waiter = await actAs(ctx.app, r, 'garcom');
      const stream = await open(r.id, r.cookie);
      const elsewhere = await open(other.restaurant.id, other.cookie);
      const waiterStream = await open(r.id, waiter.cookie);
      await Promise.all([stream.ready(), elsewhere.ready(), waiterStream.ready()]);
      const receipts = () =>
        stream.messages.filter((m) => m.event === 'receipt').map((m) => JSON.parse(m.data));

      const issued = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/fiscal/receipts`, r.cookie, {
        billId: r.billId,
      });
      expect(issued.statusCode, issued.body).toBe(201);
      expect(issued.json().status).toBe('autorizada');
      const id = issued.json().id as string;
      await stream.waitFor(() => receipts().some((e) => e.status === 'autorizada'));
      expect(receipts()).toEqual([
        { id, billId: r.billId, orderId: null, status: 'pendente' },
        { id, billId: r.billId, orderId: null, status: 'autorizada' },
      ]);

      const cancelled = await callApi(
        ctx.app,
        'POST',
        `/restaurants/${r.id}/fiscal/receipts/${id}/cancel`,
        r.cookie,
        { justification: 'Cliente desistiu da compra' },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await stream.waitFor(() => receipts().some((e) => e.status === 'cancelada'));
      // Ids and states only: no key, no CPF.
      for (const message of stream.messages.filter((m) => m.event === 'receipt'))
        expect(Object.keys(JSON.parse(message.data)).sort()).toEqual(['billId', 'id', 'orderId', 'status']);
      expect(elsewhere.messages.some((m) => m.event === 'receipt')).toBe(false);
      expect(waiterStream.messages.some((m) => m.event === 'receipt')).toBe(false);
      await stream.close();
      await elsewhere.close();
      await waiterStream.close();
    },
    SLOW,
  );
});
