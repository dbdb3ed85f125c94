/**
 * Tables, bills and the diner at the table (issue 33, decision 0042), through the real API on a real
 * database: the old 'Número de mesas' becoming tables, the QR order landing on the table's bill, the
 * restaurant's table settings, calls, and the staff's corrections.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { bills, orders } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from './tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(7000_0000 + phoneCounter++).padStart(8, '0')}`;

async function restaurantWithTables(tableCount: number, extra: Record<string, unknown> = {}) {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  const item = await createItem(ctx.app.db, id, { name: 'Chopp', price: '12.50' });
  const settings = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount,
    ...extra,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return { ...owner, id, item };
}

type Place = { id: string; item: { id: string } };
function tableOrder(r: Place, tableNumber: string, extra: Record<string, unknown> = {}, quantity = 2) {
  return callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: r.id,
    customerName: 'Ana',
    customerPhone: nextPhone(),
    deliveryType: 'table',
    tableNumber,
    items: [{ menuItemId: r.item.id, quantity }],
    ...extra,
  });
}

const listTables = async (r: { id: string; cookie: string }) => {
  const response = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, r.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: string;
    label: string;
    area: string;
    isActive: boolean;
    code: string | null;
    state: string;
    bill: { id: string; status: string; people: number | null; itemCount: number; subtotal: string } | null;
    pendingCalls: { id: string; kind: string }[];
  }[];
};

describe("the old 'Número de mesas' and the tables", () => {
  it('makes tables 1..N in the Salão, reads N back, and changes nothing on a save with the same N', async () => {
    const r = await restaurantWithTables(5);
    const tables = await listTables(r);
    expect(tables.map((t) => [t.label, t.area, t.isActive, t.state])).toEqual(
      ['1', '2', '3', '4', '5'].map((label) => [label, 'Salão', true, 'livre']),
    );
    // Fewer tables: the ones above N are deactivated (kept for the history), N reads back.
    const fewer = await callApi(ctx.app, 'PUT', `/restaurants/${r.id}/order-settings`, r.cookie, {
      ...TABLE_ORDER_SETTINGS,
      tableCount: 3,
    });
    expect(fewer.json().tableCount).toBe(3);
    expect((await listTables(r)).filter((t) => t.isActive).map((t) => t.label)).toEqual(['1', '2', '3']);
    // A named table does not move the count; saving the count as it reads touches no table.
    await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables`, r.cookie, {
      label: 'Varanda 1',
      area: 'Varanda',
    });
    const same = await callApi(ctx.app, 'PUT', `/restaurants/${r.id}/order-settings`, r.cookie, {
      ...TABLE_ORDER_SETTINGS,
      tableCount: 3,
    });
    expect(same.json().tableCount).toBe(3);
    expect((await listTables(r)).filter((t) => t.isActive).map((t) => t.label)).toEqual([
      '1',
      '2',
      '3',
      'Varanda 1',
    ]);
    // The public profile carries the table settings, off by default.
    const profile = await callApi(ctx.app, 'GET', `/restaurants/${r.id}`);
    expect(profile.json()).toMatchObject({
      tableCount: 3,
      tableOrdersViaWhatsapp: false,
      tableAsksName: false,
      tableOpenedByWaiter: false,
      tableCodeRequired: false,
    });
  });

  it('keeps a numbered table with an open bill when the count goes down', async () => {
    const r = await restaurantWithTables(4);
    expect((await tableOrder(r, '4')).statusCode).toBe(201);
    await callApi(ctx.app, 'PUT', `/restaurants/${r.id}/order-settings`, r.cookie, {
      ...TABLE_ORDER_SETTINGS,
      tableCount: 2,
    });
    const tables = await listTables(r);
    expect(tables.filter((t) => t.isActive).map((t) => t.label)).toEqual(['1', '2', '4']);
  });

  it('creates, edits and deactivates tables; labels are unique; only Dono and Gerente configure them', async () => {
    const r = await restaurantWithTables(0);
    const created = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables`, r.cookie, {
      label: ' Varanda   1 ',
      area: 'Varanda',
      seats: 6,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      label: 'Varanda 1',
      title: 'Varanda 1',
      seats: 6,
      state: 'livre',
      code: null,
    });
    const twin = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables`, r.cookie, {
      label: 'varanda 1',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toBe('Já existe uma mesa com esse número ou nome.');
    const seven = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables`, r.cookie, { label: '07' });
    expect(seven.json()).toMatchObject({ label: '07', title: 'Mesa 7' });
    expect(
      (await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables`, r.cookie, { label: '7' })).statusCode,
    ).toBe(409);
    const edited = await callApi(
      ctx.app,
      'PATCH',
      `/restaurants/${r.id}/tables/${created.json().id}`,
      r.cookie,
      {
        seats: 8,
        code: 'k7m4',
      },
    );
    expect(edited.json()).toMatchObject({ seats: 8, code: 'K7M4' });
    const off = await callApi(ctx.app, 'DELETE', `/restaurants/${r.id}/tables/${seven.json().id}`, r.cookie);
    expect(off.json()).toMatchObject({ isActive: false });
    // The count reads the highest active numbered table.
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/settings`, r.cookie)).json().tableCount).toBe(
      0,
    );

    const waiter = await actAs(ctx.app, r, 'garcom');
    const refused = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables`, waiter.cookie, {
      label: '9',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Seu perfil (Garçom) não tem acesso à configuração das mesas.');
    // The waiter sees the map.
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, waiter.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('the diner at the table', () => {
  it("puts QR orders on the table's bill, opening it, with the section 7 answer unchanged", async () => {
    const r = await restaurantWithTables(10);
    const delivery = await callApi(ctx.app, 'POST', '/orders', undefined, {
      restaurantId: r.id,
      customerName: 'Bia',
      customerPhone: nextPhone(),
      deliveryType: 'pickup',
      items: [{ menuItemId: r.item.id, quantity: 1 }],
    });
    const first = await tableOrder(r, '7', { customerName: 'Ana' });
    expect(first.statusCode, first.body).toBe(201);
    // The answer has exactly the fields it had: a bill adds nothing to the diner's answer.
    expect(Object.keys(first.json()).sort()).toEqual(Object.keys(delivery.json()).sort());
    expect(first.json()).toMatchObject({ deliveryType: 'table', tableNumber: '7', status: 'pending' });
    const second = await tableOrder(r, '07', { customerName: 'Caio' }, 1);
    expect(second.statusCode).toBe(201);

    const [stored] = await ctx.app.db.select().from(orders).where(eq(orders.id, first.json().id));
    const [other] = await ctx.app.db.select().from(orders).where(eq(orders.id, second.json().id));
    expect(stored!.billId).toBeTruthy();
    expect(other!.billId).toBe(stored!.billId);
    const [deliveryRow] = await ctx.app.db.select().from(orders).where(eq(orders.id, delivery.json().id));
    expect(deliveryRow!.billId).toBeNull();

    const seven = (await listTables(r)).find((t) => t.label === '7')!;
    expect(seven).toMatchObject({
      state: 'ocupada',
      bill: { status: 'aberta', people: null, itemCount: 3, subtotal: '37.50' },
    });

    const bill = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/bills/${stored!.billId}`, r.cookie);
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json()).toMatchObject({
      status: 'aberta',
      table: { label: '7', title: 'Mesa 7', area: 'Salão', state: 'ocupada' },
      openedBy: { by: 'cliente', staffId: null },
      orderCount: 2,
      itemCount: 3,
      subtotal: '37.50',
    });
    expect(bill.json().orders.map((o: { orderedBy: { name: string } }) => o.orderedBy.name)).toEqual([
      'Ana',
      'Caio',
    ]);
    expect(bill.json().orders[0].items[0]).toMatchObject({ name: 'Chopp', quantity: 2, subtotal: '25.00' });
  });

  it("refuses an unknown table with tables configured, and keeps today's rule without them", async () => {
    const r = await restaurantWithTables(10);
    const unknown = await tableOrder(r, '11');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Mesa não encontrada.');
    const none = await restaurantWithTables(0);
    const any = await tableOrder(none, '12');
    expect(any.statusCode, any.body).toBe(201);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, any.json().id));
    expect(row!.billId).toBeNull();
    // The QR's public read follows the same rule.
    expect((await callApi(ctx.app, 'GET', `/restaurants/${none.id}/qr-tables/12`)).json()).toMatchObject({
      title: 'Mesa 12',
      codeRequired: false,
    });
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/qr-tables/11`)).statusCode).toBe(404);
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/qr-tables/3`)).json()).toEqual({
      label: '3',
      title: 'Mesa 3',
      area: 'Salão',
      codeRequired: false,
      waitsForWaiter: false,
    });
  });

  it('takes a table order without a name unless the restaurant asks for it', async () => {
    const r = await restaurantWithTables(3);
    const nameless = await tableOrder(r, '2', { customerName: '' });
    expect(nameless.statusCode, nameless.body).toBe(201);
    expect(nameless.json().customerName).toBe('Mesa 2');
    const asks = await restaurantWithTables(3, { tableAsksName: true });
    const refused = await tableOrder(asks, '2', { customerName: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Por favor, preencha seu nome completo.');
  });

  it("'Garçom abre a mesa': QR orders wait for a waiter to open the table, then join its bill", async () => {
    const r = await restaurantWithTables(4, { tableOpenedByWaiter: true });
    const early = await tableOrder(r, '3');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      "A mesa 3 ainda não foi aberta pelo garçom. Toque em 'Chamar garçom' para abrir a mesa e envie o pedido de novo.",
    );
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/qr-tables/3`)).json().waitsForWaiter).toBe(
      true,
    );
    const three = (await listTables(r)).find((t) => t.label === '3')!;
    const waiter = await actAs(ctx.app, r, 'garcom');
    const opened = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/tables/${three.id}/open`,
      waiter.cookie,
      {
        people: 4,
      },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      state: 'ocupada',
      bill: { people: 4, itemCount: 0, subtotal: '0.00' },
    });
    // Opening again is harmless: the same bill, the new number of people.
    const again = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/tables/${three.id}/open`,
      waiter.cookie,
      {
        people: 5,
      },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().bill).toMatchObject({ id: opened.json().bill.id, people: 5 });
    const late = await tableOrder(r, '3');
    expect(late.statusCode, late.body).toBe(201);
    const bill = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${r.id}/bills/${opened.json().bill.id}`,
      waiter.cookie,
    );
    expect(bill.json()).toMatchObject({
      openedBy: { by: 'equipe', staffId: waiter.staffId, name: 'Pessoa garcom' },
      people: 5,
      orderCount: 1,
    });
    // The kitchen has no access to tables.
    const kitchen = await actAs(ctx.app, r, 'cozinha');
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, kitchen.cookie)).statusCode).toBe(
      403,
    );
  });

  it("'Código da mesa': the order carries the card's code, refused when missing or wrong", async () => {
    const r = await restaurantWithTables(2, { tableCodeRequired: true });
    const tables = await listTables(r);
    expect(tables.every((t) => t.code !== null && /^[A-Z0-9]{4}$/.test(t.code))).toBe(true);
    const code = tables.find((t) => t.label === '1')!.code!;
    expect((await callApi(ctx.app, 'GET', `/restaurants/${r.id}/qr-tables/1`)).json().codeRequired).toBe(
      true,
    );
    const missing = await tableOrder(r, '1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Informe o código da mesa: ele está impresso no cartão da mesa.');
    const wrong = await tableOrder(r, '1', { tableCode: code === 'AAAA' ? 'CCCC' : 'AAAA' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Código da mesa incorreto. Confira o código impresso no cartão da mesa.');
    const right = await tableOrder(r, '1', { tableCode: ` ${code.toLowerCase()} ` });
    expect(right.statusCode, right.body).toBe(201);
    // Staff entering an order at the counter needs no code.
    const counter = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/orders`, r.cookie, {
      customerName: 'Mesa 2',
      customerPhone: nextPhone(),
      deliveryType: 'table',
      tableNumber: '2',
      items: [{ menuItemId: r.item.id, quantity: 1 }],
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const two = (await listTables(r)).find((t) => t.label === '2')!;
    expect(two.bill).toMatchObject({ itemCount: 1 });
  });
});

describe('guessing a table code', () => {
  it('holds a client back after 20 wrong codes for a table, even with the right one', async () => {
    const r = await restaurantWithTables(1, { tableCodeRequired: true });
    const code = (await listTables(r))[0]!.code!;
    const wrong = code === 'AAAA' ? 'CCCC' : 'AAAA';
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await tableOrder(r, '1', { tableCode: wrong })).statusCode).toBe(403);
    const held = await tableOrder(r, '1', { tableCode: code });
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe(
      'Muitas tentativas com o código da mesa. Aguarde alguns minutos ou chame o garçom.',
    );
    expect(held.headers['retry-after']).toBeDefined();
  });
});

describe("'Chamar garçom' and 'Pedir a conta'", () => {
  it('records one pending call per table and kind, moves the bill to conta pedida, and staff answer it', async () => {
    const r = await restaurantWithTables(3);
    const url = `/restaurants/${r.id}/qr-tables/2/calls`;
    const noBill = await callApi(ctx.app, 'POST', url, undefined, { kind: 'bill' });
    expect(noBill.statusCode).toBe(409);
    const call = await callApi(ctx.app, 'POST', url, undefined, { kind: 'waiter' });
    expect(call.statusCode, call.body).toBe(201);
    const repeat = await callApi(ctx.app, 'POST', url, undefined, { kind: 'waiter' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(call.json().id);

    expect((await tableOrder(r, '2')).statusCode).toBe(201);
    const askBill = await callApi(ctx.app, 'POST', url, undefined, { kind: 'bill' });
    expect(askBill.statusCode).toBe(201);
    const two = (await listTables(r)).find((t) => t.label === '2')!;
    expect(two).toMatchObject({ state: 'conta_pedida', bill: { status: 'conta_pedida' } });
    expect(two.pendingCalls.map((c) => c.kind).sort()).toEqual(['bill', 'waiter']);

    const waiter = await actAs(ctx.app, r, 'garcom');
    const answered = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/table-calls/${call.json().id}/answer`,
      waiter.cookie,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answeredAt).not.toBeNull();
    expect((await listTables(r)).find((t) => t.label === '2')!.pendingCalls.map((c) => c.kind)).toEqual([
      'bill',
    ]);
    // Answered, a new call rings again.
    expect((await callApi(ctx.app, 'POST', url, undefined, { kind: 'waiter' })).statusCode).toBe(201);
    // Another restaurant's call is not found.
    const other = await restaurantWithTables(1);
    const foreign = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${other.id}/table-calls/${call.json().id}/answer`,
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('limits calls per table', async () => {
    const r = await restaurantWithTables(1);
    const url = `/restaurants/${r.id}/qr-tables/1/calls`;
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++)
      statuses.push((await callApi(ctx.app, 'POST', url, undefined, { kind: 'waiter' })).statusCode);
    expect(statuses.slice(0, 6).every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it("lets staff ask for the bill ('Pedir a conta')", async () => {
    const r = await restaurantWithTables(2);
    const placed = await tableOrder(r, '1');
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, placed.json().id));
    const asked = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${row!.billId}/request`,
      r.cookie,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'conta_pedida', table: { state: 'conta_pedida' } });
    expect(asked.json().billRequestedAt).not.toBeNull();
  });
});

describe("the staff's corrections", () => {
  it('removes an order with a reason, moves a bill to a free table and joins two bills', async () => {
    const r = await restaurantWithTables(4);
    const a = await tableOrder(r, '1', { customerName: 'Ana' });
    const b = await tableOrder(r, '1', { customerName: 'Bruno' }, 1);
    const c = await tableOrder(r, '2', { customerName: 'Caio' }, 1);
    const billOf = async (orderId: string) =>
      (await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.billId!;
    const billOne = await billOf(a.json().id);
    const billTwo = await billOf(c.json().id);

    const cashier = await actAs(ctx.app, r, 'caixa');
    const removed = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billOne}/orders/${b.json().id}/remove`,
      cashier.cookie,
      { reason: 'Pedido em dobro' },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = removed.json().orders.find((o: { id: string }) => o.id === b.json().id);
    expect(gone).toMatchObject({
      status: 'cancelled',
      removal: { reason: 'Pedido em dobro', by: 'equipe', staffId: cashier.staffId, name: 'Pessoa caixa' },
    });
    expect(removed.json()).toMatchObject({ orderCount: 1, itemCount: 2, subtotal: '25.00' });
    // A waiter cannot cancel orders.
    const waiter = await actAs(ctx.app, r, 'garcom');
    const notAllowed = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billOne}/orders/${a.json().id}/remove`,
      waiter.cookie,
      { reason: 'Teste' },
    );
    expect(notAllowed.statusCode).toBe(403);

    const tables = await listTables(r);
    const four = tables.find((t) => t.label === '4')!;
    const two = tables.find((t) => t.label === '2')!;
    const taken = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billOne}/move`,
      waiter.cookie,
      {
        tableId: two.id,
      },
    );
    expect(taken.statusCode).toBe(409);
    const moved = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billOne}/move`,
      waiter.cookie,
      {
        tableId: four.id,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().table).toMatchObject({ label: '4', state: 'ocupada' });
    const [movedOrder] = await ctx.app.db.select().from(orders).where(eq(orders.id, a.json().id));
    expect(movedOrder!.tableNumber).toBe('4');
    // The diner still at table 1 opens a new bill there; the moved one stays on table 4.
    expect((await listTables(r)).find((t) => t.label === '1')!.state).toBe('livre');

    const joined = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billOne}/join`,
      waiter.cookie,
      {
        billId: billTwo,
      },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ orderCount: 2, itemCount: 3, subtotal: '37.50' });
    const [merged] = await ctx.app.db.select().from(bills).where(eq(bills.id, billTwo));
    expect(merged).toMatchObject({ status: 'cancelada', mergedIntoBillId: billOne });
    expect((await listTables(r)).find((t) => t.label === '2')!.state).toBe('livre');
    // Another restaurant's bill is not found.
    const other = await restaurantWithTables(1);
    expect(
      (await callApi(ctx.app, 'GET', `/restaurants/${other.id}/bills/${billOne}`, other.cookie)).statusCode,
    ).toBe(404);
  });
});
