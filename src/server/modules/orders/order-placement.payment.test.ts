/**
 * How the diner pays (issue 9): checked against what the restaurant accepts and the server's own
 * total, kept on the order and shown to the owner and on tracking. An order that names no method (a
 * section 7 client sends none) is 'A combinar' (issue 18).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { createItem, setRestaurant } from './order-placement.fixtures';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let itemId: string;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  itemId = (await createItem(ctx.app.db, owner.restaurant.id, { name: 'Lasanha', price: '43.95' })).id;
});
afterAll(() => ctx?.close());

/** Two lasanhas: R$ 87,90. Each order from its own phone and address, away from the rate limits. */
const order = (payment: Record<string, unknown>) => {
  seq += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.66.0.${seq}`,
    payload: {
      restaurantId: owner.restaurant.id,
      customerName: 'Rita Campos',
      customerPhone: `(11) 97${String(100_0000 + seq).padStart(7, '0')}`,
      deliveryType: 'pickup',
      items: [{ menuItemId: itemId, quantity: 2 }],
      total: '87.90',
      ...payment,
    },
  });
};

const refusal = async (payment: Record<string, unknown>) => {
  const response = await order(payment);
  expect(response.statusCode).toBe(400);
  return response.json().error as string;
};

describe('the payment of a diner’s order', () => {
  it('is to be agreed over WhatsApp when none is named, and refuses an unknown one', async () => {
    for (const payment of [{}, { paymentMethod: null }, { cardType: 'credit', changeFor: '100.00' }]) {
      const response = await order(payment);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ paymentMethod: 'to_agree', cardType: null, changeFor: null });
    }
    expect(await refusal({ paymentMethod: 'cheque' })).toBe('Forma de pagamento inválida');
  });

  it('takes cash with a change of at least the total, and refuses less', async () => {
    const exact = await order({ paymentMethod: 'cash', changeFor: '87,90' });
    expect(exact.statusCode).toBe(201);
    const response = await order({ paymentMethod: 'cash', changeFor: '100', cardType: 'credit' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ paymentMethod: 'cash', cardType: null, changeFor: '100.00' });
    expect(await refusal({ paymentMethod: 'cash', changeFor: '50.00' })).toBe(
      'O troco deve ser para pelo menos R$ 87,90',
    );
    expect(await refusal({ paymentMethod: 'cash', changeFor: 'cem reais' })).toBe('Valor de troco inválido');
    const noChange = await order({ paymentMethod: 'cash' });
    expect(noChange.json()).toMatchObject({ paymentMethod: 'cash', changeFor: null });
  });

  it('takes a card on delivery only with its type', async () => {
    expect(await refusal({ paymentMethod: 'card' })).toBe('Escolha crédito ou débito');
    expect(await refusal({ paymentMethod: 'card', cardType: 'amex' })).toBe('Escolha crédito ou débito');
    const response = await order({ paymentMethod: 'card', cardType: 'debit', changeFor: '100.00' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ paymentMethod: 'card', cardType: 'debit', changeFor: null });
  });

  it('refuses a method the restaurant does not accept', async () => {
    expect(await refusal({ paymentMethod: 'pix' })).toBe(
      'Forma de pagamento não aceita por este restaurante.',
    );
    await setRestaurant(ctx.app.db, owner.restaurant.id, { acceptsCash: false });
    try {
      expect(await refusal({ paymentMethod: 'cash' })).toBe(
        'Forma de pagamento não aceita por este restaurante.',
      );
    } finally {
      await setRestaurant(ctx.app.db, owner.restaurant.id, { acceptsCash: true });
    }
  });

  it('takes PIX when accepted; the code is for the exact total and the owner marks it paid', async () => {
    await setRestaurant(ctx.app.db, owner.restaurant.id, {
      acceptsPix: true,
      city: 'São Paulo',
      pixKey: 'pix@cantina.com.br',
    });
    const response = await order({ paymentMethod: 'pix', changeFor: '100.00' });
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed).toMatchObject({ paymentMethod: 'pix', changeFor: null, paidAt: null });
    const pix = (await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/pix` })).json();
    expect(pix.payload).toMatch(/^000201/);
    expect(pix.payload).toContain('540587.90');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/paid`,
      headers: { cookie: owner.cookie },
    });
    expect(paid.statusCode).toBe(200);

    const panel = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/orders`,
      headers: { cookie: owner.cookie },
    });
    const listed = panel.json().find((row: { id: string }) => row.id === placed.id);
    expect(listed).toMatchObject({ paymentMethod: 'pix', cardType: null, paidAt: expect.any(String) });
    const tracked = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/track/${placed.customerPhone}`,
    });
    expect(tracked.json()[0]).toMatchObject({ paymentMethod: 'pix', paidAt: expect.any(String) });
  });

  it('shows cash, card type and change on the panel and on tracking', async () => {
    const placed = (await order({ paymentMethod: 'cash', changeFor: '100' })).json();
    const panel = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/orders`,
      headers: { cookie: owner.cookie },
    });
    expect(panel.json().find((row: { id: string }) => row.id === placed.id)).toMatchObject({
      paymentMethod: 'cash',
      cardType: null,
      changeFor: '100.00',
      paidAt: null,
    });
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/orders/track/${placed.customerPhone}` });
    expect(tracked.json()[0]).toMatchObject({ paymentMethod: 'cash', changeFor: '100.00' });
  });
});

describe('the payment of a counter order', () => {
  const counter = (payment: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/orders`,
      headers: { cookie: owner.cookie },
      payload: {
        customerName: 'Balcão',
        customerPhone: '(11) 96666-5555',
        deliveryType: 'pickup',
        items: [{ menuItemId: itemId, quantity: 1 }],
        ...payment,
      },
    });

  it('may stay unknown (or the card type), but the other rules still hold', async () => {
    expect((await counter({})).json()).toMatchObject({ paymentMethod: null });
    expect((await counter({ paymentMethod: 'card' })).json()).toMatchObject({
      paymentMethod: 'card',
      cardType: null,
    });
    const short = await counter({ paymentMethod: 'cash', changeFor: '10.00' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('O troco deve ser para pelo menos R$ 43,95');
  });
});
