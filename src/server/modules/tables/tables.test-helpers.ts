/** What the tables and bills API tests share: order settings that take table orders, and staff acting by PIN. */

import { expect } from 'vitest';
import { callApi, sessionCookie } from '../../../../test/harness/app';
import type { App } from '../../lib/types';

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
