import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { createItem } from '../orders/order-placement.fixtures';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;
let itemId: string;
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
  itemId = (await createItem(ctx.database.db, owner.restaurant.id, { price: '40.00' })).id;
});
afterAll(() => ctx.close());

const couponsUrl = () => `/api/restaurants/${owner.restaurant.id}/coupons`;

const createCoupon = (payload: Record<string, unknown>, cookie = owner.cookie) =>
  ctx.app.inject({ method: 'POST', url: couponsUrl(), headers: { cookie }, payload });

const order = (phone: string, couponCode: string, quantity = 1) => {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.88.0.${address}`,
    payload: {
      restaurantId: owner.restaurant.id,
      customerName: 'Bruno Alves',
      customerPhone: phone,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: itemId, quantity }],
      couponCode,
    },
  });
};

describe('coupons', () => {
  it('is owner-only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: couponsUrl() })).statusCode).toBe(401);
    expect((await createCoupon({ code: 'ABC', kind: 'fixed', value: '5' }, other.cookie)).statusCode).toBe(
      403,
    );
  });

  it('applies a percentage over the minimum and counts a use only when the order is created', async () => {
    const created = await createCoupon({
      code: 'dez',
      kind: 'percent',
      value: '10',
      minOrder: '50.00',
      maxUses: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'DEZ', usedCount: 0 });
    expect((await createCoupon({ code: 'DEZ', kind: 'fixed', value: '5' })).statusCode).toBe(409);

    const below = await order('(11) 95555-0001', 'DEZ');
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toContain('Pedido mínimo para este cupom');
    const unknown = await order('(11) 95555-0001', 'NAOEXISTE', 2);
    expect(unknown.json().error).toBe('Cupom inválido');

    const placed = await order('(11) 95555-0001', 'dez', 2);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ subtotal: '80.00', discountApplied: '8.00', total: '72.00' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: couponsUrl(),
      headers: { cookie: owner.cookie },
    });
    expect(list.json()[0]).toMatchObject({ code: 'DEZ', usedCount: 1 });
  });

  it('holds the limit per phone and the total limit', async () => {
    await createCoupon({ code: 'UNICO', kind: 'fixed', value: '5.00', maxUses: 2, maxUsesPerPhone: 1 });
    expect((await order('(11) 95555-0002', 'UNICO')).statusCode).toBe(201);
    const again = await order('(11) 95555-0002', 'UNICO');
    expect(again.json().error).toBe('Você já usou este cupom o número máximo de vezes');
    expect((await order('(11) 95555-0003', 'UNICO')).statusCode).toBe(201);
    const exhausted = await order('(11) 95555-0004', 'UNICO');
    expect(exhausted.json().error).toBe('Cupom esgotado');
  });

  it('previews a coupon for the cart without counting a use', async () => {
    await createCoupon({ code: 'CINCO', kind: 'fixed', value: '5.00', maxUses: 1 });
    const preview = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${couponsUrl()}/validate`,
        payload: { code: 'cinco', phone: '(11) 95555-0009', subtotal: '40.00' },
      });
    expect((await preview()).json()).toEqual({ code: 'CINCO', discount: '5.00' });
    expect((await preview()).statusCode).toBe(200);
  });

  it('refuses expired and deactivated coupons', async () => {
    await createCoupon({ code: 'VELHO', kind: 'fixed', value: '5', validUntil: '2020-01-01T00:00:00Z' });
    expect((await order('(11) 95555-0005', 'VELHO')).json().error).toBe('Cupom expirado');
    const off = await createCoupon({ code: 'PAUSADO', kind: 'fixed', value: '5' });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${couponsUrl()}/${off.json().id}`,
      headers: { cookie: owner.cookie },
      payload: { isActive: false },
    });
    expect(patched.json().isActive).toBe(false);
    expect((await order('(11) 95555-0006', 'PAUSADO')).json().error).toBe('Cupom inválido');
  });
});
