/**
 * A part of a split bill paid by PIX from the diner's phone (decision 0046), through the real API on
 * a real database with the Mercado Pago fake (test/fakes/mercadopago.ts) as the restaurant's account:
 * no link without Mercado Pago, the link and its public page, the webhook paying the part once however
 * often it is delivered, a PIX of another amount kept aside, and the last part closing the bill.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../test/fakes/mercadopago';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { connectMercadoPago, mercadoPagoAppEnv } from '../../../../test/harness/mercadopago-oauth';
import { billPayments } from '../../db/schema';
import { createMercadoPagoAccountService } from '../payments/mercadopago-account.service';
import { checkBillPixLinks, createBillPixService } from './bill-pix.service';
import { openTableBill } from './bill-pix-loyalty.test-helpers';

const PUBLIC_URL = 'https://comanda.example.com.br';
const SECRET = 'segredo-da-loja-456';
let fake: FakeMercadoPago;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  ctx = await createTestApp({ PUBLIC_URL, ...mercadoPagoAppEnv(fake), MERCADOPAGO_WEBHOOK_SECRET: SECRET });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

/** A restaurant with its own Mercado Pago connected, table 1 of 3 people, 3 × R$ 33,33, split in 3. */
async function splitBillWithMercadoPago() {
  const owner = await registerOwner(ctx.app, { name: 'Bar do Zé', city: 'Salvador' });
  const connected = await connectMercadoPago(ctx.app, fake, owner);
  expect(connected.landing).toContain('mercadopago=conectado');
  const bill = await openTableBill(ctx.app, { owner });
  // 99,99 + 10% (10,00) = 109,99 in three: 36,67 + 36,66 + 36,66.
  const split = await callApi(ctx.app, 'POST', bill.url('/split'), bill.waiter.cookie, {
    method: 'equal',
    parts: 3,
  });
  expect(split.statusCode, split.body).toBe(200);
  return bill;
}

type Bill = Awaited<ReturnType<typeof splitBillWithMercadoPago>>;

const makeLink = (bill: Bill, partId: string, cookie = bill.cashier.cookie) =>
  callApi(ctx.app, 'POST', bill.url(`/parts/${partId}/pix-link`), cookie);
const tokenOf = (url: string) => url.split('/conta/')[1]!;
const open = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/bill-pix/open', payload: { token } });
const paymentOf = (linkId: string) =>
  [...fake.payments.values()].find((payment) => payment.external_reference === linkId)!;
const notify = (bill: Bill, paymentId: number, signed = true) => {
  const options = {
    path: `/api/payments/bill-pix/webhook/${bill.r.id}?source_news=webhooks`,
    secret: SECRET,
  };
  const delivery = signed
    ? fake.notification(paymentId, options)
    : fake.unsignedNotification(paymentId, options);
  return ctx.app.inject({
    method: 'POST',
    url: delivery.url,
    headers: delivery.headers,
    payload: delivery.payload,
  });
};
const closingOf = async (bill: Bill) =>
  (await callApi(ctx.app, 'GET', bill.url(), bill.cashier.cookie)).json();

describe('PIX per part from the diner’s phone', () => {
  it('offers no link without the restaurant’s Mercado Pago, and says why', async () => {
    const bill = await openTableBill(ctx.app);
    const refused = await makeLink(bill, 'part-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^Conecte o Mercado Pago do restaurante/);
  });

  it('makes one PIX per part for what it owes, at the till only, with a public page', async () => {
    const bill = await splitBillWithMercadoPago();
    expect((await makeLink(bill, 'part-2', bill.waiter.cookie)).statusCode).toBe(403);
    expect((await makeLink(bill, 'part-9')).statusCode).toBe(404);
    const made = await makeLink(bill, 'part-2');
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json();
    expect(link).toMatchObject({ partId: 'part-2', amount: '36.66', status: 'pending', paidAt: null });
    expect(link.url).toMatch(/^https:\/\/comanda\.example\.com\.br\/conta\/[A-Za-z0-9_-]{43}$/);
    expect(link.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const again = await makeLink(bill, 'part-2');
    expect(again.json().id).toBe(link.id);
    const created = fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payments' &&
        (r.body as { external_reference?: string }).external_reference === link.id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.headers['x-idempotency-key']).toBe(`bill-pix-${link.id}`);
    expect(created[0]!.body).toMatchObject({
      transaction_amount: 36.66,
      payment_method_id: 'pix',
      description: 'Mesa 1 — parte 2 de 3 - Bar do Zé',
      notification_url: `${PUBLIC_URL}/api/payments/bill-pix/webhook/${bill.r.id}?source_news=webhooks`,
      payer: { email: expect.stringMatching(/^conta-[0-9a-f]{12}@comanda\.example\.com\.br$/) },
    });
    const page = await open(tokenOf(link.url));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      restaurantName: 'Bar do Zé',
      title: 'Mesa 1 — parte 2 de 3',
      amount: '36.66',
      status: 'waiting',
      payload: link.payload,
    });
    expect(page.body).not.toContain('Cliente 1');
    expect((await open('x'.repeat(43))).statusCode).toBe(404);
    const view = await closingOf(bill);
    expect(view.closing.pixLinks).toEqual([expect.objectContaining({ id: link.id, partId: 'part-2' })]);
    const shown = await callApi(ctx.app, 'GET', bill.url(`/pix-links/${link.id}`), bill.waiter.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().payload).toBe(link.payload);
  });

  it('pays the part once when Mercado Pago confirms it, however often the notice comes', async () => {
    const bill = await splitBillWithMercadoPago();
    const link = (await makeLink(bill, 'part-2')).json();
    const payment = paymentOf(link.id);
    // Still waiting: a notice (even a forged one) records nothing.
    expect((await notify(bill, payment.id)).statusCode).toBe(200);
    expect((await closingOf(bill)).closing.payments).toEqual([]);
    fake.setStatus(payment.id, 'approved');
    expect((await notify(bill, payment.id)).statusCode).toBe(200);
    expect((await notify(bill, payment.id, false)).statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, bill.billId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ partId: 'part-2', method: 'pix', amountCents: 3666, takenBy: 'cliente' });
    const view = await closingOf(bill);
    expect(view.status).toBe('fechando');
    expect(view.closing.split.parts[1]).toMatchObject({ id: 'part-2', isPaid: true });
    const page = await open(tokenOf(link.url));
    expect(page.json()).toMatchObject({ status: 'paid', statusLabel: 'Pagamento confirmado', payload: null });
    // A paid part gets no new link.
    expect((await makeLink(bill, 'part-2')).statusCode).toBe(409);
  });

  it('keeps a PIX of another amount aside instead of paying the part', async () => {
    const bill = await splitBillWithMercadoPago();
    const link = (await makeLink(bill, 'part-1')).json();
    const payment = paymentOf(link.id);
    payment.transaction_amount = 10;
    fake.setStatus(payment.id, 'approved');
    expect((await notify(bill, payment.id)).statusCode).toBe(200);
    const view = await closingOf(bill);
    expect(view.closing.payments).toEqual([]);
    expect(view.closing.split.parts[0].isPaid).toBe(false);
    expect(view.closing.pixLinks[0].problem).toBe(
      'PIX recebido de R$ 10,00, diferente dos R$ 36,67 da parte: confira no Mercado Pago.',
    );
  });

  it('closes the bill and frees the table when the last part is paid by PIX', async () => {
    const bill = await splitBillWithMercadoPago();
    for (const [partId, amount] of [
      ['part-1', '36.67'],
      ['part-2', '36.66'],
    ])
      expect(
        (
          await callApi(ctx.app, 'POST', bill.url('/payments'), bill.cashier.cookie, {
            partId,
            method: 'cash',
            amount,
          })
        ).statusCode,
      ).toBe(201);
    const old = (await makeLink(bill, 'part-3')).json();
    const link = (await makeLink(bill, 'part-3')).json();
    expect(link.id).toBe(old.id);
    fake.setStatus(paymentOf(link.id).id, 'approved');
    // No notice at all: the polling job reads it back.
    const accounts = createMercadoPagoAccountService(ctx.app.db, ctx.app.config);
    await checkBillPixLinks(
      ctx.app.db,
      createBillPixService(ctx.app.db, ctx.app.config, accounts),
      accounts,
      new Date(Date.now() + 60_000),
    );
    const view = await closingOf(bill);
    expect(view.status).toBe('fechada');
    expect(view.closing.due).toBe('0.00');
    expect(view.closedBy).toMatchObject({ by: 'cliente' });
    const tables = (
      await callApi(ctx.app, 'GET', `/restaurants/${bill.r.id}/tables`, bill.cashier.cookie)
    ).json();
    expect(tables.find((t: { id: string }) => t.id === bill.tableId)).toMatchObject({
      state: 'livre',
      bill: null,
    });
    expect((await open(tokenOf(link.url))).json().status).toBe('paid');
    // A late notice changes nothing; no link is made on a closed bill.
    expect((await notify(bill, paymentOf(link.id).id)).statusCode).toBe(200);
    expect(
      await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, bill.billId)),
    ).toHaveLength(3);
    expect((await makeLink(bill, 'part-3')).statusCode).toBe(409);
  });
});
