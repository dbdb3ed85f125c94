import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { PIN_TOO_EASY } from '../../../domain/staff/staff.schemas';
import { staffActions, stockMovements } from '../../db/schema';
import { LOCKED_PANEL, STAFF_DEACTIVATED } from '../../plugins/auth';
import { insertTestOrder } from '../orders/orders.test-helpers';
import {
  SWITCH_LIMITS,
  TOO_MANY_SWITCH_TRIES,
  WRONG_OWNER_PASSWORD,
  WRONG_PIN,
} from './staff-switch.service';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  base = `/restaurants/${owner.restaurant.id}`;
});
afterAll(() => ctx.close());

/** A second session of the owner: the counter tablet, where people switch. */
async function tablet() {
  const response = await callApi(ctx.app, 'POST', '/auth/login', undefined, {
    email: owner.registration.email,
    password: owner.registration.password,
  });
  const cookie = response.cookies.find((c) => c.name === 'comanda_session')!;
  return `comanda_session=${cookie.value}`;
}

async function hire(name: string, role: string, pin?: string, cookie = owner.cookie) {
  const response = await callApi(ctx.app, 'POST', `${base}/staff`, cookie, {
    name,
    role,
    ...(pin && { pin }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; hasPin: boolean };
}

const switchTo = (cookie: string, body: object) =>
  callApi(ctx.app, 'POST', `${base}/staff/switch`, cookie, body);

describe('the team (owner)', () => {
  it('creates, lists, edits and deactivates staff, never sending a PIN back', async () => {
    const ana = await hire('Ana Souza', 'garcom', '4821');
    expect(ana).toMatchObject({ name: 'Ana Souza', hasPin: true, roleLabel: 'Garçom', isActive: true });
    const list = await callApi(ctx.app, 'GET', `${base}/staff`, owner.cookie);
    expect(list.json().map((member: { id: string }) => member.id)).toContain(ana.id);
    expect(list.body).not.toMatch(/pin_?hash|4821|argon2/i);

    const edited = await callApi(ctx.app, 'PATCH', `${base}/staff/${ana.id}`, owner.cookie, {
      role: 'caixa',
    });
    expect(edited.json()).toMatchObject({ role: 'caixa', roleLabel: 'Caixa' });
    const off = await callApi(ctx.app, 'PATCH', `${base}/staff/${ana.id}`, owner.cookie, { isActive: false });
    expect(off.json().isActive).toBe(false);
  });

  it('refuses trivial and malformed PINs and a Dono staff row, in Portuguese', async () => {
    const easy = await callApi(ctx.app, 'POST', `${base}/staff`, owner.cookie, {
      name: 'Bia',
      role: 'garcom',
      pin: '1234',
    });
    expect(easy.statusCode).toBe(400);
    expect(easy.json().error).toBe(PIN_TOO_EASY);
    const member = await hire('Bia Lima', 'cozinha');
    const reset = await callApi(ctx.app, 'PUT', `${base}/staff/${member.id}/pin`, owner.cookie, {
      pin: '0000',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(PIN_TOO_EASY);
    const short = await callApi(ctx.app, 'PUT', `${base}/staff/${member.id}/pin`, owner.cookie, {
      pin: '12',
    });
    expect(short.json().error).toBe('O PIN deve ter de 4 a 6 números.');
    const dono = await callApi(ctx.app, 'POST', `${base}/staff`, owner.cookie, {
      name: 'Outro',
      role: 'dono',
    });
    expect(dono.statusCode).toBe(400);
    const unknown = await callApi(ctx.app, 'PUT', `${base}/staff/nao-existe/pin`, owner.cookie, {
      pin: '4821',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('switching user on a shared device', () => {
  it('acts as a Garçom after the right PIN: orders yes, reports no, and back to the owner only with the password', async () => {
    const carlos = await hire('Carlos Garçom', 'garcom', '5832');
    const device = await tablet();
    const switched = await switchTo(device, { staffId: carlos.id, pin: '5832' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ role: 'garcom', name: 'Carlos Garçom', locked: false });

    const me = (await callApi(ctx.app, 'GET', '/auth/me', device)).json();
    expect(me.acting).toMatchObject({ role: 'garcom', roleLabel: 'Garçom' });
    expect(me.acting.capabilities).toContain('orders.view');
    expect(me.acting.capabilities).not.toContain('reports.view');

    expect((await callApi(ctx.app, 'GET', `${base}/orders`, device)).statusCode).toBe(200);
    const reports = await callApi(ctx.app, 'GET', `${base}/reports`, device);
    expect(reports.statusCode).toBe(403);
    expect(reports.json()).toEqual({ error: 'Seu perfil (Garçom) não tem acesso aos relatórios.' });
    const team = await callApi(ctx.app, 'GET', `${base}/staff`, device);
    expect(team.json()).toEqual({ error: 'Seu perfil (Garçom) não tem acesso à equipe.' });
    // The owner's other session is untouched.
    expect((await callApi(ctx.app, 'GET', `${base}/reports`, owner.cookie)).statusCode).toBe(200);

    const wrong = await switchTo(device, { password: 'nao-e-a-senha' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: WRONG_OWNER_PASSWORD });
    const back = await switchTo(device, { password: owner.registration.password });
    expect(back.json()).toMatchObject({ role: 'dono', staffId: null });
    expect((await callApi(ctx.app, 'GET', `${base}/reports`, device)).statusCode).toBe(200);
  });

  it('answers the same for a wrong PIN, an unknown person and one without a PIN, then limits the device', async () => {
    const dani = await hire('Dani Caixa', 'caixa', '7315');
    const noPin = await hire('Edu Sem Pin', 'garcom');
    const device = await tablet();
    const answers = [
      await switchTo(device, { staffId: dani.id, pin: '7316' }),
      await switchTo(device, { staffId: 'nao-existe', pin: '7315' }),
      await switchTo(device, { staffId: noPin.id, pin: '7315' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: WRONG_PIN });
    }
    for (let i = answers.length; i < SWITCH_LIMITS.session; i += 1)
      await switchTo(device, { staffId: dani.id, pin: '1111' });
    // The device has used its tries: even the right PIN waits, with a Portuguese 429.
    const limited = await switchTo(device, { staffId: dani.id, pin: '7315' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: TOO_MANY_SWITCH_TRIES });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another device of the restaurant still switches (until the per-person limit).
    const other = await switchTo(await tablet(), { staffId: dani.id, pin: '7315' });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a malformed switch with a Portuguese 400', async () => {
    const response = await switchTo(owner.cookie, { pin: '4821' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/PIN|senha/);
  });

  it('locks the panel until someone switches in', async () => {
    const fabi = await hire('Fabi Gerente', 'gerente', '2648');
    const device = await tablet();
    expect((await callApi(ctx.app, 'POST', `${base}/staff/lock`, device)).json()).toMatchObject({
      locked: true,
    });
    const orders = await callApi(ctx.app, 'GET', `${base}/orders`, device);
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({ error: LOCKED_PANEL });
    expect((await callApi(ctx.app, 'GET', '/auth/me', device)).json().acting.capabilities).toEqual([
      'staff.switch',
    ]);
    expect((await switchTo(device, { staffId: fabi.id, pin: '2648' })).json()).toMatchObject({
      role: 'gerente',
    });
    expect((await callApi(ctx.app, 'GET', `${base}/reports`, device)).statusCode).toBe(200);
  });

  it('ends the access of a staff member who is deactivated while acting', async () => {
    const gabi = await hire('Gabi Cozinha', 'cozinha', '3917');
    const device = await tablet();
    await switchTo(device, { staffId: gabi.id, pin: '3917' });
    await callApi(ctx.app, 'PATCH', `${base}/staff/${gabi.id}`, owner.cookie, { isActive: false });
    const response = await callApi(ctx.app, 'GET', `${base}/orders`, device);
    expect(response.json()).toEqual({ error: STAFF_DEACTIVATED });
  });
});

describe('what each role may do, and who did it', () => {
  it('lets a Gerente manage the roles below only, and records their stock movement and order changes', async () => {
    const helena = await hire('Helena Gerente', 'gerente', '6284');
    const device = await tablet();
    await switchTo(device, { staffId: helena.id, pin: '6284' });
    const peer = await callApi(ctx.app, 'POST', `${base}/staff`, device, { name: 'Ivo', role: 'gerente' });
    expect(peer.statusCode).toBe(403);
    expect(peer.json().error).toBe('Só o dono pode cadastrar, alterar ou desativar um Gerente.');
    expect(
      (await callApi(ctx.app, 'POST', `${base}/staff`, device, { name: 'Ivo', role: 'garcom' })).statusCode,
    ).toBe(201);
    const plan = await callApi(ctx.app, 'GET', `${base}/plan-payments`, device);
    expect(plan.json()).toEqual({ error: 'Seu perfil (Gerente) não tem acesso ao plano e à assinatura.' });

    const item = await callApi(ctx.app, 'POST', `${base}/menu`, device, {
      name: 'Suco de laranja',
      description: 'Natural.',
      price: '9.00',
      category: 'Bebidas',
    });
    expect(item.statusCode, item.body).toBe(201);
    const movement = await callApi(ctx.app, 'POST', `${base}/stock/movements`, device, {
      menuItemId: item.json().id,
      type: 'entrada',
      quantity: 10,
    });
    expect(movement.statusCode, movement.body).toBe(201);
    expect(movement.json().createdBy).toBe('Helena Gerente');
    const [row] = await ctx.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id, movement.json().id));
    expect(row?.staffMemberId).toBe(helena.id);

    const counter = await callApi(ctx.app, 'POST', `${base}/orders`, device, {
      customerName: 'Cliente do Balcão',
      customerPhone: '(11) 98888-7777',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.json().id, quantity: 1 }],
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const takenBy = await ctx.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subjectId, counter.json().id));
    expect(takenBy).toMatchObject([{ staffMemberId: helena.id, action: 'POST /api/restaurants/:id/orders' }]);

    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id);
    const confirm = await callApi(ctx.app, 'PATCH', `/orders/${order.id}/status`, device, {
      status: 'confirmed',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const actions = await ctx.app.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.staffMemberId, helena.id), eq(staffActions.subjectId, order.id)));
    expect(actions).toMatchObject([{ action: 'PATCH /api/orders/:orderId/status' }]);
  });

  it('leaves the kitchen its display only: no status buttons, no menu', async () => {
    const joana = await hire('Joana Cozinha', 'cozinha', '8402');
    const device = await tablet();
    await switchTo(device, { staffId: joana.id, pin: '8402' });
    const order = await insertTestOrder(ctx.app.db, owner.restaurant.id, { status: 'confirmed' });
    const status = (value: string) =>
      callApi(ctx.app, 'PATCH', `/orders/${order.id}/status`, device, { status: value });
    for (const value of ['preparing', 'ready', 'cancelled']) {
      const refused = await status(value);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'Seu perfil (Cozinha) não tem acesso ao preparo dos pedidos.',
      });
    }
    const availability = await callApi(ctx.app, 'PATCH', `${base}/options/whatever`, device, {
      isAvailable: false,
    });
    expect(availability.statusCode).toBe(403);
    expect((await callApi(ctx.app, 'GET', `${base}/kitchen/kds`, device)).statusCode).toBe(200);
  });
});
