import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { closeForNow, pizzaWithOptions } from './order-placement.fixtures';

let ctx: TestContext;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

describe('POST /api/restaurants/:id/orders (counter and phone orders)', () => {
  it('prices the order on the server with options, even while the restaurant is closed', async () => {
    const counter = await registerOwner(ctx.app);
    const id = counter.restaurant.id;
    await closeForNow(ctx.app.db, id);
    const pizza = await pizzaWithOptions(ctx.app.db, id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${id}/orders`,
      headers: { cookie: counter.cookie },
      payload: {
        customerName: 'Cliente do balcão',
        customerPhone: '(11) 97777-1234',
        deliveryType: 'table',
        tableNumber: '4',
        items: [
          { menuItemId: pizza.item.id, quantity: 2, optionIds: [pizza.size.Grande, pizza.extras.Bacon] },
        ],
        // A total sent by the client is only compared; the server's figures are stored.
        total: '120.00',
      },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      restaurantId: id,
      status: 'pending',
      deliveryType: 'table',
      tableNumber: '4',
      customerPhone: '5511977771234',
      total: '120.00',
      orderSource: 'direct',
    });
    expect(order.items[0]).toMatchObject({
      name: 'Pizza Margherita',
      price: '60.00',
      quantity: 2,
      subtotal: '120.00',
    });
    expect(order.items[0].options.map((o: { name: string }) => o.name)).toEqual(['Grande', 'Bacon']);
  });

  it('refuses a wrong total with 409, an empty order with 400 and another restaurant with 403', async () => {
    const counter = await registerOwner(ctx.app);
    const id = counter.restaurant.id;
    const pizza = await pizzaWithOptions(ctx.app.db, id);
    const post = (payload: object, cookie = counter.cookie) =>
      ctx.app.inject({ method: 'POST', url: `/api/restaurants/${id}/orders`, headers: { cookie }, payload });
    const base = { customerName: 'Ana', customerPhone: '11977771234', deliveryType: 'pickup' };
    const line = { menuItemId: pizza.item.id, quantity: 1, optionIds: [pizza.size.Média] };
    const wrongTotal = await post({ ...base, items: [line], total: '1.00' });
    expect(wrongTotal.statusCode).toBe(409);
    expect(wrongTotal.json().error).toBe('Os preços mudaram, revise seu pedido');
    const empty = await post({ ...base, items: [] });
    expect(empty.statusCode).toBe(400);
    expect((await post({ ...base, items: [line] }, other.cookie)).statusCode).toBe(403);
    // A pizza without its required size is refused with the option rule's message.
    const missingSize = await post({ ...base, items: [{ menuItemId: pizza.item.id, quantity: 1 }] });
    expect(missingSize.statusCode).toBe(400);
  });
});
