/**
 * Who did what on orders (decision 0040, later): a counter order names who took it on the order
 * itself; status changes, a cancellation with its reason and 'Marcar como pago' are named in the
 * order's history and in the 'Equipe' tab's trail, in Portuguese, paginated. Public routes that show
 * the restaurant's panel more (the menu's owner view, every reward) do so only for roles whose
 * capabilities cover it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestApp,
  registerOwner,
  sessionCookie,
  type TestContext,
} from '../../../../test/harness/app';
import { orderNumber } from '../../../domain/orders/order-number';
import { orders } from '../../db/schema';
import { insertTestOrder } from '../orders/orders.test-helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let base: string;
let item: { id: string };
const people: Record<string, string> = {};

const PINS = { garcom: '4821', cozinha: '7395', caixa: '5162', gerente: '3907' } as const;
type Role = keyof typeof PINS;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  base = `/restaurants/${owner.restaurant.id}`;
  const names: Record<Role, string> = { garcom: 'Ana', cozinha: 'Jorge', caixa: 'Paula', gerente: 'Marina' };
  for (const role of Object.keys(PINS) as Role[]) {
    const response = await callApi(ctx.app, 'POST', `${base}/staff`, owner.cookie, {
      name: names[role],
      role,
      pin: PINS[role],
    });
    people[role] = response.json().id;
  }
  item = (
    await callApi(ctx.app, 'POST', `${base}/menu`, owner.cookie, {
      name: 'Pastel de queijo',
      description: 'Frito na hora.',
      price: '12.00',
      category: 'Salgados',
    })
  ).json();
});
afterAll(() => ctx.close());

/** A new session of the owner (a tablet) switched to the staff member of `role`. */
async function actingAs(role: Role) {
  const login = await callApi(ctx.app, 'POST', '/auth/login', undefined, {
    email: owner.registration.email,
    password: owner.registration.password,
  });
  const cookie = sessionCookie(login);
  const switched = await callApi(ctx.app, 'POST', `${base}/staff/switch`, cookie, {
    staffId: people[role],
    pin: PINS[role],
  });
  expect(switched.statusCode, switched.body).toBe(200);
  return cookie;
}

const counterOrder = (cookie: string) =>
  callApi(ctx.app, 'POST', `${base}/orders`, cookie, {
    customerName: 'Cliente do Balcão',
    customerPhone: '(11) 98888-7777',
    deliveryType: 'pickup',
    paymentMethod: 'cash',
    items: [{ menuItemId: item.id, quantity: 2 }],
  });

describe('who took an order', () => {
  it('names the waiter on the order itself, in the answer, the list and the row', async () => {
    const waiter = await actingAs('garcom');
    const placed = await counterOrder(waiter);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().takenBy).toEqual({ staffId: people.garcom, name: 'Ana', roleLabel: 'Garçom' });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row).toMatchObject({ takenByStaffId: people.garcom, takenByName: 'Ana', takenByRole: 'garcom' });
    const list = await callApi(ctx.app, 'GET', `${base}/orders`, owner.cookie);
    const listed = list.json().find((order: { id: string }) => order.id === placed.json().id);
    expect(listed.takenBy).toMatchObject({ name: 'Ana', roleLabel: 'Garçom' });
  });

  it('leaves the owner’s counter order and the diner’s order without a name', async () => {
    const byOwner = await counterOrder(owner.cookie);
    expect(byOwner.json().takenBy).toBeNull();
    const diner = await callApi(ctx.app, 'POST', '/orders', undefined, {
      restaurantId: owner.restaurant.id,
      customerName: 'Diner',
      customerPhone: '(11) 97777-6666',
      deliveryType: 'pickup',
      items: [{ menuItemId: item.id, quantity: 1 }],
      total: '12.00',
    });
    expect(diner.statusCode, diner.body).toBe(201);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, diner.json().id));
    expect(row).toMatchObject({ takenByStaffId: null, takenByName: null, takenByRole: null });
  });
});

describe('an order’s history and the team’s trail', () => {
  it('names each status change, the cancellation with its reason and the payment, in order', async () => {
    // The kitchen moves orders from its display now (decision 0047); a waiter moves them by hand.
    const kitchen = await actingAs('garcom');
    const till = await actingAs('caixa');
    const confirmed = await insertTestOrder(ctx.app.db, owner.restaurant.id, { status: 'confirmed' });
    expect(
      (await callApi(ctx.app, 'PATCH', `/orders/${confirmed.id}/status`, kitchen, { status: 'preparing' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await callApi(ctx.app, 'PATCH', `/orders/${confirmed.id}/status`, kitchen, { status: 'ready' }))
        .statusCode,
    ).toBe(200);
    const number = `#${orderNumber(confirmed.id)}`;

    const history = await callApi(ctx.app, 'GET', `${base}/orders/${confirmed.id}/history`, owner.cookie);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().map((row: { who: string; text: string }) => `${row.who} ${row.text}`)).toEqual([
      `Ana (Garçom) mudou o pedido ${number} para Em preparo`,
      `Ana (Garçom) mudou o pedido ${number} para Pronto`,
    ]);

    const doomed = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const cancel = await callApi(ctx.app, 'PATCH', `/orders/${doomed.id}/status`, till, {
      status: 'cancelled',
      cancellationReason: 'Cliente desistiu',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const paid = await insertTestOrder(ctx.app.db, owner.restaurant.id, { status: 'confirmed' });
    await ctx.app.db.update(orders).set({ paymentMethod: 'pix' }).where(eq(orders.id, paid.id));
    const mark = await callApi(ctx.app, 'POST', `/orders/${paid.id}/paid`, till);
    expect(mark.statusCode, mark.body).toBe(200);

    const cancelled = (await callApi(ctx.app, 'GET', `${base}/orders/${doomed.id}/history`, till)).json();
    expect(cancelled.map((row: { who: string; text: string }) => `${row.who} ${row.text}`)).toEqual([
      `Paula (Caixa) cancelou o pedido #${orderNumber(doomed.id)} (motivo: Cliente desistiu)`,
    ]);
    const payment = (await callApi(ctx.app, 'GET', `${base}/orders/${paid.id}/history`, owner.cookie)).json();
    expect(payment[0]).toMatchObject({
      who: 'Paula (Caixa)',
      text: `marcou o pedido #${orderNumber(paid.id)} como pago`,
    });

    // Another restaurant's order, addressed through one's own restaurant: not found.
    const other = await registerOwner(ctx.app);
    const foreign = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${other.restaurant.id}/orders/${paid.id}/history`,
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);

    // The 'Equipe' tab's trail: newest first.
    const trail = await callApi(ctx.app, 'GET', `${base}/staff/actions`, owner.cookie);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().items[0]).toMatchObject({
      who: 'Paula (Caixa)',
      text: `marcou o pedido #${orderNumber(paid.id)} como pago`,
    });
    expect(trail.body).not.toContain('98888');
  });

  it('pages the trail 20 at a time, and refuses it to roles without the team', async () => {
    const waiter = await actingAs('garcom');
    for (let index = 0; index < 21; index += 1) {
      const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
      await callApi(ctx.app, 'PATCH', `/orders/${order.id}/status`, waiter, { status: 'confirmed' });
    }
    const first = (await callApi(ctx.app, 'GET', `${base}/staff/actions`, owner.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    const second = (await callApi(ctx.app, 'GET', `${base}/staff/actions?page=2`, owner.cookie)).json();
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const refused = await callApi(ctx.app, 'GET', `${base}/staff/actions`, waiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Seu perfil (Garçom) não tem acesso à equipe.' });
  });
});

describe('public routes that show the panel more', () => {
  it('give the menu’s owner view (inactive items, cost) only to roles that edit the menu', async () => {
    const hidden = await callApi(ctx.app, 'POST', `${base}/menu`, owner.cookie, {
      name: 'Prato fora do ar',
      description: 'Só no painel.',
      price: '30.00',
      category: 'Pratos',
      isActive: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const names = async (cookie?: string) =>
      (await callApi(ctx.app, 'GET', `${base}/menu`, cookie)).json().map((row: { name: string }) => row.name);
    expect(await names(owner.cookie)).toContain('Prato fora do ar');
    expect(await names(await actingAs('gerente'))).toContain('Prato fora do ar');
    for (const role of ['garcom', 'cozinha', 'caixa'] as const)
      expect(await names(await actingAs(role)), role).not.toContain('Prato fora do ar');
    const locked = await actingAs('gerente');
    await callApi(ctx.app, 'POST', `${base}/staff/lock`, locked);
    expect(await names(locked)).not.toContain('Prato fora do ar');
    expect(await names()).not.toContain('Prato fora do ar');
  });

  it('give every reward (inactive ones too) only to roles that manage loyalty', async () => {
    const reward = await callApi(ctx.app, 'POST', `${base}/loyalty/rewards`, owner.cookie, {
      name: 'Brinde escondido',
      pointsCost: 50,
      rewardType: 'freeItem',
    });
    expect(reward.statusCode, reward.body).toBeLessThan(300);
    const off = await callApi(ctx.app, 'PATCH', `${base}/loyalty/rewards/${reward.json().id}`, owner.cookie, {
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const names = async (cookie?: string) =>
      (await callApi(ctx.app, 'GET', `${base}/loyalty/rewards`, cookie))
        .json()
        .map((row: { name: string }) => row.name);
    expect(await names(owner.cookie)).toContain('Brinde escondido');
    expect(await names(await actingAs('gerente'))).toContain('Brinde escondido');
    expect(await names(await actingAs('caixa'))).not.toContain('Brinde escondido');
    expect(await names()).not.toContain('Brinde escondido');
  });
});
