/**
 * What the closing screen needs of the bill beyond its totals (decision 0044): the bill's lines by
 * the ids a split by item names (`closing.lines`), and each part of a split by item with its items
 * (`parts[].items`, a shared line saying by how many). Real API, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { createItem } from '../orders/order-placement.fixtures';
import { TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the bill's lines and the items of each part", () => {
  it('lists the lines with their ids and gives each part of a split by item its items', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const moqueca = await createItem(ctx.app.db, id, { name: 'Moqueca', price: '30.00' });
    const caipirinha = await createItem(ctx.app.db, id, { name: 'Caipirinha', price: '30.91' });
    const saved = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
      ...TABLE_ORDER_SETTINGS,
      tableCount: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [table] = (await callApi(ctx.app, 'GET', `/restaurants/${id}/tables`, owner.cookie)).json();
    const opened = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${id}/tables/${table.id}/open`,
      owner.cookie,
      {
        people: 2,
      },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const billId = opened.json().bill.id as string;
    for (const [name, item, quantity, phone] of [
      ['Ana', moqueca.id, 2, '(11) 97300-1001'],
      ['Bia', caipirinha.id, 1, '(11) 97300-1002'],
    ] as const) {
      const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
        restaurantId: id,
        customerName: name,
        customerPhone: phone,
        deliveryType: 'table',
        tableNumber: table.label,
        items: [{ menuItemId: item, quantity }],
      });
      expect(order.statusCode, order.body).toBe(201);
    }

    const bill = await callApi(ctx.app, 'GET', `/restaurants/${id}/bills/${billId}`, owner.cookie);
    expect(bill.statusCode, bill.body).toBe(200);
    const { lines, split } = bill.json().closing;
    expect(lines).toEqual([
      { id: expect.any(String), orderId: expect.any(String), name: 'Moqueca', quantity: 2, amount: '60.00' },
      {
        id: expect.any(String),
        orderId: expect.any(String),
        name: 'Caipirinha',
        quantity: 1,
        amount: '30.91',
      },
    ]);
    expect(lines[0].orderId).not.toBe(lines[1].orderId);
    expect(split.parts[0].items).toBeNull();

    // Ana takes the moqueca; the caipirinha is shared by both.
    const splitted = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${id}/bills/${billId}/split`,
      owner.cookie,
      {
        method: 'items',
        people: [
          { key: 'p1', name: 'Ana', lineIds: [lines[0].id, lines[1].id] },
          { key: 'p2', name: 'Bia', lineIds: [lines[1].id] },
        ],
      },
    );
    expect(splitted.statusCode, splitted.body).toBe(200);
    const parts = splitted.json().closing.split.parts;
    expect(parts.map((part: { label: string; items: unknown }) => [part.label, part.items])).toEqual([
      [
        'Ana',
        [
          { lineId: lines[0].id, name: 'Moqueca', quantity: 2, amount: '60.00', sharedBy: 1 },
          { lineId: lines[1].id, name: 'Caipirinha', quantity: 1, amount: '30.91', sharedBy: 2 },
        ],
      ],
      ['Bia', [{ lineId: lines[1].id, name: 'Caipirinha', quantity: 1, amount: '30.91', sharedBy: 2 }]],
    ]);
    // 90,91 + 10% (9,09) = 100,00, to the cent across the two parts.
    const sum = parts.reduce(
      (cents: number, part: { amount: string }) => cents + Math.round(Number(part.amount) * 100),
      0,
    );
    expect(sum).toBe(10_000);
  });
});
