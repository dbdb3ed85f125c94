import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../test/fakes/mercadopago';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { restaurants } from '../../db/schema';

let fake: FakeMercadoPago;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  ctx = await createTestApp({
    PUBLIC_URL: 'https://comanda.example.com.br',
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
});

const deliver = (delivery: ReturnType<FakeMercadoPago['notification']>) =>
  ctx.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.payload });
const subscription = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${owner.restaurant.id}/plan/subscription`,
      headers: { cookie: owner.cookie },
    })
  ).json().subscription;
const cancel = (cookie = owner.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/plan/subscription/cancel`,
    headers: { cookie },
  });
const paidUntil = async () =>
  (await ctx.app.db.select().from(restaurants).where(eq(restaurants.id, owner.restaurant.id)))[0]!.paidUntil;

async function subscribe() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/checkout/comanda-mensal`,
    headers: { cookie: owner.cookie },
    payload: { autoRenew: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().checkoutUrl).searchParams.get('preapproval_id')!;
}

describe('plan subscription (Mercado Pago preapproval)', () => {
  it('keeps the status read from GET /preapproval on subscription_preapproval', async () => {
    const id = await subscribe();
    expect(await subscription()).toMatchObject({ status: 'pending', statusLabel: 'Aguardando autorização' });
    fake.authorize(id);
    const response = await deliver(fake.notification(id, { type: 'subscription_preapproval' }));
    expect(response.statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/preapproval/${id}` });
    const state = await subscription();
    expect(state).toMatchObject({ status: 'authorized', statusLabel: 'Ativa', cancellable: true });
    expect(state.nextPaymentDate).toBe(fake.preapprovals.get(id)!.next_payment_date);
  });

  it('refuses an unsigned subscription notification and fetches nothing', async () => {
    const id = await subscribe();
    fake.authorize(id);
    const before = fake.requests.length;
    const response = await deliver(fake.notification(id, { type: 'subscription_preapproval', secret: 'x' }));
    expect(response.statusCode).toBe(401);
    expect(fake.requests.length).toBe(before);
    expect((await subscription()).status).toBe('pending');
  });

  it('a charge of a subscription that is not ours changes nothing', async () => {
    await subscribe();
    const response = await deliver(fake.notification(424242, { type: 'subscription_authorized_payment' }));
    expect(response.statusCode).toBe(200);
    expect(await paidUntil()).toBeNull();
  });

  it("'Cancelar assinatura' cancels at Mercado Pago and keeps the month already paid", async () => {
    const id = await subscribe();
    const charge = fake.chargeSubscription(id);
    await deliver(fake.notification(charge.id, { type: 'subscription_authorized_payment' }));
    await deliver(fake.notification(id, { type: 'subscription_preapproval' }));
    const paid = await paidUntil();
    expect(paid).not.toBeNull();

    const response = await cancel();
    expect(response.statusCode, response.body).toBe(200);
    const put = fake.requests.findLast((r) => r.method === 'PUT')!;
    expect(put).toMatchObject({ path: `/preapproval/${id}`, body: { status: 'cancelled' } });
    expect(fake.preapprovals.get(id)!.status).toBe('cancelled');
    expect(response.json().subscription).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await paidUntil()).toEqual(paid);

    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Não há assinatura ativa para cancelar.');
  });

  it('only the owner cancels, and a Mercado Pago failure is a 502 in Portuguese', async () => {
    await subscribe();
    const other = await registerOwner(ctx.app);
    expect((await cancel(other.cookie)).statusCode).toBe(403);
    fake.failWith = 500;
    const failed = await cancel();
    fake.failWith = null;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatch(/Mercado Pago/);
    expect((await subscription()).status).toBe('pending');
  });
});
