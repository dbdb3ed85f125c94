/**
 * A lone UTF-16 surrogate ("\udfff", "\ud800", spelled with JSON's escapes) in any text of a public,
 * owner or signed request is stored as U+FFFD (decision 0034), never a 500: PostgreSQL refuses it
 * inside a jsonb (22P02), and the order write passes its lines as jsonb, as an imported order's
 * options are. In a plain text column the driver's UTF-8 encoding already wrote U+FFFD: the owner
 * case holds the rule there, so the two paths keep agreeing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, orderItems, orders, restaurants } from '../../src/server/db/schema';
import { rappiNewOrder } from '../fakes/rappi';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { connectRappi, postSignedRappi } from '../harness/rappi';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let menuItemId: string;

const REPLACEMENT = '\uFFFD';

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  const item = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/menu`,
    headers: { cookie: owner.cookie },
    payload: { name: 'Moqueca', price: '58.00', category: 'Pratos' },
  });
  expect(item.statusCode).toBe(201);
  menuItemId = item.json().id;
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

describe('lone surrogates in a public request', () => {
  it.each([
    ['a low one', 'A\udfffna', '\udfff'],
    ['a high one', 'A\ud800na', '\ud800'],
  ])(
    'POST /api/orders stores %s as U+FFFD in the name, the notes and the item notes',
    async (_, name, lone) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          restaurantId: owner.restaurant.id,
          customerName: name,
          customerPhone: '(11) 98888-7777',
          deliveryType: 'pickup',
          paymentMethod: 'cash',
          notes: `troco${lone}`,
          items: [{ menuItemId, quantity: 1, notes: `sem${lone} cebola` }],
        },
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().id as string;
      const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ customerName: `A${REPLACEMENT}na`, notes: `troco${REPLACEMENT}` });
      const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      expect(lines.map((line) => line.notes)).toEqual([`sem${REPLACEMENT} cebola`]);
    },
  );

  it('keeps a well-formed pair (an emoji) as it was', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        restaurantId: owner.restaurant.id,
        customerName: 'Ana \ud83c\udf55',
        customerPhone: '(11) 98888-7777',
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        items: [{ menuItemId, quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(201);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, response.json().id));
    expect(order?.customerName).toBe('Ana 🍕');
  });
});

describe('lone surrogates in an owner request', () => {
  it('a menu item with options and a renamed restaurant are stored with U+FFFD', async () => {
    const group = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/option-groups`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Tamanho\ud800', options: [{ name: 'Grande\udfff', price: '5.00' }] },
    });
    expect(group.statusCode).toBe(201);
    const item = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/menu`,
      headers: { cookie: owner.cookie },
      payload: {
        name: 'Pizza\udfff',
        price: '40.00',
        category: 'Pizzas\ud800',
        optionGroupIds: [group.json().id],
      },
    });
    expect(item.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(menuItems).where(eq(menuItems.id, item.json().id));
    expect(row?.name).toBe(`Pizza${REPLACEMENT}`);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${owner.restaurant.id}`,
      headers: { cookie: owner.cookie },
      payload: {
        name: 'Cantina\ud800 Nova',
        address: 'Rua Augusta, 1500 - São Paulo',
        whatsapp: '5511999998888',
      },
    });
    expect(renamed.statusCode).toBe(200);
    const [restaurant] = await ctx.app.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, owner.restaurant.id));
    expect(restaurant?.name).toBe(`Cantina${REPLACEMENT} Nova`);
  });
});

describe('lone surrogates in a signed partner delivery', () => {
  it('a signed Rappi order is imported with U+FFFD in its texts', async () => {
    const path = await connectRappi(ctx.app, owner);
    const payload = rappiNewOrder('R-SURROGATE', '900109448');
    payload.customer.first_name = 'Jo\udfffão';
    payload.order_detail.items[0]!.comments = 'Sem\ud800 cebola';
    // A subitem lands in the line's options, a jsonb: there PostgreSQL refuses the surrogate (22P02).
    payload.order_detail.items[0]!.subitems[0]!.name = 'Queijo\udfff extra';
    const response = await postSignedRappi(ctx.app, path, payload);
    expect(response.statusCode).toBe(200);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.externalOrderId, 'R-SURROGATE'));
    expect(order?.customerName).toBe(`Jo${REPLACEMENT}ão Silva`);
    const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((line) => line.notes)).toContain(`Sem${REPLACEMENT} cebola`);
    expect(JSON.stringify(lines.map((line) => line.options))).toContain(`Queijo${REPLACEMENT} extra`);
  });
});
