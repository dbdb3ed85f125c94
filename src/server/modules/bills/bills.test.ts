/**
 * Closing a table's bill (issue 33, decision 0043) through the real API on a real database: the
 * totals from domain/bills on the bill, the dining settings, the service charge removed by a Gerente,
 * the split persisted, payments per part (idempotent, never past what is due, one at a time), the
 * bill closing itself and freeing the table, and the pre-bill. Amounts that do not divide evenly.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type TestContext } from '../../../../test/harness/app';
import { billPayments, orders } from '../../db/schema';
import { actAs, openBill } from '../tables/tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const billUrl = (r: { id: string }, billId: string, tail = '') =>
  `/restaurants/${r.id}/bills/${billId}${tail}`;

describe('the bill with its totals', () => {
  it('adds the 10% service charge rounded half up, with the restaurant defaults', async () => {
    const { r, waiter, billId } = await openBill(ctx.app);
    const bill = await callApi(ctx.app, 'GET', billUrl(r, billId), waiter.cookie);
    expect(bill.statusCode, bill.body).toBe(200);
    // 3 × 33,33 = 99,99; 10% = 9,999 → 10,00; total 109,99.
    expect(bill.json().closing).toMatchObject({
      settings: { serviceChargeEnabled: true, serviceRateBps: 1000, couvert: '0.00' },
      subtotal: '99.99',
      serviceState: 'charged',
      serviceCharge: '10.00',
      couvert: '0.00',
      total: '109.99',
      split: { method: 'whole', parts: [{ id: 'part-1', amount: '109.99', due: '109.99', isPaid: false }] },
      paid: '0.00',
      due: '109.99',
    });
    expect(bill.json().closing.rows.map((row: { label: string }) => row.label)).toEqual([
      'Subtotal',
      'Taxa de serviço (10%)',
      'Total',
    ]);
  });

  it('reads and saves the dining settings as the domain allows, and only for who edits settings', async () => {
    const { r, waiter, billId } = await openBill(ctx.app);
    const url = `/restaurants/${r.id}/dining-settings`;
    expect((await callApi(ctx.app, 'GET', url, r.cookie)).json()).toEqual({
      serviceChargeEnabled: true,
      serviceRateBps: 1000,
      couvertCents: 0,
      couvert: '0.00',
      couvertKind: 'artistic',
    });
    // Nothing sent: nothing changes (an empty body once gave a 500).
    const unchanged = await callApi(ctx.app, 'PUT', url, r.cookie, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ serviceRateBps: 1000, couvertCents: 0 });
    const tooHigh = await callApi(ctx.app, 'PUT', url, r.cookie, { serviceRateBps: 2500 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error).toBe(
      'A taxa de serviço deve ficar entre 0% e 20%, com até duas casas decimais.',
    );
    const badCouvert = await callApi(ctx.app, 'PUT', url, r.cookie, { couvert: '600,00' });
    expect(badCouvert.statusCode).toBe(400);
    expect(badCouvert.json().error).toContain('O couvert por pessoa deve ficar entre');
    expect((await callApi(ctx.app, 'PUT', url, waiter.cookie, { serviceRateBps: 1200 })).statusCode).toBe(
      403,
    );
    const saved = await callApi(ctx.app, 'PUT', url, r.cookie, {
      serviceRateBps: 1250,
      couvert: '7,50',
      couvertKind: 'cover',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ serviceRateBps: 1250, couvertCents: 750, couvertKind: 'cover' });
    // 99,99 + couvert 4 × 7,50 = 129,99 of service base; 12,5% = 16,24875 → 16,25; total 146,24.
    const bill = (await callApi(ctx.app, 'GET', billUrl(r, billId), waiter.cookie)).json().closing;
    expect(bill).toMatchObject({
      couvertPeople: 4,
      couvert: '30.00',
      serviceCharge: '16.25',
      total: '146.24',
    });
    // Two children do not pay the couvert: 2 × 7,50; base 114,99 → 14,37; total 129,36.
    const fewer = await callApi(ctx.app, 'POST', billUrl(r, billId, '/couvert'), waiter.cookie, {
      people: 2,
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().closing).toMatchObject({ couvert: '15.00', serviceCharge: '14.37', total: '129.36' });
    const tooMany = await callApi(ctx.app, 'POST', billUrl(r, billId, '/couvert'), waiter.cookie, {
      people: 5,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('O couvert vale para no máximo 4 pessoas, as da mesa.');
  });
});

describe('adjusting the bill', () => {
  it('lets a Gerente remove the service charge with a reason, never a waiter, and records who and when', async () => {
    const { r, waiter, billId } = await openBill(ctx.app);
    const url = billUrl(r, billId, '/service-charge');
    const refused = await callApi(ctx.app, 'POST', url, waiter.cookie, { remove: true, reason: 'Demora' });
    expect(refused.statusCode).toBe(403);
    const manager = await actAs(ctx.app, r, 'gerente');
    const noReason = await callApi(ctx.app, 'POST', url, manager.cookie, { remove: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Informe o motivo para retirar a taxa de serviço.');
    const removed = await callApi(ctx.app, 'POST', url, manager.cookie, {
      remove: true,
      reason: 'Demora no atendimento',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().closing).toMatchObject({
      serviceState: 'removed',
      serviceCharge: '0.00',
      total: '99.99',
      serviceRemoval: {
        reason: 'Demora no atendimento',
        by: 'equipe',
        staffId: manager.staffId,
        name: 'Pessoa gerente',
      },
    });
    expect(removed.json().closing.serviceRemoval.at).toMatch(/^\d{4}-/);
    // A manual discount: a waiter may not; more than the items is refused; a Gerente's counts.
    const discountUrl = billUrl(r, billId, '/discount');
    expect(
      (await callApi(ctx.app, 'POST', discountUrl, waiter.cookie, { amount: '5', reason: 'Cortesia' }))
        .statusCode,
    ).toBe(403);
    const tooMuch = await callApi(ctx.app, 'POST', discountUrl, manager.cookie, {
      amount: '100,00',
      reason: 'Cortesia',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('O desconto não pode passar do que os itens ainda custam (R$ 99,99).');
    const discounted = await callApi(ctx.app, 'POST', discountUrl, manager.cookie, {
      amount: '9,99',
      reason: 'Prato frio',
    });
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(discounted.json().closing).toMatchObject({
      discountTotal: '9.99',
      total: '90.00',
      manualDiscount: { amount: '9.99', reason: 'Prato frio', name: 'Pessoa gerente' },
    });
    // The service charge back: 10% of 90,00.
    const back = await callApi(ctx.app, 'POST', url, r.cookie, { remove: false });
    expect(back.json().closing).toMatchObject({
      serviceState: 'charged',
      serviceCharge: '9.00',
      total: '99.00',
    });
  });
});

describe('splitting and paying', () => {
  it('splits in three to the cent, pays each part once whatever the retries, and closes the table', async () => {
    const { r, waiter, tableId, billId } = await openBill(ctx.app);
    const split = await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), waiter.cookie, {
      method: 'equal',
      parts: 3,
    });
    expect(split.statusCode, split.body).toBe(200);
    // 109,99 / 3: 36,67 + 36,66 + 36,66.
    const parts = split.json().closing.split.parts as { id: string; amount: string }[];
    expect(parts.map((part) => part.amount)).toEqual(['36.67', '36.66', '36.66']);
    expect(split.json().closing.split.note).toBe('Parte 1 fica com R$ 0,01 a mais para fechar o total.');
    expect(split.json().status).toBe('fechando');

    // A waiter does not take payments (the till does: decision 0040).
    const pay = (cookie: string, body: object, key?: string) =>
      callApi(
        ctx.app,
        'POST',
        billUrl(r, billId, '/payments'),
        cookie,
        body,
        key ? { 'idempotency-key': key } : {},
      );
    expect(
      (await pay(waiter.cookie, { partId: parts[0]!.id, method: 'pix', amount: '36.67' })).statusCode,
    ).toBe(403);
    const cashier = await actAs(ctx.app, r, 'caixa');
    const first = await pay(cashier.cookie, { partId: parts[0]!.id, method: 'pix', amount: '36.67' }, 'k-1');
    expect(first.statusCode, first.body).toBe(201);
    const retried = await pay(
      cashier.cookie,
      { partId: parts[0]!.id, method: 'pix', amount: '36.67' },
      'k-1',
    );
    expect(retried.statusCode, retried.body).toBe(200);
    const stored = await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, billId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      method: 'pix',
      amountCents: 3667,
      takenBy: 'equipe',
      takenByStaffId: cashier.staffId,
    });

    // Card over what is due is refused; cash gives change.
    const over = await pay(
      cashier.cookie,
      { partId: parts[1]!.id, method: 'credit', amount: '40.00' },
      'k-2',
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(
      'No cartão de crédito, o valor não pode passar do que falta nesta parte (R$ 36,66). Só o dinheiro tem troco.',
    );
    const cash = await pay(cashier.cookie, { partId: parts[1]!.id, method: 'cash', amount: '50' }, 'k-3');
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().closing.payments[1]).toMatchObject({
      amount: '36.66',
      received: '50.00',
      change: '13.34',
    });
    const paidAgain = await pay(cashier.cookie, { partId: parts[1]!.id, method: 'pix', amount: '1' }, 'k-4');
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().error).toBe('Esta parte já está paga.');

    // Two phones pay the last part at once with different keys: one goes through, the other is refused.
    const both = await Promise.all([
      pay(cashier.cookie, { partId: parts[2]!.id, method: 'debit', amount: '36.66' }, 'k-5'),
      pay(r.cookie, { partId: parts[2]!.id, method: 'pix', amount: '36.66' }, 'k-6'),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const after = await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, billId));
    expect(after.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(10_999);

    // The last part paid: the bill closed by who took it, its orders paid, the table free.
    const closed = (await callApi(ctx.app, 'GET', billUrl(r, billId), r.cookie)).json();
    expect(closed.status).toBe('fechada');
    expect(closed.closedAt).toBeTruthy();
    expect(closed.closing).toMatchObject({ paid: '109.99', due: '0.00' });
    const billOrders = await ctx.app.db.select().from(orders).where(eq(orders.billId, billId));
    expect(billOrders).toHaveLength(2);
    expect(billOrders.every((order) => order.paidAt !== null)).toBe(true);
    const table = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, r.cookie))
      .json()
      .find((t: { id: string }) => t.id === tableId);
    expect(table).toMatchObject({ state: 'livre', bill: null });
    // A closed bill takes no payment; a retry of a made one still answers it.
    expect(
      (await pay(cashier.cookie, { partId: parts[2]!.id, method: 'pix', amount: '1' }, 'k-7')).statusCode,
    ).toBe(409);
    expect(
      (await pay(cashier.cookie, { partId: parts[0]!.id, method: 'pix', amount: '36.67' }, 'k-1')).statusCode,
    ).toBe(200);
  });

  it('re-splits the rest by amounts keeping the part with a payment', async () => {
    const { r, waiter, billId } = await openBill(ctx.app);
    await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), waiter.cookie, {
      method: 'equal',
      parts: 2,
    });
    const cashier = await actAs(ctx.app, r, 'caixa');
    // 109,99 / 2: 55,00 + 54,99; part 1 pays 20,00 of it by PIX.
    const partial = await callApi(
      ctx.app,
      'POST',
      billUrl(r, billId, '/payments'),
      cashier.cookie,
      { partId: 'part-1', method: 'pix', amount: '20' },
      { 'idempotency-key': 'p-1' },
    );
    expect(partial.statusCode, partial.body).toBe(201);
    // A key that is blank or over 100 characters is refused, and nothing is paid.
    for (const key of ['  ', 'p'.repeat(101)]) {
      const badKey = await callApi(
        ctx.app,
        'POST',
        billUrl(r, billId, '/payments'),
        cashier.cookie,
        { partId: 'part-2', method: 'pix', amount: '1' },
        { 'idempotency-key': key },
      );
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().error).toBe('Chave de idempotência inválida (até 100 caracteres).');
    }
    const again = await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), waiter.cookie, {
      method: 'amounts',
      amounts: ['10,01'],
    });
    expect(again.statusCode, again.body).toBe(200);
    const parts = again.json().closing.split.parts;
    expect(parts.map((part: { label: string; amount: string }) => [part.label, part.amount])).toEqual([
      ['Parte 1', '55.00'],
      ['Parte 2', '10.01'],
      ['O restante', '44.98'],
    ]);
    const byItem = await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), waiter.cookie, {
      method: 'items',
      people: [{ key: 'Ana', name: 'Ana' }],
    });
    expect(byItem.statusCode).toBe(400);
    expect(byItem.json().error).toBe(
      'Com uma parte já paga, o restante só pode ser dividido em partes iguais ou por valores.',
    );
  });

  it('splits by item: each person her lines and her share of the service', async () => {
    const { r, waiter, billId } = await openBill(ctx.app);
    const split = await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), waiter.cookie, {
      method: 'items',
      people: [
        { key: 'Ana', name: 'Ana' },
        { key: 'Bia', name: 'Bia' },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    // Ana ordered 66,66 (+ 6,67 service), Bia 33,33 (+ 3,33): 73,33 + 36,66 = 109,99.
    expect(split.json().closing.split.parts.map((part: { amount: string }) => part.amount)).toEqual([
      '73.33',
      '36.66',
    ]);
  });
});

describe("who may 'Dividir conta' (bills.split)", () => {
  it('lets the cashier closing the bill split it, never the kitchen', async () => {
    const { r, billId } = await openBill(ctx.app);
    const kitchen = await actAs(ctx.app, r, 'cozinha');
    const refused = await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), kitchen.cookie, {
      method: 'equal',
      parts: 2,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error).toBe('Seu perfil (Cozinha) não tem acesso à divisão de contas.');
    const cashier = await actAs(ctx.app, r, 'caixa');
    const split = await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), cashier.cookie, {
      method: 'equal',
      parts: 2,
    });
    expect(split.statusCode, split.body).toBe(200);
    // 109,99 in two: 55,00 + 54,99.
    expect(split.json().closing.split.parts.map((part: { amount: string }) => part.amount)).toEqual([
      '55.00',
      '54.99',
    ]);
  });
});

describe("'Imprimir conta'", () => {
  it('gives the 80 mm pre-bill as text and as a printable page, with the parts', async () => {
    const { r, waiter, billId } = await openBill(ctx.app);
    await callApi(ctx.app, 'POST', billUrl(r, billId, '/split'), waiter.cookie, {
      method: 'equal',
      parts: 3,
    });
    const text = await callApi(ctx.app, 'GET', billUrl(r, billId, '/pre-bill'), waiter.cookie);
    expect(text.statusCode, text.body).toBe(200);
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.body).toContain('CONFERÊNCIA DE CONTA');
    expect(text.body).toContain('Mesa 1');
    expect(text.body).toContain('Pessoa garcom');
    expect(text.body).toContain('R$ 109,99');
    expect(text.body).toContain('Parte 3');
    expect(text.body).toContain('NÃO É DOCUMENTO FISCAL');
    expect(text.body.split('\n').every((row) => row.length <= 42)).toBe(true);
    const html = await callApi(ctx.app, 'GET', billUrl(r, billId, '/pre-bill?format=html'), waiter.cookie);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('80mm');
    expect(html.body).toContain('<pre>');
    expect(html.body).toContain('NÃO É DOCUMENTO FISCAL');
  });
});
