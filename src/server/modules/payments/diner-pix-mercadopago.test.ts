import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../test/fakes/mercadopago';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { connectMercadoPago, mercadoPagoAppEnv } from '../../../../test/harness/mercadopago-oauth';
import { insertPixOrder, paidAt as paidAtOf } from './diner-pix.test-helpers';

const PUBLIC_URL = 'https://comanda.example.com.br';
let fake: FakeMercadoPago;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let sellerToken: string;
/** The secret signature of Comanda's application, which signs its sellers' notifications too. */
const sellerSecret = 'segredo-do-app-123';

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  ctx = await createTestApp({
    PUBLIC_URL,
    ...mercadoPagoAppEnv(fake),
    MERCADOPAGO_WEBHOOK_SECRET: sellerSecret,
  });
  owner = await registerOwner(ctx.app, { name: 'Pizzaria São João', city: 'São Paulo' });
  const { seller, landing } = await connectMercadoPago(ctx.app, fake, owner);
  expect(landing).toContain('mercadopago=conectado');
  sellerToken = seller.accessToken;
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  callApi(ctx.app, method, url, cookie, payload);

const insertOrder = (total?: string) => insertPixOrder(ctx.app.db, owner.restaurant.id, total);
const paidAt = (id: string) => paidAtOf(ctx.app.db, id);
const notify = (paymentId: number | string, secret = sellerSecret) =>
  ctx.app.inject({
    method: 'POST',
    ...(() => {
      const delivery = fake.notification(paymentId, {
        secret,
        path: `/api/payments/diner-pix/webhook/${owner.restaurant.id}?source_news=webhooks`,
      });
      return { url: delivery.url, headers: delivery.headers, payload: delivery.payload };
    })(),
  });

describe("diner's PIX through the restaurant's Mercado Pago", () => {
  it('creates one PIX payment per order and shows its QR and copy-and-paste code', async () => {
    const order = await insertOrder();
    const first = await call('GET', `/orders/${order.id}/pix`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('GET', `/orders/${order.id}/pix`);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments');
    expect(created).toHaveLength(1);
    const request = created[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${sellerToken}`);
    expect(request.headers['x-idempotency-key']).toBe(`pix-${order.id}`);
    expect(request.body).toMatchObject({
      transaction_amount: 87.9,
      payment_method_id: 'pix',
      external_reference: order.id,
      notification_url: `${PUBLIC_URL}/api/payments/diner-pix/webhook/${owner.restaurant.id}?source_news=webhooks`,
      payer: { email: expect.stringMatching(/^pedido-[a-z0-9]+@comanda\.example\.com\.br$/) },
    });
    expect((request.body as { date_of_expiration: string }).date_of_expiration).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/,
    );
    const payment = fake.payments.get(first.json().txid)!;
    expect(first.json()).toMatchObject({
      provider: 'mercadopago',
      status: 'pending',
      statusLabel: 'Aguardando pagamento',
      amount: '87.90',
      payload: payment.point_of_interaction!.transaction_data!.qr_code,
      ticketUrl: payment.point_of_interaction!.transaction_data!.ticket_url,
      paidAt: null,
    });
    expect(first.json().qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(again.json().txid).toBe(first.json().txid);
  });

  it('marks the order paid when the payment read back is approved, once', async () => {
    const order = await insertOrder('42.00');
    const { txid } = (await call('GET', `/orders/${order.id}/pix`)).json();
    expect((await notify(txid)).statusCode).toBe(200);
    expect(await paidAt(order.id)).toBeNull();
    // A bad signature proves nothing either way: the API still says the payment waits.
    const forged = await notify(txid, 'outro-segredo');
    expect(forged.statusCode).toBe(200);
    expect(await paidAt(order.id)).toBeNull();
    fake.setStatus(txid, 'approved');
    expect((await notify(txid)).statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${txid}` });
    const paid = await paidAt(order.id);
    expect(paid).not.toBeNull();
    await notify(txid);
    expect(await paidAt(order.id)).toEqual(paid);
    const view = (await call('GET', `/orders/${order.id}/pix`)).json();
    expect(view).toMatchObject({ status: 'approved', statusLabel: 'Pago', paidAt: paid!.toISOString() });
  });

  it('shows an expired PIX as such and a refund takes the paid mark away', async () => {
    const expiring = await insertOrder('10.00');
    const a = (await call('GET', `/orders/${expiring.id}/pix`)).json();
    fake.setStatus(a.txid, 'cancelled');
    await notify(a.txid);
    expect((await call('GET', `/orders/${expiring.id}/pix`)).json()).toMatchObject({
      status: 'cancelled',
      statusLabel: 'PIX expirado ou cancelado',
      paidAt: null,
    });

    const refunded = await insertOrder('12.00');
    const b = (await call('GET', `/orders/${refunded.id}/pix`)).json();
    fake.setStatus(b.txid, 'approved');
    await notify(b.txid);
    expect(await paidAt(refunded.id)).not.toBeNull();
    fake.setStatus(b.txid, 'refunded');
    await notify(b.txid);
    expect(await paidAt(refunded.id)).toBeNull();
    expect((await call('GET', `/orders/${refunded.id}/pix`)).json().statusLabel).toBe('Pagamento estornado');
  });

  it('ignores a payment of another order, and answers 503 while Mercado Pago is down', async () => {
    const order = await insertOrder('20.00');
    const { txid } = (await call('GET', `/orders/${order.id}/pix`)).json();
    fake.payments.get(String(txid))!.external_reference = 'outro-pedido';
    fake.setStatus(txid, 'approved');
    expect((await notify(txid)).statusCode).toBe(200);
    expect(await paidAt(order.id)).toBeNull();
    fake.failWith = 500;
    const down = await notify(txid);
    fake.failWith = null;
    expect(down.statusCode).toBe(503);
  });
});
