import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../test/fakes/mercadopago';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { extendPaidPeriod } from '../../../domain/payments/paid-period';
import { planPayments, restaurants } from '../../db/schema';

const PUBLIC_URL = 'https://comanda.example.com.br';
let fake: FakeMercadoPago;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  ctx = await createTestApp({
    PUBLIC_URL,
    MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
    MERCADOPAGO_BASE_URL: fake.baseUrl,
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});
beforeEach(async () => {
  owner = await registerOwner(ctx.app);
  fake.failWith = null;
});

const checkout = async (body?: object, cookie = owner.cookie, restaurantId = owner.restaurant.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/checkout/comanda-mensal`,
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });

async function startCheckout(body?: object) {
  const response = await checkout(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { checkoutUrl: string; paymentId: string; testMode: boolean };
}

const deliver = (delivery: ReturnType<FakeMercadoPago['notification']>) =>
  ctx.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.payload });

async function account() {
  const [row] = await ctx.app.db.select().from(restaurants).where(eq(restaurants.id, owner.restaurant.id));
  return row!;
}

const rowsOf = (restaurantId: string) =>
  ctx.app.db.select().from(planPayments).where(eq(planPayments.restaurantId, restaurantId));

async function checkoutState(paymentId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/plan-payments/${paymentId}`,
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /restaurants/:restaurantId/checkout/:planId', () => {
  it('creates a Checkout Pro preference for one month of the plan and answers its URL', async () => {
    const { checkoutUrl, paymentId, testMode } = await startCheckout();
    expect(testMode).toBe(false);
    const request = fake.requests.findLast((r) => r.path === '/checkout/preferences')!;
    const preference = fake.preferences.get(new URL(checkoutUrl).searchParams.get('pref_id')!)!;
    expect(checkoutUrl).toBe(preference.init_point);
    expect(request.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request.headers['x-idempotency-key']).toBe(paymentId);
    expect(request.body).toMatchObject({
      items: [{ id: 'comanda-mensal', quantity: 1, currency_id: 'BRL', unit_price: 39.98 }],
      back_urls: {
        success: `${PUBLIC_URL}/payment-success`,
        failure: `${PUBLIC_URL}/payment-failure`,
        pending: `${PUBLIC_URL}/payment-pending`,
      },
      auto_return: 'approved',
      external_reference: paymentId,
      notification_url: `${PUBLIC_URL}/api/payments/webhook?source_news=webhooks`,
      payer: { email: owner.registration.email },
    });
    const [row] = await rowsOf(owner.restaurant.id);
    expect(row).toMatchObject({ id: paymentId, status: 'created', amount: '39.98', provider: 'mercadopago' });
  });

  it('is owner-only and knows only the one plan', async () => {
    const other = await registerOwner(ctx.app);
    expect((await checkout(undefined, '')).statusCode).toBe(401);
    expect((await checkout(undefined, other.cookie)).statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/checkout/plano-ouro`,
      headers: { cookie: owner.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Plano não encontrado');
  });

  it('answers 502 with a Portuguese message when Mercado Pago is down, and records nothing', async () => {
    fake.failWith = 500;
    const response = await checkout();
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(/Mercado Pago/);
    expect(await rowsOf(owner.restaurant.id)).toHaveLength(0);
  });

  it("sends the e-mail of the owner's Mercado Pago account as the subscription's payer_email, and refuses a bad one", async () => {
    const { checkoutUrl } = await startCheckout({
      autoRenew: true,
      payerEmail: ' Pagamentos@Cantina.com.BR ',
    });
    const preapprovalId = new URL(checkoutUrl).searchParams.get('preapproval_id')!;
    expect(fake.preapprovals.get(preapprovalId)).toMatchObject({ payer_email: 'pagamentos@cantina.com.br' });
    expect(owner.registration.email).not.toBe('pagamentos@cantina.com.br');
    const before = await rowsOf(owner.restaurant.id);
    const refused = await checkout({ autoRenew: true, payerEmail: 'sem-arroba.com.br' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/E-mail inválido/);
    expect(await rowsOf(owner.restaurant.id)).toHaveLength(before.length);
  });

  it('starts a monthly subscription (preapproval) when the owner chooses automatic renewal', async () => {
    const { checkoutUrl, paymentId } = await startCheckout({ autoRenew: true });
    const preapprovalId = new URL(checkoutUrl).searchParams.get('preapproval_id')!;
    expect(fake.preapprovals.get(preapprovalId)).toMatchObject({
      external_reference: paymentId,
      payer_email: owner.registration.email,
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 39.98,
        currency_id: 'BRL',
      },
      status: 'pending',
    });
    // Two monthly charges, each found through the subscription (their payments carry no reference).
    const trialEndsAt = (await account()).trialEndsAt!;
    for (const charge of [fake.chargeSubscription(preapprovalId), fake.chargeSubscription(preapprovalId)]) {
      expect(fake.payments.get(String(charge.payment.id))!.external_reference).toBeNull();
      const delivery = fake.notification(charge.id, { type: 'subscription_authorized_payment' });
      expect((await deliver(delivery)).statusCode).toBe(200);
    }
    const once = extendPaidPeriod({ trialEndsAt, paidUntil: null });
    expect((await account()).paidUntil).toEqual(extendPaidPeriod({ trialEndsAt, paidUntil: once }));
    expect(await rowsOf(owner.restaurant.id)).toHaveLength(2);
  });
});

describe('POST /payments/webhook', () => {
  it('fetches the payment, marks it approved and extends the paid period by one month', async () => {
    const { paymentId } = await startCheckout();
    const before = await account();
    const payment = fake.pay(paymentId, 'approved');
    const response = await deliver(fake.notification(payment.id));
    expect(response.statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${payment.id}` });

    const after = await account();
    // Paid during the trial: one calendar month from the trial's end.
    expect(after.paidUntil).toEqual(extendPaidPeriod({ trialEndsAt: before.trialEndsAt, paidUntil: null }));
    expect(after.paidUntil!.getTime()).toBeGreaterThan(before.trialEndsAt!.getTime());
    const state = await checkoutState(paymentId);
    expect(state).toMatchObject({
      status: 'approved',
      statusLabel: 'Aprovado',
      resultPage: 'success',
      restaurant: { planState: 'active', paidUntil: after.paidUntil!.toISOString() },
    });
    expect(state.history.map((entry: { status: string }) => entry.status)).toEqual(['created', 'approved']);
  });

  it.each([
    ['a bad signature', (id: number) => fake.notification(id, { secret: 'outro-segredo' })],
    ['an old ts', (id: number) => fake.notification(id, { ts: Math.floor(Date.now() / 1000) - 3600 })],
    [
      'a missing header',
      (id: number) => {
        const delivery = fake.notification(id);
        const { 'x-signature': _removed, ...headers } = delivery.headers;
        return { ...delivery, headers };
      },
    ],
  ])('refuses %s with 401 and changes nothing', async (_name, forge) => {
    const { paymentId } = await startCheckout();
    const payment = fake.pay(paymentId, 'approved');
    const fetchesBefore = fake.requests.filter((r) => r.method === 'GET').length;
    const response = await deliver(forge(payment.id) as ReturnType<FakeMercadoPago['notification']>);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Assinatura do webhook inválida ou expirada.');
    expect(fake.requests.filter((r) => r.method === 'GET').length).toBe(fetchesBefore);
    expect((await account()).paidUntil).toBeNull();
    expect((await checkoutState(paymentId)).status).toBe('created');
  });

  it('applies 200 concurrent duplicate deliveries exactly once', async () => {
    const { paymentId } = await startCheckout();
    const before = await account();
    const payment = fake.pay(paymentId, 'approved');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => deliver(fake.notification(payment.id))),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);

    const after = await account();
    expect(after.paidUntil).toEqual(extendPaidPeriod(before));
    const rows = await rowsOf(owner.restaurant.id);
    expect(rows).toHaveLength(1);
    const history = rows[0]!.statusHistory as { status: string }[];
    expect(history.filter((entry) => entry.status === 'approved')).toHaveLength(1);
    expect(rows[0]!.appliedAt).not.toBeNull();
  });

  it('keeps an approved payment approved when a late pending arrives', async () => {
    const { paymentId } = await startCheckout();
    const payment = fake.pay(paymentId, 'approved');
    await deliver(fake.notification(payment.id));
    const paidUntil = (await account()).paidUntil;
    fake.setStatus(payment.id, 'pending');
    expect((await deliver(fake.notification(payment.id))).statusCode).toBe(200);
    expect((await checkoutState(paymentId)).status).toBe('approved');
    expect((await account()).paidUntil).toEqual(paidUntil);
  });

  it('records a rejected payment without extending anything, and a retry on the same checkout', async () => {
    const { paymentId } = await startCheckout();
    const rejected = fake.pay(paymentId, 'rejected');
    expect((await deliver(fake.notification(rejected.id))).statusCode).toBe(200);
    expect(await checkoutState(paymentId)).toMatchObject({ status: 'rejected', resultPage: 'failure' });
    expect((await account()).paidUntil).toBeNull();

    // The payer tries another card on the same checkout: a new payment, kept as its own row.
    const approved = fake.pay(paymentId, 'approved');
    await deliver(fake.notification(approved.id));
    expect(await checkoutState(paymentId)).toMatchObject({ status: 'approved', resultPage: 'success' });
    const rows = await rowsOf(owner.restaurant.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['approved', 'rejected']);
    expect((await account()).paidUntil).not.toBeNull();
  });

  it('answers 503 while the API answers 500, changes nothing, and applies the redelivery later', async () => {
    const { paymentId } = await startCheckout();
    const payment = fake.pay(paymentId, 'approved');
    fake.failWith = 500;
    const failed = await deliver(fake.notification(payment.id));
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('60');
    expect((await checkoutState(paymentId)).status).toBe('created');
    expect((await account()).paidUntil).toBeNull();

    fake.failWith = null;
    expect((await deliver(fake.notification(payment.id))).statusCode).toBe(200);
    expect((await checkoutState(paymentId)).status).toBe('approved');
  });

  it('ignores payments that are not ours and notifications of other topics', async () => {
    const stranger = fake.pay('pedido-de-outra-loja', 'approved');
    expect((await deliver(fake.notification(stranger.id))).statusCode).toBe(200);
    const missing = await deliver(fake.notification(999));
    expect(missing.statusCode).toBe(200);
    const delivery = fake.notification(stranger.id);
    const otherTopic = await ctx.app.inject({
      method: 'POST',
      url: delivery.url.replace('type=payment', 'type=merchant_order'),
      headers: delivery.headers,
      payload: { ...delivery.payload, type: 'merchant_order' },
    });
    expect(otherTopic.statusCode).toBe(200);
  });

  it('does not extend the paid period for a payment below the plan price', async () => {
    const { paymentId } = await startCheckout();
    const payment = fake.pay(paymentId, 'approved', { transaction_amount: 1 });
    await deliver(fake.notification(payment.id));
    expect((await checkoutState(paymentId)).status).toBe('approved');
    expect((await account()).paidUntil).toBeNull();
  });
});

describe('owner views of plan payments', () => {
  it('lists the restaurant payments with their history, only to their owner', async () => {
    const { paymentId } = await startCheckout();
    await deliver(fake.notification(fake.pay(paymentId, 'approved').id));
    const url = `/api/restaurants/${owner.restaurant.id}/plan-payments`;
    const list = await ctx.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { id: paymentId, amount: '39.98', status: 'approved', testMode: false },
    ]);
    const other = await registerOwner(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    const state = await ctx.app.inject({
      method: 'GET',
      url: `/api/plan-payments/${paymentId}`,
      headers: { cookie: other.cookie },
    });
    expect(state.statusCode).toBe(403);
  });

  it('has no test checkout when Mercado Pago is configured', async () => {
    const { paymentId } = await startCheckout();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${paymentId}/approve`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
