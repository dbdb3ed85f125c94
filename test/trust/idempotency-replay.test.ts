/**
 * Issue 19, item 11: replaying a diner's Idempotency-Key from another address, with another
 * restaurant and an empty cart, returned the first diner's name, phone, address and notes. The stored
 * answer is bound to the restaurant and the request body: the same request gets its answer back (a
 * retry after a lost response), anything else under that key is a 422 that shows nothing of the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../src/server/modules/orders/order-placement.fixtures';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
let restaurantId: string;
let otherRestaurantId: string;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  restaurantId = (await registerOwner(ctx.app)).restaurant.id;
  otherRestaurantId = (await registerOwner(ctx.app)).restaurant.id;
  itemId = (await createItem(ctx.database.db, restaurantId, { price: '32.00' })).id;
}, 120_000);
afterAll(() => ctx?.close());

const KEY = 'chave-do-primeiro-cliente-0001';
const victim = {
  customerName: 'Helena Prado Vasconcelos',
  customerPhone: '(21) 97777-6543',
  notes: 'Portão azul, apartamento 1204, interfone 77',
};

const post = (payload: Record<string, unknown>, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress,
    headers: { 'idempotency-key': KEY },
    payload,
  });

describe('Idempotency-Key replays', () => {
  const first = () => ({
    restaurantId,
    ...victim,
    deliveryType: 'pickup',
    paymentMethod: 'cash',
    items: [{ menuItemId: itemId, quantity: 2 }],
  });

  it('answers a retry of the same request with the first order', async () => {
    const placed = await post(first(), '10.19.0.1');
    expect(placed.statusCode).toBe(201);
    const retry = await post(first(), '10.19.0.1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ id: placed.json().id, status: 'pending', total: '64.00' });
  });

  it('refuses another restaurant and an empty cart under the same key with a 422, showing nothing', async () => {
    const replayed = await post(
      { restaurantId: otherRestaurantId, customerName: 'Intruso', customerPhone: '11900000000', items: [] },
      '10.19.0.99',
    );
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().error).toMatch(/Idempotency-Key já foi usada/);
    for (const secret of [victim.customerName, '21977776543', victim.notes, 'Portão'])
      expect(replayed.body).not.toContain(secret);
  });

  it('refuses the same restaurant with a different body under the same key', async () => {
    const changed = await post({ ...first(), items: [{ menuItemId: itemId, quantity: 1 }] }, '10.19.0.2');
    expect(changed.statusCode).toBe(422);
    expect(changed.body).not.toContain(victim.customerName);
  });
});
