import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { extendPaidPeriod } from '../../../domain/payments/paid-period';
import { planPayments, restaurants } from '../../db/schema';

// No MERCADOPAGO_ACCESS_TOKEN: the offline stand-in and its local test checkout answer.
const PUBLIC_URL = 'http://localhost:4321';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  owner = await registerOwner(ctx.app);
});

const call = (method: 'GET' | 'POST', url: string, cookie = owner.cookie) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie } });

async function startCheckout() {
  const response = await call('POST', `/restaurants/${owner.restaurant.id}/checkout/comanda-mensal`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { checkoutUrl: string; paymentId: string; testMode: boolean };
}

async function account() {
  const [row] = await ctx.app.db.select().from(restaurants).where(eq(restaurants.id, owner.restaurant.id));
  return row!;
}

describe('the offline test checkout', () => {
  it('sends the owner to the local test checkout page', async () => {
    const { checkoutUrl, paymentId, testMode } = await startCheckout();
    expect(testMode).toBe(true);
    expect(checkoutUrl).toBe(`${PUBLIC_URL}/pagamento-teste/${paymentId}`);
    const page = await call('GET', `/payments/test-checkout/${paymentId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      checkoutId: paymentId,
      amount: '39.98',
      planName: 'Comanda Completo',
      status: 'created',
      testMode: true,
      restaurantName: owner.registration.name,
    });
  });

  it('approves through the signed webhook and the API fetch, and extends the plan one month', async () => {
    const { paymentId } = await startCheckout();
    const before = await account();
    const approved = await call('POST', `/payments/test-checkout/${paymentId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const body = approved.json();
    expect(body.status).toBe('approved');
    const redirect = new URL(body.redirectUrl, PUBLIC_URL);
    expect(redirect.pathname).toBe('/payment-success');
    expect(redirect.searchParams.get('external_reference')).toBe(paymentId);
    expect(redirect.searchParams.get('status')).toBe('approved');

    const after = await account();
    expect(after.paidUntil).toEqual(extendPaidPeriod({ trialEndsAt: before.trialEndsAt, paidUntil: null }));
    expect(body.restaurant).toMatchObject({ planState: 'active', paidUntil: after.paidUntil!.toISOString() });
  });

  it('turns a pending PIX into approved on the same payment; paying again is a second payment', async () => {
    const { paymentId } = await startCheckout();
    const pending = (await call('POST', `/payments/test-checkout/${paymentId}/pending`)).json();
    expect(pending.status).toBe('pending');
    expect(new URL(pending.redirectUrl, PUBLIC_URL).pathname).toBe('/payment-pending');
    expect((await account()).paidUntil).toBeNull();

    await call('POST', `/payments/test-checkout/${paymentId}/approve`);
    const afterPix = await ctx.app.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.restaurantId, owner.restaurant.id));
    expect(afterPix.map((row) => row.status)).toEqual(['approved']);
    expect((afterPix[0]!.statusHistory as { status: string }[]).map((entry) => entry.status)).toEqual([
      'created',
      'pending',
      'approved',
    ]);

    await call('POST', `/payments/test-checkout/${paymentId}/approve`);
    const rows = await ctx.app.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.restaurantId, owner.restaurant.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['approved', 'approved']);
    expect(rows[0]!.providerPaymentId).not.toBe(rows[1]!.providerPaymentId);
    // Two approvals are two payments: each buys a month.
    const { trialEndsAt } = await account();
    const once = extendPaidPeriod({ trialEndsAt, paidUntil: null });
    expect((await account()).paidUntil).toEqual(extendPaidPeriod({ trialEndsAt, paidUntil: once }));
  });

  it('rejects without touching the plan, and sends the payer to the failure page', async () => {
    const { paymentId } = await startCheckout();
    const rejected = (await call('POST', `/payments/test-checkout/${paymentId}/reject`)).json();
    expect(rejected.status).toBe('rejected');
    expect(new URL(rejected.redirectUrl, PUBLIC_URL).pathname).toBe('/payment-failure');
    expect((await account()).paidUntil).toBeNull();
  });

  it('is only for the owner of the payment, with a known outcome', async () => {
    const { paymentId } = await startCheckout();
    const other = await registerOwner(ctx.app);
    expect(
      (await call('POST', `/payments/test-checkout/${paymentId}/approve`, other.cookie)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/payments/test-checkout/${paymentId}/approve`, '')).statusCode).toBe(401);
    expect((await call('POST', `/payments/test-checkout/${paymentId}/refund`)).statusCode).toBe(400);
    expect((await call('GET', '/payments/test-checkout/nao-existe')).statusCode).toBe(404);
  });

  it('refuses webhooks not signed by the stand-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook?data.id=123&type=payment',
      headers: {
        'x-signature': `ts=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        'x-request-id': 'abc',
      },
      payload: { type: 'payment', data: { id: '123' } },
    });
    expect(response.statusCode).toBe(401);
  });
});
