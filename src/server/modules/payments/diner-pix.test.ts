import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { orders, restaurants } from '../../db/schema';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app, { name: 'Pizzaria São João', city: 'São Paulo' });
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  callApi(ctx.app, method, url, cookie, payload);

async function insertOrder(restaurantId: string, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      restaurantId,
      customerName: 'Ana',
      customerPhone: '5511988887777',
      items: JSON.stringify([
        { id: 'x', name: 'Pizza', price: '87.90', quantity: 1, notes: null, subtotal: '87.90' },
      ]),
      subtotal: '87.90',
      total: '87.90',
      paymentMethod: 'pix',
      ...values,
    })
    .returning();
  return order!;
}

describe('the restaurant PIX key', () => {
  const url = () => `/restaurants/${owner.restaurant.id}/pix-key`;

  it('validates and stores the key in canonical form', async () => {
    expect((await call('GET', url(), owner.cookie)).json()).toEqual({
      type: null,
      typeLabel: null,
      key: null,
    });
    const saved = await call('PUT', url(), owner.cookie, { type: 'phone', key: '(11) 98765-4321' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ type: 'phone', typeLabel: 'Celular', key: '+5511987654321' });
    expect((await call('GET', url(), owner.cookie)).json().key).toBe('+5511987654321');
  });

  it.each([
    [{ type: 'cpf', key: '111.111.111-11' }, 'CPF inválido: confira os 11 dígitos'],
    [{ type: 'email', key: 'sem-arroba' }, 'E-mail inválido para chave PIX'],
    [{ type: 'boleto', key: '123' }, 'Escolha o tipo da chave PIX'],
  ])('refuses %o with 400', async (payload, message) => {
    const response = await call('PUT', url(), owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('needs the restaurant city, which the payer bank shows', async () => {
    const cityless = await registerOwner(ctx.app, { city: '' });
    const response = await call('PUT', `/restaurants/${cityless.restaurant.id}/pix-key`, cityless.cookie, {
      type: 'email',
      key: 'caixa@restaurante.com.br',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/cidade/);
  });

  it('is owner-only', async () => {
    expect((await call('GET', url())).statusCode).toBe(401);
    expect((await call('PUT', url(), other.cookie, { type: 'cpf', key: '52998224725' })).statusCode).toBe(
      403,
    );
  });
});

describe('the diner PIX code', () => {
  it('is the copia e cola for the exact total with the order number as txid, with its QR', async () => {
    await call('PUT', `/restaurants/${owner.restaurant.id}/pix-key`, owner.cookie, {
      type: 'cpf',
      key: '529.982.247-25',
    });
    const order = await insertOrder(owner.restaurant.id);
    const response = await call('GET', `/orders/${order.id}/pix`);
    expect(response.statusCode).toBe(200);
    const pix = response.json();
    const number = order.id.slice(-6).toUpperCase();
    expect(pix).toMatchObject({
      orderNumber: number,
      txid: number,
      amount: '87.90',
      receiverCity: 'São Paulo',
    });
    expect(pix.payload).toContain('0014br.gov.bcb.pix011152998224725');
    expect(pix.payload).toContain('540587.90');
    expect(pix.payload).toContain(`0506${number}`);
    expect(isValidPixPayload(pix.payload)).toBe(true);
    expect(pix.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('is refused for orders not paid by PIX, unknown orders, and restaurants without a key', async () => {
    const cash = await insertOrder(owner.restaurant.id, { paymentMethod: 'cash' });
    expect((await call('GET', `/orders/${cash.id}/pix`)).statusCode).toBe(404);
    expect((await call('GET', '/orders/nao-existe/pix')).statusCode).toBe(404);
    const keyless = await insertOrder(other.restaurant.id);
    const response = await call('GET', `/orders/${keyless.id}/pix`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/chave PIX/);
    const free = await insertOrder(owner.restaurant.id, { total: '0.00', discountApplied: '87.90' });
    const nothing = await call('GET', `/orders/${free.id}/pix`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toBe('Este pedido não tem valor a pagar.');
    // A name with nothing left once folded to ASCII cannot go in a BR Code: the owner's to fix, not a 500.
    const emojiOnly = await insertOrder(owner.restaurant.id);
    await ctx.app.db.update(restaurants).set({ name: '🍕🍕' }).where(eq(restaurants.id, owner.restaurant.id));
    try {
      const unusable = await call('GET', `/orders/${emojiOnly.id}/pix`);
      expect(unusable.statusCode).toBe(409);
      expect(unusable.json().error).toMatch(/^Não foi possível gerar o código PIX/);
    } finally {
      await ctx.app.db
        .update(restaurants)
        .set({ name: 'Pizzaria São João' })
        .where(eq(restaurants.id, owner.restaurant.id));
    }
  });

  it('lets the owner mark a PIX order as paid, once', async () => {
    const order = await insertOrder(owner.restaurant.id);
    expect((await call('POST', `/orders/${order.id}/paid`, other.cookie)).statusCode).toBe(403);
    const first = await call('POST', `/orders/${order.id}/paid`, owner.cookie);
    expect(first.statusCode).toBe(200);
    const paidAt = first.json().paidAt;
    expect(paidAt).toBeTypeOf('string');
    const again = await call('POST', `/orders/${order.id}/paid`, owner.cookie);
    expect(again.json().paidAt).toBe(paidAt);
    expect((await call('GET', `/orders/${order.id}/pix`)).json().paidAt).toBe(paidAt);
    const cash = await insertOrder(owner.restaurant.id, { paymentMethod: 'cash' });
    expect((await call('POST', `/orders/${cash.id}/paid`, owner.cookie)).statusCode).toBe(409);
  });

  it('removing the key stops accepting PIX', async () => {
    await ctx.app.db
      .update(restaurants)
      .set({ acceptsPix: true })
      .where(eq(restaurants.id, owner.restaurant.id));
    const removed = await call('DELETE', `/restaurants/${owner.restaurant.id}/pix-key`, owner.cookie);
    expect(removed.json()).toEqual({ type: null, typeLabel: null, key: null });
    const [row] = await ctx.app.db.select().from(restaurants).where(eq(restaurants.id, owner.restaurant.id));
    expect(row).toMatchObject({ pixKey: null, acceptsPix: false });
  });
});
