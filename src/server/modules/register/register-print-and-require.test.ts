/**
 * The register's closing report on the Caixa's printer (one 'fechamento-caixa' job, 409 without a
 * printer, a double-click is one paper, a Caixa only after closing) and 'Exigir caixa aberto para
 * receber' (off by default; on, a bill payment or an order delivered at the till with no register
 * open is a 409 that writes nothing; a diner's own payment still goes through), through the real API
 * on a real database (issue 35, decision 0051).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePrinterBytes, printedText } from '../../../../test/fakes/escpos-decoder';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { NO_COUNTER_PRINTER } from '../../../domain/kitchen/panel-printing';
import { billPayments, orders, printJobs, registerPayments, restaurants } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';
import { OPEN_REGISTER_FIRST } from './register-landing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const printer = {
  family: 'epson',
  paperWidth: 80,
  columns: 48,
  codePage: 'cp860',
  cut: true,
  copies: 1,
  connection: { kind: 'rede', host: '192.168.0.61', port: 9100 },
};

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(7500_0000 + phoneCounter++).padStart(8, '0')}`;

async function restaurant() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  await ctx.app.db.update(restaurants).set({ pixKey: 'pix@cantina.com.br' }).where(eq(restaurants.id, id));
  const saved = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    acceptsPix: true,
    tableCount: 2,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...owner, id };
}
type Owner = Awaited<ReturnType<typeof restaurant>>;

const registersOf = async (r: Owner) =>
  (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/registers`, r.cookie)).json() as {
    requireOpenRegister: boolean;
    registers: { id: string; openSession: { id: string } | null }[];
  };

async function openSession(r: Owner, cookie: string) {
  const { registers } = await registersOf(r);
  const opened = await callApi(
    ctx.app,
    'POST',
    `/restaurants/${r.id}/registers/${registers[0]!.id}/sessions`,
    cookie,
    {
      openingFloat: '100,00',
    },
  );
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().id as string;
}

async function setCaixaPrinter(r: Owner) {
  const stations = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/stations`, r.cookie)).json()
    .stations as { id: string; name: string }[];
  const caixa = stations.find((s) => s.name === 'Caixa')!;
  const saved = await callApi(
    ctx.app,
    'PATCH',
    `/restaurants/${r.id}/kitchen/stations/${caixa.id}`,
    r.cookie,
    {
      printer,
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return caixa.id;
}

const printUrl = (r: Owner, sessionId: string) =>
  `/restaurants/${r.id}/register-sessions/${sessionId}/report/print`;
const reportJobs = (restaurantId: string) =>
  ctx.app.db
    .select()
    .from(printJobs)
    .where(eq(printJobs.restaurantId, restaurantId))
    .then((rows) => rows.filter((row) => row.kind === 'fechamento-caixa'));

describe("the closing report on the Caixa's printer", () => {
  it('answers 409 without a printer at the Caixa, and makes no job', async () => {
    const r = await restaurant();
    const sessionId = await openSession(r, r.cookie);
    const refused = await callApi(ctx.app, 'POST', printUrl(r, sessionId), r.cookie);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: NO_COUNTER_PRINTER });
    expect(await reportJobs(r.id)).toEqual([]);
  });

  it("makes one 'fechamento-caixa' job with the report's rows; a double-click is one paper", async () => {
    const r = await restaurant();
    const caixaId = await setCaixaPrinter(r);
    const cashier = await actAs(ctx.app, r, 'caixa');
    const sessionId = await openSession(r, cashier.cookie);
    const moved = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/register-sessions/${sessionId}/movements`,
      cashier.cookie,
      { kind: 'sangria', amount: '30,00', reason: 'Depósito no banco' },
    );
    expect(moved.statusCode, moved.body).toBe(201);
    // Blind close: the cashier's report waits for the closing.
    const early = await callApi(ctx.app, 'POST', printUrl(r, sessionId), cashier.cookie);
    expect(early.statusCode, early.body).toBe(409);
    const closed = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/register-sessions/${sessionId}/close`,
      cashier.cookie,
      { counted: { cash: '68,00', credit: '0', debit: '0', meal_voucher: '0', pix: '0' } },
    );
    expect(closed.statusCode, closed.body).toBe(200);

    const [first, second] = await Promise.all([
      callApi(ctx.app, 'POST', printUrl(r, sessionId), cashier.cookie),
      callApi(ctx.app, 'POST', printUrl(r, sessionId), cashier.cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(first.json()).toMatchObject({
      stationId: caixaId,
      stationName: 'Caixa',
      kind: 'fechamento-caixa',
      billId: null,
      orderId: null,
      status: 'pendente',
    });
    const jobs = await reportJobs(r.id);
    expect(jobs).toHaveLength(1);
    const document = decodePrinterBytes(new Uint8Array(jobs[0]!.payload));
    const paper = printedText(document);
    const text = paper.join('\n');
    expect(text).toContain('FECHAMENTO DE CAIXA');
    expect(text).toMatch(/Troco inicial +R\$ 100,00/);
    expect(text).toMatch(/Esperado na gaveta +R\$ 70,00/);
    expect(text).toContain('Depósito no banco');
    expect(text).toContain('Resultado: Falta de R$ 2,00');
    expect(paper.every((row) => row.length <= 48)).toBe(true);
    expect(document.lines.filter((line) => line.kind === 'cut')).toHaveLength(1);
    // The print queue lists it for whoever follows the jobs.
    const queue = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/print-jobs`, cashier.cookie);
    expect(queue.json().jobs).toContainEqual(
      expect.objectContaining({ id: jobs[0]!.id, kind: 'fechamento-caixa' }),
    );
  });

  it("is another restaurant's session: 404", async () => {
    const r = await restaurant();
    const other = await restaurant();
    await setCaixaPrinter(r);
    const sessionId = await openSession(other, other.cookie);
    const refused = await callApi(ctx.app, 'POST', printUrl(r, sessionId), r.cookie);
    expect(refused.statusCode).toBe(404);
  });
});

/** Table 1 with a bill of 2 × R$ 50,00 + 10% service = R$ 110,00. */
async function tableBill(r: Owner) {
  const item = await createItem(ctx.app.db, r.id, { name: 'Moqueca', price: '50.00' });
  const tables = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, r.cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const opened = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables/${table.id}/open`, r.cookie, {
    people: 2,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: r.id,
    customerName: 'Ana',
    customerPhone: nextPhone(),
    deliveryType: 'table',
    tableNumber: '1',
    items: [{ menuItemId: item.id, quantity: 2 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  return opened.json().bill.id as string;
}

const setRequired = (r: Owner, cookie: string, requireOpenRegister: boolean) =>
  callApi(ctx.app, 'PATCH', `/restaurants/${r.id}/register-settings`, cookie, { requireOpenRegister });

describe("'Exigir caixa aberto para receber'", () => {
  it('is off by default: a payment with no register open lands without a session', async () => {
    const r = await restaurant();
    expect((await registersOf(r)).requireOpenRegister).toBe(false);
    const billId = await tableBill(r);
    const paid = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, r.cookie, {
      partId: 'part-1',
      method: 'cash',
      amount: '110,00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('on: a bill payment with no register open is a 409 that writes nothing; opened, it lands', async () => {
    const r = await restaurant();
    const cashier = await actAs(ctx.app, r, 'caixa');
    // Only who edits the settings may turn it on.
    expect((await setRequired(r, cashier.cookie, true)).statusCode).toBe(403);
    const saved = await setRequired(r, r.cookie, true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ requireOpenRegister: true });
    expect((await registersOf(r)).requireOpenRegister).toBe(true);

    const billId = await tableBill(r);
    const pay = () =>
      callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, cashier.cookie, {
        partId: 'part-1',
        method: 'credit',
        amount: '110,00',
      });
    const refused = await pay();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: OPEN_REGISTER_FIRST });
    expect(await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, billId))).toEqual([]);
    expect(
      await ctx.app.db.select().from(registerPayments).where(eq(registerPayments.restaurantId, r.id)),
    ).toEqual([]);

    const sessionId = await openSession(r, cashier.cookie);
    const taken = await pay();
    expect(taken.statusCode, taken.body).toBe(201);
    const landed = await ctx.app.db
      .select()
      .from(registerPayments)
      .where(eq(registerPayments.restaurantId, r.id));
    expect(landed).toEqual([expect.objectContaining({ sessionId, method: 'credit', amountCents: 11000 })]);
  });

  it('on: an order delivered at the till with no register open is a 409 and stays where it was', async () => {
    const r = await restaurant();
    expect((await setRequired(r, r.cookie, true)).statusCode).toBe(200);
    const item = await createItem(ctx.app.db, r.id, { name: 'Pastel', price: '12.00' });
    const placed = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/orders`, r.cookie, {
      customerName: 'Bia',
      customerPhone: nextPhone(),
      deliveryType: 'pickup',
      items: [{ menuItemId: item.id, quantity: 1, optionIds: [] }],
      paymentMethod: 'cash',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    for (const status of ['confirmed', 'preparing', 'ready']) {
      const moved = await callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, r.cookie, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const refused = await callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, r.cookie, {
      status: 'delivered',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: OPEN_REGISTER_FIRST });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('ready');

    await openSession(r, r.cookie);
    const delivered = await callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, r.cookie, {
      status: 'delivered',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
  });

  it('refuses a body that is not a yes or no, in Portuguese', async () => {
    const r = await restaurant();
    const bad = await callApi(ctx.app, 'PATCH', `/restaurants/${r.id}/register-settings`, r.cookie, {
      requireOpenRegister: 'sim',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });
});
