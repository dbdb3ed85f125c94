import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { orders } from '../../db/schema';
import { applyOrderStock } from './order-stock';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: owner.cookie },
    payload: payload as object,
  });

const base = () => `/restaurants/${owner.restaurant.id}`;

/** An item with stock control on, its stock and minimum alert. */
async function stockedItem(name: string, stock: number, minStockAlert = 0) {
  const item = (await call('POST', `${base()}/menu`, { name, price: '10,00' })).json() as { id: string };
  await call('PATCH', `${base()}/inventory/${item.id}`, {
    hasInventoryControl: true,
    minStockAlert,
    costPrice: '4,00',
  });
  if (stock > 0) await call('POST', `${base()}/stock/movements`, { menuItemId: item.id, quantity: stock });
  return item;
}

async function plainItem(name: string) {
  return (await call('POST', `${base()}/menu`, { name, price: '5,00' })).json() as { id: string };
}

async function placeOrder(lines: { menuItemId: string; quantity: number }[]) {
  const response = await call('POST', `${base()}/orders`, {
    customerName: 'Ana Souza',
    customerPhone: '(11) 98888-1111',
    deliveryType: 'pickup',
    items: lines,
  });
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, response.json().id));
  return row!;
}

const stockOf = async (itemId: string) =>
  (await call('GET', `${base()}/inventory`)).json().items.find((item: { id: string }) => item.id === itemId)
    .stockQuantity as number;

const orderMovements = async (itemId: string, orderId: string) =>
  (await call('GET', `${base()}/stock/movements?menuItemId=${itemId}`))
    .json()
    .filter((movement: { orderId: string | null }) => movement.orderId === orderId);

const apply = (order: Awaited<ReturnType<typeof placeOrder>>, action: 'confirm' | 'cancel') =>
  ctx.database.db.transaction((tx) => applyOrderStock(tx, order, action));

describe('applyOrderStock', () => {
  it('confirming writes one venda per controlled item, linked to the order, and reports low stock', async () => {
    const pizza = await stockedItem('Pizza brotinho', 5, 2);
    const juice = await stockedItem('Suco natural', 10, 1);
    const napkin = await plainItem('Guardanapo extra');
    const order = await placeOrder([
      { menuItemId: pizza.id, quantity: 2 },
      { menuItemId: pizza.id, quantity: 1 },
      { menuItemId: juice.id, quantity: 1 },
      { menuItemId: napkin.id, quantity: 4 },
    ]);

    const low = await apply(order, 'confirm');
    expect(low).toEqual([
      {
        menuItemId: pizza.id,
        name: 'Pizza brotinho',
        stockQuantity: 2,
        minStockAlert: 2,
        stockUnit: 'unidade',
      },
    ]);
    expect(await stockOf(pizza.id)).toBe(2);
    expect(await stockOf(juice.id)).toBe(9);
    const sales = await orderMovements(pizza.id, order.id);
    expect(sales).toEqual([
      expect.objectContaining({
        type: 'venda',
        quantity: -3,
        costPerUnit: '4.00',
        totalCost: '12.00',
        orderId: order.id,
      }),
    ]);
    expect(await orderMovements(napkin.id, order.id)).toEqual([]);

    // A retried confirmation moves nothing twice.
    expect(await apply(order, 'confirm')).toEqual([]);
    expect(await stockOf(pizza.id)).toBe(2);
  });

  it('cancelling a confirmed order writes the reversal once; an unconfirmed one moves nothing', async () => {
    const burger = await stockedItem('Hambúrguer artesanal', 4);
    const confirmed = await placeOrder([{ menuItemId: burger.id, quantity: 3 }]);
    await apply(confirmed, 'confirm');
    expect(await stockOf(burger.id)).toBe(1);

    await apply(confirmed, 'cancel');
    await apply(confirmed, 'cancel');
    expect(await stockOf(burger.id)).toBe(4);
    const movements = await orderMovements(burger.id, confirmed.id);
    expect(movements.map((m: { type: string; quantity: number }) => [m.type, m.quantity])).toEqual(
      expect.arrayContaining([
        ['venda', -3],
        ['venda', 3],
      ]),
    );
    expect(movements).toHaveLength(2);

    const pending = await placeOrder([{ menuItemId: burger.id, quantity: 1 }]);
    await apply(pending, 'cancel');
    expect(await stockOf(burger.id)).toBe(4);
    expect(await orderMovements(burger.id, pending.id)).toEqual([]);
  });

  it('refuses a confirmation that would take stock below 0, moving nothing', async () => {
    const cake = await stockedItem('Bolo de pote', 2);
    const first = await placeOrder([{ menuItemId: cake.id, quantity: 2 }]);
    const second = await placeOrder([{ menuItemId: cake.id, quantity: 1 }]);
    await apply(first, 'confirm');
    await expect(apply(second, 'confirm')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Estoque insuficiente para "Bolo de pote": restam 0 un.',
    });
    expect(await stockOf(cake.id)).toBe(0);
    expect(await orderMovements(cake.id, second.id)).toEqual([]);
  });
});

describe('PATCH /api/orders/:orderId/status moves stock', () => {
  const setStatus = (orderId: string, status: string) =>
    call('PATCH', `/orders/${orderId}/status`, { status });

  it('confirming sells the stock, answers the low-stock items, and the sold-out item leaves the menu', async () => {
    const soup = await stockedItem('Caldo verde', 2, 1);
    const order = await placeOrder([{ menuItemId: soup.id, quantity: 2 }]);
    const confirmed = await setStatus(order.id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      lowStock: [
        {
          menuItemId: soup.id,
          name: 'Caldo verde',
          stockQuantity: 0,
          minStockAlert: 1,
          stockUnit: 'unidade',
        },
      ],
    });
    expect(await stockOf(soup.id)).toBe(0);
    expect(await orderMovements(soup.id, order.id)).toEqual([
      expect.objectContaining({ type: 'venda', quantity: -2 }),
    ]);
    const menu = (await ctx.app.inject({ method: 'GET', url: `/api${base()}/menu` })).json();
    expect(menu.find((item: { id: string }) => item.id === soup.id).isSoldOut).toBe(true);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        restaurantId: owner.restaurant.id,
        customerName: 'Bia',
        customerPhone: '11977776666',
        items: [{ menuItemId: soup.id, quantity: 1 }],
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('"Caldo verde" está esgotado.');
  });

  it('refuses a confirmation without enough stock and leaves the order pending', async () => {
    const pie = await stockedItem('Torta de frango', 1);
    const first = await placeOrder([{ menuItemId: pie.id, quantity: 1 }]);
    const second = await placeOrder([{ menuItemId: pie.id, quantity: 1 }]);
    expect((await setStatus(first.id, 'confirmed')).json().lowStock).toHaveLength(1);
    const refused = await setStatus(second.id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Estoque insuficiente para "Torta de frango": restam 0 un.');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row!.status).toBe('pending');
  });

  it('cancelling a confirmed order from the panel puts the stock back and the item on sale again', async () => {
    const cake = await stockedItem('Bolo de cenoura', 1);
    const order = await placeOrder([{ menuItemId: cake.id, quantity: 1 }]);
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'preparing');
    expect(await stockOf(cake.id)).toBe(0);
    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(cake.id)).toBe(1);
    const movements = await orderMovements(cake.id, order.id);
    expect(movements.map((m: { type: string; quantity: number }) => [m.type, m.quantity]).sort()).toEqual([
      ['venda', -1],
      ['venda', 1],
    ]);
    const menu = (await ctx.app.inject({ method: 'GET', url: `/api${base()}/menu` })).json();
    expect(menu.find((item: { id: string }) => item.id === cake.id).isSoldOut).toBe(false);
  });

  it('cancelling a pending order moves nothing', async () => {
    const tea = await stockedItem('Chá gelado', 3);
    const order = await placeOrder([{ menuItemId: tea.id, quantity: 2 }]);
    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', lowStock: [] });
    expect(await stockOf(tea.id)).toBe(3);
    expect(await orderMovements(tea.id, order.id)).toEqual([]);
  });
});
