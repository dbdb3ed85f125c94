/**
 * A diner's Mercado Pago PIX must be confirmed whatever Mercado Pago sends to the payment's
 * notification_url: whether those deliveries are signed is not documented, so an unsigned one is
 * accepted but its body never trusted (the payment is read back with the restaurant's token), a
 * waiting PIX is polled until it expires even when nothing is delivered, and a cancelled order's
 * PIX is cancelled (waiting) or refunded (paid) at Mercado Pago. All against the fake built from
 * Mercado Pago's published examples (test/fakes/mercadopago.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPixCharges, orders } from '../../src/server/db/schema';
import { checkDinerPixCharges } from '../../src/server/modules/payments/diner-pix.job';
import { insertPixOrder, paidAt as paidAtOf } from '../../src/server/modules/payments/diner-pix.test-helpers';
import { createMercadoPagoAccountService } from '../../src/server/modules/payments/mercadopago-account.service';
import { type FakeMercadoPago, startFakeMercadoPago } from '../fakes/mercadopago';
import { callApi, createTestApp, registerOwner, type TestContext } from '../harness/app';
import { connectMercadoPago, mercadoPagoAppEnv } from '../harness/mercadopago-oauth';

const PUBLIC_URL = 'https://comanda.example.com.br';
let fake: FakeMercadoPago;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const logged: object[] = [];
const logger = { error: (details: object) => logged.push(details) };

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  ctx = await createTestApp({ PUBLIC_URL, ...mercadoPagoAppEnv(fake) });
  owner = await registerOwner(ctx.app, { name: 'Pizzaria São João', city: 'São Paulo' });
  const connected = await connectMercadoPago(ctx.app, fake, owner);
  expect(connected.landing).toContain('mercadopago=conectado');
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

async function pixOrder(total = '42.00') {
  const order = await insertPixOrder(ctx.app.db, owner.restaurant.id, total);
  const pix = await callApi(ctx.app, 'GET', `/orders/${order.id}/pix`);
  expect(pix.statusCode, pix.body).toBe(200);
  return { orderId: order.id, paymentId: pix.json().txid as string };
}

const paidAt = (id: string) => paidAtOf(ctx.app.db, id);
const unsigned = (paymentId: string) => {
  const delivery = fake.unsignedNotification(paymentId, {
    path: `/api/payments/diner-pix/webhook/${owner.restaurant.id}?source_news=webhooks`,
  });
  return ctx.app.inject({
    method: 'POST',
    url: delivery.url,
    headers: delivery.headers,
    payload: delivery.payload,
  });
};
const reads = (paymentId: string) =>
  fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/${paymentId}`).length;
const tick = (at = new Date()) =>
  checkDinerPixCharges(ctx.app.db, createMercadoPagoAccountService(ctx.app.db, ctx.app.config), logger, at);
const cancel = (orderId: string) =>
  callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, owner.cookie, { status: 'cancelled' });

describe("a diner's Mercado Pago PIX", () => {
  it('is marked paid by an unsigned notification, because the API says it is approved', async () => {
    const { orderId, paymentId } = await pixOrder();
    fake.setStatus(paymentId, 'approved');
    const answer = await unsigned(paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await paidAt(orderId)).not.toBeNull();
  });

  it('is not marked paid by a forged notification while the API says it waits', async () => {
    const { orderId, paymentId } = await pixOrder();
    const forged = fake.unsignedNotification(paymentId, {
      path: `/api/payments/diner-pix/webhook/${owner.restaurant.id}`,
    });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: forged.url,
      headers: forged.headers,
      payload: { ...forged.payload, action: 'payment.updated', status: 'approved', data: { id: paymentId } },
    });
    expect(answer.statusCode).toBe(200);
    expect(await paidAt(orderId)).toBeNull();
    expect(reads(paymentId)).toBe(1);
    // A payment that is none of this restaurant's charges costs no call to Mercado Pago.
    const before = fake.requests.length;
    expect((await unsigned('999999999')).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
  });

  it('changes state once however many times a delivery repeats', async () => {
    const { orderId, paymentId } = await pixOrder();
    fake.setStatus(paymentId, 'approved');
    await unsigned(paymentId);
    const first = await paidAt(orderId);
    const [{ updatedAt }] = (await ctx.app.db
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, orderId))) as [{ updatedAt: Date }];
    for (let i = 0; i < 4; i++) expect((await unsigned(paymentId)).statusCode).toBe(200);
    expect(await paidAt(orderId)).toEqual(first);
    const [after] = await ctx.app.db
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(after!.updatedAt).toEqual(updatedAt);
  });

  it('is marked paid by polling when no notification ever comes, and shows its expiry until then', async () => {
    const { orderId, paymentId } = await pixOrder();
    const view = (await callApi(ctx.app, 'GET', `/orders/${orderId}/pix`)).json();
    expect(view.expiresAt).toEqual(expect.any(String));
    const panel = (
      await callApi(ctx.app, 'GET', `/restaurants/${owner.restaurant.id}/orders`, owner.cookie)
    ).json();
    expect(panel.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      pixStatus: 'pending',
      pixExpiresAt: view.expiresAt,
    });

    await tick(new Date(Date.now() + 20_000));
    expect(reads(paymentId)).toBe(1);
    expect(await paidAt(orderId)).toBeNull();
    fake.setStatus(paymentId, 'approved');
    // Within the backoff nothing is read; once it has passed, the payment is read and applied.
    await tick(new Date(Date.now() + 25_000));
    expect(reads(paymentId)).toBe(1);
    await tick(new Date(Date.now() + 40_000));
    expect(reads(paymentId)).toBe(2);
    expect(await paidAt(orderId)).not.toBeNull();
    const [charge] = await ctx.app.db
      .select()
      .from(orderPixCharges)
      .where(eq(orderPixCharges.orderId, orderId));
    expect(charge).toMatchObject({ status: 'approved', nextCheckAt: null });
  });

  it('stops polling once Mercado Pago has expired it, and shows it expired', async () => {
    const { orderId, paymentId } = await pixOrder();
    fake.setStatus(paymentId, 'cancelled');
    await tick(new Date(Date.now() + 31 * 60_000));
    expect((await callApi(ctx.app, 'GET', `/orders/${orderId}/pix`)).json()).toMatchObject({
      status: 'cancelled',
      statusLabel: 'PIX expirado ou cancelado',
    });
    const readsThen = reads(paymentId);
    await tick(new Date(Date.now() + 40 * 60_000));
    expect(reads(paymentId)).toBe(readsThen);
  });

  it('is cancelled at Mercado Pago when its order is cancelled while it waits', async () => {
    const { orderId, paymentId } = await pixOrder();
    expect((await cancel(orderId)).statusCode).toBe(200);
    await tick();
    const puts = fake.requests.filter((r) => r.method === 'PUT' && r.path === `/v1/payments/${paymentId}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ status: 'cancelled' });
    expect(fake.payments.get(paymentId)!.status).toBe('cancelled');
    await tick();
    expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('is refunded at Mercado Pago when its order is cancelled after it was paid', async () => {
    const { orderId, paymentId } = await pixOrder();
    fake.setStatus(paymentId, 'approved');
    await unsigned(paymentId);
    expect(await paidAt(orderId)).not.toBeNull();
    expect((await cancel(orderId)).statusCode).toBe(200);
    await tick();
    await tick();
    const refunds = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refunds`,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.headers['x-idempotency-key']).toBe(`refund-${orderId}`);
    expect(fake.payments.get(paymentId)!.status).toBe('refunded');
    expect(await paidAt(orderId)).toBeNull();
  });

  it('is refunded when the diner pays after the cancellation reached Mercado Pago too late', async () => {
    const { orderId, paymentId } = await pixOrder();
    fake.setStatus(paymentId, 'approved');
    expect((await cancel(orderId)).statusCode).toBe(200);
    // The cancel is refused (the payment is approved by then); the next ticks read it and refund it.
    await tick();
    await tick();
    await tick();
    expect(
      fake.requests.filter((r) => r.method === 'PUT' && r.path === `/v1/payments/${paymentId}`),
    ).toHaveLength(1);
    expect(fake.payments.get(paymentId)!.status).toBe('refunded');
    expect(logged.length).toBeGreaterThan(0);
  });
});
