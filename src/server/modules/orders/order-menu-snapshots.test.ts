/**
 * Orders are priced from a per-process snapshot of the restaurant and its menu (decision 0027).
 * Every change below is written straight to the database, as another instance (or a stock movement,
 * an import) would write it, never through this process: the next order must still be priced and
 * admitted by what is current. Without the version check inside the write these orders would be
 * taken at the old price, fee or hours.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { menuItems, openingHours, orders } from '../../db/schema';
import { addZone, closeForNow, createItem, setRestaurant } from './order-placement.fixtures';
import { placeOrderBodySchema } from './order-placement.schemas';
import { placeOrder } from './order-placement.service';

let ctx: TestContext;
let phoneSeq = 0;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function restaurantWithSoda() {
  const restaurantId = (await registerOwner(ctx.app)).restaurant.id;
  const soda = await createItem(ctx.app.db, restaurantId, {
    name: 'Refrigerante',
    price: '7.00',
    category: 'Bebidas',
  });
  return { restaurantId, soda };
}

/** Exactly the section 7 payload a diner's client sends, with the total it computed. */
const order = (restaurantId: string, itemId: string, total: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      restaurantId,
      customerName: 'Ana Souza',
      customerPhone: `(11) 9${String(7000_0000 + ++phoneSeq).padStart(8, '0')}`,
      deliveryType: 'pickup',
      items: [{ menuItemId: itemId, quantity: 2 }],
      total,
      ...extra,
    },
  });

describe('orders priced from a kept snapshot', () => {
  it('take a price changed by another writer at once, never the kept one', async () => {
    const { restaurantId, soda } = await restaurantWithSoda();
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(201);

    await ctx.app.db.update(menuItems).set({ price: '8.50' }).where(eq(menuItems.id, soda.id));
    const stale = await order(restaurantId, soda.id, '14.00');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'Os preços mudaram, revise seu pedido',
      fields: { total: '17.00' },
    });
    const fresh = await order(restaurantId, soda.id, '17.00');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ total: '17.00' });
  });

  it('write the new price when the client sends no total (priced again after the write refused the old one)', async () => {
    const { restaurantId, soda } = await restaurantWithSoda();
    await order(restaurantId, soda.id, '14.00');
    await ctx.app.db.update(menuItems).set({ price: '9.00' }).where(eq(menuItems.id, soda.id));
    const { db } = ctx.app;
    const placed = await placeOrder(
      db,
      placeOrderBodySchema.parse({
        restaurantId,
        customerName: 'Ana Souza',
        customerPhone: '11987650000',
        deliveryType: 'pickup',
        items: [{ menuItemId: soda.id, quantity: 2 }],
      }),
    );
    const [stored] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored).toMatchObject({ subtotal: '18.00', total: '18.00' });
  });

  it('refuse an item taken off the menu, and take it again once it is back', async () => {
    const { restaurantId, soda } = await restaurantWithSoda();
    await order(restaurantId, soda.id, '14.00');
    await ctx.app.db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, soda.id));
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(400);
    await ctx.app.db.update(menuItems).set({ isActive: true }).where(eq(menuItems.id, soda.id));
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(201);
  });

  it('follow the restaurant: a pause, new hours and a zone fee written elsewhere', async () => {
    const { restaurantId, soda } = await restaurantWithSoda();
    await order(restaurantId, soda.id, '14.00');

    await setRestaurant(ctx.app.db, restaurantId, { ordersPausedUntil: new Date(Date.now() + 3_600_000) });
    const paused = await order(restaurantId, soda.id, '14.00');
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error).toMatch(/fechado/i);
    await setRestaurant(ctx.app.db, restaurantId, { ordersPausedUntil: null });
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(201);

    await closeForNow(ctx.app.db, restaurantId);
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(409);
    await ctx.app.db.delete(openingHours).where(eq(openingHours.restaurantId, restaurantId));
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(201);

    await addZone(ctx.app.db, restaurantId, { neighborhoods: JSON.stringify(['Centro']), fee: '6.00' });
    const delivery = await order(restaurantId, soda.id, '20.00', {
      deliveryType: 'delivery',
      deliveryAddress: 'Rua das Flores, 10',
      neighborhood: 'Centro',
    });
    expect(delivery.json()).toMatchObject({ deliveryFee: '6.00', total: '20.00' });
  });

  it('are kept through account-only changes (a new password), and dropped by a pricing one', async () => {
    const { restaurantId } = await restaurantWithSoda();
    const version = async () =>
      (
        (await ctx.app.db.execute(
          sql`select version::int from menu_versions where restaurant_id = ${restaurantId}`,
        )) as unknown as { rows: { version: number }[] }
      ).rows[0]!.version;
    const before = await version();
    await setRestaurant(ctx.app.db, restaurantId, { passwordHash: 'outro-hash', autoPrintOnConfirm: true });
    expect(await version()).toBe(before);
    await setRestaurant(ctx.app.db, restaurantId, { acceptsPix: true, pixKey: 'pix@exemplo.com.br' });
    expect(await version()).toBeGreaterThan(before);
  });

  it('answer a Portuguese 409, never a 500, when the menu keeps changing under every attempt', async () => {
    const { restaurantId, soda } = await restaurantWithSoda();
    await order(restaurantId, soda.id, '14.00');
    // The version moves between every read and every write: the guard refuses every attempt.
    const original = (
      (await ctx.app.db.execute(
        sql`select pg_get_functiondef('order_menu_guard(text, bigint, jsonb, jsonb)'::regprocedure) as def`,
      )) as unknown as { rows: { def: string }[] }
    ).rows[0]!.def;
    await ctx.app.db.execute(sql`
      create or replace function order_menu_guard(target text, priced_version bigint,
        hits jsonb default null, limits jsonb default null)
      returns text as $$
      begin raise exception 'always stale' using errcode = 'CM409'; end; $$ language plpgsql`);
    try {
      const refused = await order(restaurantId, soda.id, '14.00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/atualizando o cardápio/);
      expect(await ctx.app.db.$count(orders, eq(orders.restaurantId, restaurantId))).toBe(1);
    } finally {
      await ctx.app.db.execute(sql.raw(original));
    }
    expect((await order(restaurantId, soda.id, '14.00')).statusCode).toBe(201);
  });
});
