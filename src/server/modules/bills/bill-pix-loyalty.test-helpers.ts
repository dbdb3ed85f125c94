/** What the PIX-per-part and bill-loyalty API tests share: a table with an open bill and QR orders. */
import { expect } from 'vitest';
import { callApi, registerOwner } from '../../../../test/harness/app';
import type { App } from '../../lib/types';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(6400_0000 + phoneCounter++).padStart(8, '0')}`;

/**
 * A restaurant (optionally given), table 1 opened for `people` by a waiter, and one QR order per
 * entry of `orders` (quantity of a R$ 33,33 dish, with an optional phone), and a Caixa acting by PIN.
 */
export async function openTableBill(
  app: App,
  input: {
    owner?: Awaited<ReturnType<typeof registerOwner>>;
    people?: number;
    orders?: { quantity: number; phone?: string }[];
  } = {},
) {
  const owner = input.owner ?? (await registerOwner(app));
  const id = owner.restaurant.id;
  const r = { ...owner, id };
  const item = await createItem(app.db, id, { name: 'Moqueca', price: '33.33' });
  const saved = await callApi(app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 2,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const tables = (await callApi(app, 'GET', `/restaurants/${id}/tables`, owner.cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const waiter = await actAs(app, r, 'garcom');
  const cashier = await actAs(app, r, 'caixa');
  const opened = await callApi(app, 'POST', `/restaurants/${id}/tables/${table.id}/open`, waiter.cookie, {
    people: input.people ?? 3,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  for (const [index, order] of (input.orders ?? [{ quantity: 3 }]).entries()) {
    const placed = await callApi(app, 'POST', '/orders', undefined, {
      restaurantId: id,
      customerName: `Cliente ${index + 1}`,
      customerPhone: order.phone ?? nextPhone(),
      deliveryType: 'table',
      tableNumber: '1',
      items: [{ menuItemId: item.id, quantity: order.quantity }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
  }
  const billId = opened.json().bill.id as string;
  return {
    r,
    waiter,
    cashier,
    tableId: table.id as string,
    itemId: item.id,
    billId,
    url: (tail = '') => `/restaurants/${id}/bills/${billId}${tail}`,
  };
}
