/**
 * What the tables and bills API tests share: order settings that take table orders, staff acting by
 * PIN, and a table's open bill with two orders on it.
 */

import { expect } from 'vitest';
import { callApi, registerOwner, sessionCookie } from '../../../../test/harness/app';
import type { App } from '../../lib/types';
import { createItem } from '../orders/order-placement.fixtures';

/** The order settings' other fields, for a PUT that sets the table count. */
export const TABLE_ORDER_SETTINGS = {
  acceptsPickup: true,
  acceptsDelivery: true,
  acceptsTable: true,
  acceptsCash: true,
  acceptsCard: true,
  acceptsPix: false,
  halfAndHalfPricing: 'highest',
};

const PINS: Record<string, string> = { garcom: '3852', caixa: '5174', gerente: '2741', cozinha: '4963' };

/** The owner logs in on a new device, adds a staff member of `role` with a PIN and switches to them. */
export async function actAs(
  app: App,
  r: { id: string; registration: { email: string; password: string } },
  role: 'garcom' | 'caixa' | 'gerente' | 'cozinha',
) {
  const login = await callApi(app, 'POST', '/auth/login', undefined, {
    email: r.registration.email,
    password: r.registration.password,
  });
  const cookie = sessionCookie(login);
  const pin = PINS[role]!;
  const staff = await callApi(app, 'POST', `/restaurants/${r.id}/staff`, cookie, {
    name: `Pessoa ${role}`,
    role,
    pin,
  });
  expect(staff.statusCode, staff.body).toBe(201);
  const switched = await callApi(app, 'POST', `/restaurants/${r.id}/staff/switch`, cookie, {
    staffId: staff.json().id,
    pin,
  });
  expect(switched.statusCode, switched.body).toBe(200);
  return { cookie, staffId: staff.json().id as string };
}

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(7300_0000 + phoneCounter++).padStart(8, '0')}`;

/**
 * A restaurant with table 1 open for 4 by a waiter, and two QR orders of `itemName` at R$ 33,33:
 * Ana's × 2 and Bia's × 1 (a bill of R$ 99,99, R$ 109,99 with the 10% service).
 */
export async function openBill(app: App, { itemName = 'Moqueca' }: { itemName?: string } = {}) {
  const owner = await registerOwner(app);
  const id = owner.restaurant.id;
  const r = { ...owner, id };
  const item = await createItem(app.db, id, { name: itemName, price: '33.33' });
  const saved = await callApi(app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 2,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const tables = (await callApi(app, 'GET', `/restaurants/${id}/tables`, owner.cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const waiter = await actAs(app, r, 'garcom');
  const opened = await callApi(app, 'POST', `/restaurants/${id}/tables/${table.id}/open`, waiter.cookie, {
    people: 4,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  for (const [name, quantity] of [
    ['Ana', 2],
    ['Bia', 1],
  ] as const) {
    const order = await callApi(app, 'POST', '/orders', undefined, {
      restaurantId: id,
      customerName: name,
      customerPhone: nextPhone(),
      deliveryType: 'table',
      tableNumber: '1',
      items: [{ menuItemId: item.id, quantity }],
    });
    expect(order.statusCode, order.body).toBe(201);
  }
  return { r, waiter, tableId: table.id as string, billId: opened.json().bill.id as string };
}
