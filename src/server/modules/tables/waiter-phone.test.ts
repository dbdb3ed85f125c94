/**
 * The waiter's phone (issue 33) through the real API on a real database: a table order sent with one
 * Idempotency-Key per draft places one order however often the phone retries, and 'Transferir item'
 * moves some units of a line from one table's bill to another's, both bills right to the cent, with
 * who and when, refused in Portuguese where decision 0042 says.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { ITEM_MOVE_REFUSALS } from '../../../domain/tables/item-moves';
import { billItemMoves, orderItems, orders } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from './tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface TableRow {
  id: string;
  label: string;
  state: string;
  bill: { id: string; itemCount: number; subtotal: string } | null;
}

/** A restaurant with 5 tables, one dish at R$ 33,33, and a waiter acting by PIN. */
async function diningRoom() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  const r = { ...owner, id };
  const item = await createItem(ctx.app.db, id, { name: 'Moqueca', price: '33.33' });
  const saved = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 5,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const waiter = await actAs(ctx.app, r, 'garcom');
  const tables = async () =>
    (await callApi(ctx.app, 'GET', `/restaurants/${id}/tables`, waiter.cookie)).json() as TableRow[];
  const open = async (label: string, people: number) => {
    const table = (await tables()).find((t) => t.label === label)!;
    const opened = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${id}/tables/${table.id}/open`,
      waiter.cookie,
      {
        people,
      },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    return { tableId: table.id, billId: opened.json().bill.id as string };
  };
  return { r, item, waiter, tables, open };
}

describe("the waiter's send", () => {
  it('places one order for one Idempotency-Key, whatever the retries, with no phone asked', async () => {
    const { r, item, waiter, open } = await diningRoom();
    const { billId } = await open('4', 4);
    const draft = {
      customerName: '',
      deliveryType: 'table',
      tableNumber: '4',
      items: [{ menuItemId: item.id, quantity: 2, notes: 'Sem coentro' }],
    };
    const send = (body: object, key?: string) =>
      callApi(
        ctx.app,
        'POST',
        `/restaurants/${r.id}/orders`,
        waiter.cookie,
        body,
        key ? { 'idempotency-key': key } : {},
      );

    const first = await send(draft, 'rascunho-mesa4-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ customerName: 'Mesa 4', customerPhone: '', tableNumber: '4' });
    // The answer was lost: the phone sends the same draft with the same key, twice at once too.
    const again = await send(draft, 'rascunho-mesa4-0001');
    const racing = await Promise.all([
      send(draft, 'rascunho-mesa4-0001'),
      send(draft, 'rascunho-mesa4-0001'),
    ]);
    for (const answer of [again, ...racing]) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().id).toBe(first.json().id);
    }
    const onBill = await ctx.app.db.select().from(orders).where(eq(orders.billId, billId));
    expect(onBill).toHaveLength(1);
    expect(onBill[0]).toMatchObject({ takenByName: 'Pessoa garcom', takenByRole: 'garcom' });

    // The same key with another draft is refused; a new draft (new key) is a new order.
    const other = await send(
      { ...draft, items: [{ menuItemId: item.id, quantity: 1 }] },
      'rascunho-mesa4-0001',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/Idempotency-Key já foi usada/);
    const next = await send(draft, 'rascunho-mesa4-0002');
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(first.json().id);
    // A key from another restaurant's draft is another key.
    const elsewhere = await diningRoom();
    await elsewhere.open('4', 2);
    const theirs = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${elsewhere.r.id}/orders`,
      elsewhere.waiter.cookie,
      { ...draft, items: [{ menuItemId: elsewhere.item.id, quantity: 2 }] },
      { 'idempotency-key': 'rascunho-mesa4-0001' },
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    // A delivery order still needs the phone (section 5).
    const delivery = await send({
      customerName: 'Rui',
      deliveryType: 'pickup',
      items: [{ menuItemId: item.id, quantity: 1 }],
    });
    expect(delivery.statusCode).toBe(400);
  });
});

describe("'Transferir item'", () => {
  async function twoTables() {
    const room = await diningRoom();
    const four = await room.open('4', 4);
    const five = await room.open('5', 2);
    const order = await callApi(ctx.app, 'POST', `/restaurants/${room.r.id}/orders`, room.waiter.cookie, {
      customerName: '',
      deliveryType: 'table',
      tableNumber: '4',
      items: [{ menuItemId: room.item.id, quantity: 3 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const move = (fromBill: string, body: object, cookie = room.waiter.cookie) =>
      callApi(ctx.app, 'POST', `/restaurants/${room.r.id}/bills/${fromBill}/items/move`, cookie, body);
    const bill = async (billId: string) =>
      (await callApi(ctx.app, 'GET', `/restaurants/${room.r.id}/bills/${billId}`, room.waiter.cookie)).json();
    return { ...room, four, five, orderId: order.json().id as string, move, bill };
  }

  it('moves one unit to another table: both bills to the cent, with who and when', async () => {
    const { r, waiter, four, five, orderId, move, bill, tables } = await twoTables();
    const before = await bill(four.billId);
    // 3 × 33,33 = 99,99 + 10% (10,00) = 109,99.
    expect(before.closing.total).toBe('109.99');
    const [line] = before.lines;
    expect(line).toMatchObject({ name: 'Moqueca', quantity: 3, subtotal: '99.99', movedHere: false });

    const moved = await move(four.billId, { lineId: line.id, quantity: 1, toTableId: five.tableId });
    expect(moved.statusCode, moved.body).toBe(200);
    // Table 4: 2 × 33,33 = 66,66 + 6,67; table 5: 33,33 + 3,33 — the service charge of each bill
    // rounds on its own, as it would have had they ordered apart.
    expect(moved.json()).toMatchObject({ itemCount: 2, subtotal: '66.66' });
    expect(moved.json().closing).toMatchObject({ subtotal: '66.66', serviceCharge: '6.67', total: '73.33' });
    expect(moved.json().lines).toMatchObject([{ id: line.id, quantity: 2, subtotal: '66.66' }]);
    expect(moved.json().moves).toMatchObject([
      {
        direction: 'out',
        name: 'Moqueca',
        quantity: 1,
        amount: '33.33',
        otherTable: 'Mesa 5',
        by: 'equipe',
        byName: 'Pessoa garcom',
      },
    ]);
    const target = await bill(five.billId);
    expect(target).toMatchObject({ itemCount: 1, subtotal: '33.33' });
    expect(target.closing).toMatchObject({ subtotal: '33.33', total: '36.66' });
    expect(target.lines).toMatchObject([{ name: 'Moqueca', quantity: 1, orderId, movedHere: true }]);
    expect(target.moves).toMatchObject([{ direction: 'in', otherTable: 'Mesa 4', quantity: 1 }]);
    // The order itself is as it was taken: the kitchen's ticket and the reports do not change.
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ billId: four.billId, subtotal: '99.99' });
    const [record] = await ctx.app.db
      .select()
      .from(billItemMoves)
      .where(eq(billItemMoves.fromBillId, four.billId));
    expect(record).toMatchObject({
      toBillId: five.billId,
      quantity: 1,
      amountCents: 3333,
      movedBy: 'equipe',
      movedByStaffId: waiter.staffId,
    });
    expect(record!.createdAt).toBeInstanceOf(Date);
    // The map agrees.
    const map = await tables();
    expect(map.find((t) => t.label === '4')!.bill).toMatchObject({ itemCount: 2, subtotal: '66.66' });
    expect(map.find((t) => t.label === '5')!.bill).toMatchObject({ itemCount: 1, subtotal: '33.33' });

    // The rest of the line goes too; then one unit comes back.
    const rest = await move(four.billId, { lineId: line.id, quantity: 2, toTableId: five.tableId });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ itemCount: 0, subtotal: '0.00', lines: [] });
    expect((await bill(five.billId)).closing.subtotal).toBe('99.99');
    const back = await move(five.billId, { lineId: line.id, quantity: 1, toTableId: four.tableId });
    expect(back.statusCode, back.body).toBe(200);
    const [four2, five2] = [await bill(four.billId), await bill(five.billId)];
    expect([four2.closing.subtotal, five2.closing.subtotal]).toEqual(['33.33', '66.66']);
    expect(
      four2.lines.concat(five2.lines).reduce((sum: number, l: { quantity: number }) => sum + l.quantity, 0),
    ).toBe(3);

    // Joining the tables brings every line back onto one bill.
    const joined = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${four.billId}/join`,
      waiter.cookie,
      {
        billId: five.billId,
      },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ itemCount: 3, subtotal: '99.99' });
    expect(joined.json().closing.total).toBe('109.99');
  });

  it('keeps an order with lines on another table from being removed, and paid only when both bills close', async () => {
    const { r, four, five, orderId, move, bill } = await twoTables();
    const [line] = (await bill(four.billId)).lines;
    expect(
      (await move(four.billId, { lineId: line.id, quantity: 1, toTableId: five.tableId })).statusCode,
    ).toBe(200);
    const removal = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${four.billId}/orders/${orderId}/remove`,
      r.cookie,
      { reason: 'Pedido por engano' },
    );
    expect(removal.statusCode, removal.body).toBe(409);
    expect(removal.json().error).toBe(
      'Parte deste pedido foi transferida para Mesa 5. Traga os itens de volta antes de retirar o pedido.',
    );
    const paidAt = async () =>
      (await ctx.app.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId)))[0]!
        .paidAt;
    const payAll = async (billId: string) => {
      const { closing } = await bill(billId);
      const paid = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, r.cookie, {
        partId: closing.split.parts[0].id,
        method: 'credit',
        amount: closing.total,
      });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().status).toBe('fechada');
    };
    // Table 4 closes: the order's other unit is still owed on table 5.
    await payAll(four.billId);
    expect(await paidAt()).toBeNull();
    await payAll(five.billId);
    expect(await paidAt()).toBeInstanceOf(Date);
  });

  it('splits an odd amount to the cent', async () => {
    const { r, waiter, item, four, five, move, bill } = await twoTables();
    // A line of 3 worth R$ 10,00 (an old line whose total does not divide by its quantity).
    const odd = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/orders`, waiter.cookie, {
      customerName: '',
      deliveryType: 'table',
      tableNumber: '4',
      items: [{ menuItemId: item.id, quantity: 1 }],
    });
    expect(odd.statusCode).toBe(201);
    const lines = (await bill(four.billId)).lines as { id: string; orderId: string }[];
    const oddLine = lines.find((l) => l.orderId === odd.json().id)!;
    await ctx.app.db
      .update(orderItems)
      .set({ quantity: 3, subtotal: '10.00' })
      .where(eq(orderItems.id, oddLine.id));
    const moved = await move(four.billId, { lineId: oddLine.id, quantity: 1, toTableId: five.tableId });
    expect(moved.statusCode, moved.body).toBe(200);
    const kept = moved.json().lines.find((l: { id: string }) => l.id === oddLine.id);
    expect(kept).toMatchObject({ quantity: 2, subtotal: '6.67' });
    expect((await bill(five.billId)).lines).toMatchObject([{ quantity: 1, subtotal: '3.33' }]);
  });

  it('refuses in Portuguese: a free table, a wrong quantity, the same table, another bill, a bill being paid', async () => {
    const { r, waiter, four, five, move, bill, tables } = await twoTables();
    const [line] = (await bill(four.billId)).lines;
    const free = (await tables()).find((t) => t.label === '1')!;
    const refusal = async (answer: Awaited<ReturnType<typeof move>>, status: number, error: string) => {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().error).toBe(error);
    };
    await refusal(
      await move(four.billId, { lineId: line.id, quantity: 1, toTableId: free.id }),
      409,
      ITEM_MOVE_REFUSALS.toClosed,
    );
    await refusal(
      await move(four.billId, { lineId: line.id, quantity: 4, toTableId: five.tableId }),
      400,
      ITEM_MOVE_REFUSALS.quantity,
    );
    await refusal(
      await move(four.billId, { lineId: line.id, quantity: 1, toTableId: four.tableId }),
      409,
      ITEM_MOVE_REFUSALS.sameBill,
    );
    await refusal(
      await move(five.billId, { lineId: line.id, quantity: 1, toTableId: four.tableId }),
      404,
      'Este item não está nesta conta.',
    );
    const zero = await move(four.billId, { lineId: line.id, quantity: 0, toTableId: five.tableId });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toBe('Quantidade inválida');

    // The kitchen and the till do not move items (tables.manage: Garçom and above).
    for (const role of ['cozinha', 'caixa'] as const) {
      const other = await actAs(ctx.app, r, role);
      expect(
        (await move(four.billId, { lineId: line.id, quantity: 1, toTableId: five.tableId }, other.cookie))
          .statusCode,
      ).toBe(403);
    }

    // One chope goes to table 5, which then splits its bill (being paid): nothing more goes onto it.
    const first = await move(four.billId, { lineId: line.id, quantity: 1, toTableId: five.tableId });
    expect(first.statusCode, first.body).toBe(200);
    const split = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${five.billId}/split`,
      waiter.cookie,
      {
        method: 'equal',
        parts: 2,
      },
    );
    expect(split.statusCode, split.body).toBe(200);
    await refusal(
      await move(four.billId, { lineId: line.id, quantity: 1, toTableId: five.tableId }),
      409,
      ITEM_MOVE_REFUSALS.toPaying,
    );
    // Table 4 splits by item and a part is paid: its items stay.
    const three = (await tables()).find((t) => t.label === '3')!;
    await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables/${three.id}/open`, waiter.cookie, {
      people: 2,
    });
    await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${four.billId}/split`, waiter.cookie, {
      method: 'whole',
    });
    await refusal(
      await move(four.billId, { lineId: line.id, quantity: 1, toTableId: three.id }),
      409,
      ITEM_MOVE_REFUSALS.fromPaying,
    );
    // Nothing was written by the refusals: the one move that went is the only one.
    expect(
      await ctx.app.db.select().from(billItemMoves).where(eq(billItemMoves.fromBillId, four.billId)),
    ).toHaveLength(1);
    expect((await bill(four.billId)).lines).toMatchObject([{ id: line.id, quantity: 2 }]);
  });
});
