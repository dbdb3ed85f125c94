/**
 * The 'Salão' report (issue 33, decision 0045) through the real API on a real database: two tables
 * closed by the till, one with a waiter's order, a QR order, a manager's discount, a couvert and a
 * split in three paid by PIX, card and cash with change; the other opened and ordered by the owner
 * and paid by debit. Sales by table, by who took the orders and by payment method add up to the
 * cent, with the service charge and the couvert apart, and the dashboard's sales never include them.
 */
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** Two tables closed today: R$ 119,99 in three parts and R$ 50,66 by debit. */
async function dinnerService() {
  const owner: Owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  const r = { ...owner, id };
  const item = await createItem(ctx.app.db, id, { name: 'Moqueca', price: '33.33' });
  const ok = (response: { statusCode: number; body: string }, status = 200) =>
    expect(response.statusCode, response.body).toBe(status);
  ok(
    await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
      ...TABLE_ORDER_SETTINGS,
      tableCount: 2,
    }),
  );
  ok(
    await callApi(ctx.app, 'PUT', `/restaurants/${id}/dining-settings`, owner.cookie, {
      couvert: '7,00',
      couvertKind: 'artistic',
    }),
  );
  const tables = (await callApi(ctx.app, 'GET', `/restaurants/${id}/tables`, owner.cookie)).json() as {
    id: string;
    label: string;
  }[];
  const tableId = (label: string) => tables.find((table) => table.label === label)!.id;
  const waiter = await actAs(ctx.app, r, 'garcom');
  const manager = await actAs(ctx.app, r, 'gerente');
  const cashier = await actAs(ctx.app, r, 'caixa');

  // Mesa 1: the waiter opens it for 3 and takes 2 × 33,33; a diner adds 1 × 33,33 from the QR.
  const opened = await callApi(
    ctx.app,
    'POST',
    `/restaurants/${id}/tables/${tableId('1')}/open`,
    waiter.cookie,
    {
      people: 3,
    },
  );
  ok(opened, 201);
  const bill1 = opened.json().bill.id as string;
  ok(
    await callApi(ctx.app, 'POST', `/restaurants/${id}/orders`, waiter.cookie, {
      customerName: 'Mesa 1',
      customerPhone: '(11) 98888-1001',
      deliveryType: 'table',
      tableNumber: '1',
      items: [{ menuItemId: item.id, quantity: 2 }],
    }),
    201,
  );
  ok(
    await callApi(ctx.app, 'POST', '/orders', undefined, {
      restaurantId: id,
      customerName: 'Bia',
      customerPhone: '(11) 97777-1002',
      deliveryType: 'table',
      tableNumber: '1',
      items: [{ menuItemId: item.id, quantity: 1 }],
    }),
    201,
  );
  // A manager's R$ 10,00 off: 99,99 − 10,00 = 89,99; service 9,00; couvert 3 × 7,00; total 119,99.
  ok(
    await callApi(ctx.app, 'POST', `/restaurants/${id}/bills/${bill1}/discount`, manager.cookie, {
      amount: '10,00',
      reason: 'Aniversário',
    }),
  );
  const split = await callApi(ctx.app, 'POST', `/restaurants/${id}/bills/${bill1}/split`, waiter.cookie, {
    method: 'equal',
    parts: 3,
  });
  ok(split);
  const parts = split.json().closing.split.parts as { id: string; amount: string }[];
  expect(parts.map((part) => part.amount)).toEqual(['40.00', '40.00', '39.99']);
  const pay = (billId: string, body: object, key: string) =>
    callApi(ctx.app, 'POST', `/restaurants/${id}/bills/${billId}/payments`, cashier.cookie, body, {
      'idempotency-key': key,
    });
  ok(await pay(bill1, { partId: parts[0]!.id, method: 'pix', amount: '40.00' }, 'a'), 201);
  ok(await pay(bill1, { partId: parts[1]!.id, method: 'credit', amount: '40.00' }, 'b'), 201);
  const last = await pay(bill1, { partId: parts[2]!.id, method: 'cash', amount: '50' }, 'c');
  ok(last, 201);
  expect(last.json().status).toBe('fechada');
  // A retried payment on a closed bill records nothing twice.
  ok(await pay(bill1, { partId: parts[2]!.id, method: 'cash', amount: '50' }, 'c'));

  // Mesa 2: the owner's own account opens it for 2 and orders; 33,33 + 3,33 + 14,00 = 50,66 by debit.
  const opened2 = await callApi(
    ctx.app,
    'POST',
    `/restaurants/${id}/tables/${tableId('2')}/open`,
    owner.cookie,
    {
      people: 2,
    },
  );
  ok(opened2, 201);
  const bill2 = opened2.json().bill.id as string;
  ok(
    await callApi(ctx.app, 'POST', `/restaurants/${id}/orders`, owner.cookie, {
      customerName: 'Mesa 2',
      customerPhone: '(11) 98888-1003',
      deliveryType: 'table',
      tableNumber: '2',
      items: [{ menuItemId: item.id, quantity: 1 }],
    }),
    201,
  );
  ok(await pay(bill2, { partId: 'part-1', method: 'debit', amount: '50.66' }, 'd'), 201);
  return { r, owner, waiter, manager };
}

describe('the dine-in report', () => {
  let service: Awaited<ReturnType<typeof dinnerService>>;
  beforeAll(async () => {
    service = await dinnerService();
  });
  const url = (tail = '') => `/restaurants/${service.r.id}/reports/dine-in${tail}`;

  it('counts sales by table with people, averages, service and couvert apart', async () => {
    const report = await callApi(ctx.app, 'GET', url('?period=today'), service.owner.cookie);
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json();
    expect(data.title).toBe('Relatório do salão: mesas e garçons');
    expect(data.rows).toEqual([
      {
        table: 'Mesa 1',
        area: 'Salão',
        bills: 1,
        people: 3,
        sales: '89.99',
        avgTicket: '89.99',
        avgPerPerson: '30.00',
        serviceCharge: '9.00',
        couvert: '21.00',
      },
      {
        table: 'Mesa 2',
        area: 'Salão',
        bills: 1,
        people: 2,
        sales: '33.33',
        avgTicket: '33.33',
        avgPerPerson: '16.67',
        serviceCharge: '3.33',
        couvert: '14.00',
      },
    ]);
    expect(data.totals).toEqual({
      table: 'Total',
      area: null,
      bills: 2,
      people: 5,
      sales: '123.32',
      avgTicket: '61.66',
      avgPerPerson: '24.66',
      serviceCharge: '12.33',
      couvert: '35.00',
    });
    const summary = Object.fromEntries(
      data.summary.map((item: { label: string; value: unknown }) => [item.label, item.value]),
    );
    expect(summary).toMatchObject({
      'Vendas no salão': '123.32',
      'Contas fechadas': 2,
      'Taxa de serviço (da equipe)': '12.33',
      Couvert: '35.00',
      'Total recebido': '170.65',
    });
  });

  it('counts sales by who took the orders, the QR and the owner included, adding up to the sales', async () => {
    const data = (await callApi(ctx.app, 'GET', url('?period=today'), service.owner.cookie)).json();
    const [waiters, methods] = data.sections;
    expect(waiters.title).toBe('Por garçom');
    // The R$ 10,00 discount shared by items (6,67 and 3,33), the service by sales (6,00 and 3,00).
    expect(waiters.rows).toEqual([
      {
        waiter: 'Pessoa garcom (Garçom)',
        orders: 1,
        bills: 1,
        sales: '59.99',
        serviceCharge: '6.00',
        share: 48.6,
      },
      { waiter: 'Dono', orders: 1, bills: 1, sales: '33.33', serviceCharge: '3.33', share: 27 },
      { waiter: 'QR da mesa', orders: 1, bills: 1, sales: '30.00', serviceCharge: '3.00', share: 24.3 },
    ]);
    expect(waiters.totals).toMatchObject({ sales: '123.32', serviceCharge: '12.33', orders: 3, bills: 2 });

    expect(methods.title).toBe('Por forma de pagamento');
    expect(methods.rows).toEqual([
      // What the cash settled (39,99), not what was handed over (50,00).
      {
        method: 'Dinheiro',
        payments: 1,
        sales: '29.99',
        serviceCharge: '3.00',
        couvert: '7.00',
        received: '39.99',
      },
      {
        method: 'PIX',
        payments: 1,
        sales: '30.00',
        serviceCharge: '3.00',
        couvert: '7.00',
        received: '40.00',
      },
      {
        method: 'Cartão de crédito',
        payments: 1,
        sales: '30.00',
        serviceCharge: '3.00',
        couvert: '7.00',
        received: '40.00',
      },
      {
        method: 'Cartão de débito',
        payments: 1,
        sales: '33.33',
        serviceCharge: '3.33',
        couvert: '14.00',
        received: '50.66',
      },
    ]);
    expect(methods.totals).toMatchObject({
      payments: 4,
      sales: '123.32',
      serviceCharge: '12.33',
      couvert: '35.00',
      received: '170.65',
    });
  });

  it('keeps the service charge and the couvert out of the dashboard’s sales', async () => {
    const dashboard = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${service.r.id}/reports`,
      service.owner.cookie,
    );
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    // The orders' items: 99,99 + 33,33. Not the 170,65 received (service and couvert are not sales).
    expect(dashboard.json().daily).toMatchObject({ total: '133.32', orders: 3 });
  });

  it('leaves a period without closed bills empty', async () => {
    const data = (
      await callApi(ctx.app, 'GET', url('?from=2020-01-01&to=2020-01-31'), service.owner.cookie)
    ).json();
    expect(data.rows).toEqual([]);
    expect(data.sections.map((section: { rows: unknown[] }) => section.rows)).toEqual([[], []]);
    expect(data.totals).toMatchObject({ bills: 0, sales: '0.00' });
  });

  it('exports the three blocks to CSV and PDF', async () => {
    const csv = await callApi(ctx.app, 'GET', url('/export?period=today&format=csv'), service.owner.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    const text = csv.body;
    expect(text).toContain('Mesa;Área;Contas;Pessoas;Vendas');
    expect(text).toContain('Mesa 1;Salão;1;3;89,99;89,99;30,00;9,00;21,00');
    expect(text).toContain('Por garçom');
    expect(text).toContain('QR da mesa;1;1;30,00;3,00;24,3');
    expect(text).toContain('Por forma de pagamento');
    expect(text).toContain('Total;4;123,32;12,33;35,00;170,65');
    const pdf = await callApi(ctx.app, 'GET', url('/export?period=today&format=pdf'), service.owner.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('relatorio-salao-');
    // The PDF prints the two sections under their titles after the tables' table.
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const { text } = await parser.getText();
      for (const expected of ['Mesa 1', 'Por garçom', 'QR da mesa', 'Por forma de pagamento', 'R$ 170,65'])
        expect(text).toContain(expected);
    } finally {
      await parser.destroy();
    }
  });

  it('is for Dono and Gerente only', async () => {
    const refused = await callApi(ctx.app, 'GET', url('?period=today'), service.waiter.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('Garçom');
    const manager = await callApi(ctx.app, 'GET', url('?period=today'), service.manager.cookie);
    expect(manager.statusCode, manager.body).toBe(200);
  });
});
