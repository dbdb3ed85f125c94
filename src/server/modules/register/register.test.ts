/**
 * The cash register (issue 35, decision 0051) through the real API on a real database: the default
 * 'Caixa', opening with the float (one open session per register, even under two opens at once),
 * 'sangria' and 'suprimento', payments landing from a split bill paid in two methods and from an
 * order delivered outside a bill, the blind close adding up to the cent, reopening, the history,
 * the CSV and the closing report.
 */

import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { zonedDateKey } from '../../../domain/reports/periods';
import { cashRegisters, orders, registerPayments, restaurants } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs, TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(7400_0000 + phoneCounter++).padStart(8, '0')}`;

type Owner = Awaited<ReturnType<typeof registerOwner>> & { id: string };

async function restaurant(): Promise<Owner> {
  const owner = await registerOwner(ctx.app);
  await ctx.app.db
    .update(restaurants)
    .set({ pixKey: 'pix@cantina.com.br' })
    .where(eq(restaurants.id, owner.restaurant.id));
  const saved = await callApi(
    ctx.app,
    'PUT',
    `/restaurants/${owner.restaurant.id}/order-settings`,
    owner.cookie,
    {
      ...TABLE_ORDER_SETTINGS,
      acceptsPix: true,
      tableCount: 2,
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...owner, id: owner.restaurant.id };
}

const registersOf = async (r: Owner, cookie = r.cookie) => {
  const response = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/registers`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().registers as {
    id: string;
    name: string;
    openSession: { id: string } | null;
    suggestedFloatCents: number;
  }[];
};

async function openSession(r: Owner, cookie: string, openingFloat: string | number, registerId?: string) {
  const id = registerId ?? (await registersOf(r))[0]!.id;
  const response = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers/${id}/sessions`, cookie, {
    openingFloat,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; openingFloatCents: number };
}

const sessionUrl = (r: Owner, sessionId: string, tail = '') =>
  `/restaurants/${r.id}/register-sessions/${sessionId}${tail}`;

/** Table 1 open with a bill of 2 × R$ 50,00 + 10% service = R$ 110,00. */
async function tableBill(r: Owner) {
  const item = await createItem(ctx.app.db, r.id, { name: 'Moqueca', price: '50.00' });
  const tables = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, r.cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const opened = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables/${table.id}/open`, r.cookie, {
    people: 2,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: r.id,
    customerName: 'Ana',
    customerPhone: nextPhone(),
    deliveryType: 'table',
    tableNumber: '1',
    items: [{ menuItemId: item.id, quantity: 2 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  return opened.json().bill.id as string;
}

/** A counter order for pickup taken by the owner, moved to delivered by `cookie`. */
async function deliveredOrder(r: Owner, cookie: string, payment: Record<string, unknown>, price = '23.40') {
  const item = await createItem(ctx.app.db, r.id, { name: `Prato ${phoneCounter}`, price });
  const placed = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/orders`, r.cookie, {
    customerName: 'Bia',
    customerPhone: nextPhone(),
    deliveryType: 'pickup',
    items: [{ menuItemId: item.id, quantity: 1, optionIds: [] }],
    ...payment,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as string;
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    const moved = await callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, cookie, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return orderId;
}

const counted = (values: Partial<Record<'cash' | 'credit' | 'debit' | 'meal_voucher' | 'pix', string>>) => ({
  counted: { cash: '0', credit: '0', debit: '0', meal_voucher: '0', pix: '0', ...values },
});

describe('registers', () => {
  it("starts every restaurant with 'Caixa'; adds, renames and deactivates registers", async () => {
    const r = await restaurant();
    const [caixa] = await registersOf(r);
    expect(caixa).toMatchObject({ name: 'Caixa', isActive: true, openSession: null, suggestedFloatCents: 0 });
    const added = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers`, r.cookie, {
      name: 'Varanda',
    });
    expect(added.statusCode, added.body).toBe(201);
    const twice = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers`, r.cookie, {
      name: 'Varanda',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Já existe um caixa com este nome.');
    const empty = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers`, r.cookie, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    const renamed = await callApi(
      ctx.app,
      'PATCH',
      `/restaurants/${r.id}/registers/${added.json().id}`,
      r.cookie,
      {
        name: 'Terraço',
      },
    );
    expect(renamed.json()).toMatchObject({ name: 'Terraço', isActive: true });
    // An open register is closed before it is deactivated; a deactivated one does not open.
    await openSession(r, r.cookie, 0, added.json().id);
    const deactivate = () =>
      callApi(ctx.app, 'PATCH', `/restaurants/${r.id}/registers/${added.json().id}`, r.cookie, {
        isActive: false,
      });
    expect((await deactivate()).json().error).toBe('Feche o caixa antes de desativá-lo.');
    // Another restaurant's register is not found.
    const other = await restaurant();
    const foreign = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${other.id}/registers/${caixa!.id}/sessions`,
      other.cookie,
      {
        openingFloat: '0',
      },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('migration 0036', () => {
  it("gives 'Caixa' to a restaurant registered before the register, and leaves one with registers as it is", async () => {
    const before = await restaurant();
    const kept = await restaurant();
    await callApi(ctx.app, 'POST', `/restaurants/${kept.id}/registers`, kept.cookie, { name: 'Balcão' });
    await ctx.app.db.delete(cashRegisters).where(eq(cashRegisters.restaurantId, before.id));
    const migration = readFileSync(
      new URL('../../../../migrations/0036_default_cash_register.sql', import.meta.url),
      'utf8',
    );
    await ctx.app.db.execute(sql.raw(migration));
    expect((await registersOf(before)).map((r) => r.name)).toEqual(['Caixa']);
    expect((await registersOf(kept)).map((r) => r.name)).toEqual(['Caixa', 'Balcão']);
  });
});

describe('a session from opening to the blind close', () => {
  it('adds up to the cent with sangria, suprimento, change and a split bill paid in two methods', async () => {
    const r = await restaurant();
    const cashier = await actAs(ctx.app, r, 'caixa');
    const session = await openSession(r, cashier.cookie, '100,00');
    expect(session).toMatchObject({ status: 'aberto', openingFloatCents: 10000, summary: null });
    // A second open on the same register is refused.
    const [register] = await registersOf(r);
    expect(register!.openSession?.id).toBe(session.id);
    const again = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/registers/${register!.id}/sessions`,
      cashier.cookie,
      {
        openingFloat: '0',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Este caixa já está aberto.');

    // The bill of R$ 110,00 split in two: R$ 55,00 in cash with R$ 60,00 handed over, R$ 55,00 on credit.
    const billId = await tableBill(r);
    const split = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billId}/split`,
      cashier.cookie,
      {
        method: 'equal',
        parts: 2,
      },
    );
    expect(split.statusCode, split.body).toBe(200);
    const parts = split.json().closing.split.parts as { id: string; amount: string }[];
    expect(parts.map((p) => p.amount)).toEqual(['55.00', '55.00']);
    const pay = (body: object, key: string) =>
      callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, cashier.cookie, body, {
        'idempotency-key': key,
      });
    expect((await pay({ partId: parts[0]!.id, method: 'cash', amount: '60,00' }, 'p-1')).statusCode).toBe(
      201,
    );
    expect((await pay({ partId: parts[0]!.id, method: 'cash', amount: '60,00' }, 'p-1')).statusCode).toBe(
      200,
    );
    expect(
      (
        await pay(
          { partId: parts[1]!.id, method: 'credit', amount: '55.00', registerSessionId: session.id },
          'p-2',
        )
      ).statusCode,
    ).toBe(201);

    // An order outside a bill: R$ 23,40 in cash, 'Troco para R$ 50,00' (change R$ 26,60), delivered by the cashier.
    const orderId = await deliveredOrder(r, cashier.cookie, { paymentMethod: 'cash', changeFor: '50.00' });
    // And one paid by PIX at the counter.
    await deliveredOrder(r, cashier.cookie, { paymentMethod: 'pix' }, '12.35');

    // Sangria and suprimento with a reason; the key makes a retry harmless.
    const move = (body: object, key: string) =>
      callApi(ctx.app, 'POST', sessionUrl(r, session.id, '/movements'), cashier.cookie, body, {
        'idempotency-key': key,
      });
    const sangria = await move({ kind: 'sangria', amount: '30,00', reason: 'Depósito no banco' }, 'm-1');
    expect(sangria.statusCode, sangria.body).toBe(201);
    expect(
      (await move({ kind: 'sangria', amount: '30,00', reason: 'Depósito no banco' }, 'm-1')).statusCode,
    ).toBe(200);
    expect((await move({ kind: 'suprimento', amount: '20', reason: 'Troco' }, 'm-2')).statusCode).toBe(201);
    // A key that is blank or over 100 characters is refused before anything moves.
    for (const key of ['   ', 'm'.repeat(101)]) {
      const badKey = await move({ kind: 'suprimento', amount: '5', reason: 'Troco' }, key);
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().error).toBe('Chave de idempotência inválida (até 100 caracteres).');
    }
    const noReason = await move({ kind: 'sangria', amount: '1', reason: 'x' }, 'm-3');
    expect(noReason.json().error).toBe('Informe o motivo (pelo menos 3 letras).');
    const tooMuch = await move({ kind: 'sangria', amount: '1000', reason: 'Tudo para o cofre' }, 'm-4');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('A sangria não pode ser maior que o dinheiro na gaveta (R$ 168,40).');

    // Fechamento cego: the cashier sees no expected figure while open; the owner does.
    const blind = (await callApi(ctx.app, 'GET', sessionUrl(r, session.id), cashier.cookie)).json();
    expect(blind.summary).toBeNull();
    expect(blind.payments).toHaveLength(4);
    expect(blind.movements.map((m: { kind: string }) => m.kind)).toEqual(['sangria', 'suprimento']);
    const seen = (await callApi(ctx.app, 'GET', sessionUrl(r, session.id), r.cookie)).json();
    // Cash: 100,00 + 60,00 − 5,00 + 50,00 − 26,60 + 20,00 − 30,00 = 168,40.
    expect(seen.summary.expected).toEqual({
      cash: 16840,
      credit: 5500,
      debit: 0,
      meal_voucher: 0,
      pix: 1235,
    });
    expect(seen.summary.changeGivenCents).toBe(500 + 2660);
    const listed = (
      await callApi(ctx.app, 'GET', `/restaurants/${r.id}/register-sessions`, cashier.cookie)
    ).json();
    expect(listed.sessions[0]).toMatchObject({ id: session.id, summary: null, salesCents: null });
    const partial = await callApi(ctx.app, 'GET', sessionUrl(r, session.id, '/report'), cashier.cookie);
    expect(partial.statusCode).toBe(409);

    // The blind count: R$ 2,00 short in the drawer, the rest right.
    const closed = await callApi(ctx.app, 'POST', sessionUrl(r, session.id, '/close'), cashier.cookie, {
      ...counted({ cash: '166,40', credit: '55,00', pix: '12,35' }),
      note: 'Faltou troco miúdo',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closing.lines).toEqual([
      expect.objectContaining({
        method: 'cash',
        countedCents: 16640,
        expectedCents: 16840,
        differenceCents: -200,
      }),
      expect.objectContaining({
        method: 'credit',
        countedCents: 5500,
        expectedCents: 5500,
        differenceCents: 0,
      }),
      expect.objectContaining({ method: 'debit', countedCents: 0, expectedCents: 0, differenceCents: 0 }),
      expect.objectContaining({
        method: 'meal_voucher',
        countedCents: 0,
        expectedCents: 0,
        differenceCents: 0,
      }),
      expect.objectContaining({ method: 'pix', countedCents: 1235, expectedCents: 1235, differenceCents: 0 }),
    ]);
    expect(closed.json().closing.differenceLabel).toBe('Falta de R$ 2,00');
    expect(closed.json().session).toMatchObject({
      status: 'fechado',
      differenceCents: -200,
      note: 'Faltou troco miúdo',
    });
    // Closed: the cashier sees it all now, and the session takes nothing more.
    const after = (await callApi(ctx.app, 'GET', sessionUrl(r, session.id), cashier.cookie)).json();
    expect(after.summary.salesCents).toBe(11000 + 2340 + 1235);
    expect(after.events.map((e: { kind: string }) => e.kind)).toEqual(['abertura', 'fechamento']);
    expect((await move({ kind: 'suprimento', amount: '1', reason: 'Depois' }, 'm-5')).statusCode).toBe(409);
    // The next opening offers the counted cash as its float.
    expect((await registersOf(r))[0]!.suggestedFloatCents).toBe(16640);

    // Each payment landed once in the session.
    const landed = await ctx.app.db
      .select()
      .from(registerPayments)
      .where(eq(registerPayments.restaurantId, r.id));
    expect(landed).toHaveLength(4);
    expect(landed.every((p) => p.sessionId === session.id)).toBe(true);
    expect(landed.filter((p) => p.orderId === orderId)).toEqual([
      expect.objectContaining({ method: 'cash', amountCents: 2340, receivedCents: 5000, changeCents: 2660 }),
    ]);

    // The closing report: 80 mm rows, the figures above.
    const report = await callApi(ctx.app, 'GET', sessionUrl(r, session.id, '/report'), cashier.cookie);
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.body.trimEnd().split('\n');
    expect(Math.max(...rows.map((row) => row.length))).toBeLessThanOrEqual(42);
    expect(report.body).toContain('FECHAMENTO DE CAIXA');
    expect(report.body).toContain('Esperado na gaveta');
    expect(report.body).toContain('R$ 168,40');
    expect(report.body).toContain('Depósito no banco');
    expect(report.body).toContain('Falta de R$ 2,00');
    const html = await callApi(
      ctx.app,
      'GET',
      sessionUrl(r, session.id, '/report?format=html'),
      cashier.cookie,
    );
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('FECHAMENTO DE CAIXA');

    // The history exports to CSV, safely.
    const csv = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${r.id}/register-sessions/export.csv`,
      cashier.cookie,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const table = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(table[0]).toContain('Diferença');
    expect(table[1]).toContain('-2,00');
    expect(table[1]).toContain('168,40');
  });

  it('opens one session per register under two opens at once', async () => {
    const r = await restaurant();
    const [register] = await registersOf(r);
    const open = () =>
      callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers/${register!.id}/sessions`, r.cookie, {
        openingFloat: '50',
      });
    const answers = await Promise.all([open(), open()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const list = async (query: string) => {
      const response = await callApi(
        ctx.app,
        'GET',
        `/restaurants/${r.id}/register-sessions?${query}`,
        r.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().sessions as { registerId: string }[];
    };
    expect(await list('status=aberto')).toHaveLength(1);
    expect(await list('status=fechado')).toHaveLength(0);
    const today = zonedDateKey(new Date());
    expect(await list(`from=${today}&to=${today}&registerId=${register!.id}`)).toHaveLength(1);
    expect(await list('from=2020-01-01&to=2020-01-31')).toHaveLength(0);
    const bad = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${r.id}/register-sessions?from=31/01/2020`,
      r.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('exports to CSV with no formula a spreadsheet would run (OWASP CSV injection)', async () => {
    const r = await restaurant();
    const added = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers`, r.cookie, {
      name: '=HYPERLINK("http://x")',
    });
    expect(added.statusCode, added.body).toBe(201);
    const session = await openSession(r, r.cookie, '0', added.json().id);
    const closed = await callApi(ctx.app, 'POST', sessionUrl(r, session.id, '/close'), r.cookie, {
      ...counted({}),
      note: '@SUM(1+1)*cmd|calc',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const csv = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/register-sessions/export.csv`, r.cookie);
    const table = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const row = table.find((cells) => cells[0]!.includes('HYPERLINK'))!;
    expect(row[0]).toBe(`'=HYPERLINK("http://x")`);
    expect(row.at(-1)).toBe("'@SUM(1+1)*cmd|calc");
    expect(row.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('refuses a blind count with a method missing or negative', async () => {
    const r = await restaurant();
    const session = await openSession(r, r.cookie, 0);
    const missing = await callApi(ctx.app, 'POST', sessionUrl(r, session.id, '/close'), r.cookie, {
      counted: { cash: '0' },
    });
    expect(missing.statusCode).toBe(400);
    const negative = await callApi(
      ctx.app,
      'POST',
      sessionUrl(r, session.id, '/close'),
      r.cookie,
      counted({ cash: '-1' }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toBe(
      'Informe o valor contado de cada forma de pagamento (zero se não houver).',
    );
  });
});

describe('reopening', () => {
  it('needs register.reopen and a reason; keeps the reopening in the history; the next close counts again', async () => {
    const r = await restaurant();
    const cashier = await actAs(ctx.app, r, 'caixa');
    const manager = await actAs(ctx.app, r, 'gerente');
    const session = await openSession(r, cashier.cookie, '10');
    const close = (cookie: string, cash: string) =>
      callApi(ctx.app, 'POST', sessionUrl(r, session.id, '/close'), cookie, counted({ cash }));
    expect((await close(cashier.cookie, '10')).statusCode).toBe(200);
    const reopen = (cookie: string, reason: string) =>
      callApi(ctx.app, 'POST', sessionUrl(r, session.id, '/reopen'), cookie, { reason });
    const refused = await reopen(cashier.cookie, 'Contagem errada do dinheiro');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Seu perfil (Caixa) não tem acesso à reabertura do caixa.');
    const short = await reopen(manager.cookie, 'erro');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Informe o motivo da reabertura (pelo menos 10 caracteres).');
    const reopened = await reopen(manager.cookie, 'Contagem errada do dinheiro');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'aberto', closing: null, closedAt: null });
    // Open again: blind again for the cashier.
    expect(
      (await callApi(ctx.app, 'GET', sessionUrl(r, session.id), cashier.cookie)).json().summary,
    ).toBeNull();
    expect((await close(cashier.cookie, '12')).json().closing.differenceCents).toBe(200);
    const history = (await callApi(ctx.app, 'GET', sessionUrl(r, session.id), r.cookie)).json().events;
    expect(history.map((e: { kind: string; reason: string | null }) => [e.kind, e.reason])).toEqual([
      ['abertura', null],
      ['fechamento', null],
      ['reabertura', 'Contagem errada do dinheiro'],
      ['fechamento', null],
    ]);
    // Only the last session of a register reopens.
    const next = await openSession(r, cashier.cookie, '12');
    expect((await reopen(r.cookie, 'Conferir de novo a contagem')).statusCode).toBe(409);
    expect(next.status).toBe('aberto');
    const report = await callApi(ctx.app, 'GET', sessionUrl(r, session.id, '/report'), r.cookie);
    expect(report.body).toContain('REABERTURAS');
    expect(report.body).toContain('Contagem errada do dinheiro');
  });
});

describe('where a payment lands', () => {
  it("keeps a bill payment with no open session with no session, listed as 'Recebido sem caixa aberto'", async () => {
    const r = await restaurant();
    const billId = await tableBill(r);
    const paid = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, r.cookie, {
      partId: 'part-1',
      method: 'pix',
      amount: '110.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const listed = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/register-sessions`, r.cookie)).json();
    expect(listed.withoutSession).toMatchObject({ label: 'Recebido sem caixa aberto', totalCents: 11000 });
    expect(listed.withoutSession.payments).toEqual([
      expect.objectContaining({ sessionId: null, method: 'pix', amountCents: 11000 }),
    ]);
  });

  it('refuses a payment naming a session that is not open, and writes nothing', async () => {
    const r = await restaurant();
    const billId = await tableBill(r);
    const paid = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, r.cookie, {
      partId: 'part-1',
      method: 'pix',
      amount: '110.00',
      registerSessionId: 'nao-existe',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('Este caixa não está aberto.');
    const landed = await ctx.app.db
      .select()
      .from(registerPayments)
      .where(eq(registerPayments.restaurantId, r.id));
    expect(landed).toHaveLength(0);
  });

  it('lands a platform order as paid online, apart from the drawer', async () => {
    const r = await restaurant();
    const session = await openSession(r, r.cookie, '50');
    const [imported] = await ctx.app.db
      .insert(orders)
      .values({
        restaurantId: r.id,
        customerName: 'Cliente iFood',
        customerPhone: '0800 000 0000',
        items: '[]',
        total: '89.90',
        status: 'ready',
        deliveryType: 'pickup',
        orderSource: 'ifood',
        externalOrderId: `ifood-${r.id}`,
      })
      .returning();
    const delivered = await callApi(ctx.app, 'PATCH', `/orders/${imported!.id}/status`, r.cookie, {
      status: 'delivered',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const seen = (await callApi(ctx.app, 'GET', sessionUrl(r, session.id), r.cookie)).json();
    expect(seen.payments).toEqual([expect.objectContaining({ method: 'online', amountCents: 8990 })]);
    expect(seen.summary).toMatchObject({ onlineCents: 8990, expected: { cash: 5000, credit: 0, pix: 0 } });
  });

  it('lands a delivered order once, in the session its deliverer opened, by its card type', async () => {
    const r = await restaurant();
    const [caixa] = await registersOf(r);
    const added = (
      await callApi(ctx.app, 'POST', `/restaurants/${r.id}/registers`, r.cookie, { name: 'Balcão' })
    ).json();
    const cashier = await actAs(ctx.app, r, 'caixa');
    await openSession(r, r.cookie, 0, caixa!.id);
    const mine = await openSession(r, cashier.cookie, 0, added.id);
    const orderId = await deliveredOrder(r, cashier.cookie, { paymentMethod: 'card', cardType: 'debit' });
    const landed = await ctx.app.db
      .select()
      .from(registerPayments)
      .where(eq(registerPayments.orderId, orderId));
    expect(landed).toEqual([
      expect.objectContaining({ sessionId: mine.id, method: 'debit', amountCents: 2340 }),
    ]);
    // Delivered is final: nothing moves it again, and a second landing would be refused by the index.
    const again = await callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, cashier.cookie, {
      status: 'delivered',
    });
    expect(again.statusCode).toBe(409);
    expect(
      await ctx.app.db.select().from(registerPayments).where(eq(registerPayments.orderId, orderId)),
    ).toHaveLength(1);
  });
});
