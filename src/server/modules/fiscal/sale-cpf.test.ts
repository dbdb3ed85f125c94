/**
 * 'CPF na nota?' before the payment (issue 35) through the real API on a real database: the public
 * restaurant answer says whether the checkout asks it (`askCpfAtCheckout`, absent from the spec's
 * answer and false without a fiscal profile), the diner's order keeps the CPF when asked, and the
 * panel's counter order keeps the CPF typed at the till whenever the restaurant issues NFC-e.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { orders } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { saveProfile } from './profile.test-helpers';

const CPF = '52998224725';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const fiscalCpfOf = async (orderId: string) =>
  (await ctx.app.db.select({ cpf: orders.fiscalCpf }).from(orders).where(eq(orders.id, orderId)))[0]?.cpf;

const publicAnswer = async (restaurantId: string) => {
  const response = await callApi(ctx.app, 'GET', `/restaurants/${restaurantId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

let phone = 0;
const nextPhone = () => `1198${String(7_000_000 + ++phone).padStart(7, '0')}`;

describe("the checkout's 'CPF na nota?'", () => {
  it('is asked only where the fiscal profile says so, and the order keeps the CPF', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    expect((await publicAnswer(id)).askCpfAtCheckout).toBe(false);
    await saveProfile(ctx.app, id, owner.cookie, { askCpfAtCheckout: false });
    expect((await publicAnswer(id)).askCpfAtCheckout).toBe(false);
    await saveProfile(ctx.app, id, owner.cookie, { askCpfAtCheckout: true });
    expect((await publicAnswer(id)).askCpfAtCheckout).toBe(true);

    const item = await createItem(ctx.app.db, id, { name: 'Moqueca', price: '50.00' });
    const order = (cpf: string) =>
      callApi(ctx.app, 'POST', '/orders', undefined, {
        restaurantId: id,
        customerName: 'Ana',
        customerPhone: nextPhone(),
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        items: [{ menuItemId: item.id, quantity: 1 }],
        cpf,
      });
    const wrong = await order('123.456.789-00');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('CPF inválido. Confira os 11 dígitos.');
    const placed = await order('529.982.247-25');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await fiscalCpfOf(placed.json().id)).toBe(CPF);
  });
});

describe("the counter order's 'CPF na nota?'", () => {
  const counterOrder = (id: string, cookie: string, itemId: string, cpf?: string) =>
    callApi(ctx.app, 'POST', `/restaurants/${id}/orders`, cookie, {
      customerName: 'Cliente do balcão',
      customerPhone: nextPhone(),
      deliveryType: 'pickup',
      items: [{ menuItemId: itemId, quantity: 1 }],
      ...(cpf !== undefined && { cpf }),
    });

  it('keeps a valid CPF for the NFC-e even when the checkout does not ask it, and refuses a wrong one', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    await saveProfile(ctx.app, id, owner.cookie, { askCpfAtCheckout: false });
    const item = await createItem(ctx.app.db, id, { name: 'Pastel', price: '12.00' });
    const placed = await counterOrder(id, owner.cookie, item.id, '529.982.247-25');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await fiscalCpfOf(placed.json().id)).toBe(CPF);
    const without = await counterOrder(id, owner.cookie, item.id);
    expect(without.statusCode, without.body).toBe(201);
    expect(await fiscalCpfOf(without.json().id)).toBeNull();
    const wrong = await counterOrder(id, owner.cookie, item.id, '111.111.111-11');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('CPF inválido. Confira os 11 dígitos.');
    const cnpj = await counterOrder(id, owner.cookie, item.id, '11.222.333/0001-81');
    expect(cnpj.statusCode).toBe(400);
    expect(cnpj.json().error).toMatch(/NF-e/);
  });

  it('ignores the CPF of a restaurant that issues no NFC-e', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const item = await createItem(ctx.app.db, id, { name: 'Pastel', price: '12.00' });
    const placed = await counterOrder(id, owner.cookie, item.id, '111.111.111-11');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await fiscalCpfOf(placed.json().id)).toBeNull();
  });
});
