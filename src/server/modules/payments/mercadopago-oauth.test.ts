/**
 * Owners connect their own Mercado Pago account through Comanda's application's OAuth (decision
 * 0066), against the fake's authorization page and /oauth/token (test/fakes/mercadopago.ts): the
 * state is signed, expires and is single use; the code is exchanged with PKCE; tokens are kept
 * encrypted and refreshed; two restaurants under one application never settle each other's PIX.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../test/fakes/mercadopago';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import {
  answerOnFakePage,
  connectMercadoPago,
  mercadoPagoAppEnv,
  returnToComanda,
  startMercadoPagoAuthorization,
} from '../../../../test/harness/mercadopago-oauth';
import { mercadopagoAccounts, restaurants } from '../../db/schema';
import { signOauthState } from '../../integrations/mercadopago/oauth-state';
import { insertPixOrder, paidAt } from './diner-pix.test-helpers';
import { createMercadoPagoAccountService } from './mercadopago-account.service';

let fake: FakeMercadoPago;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  fake.pkceRequired = true;
  ctx = await createTestApp({ ...mercadoPagoAppEnv(fake), MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

const status = async (owner: Awaited<ReturnType<typeof registerOwner>>) =>
  (await callApi(ctx.app, 'GET', `/restaurants/${owner.restaurant.id}/mercadopago`, owner.cookie)).json();
const accountRow = async (restaurantId: string) =>
  (
    await ctx.app.db
      .select()
      .from(mercadopagoAccounts)
      .where(eq(mercadopagoAccounts.restaurantId, restaurantId))
  )[0];

describe('connecting Mercado Pago by OAuth', () => {
  it('sends the owner to Mercado Pago with a signed state and PKCE, and keeps the tokens encrypted', async () => {
    const owner = await registerOwner(ctx.app);
    expect(await status(owner)).toMatchObject({ configured: true, connected: false });
    const seller = fake.addSeller();
    const url = new URL(await startMercadoPagoAuthorization(ctx.app, owner.restaurant.id, owner.cookie));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.clientId,
      response_type: 'code',
      platform_id: 'mp',
      redirect_uri: 'http://localhost:3000/api/payments/mercadopago/oauth/callback',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).not.toContain(owner.restaurant.id);
    const back = await returnToComanda(
      ctx.app,
      await answerOnFakePage(url.toString(), 'autorizar'),
      owner.cookie,
    );
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(
      `/admin/${owner.restaurant.id}?tab=integrations&mercadopago=conectado`,
    );
    const exchange = fake.tokenRequests.at(-1)!;
    expect(exchange).toMatchObject({ grant_type: 'authorization_code', client_secret: fake.clientSecret });
    expect(typeof exchange.code_verifier).toBe('string');
    expect(await status(owner)).toMatchObject({ connected: true, legacy: false, liveMode: true });
    const row = (await accountRow(owner.restaurant.id))!;
    expect(row.userId).toBe(String(seller.userId));
    expect(row.accessToken).not.toContain(seller.accessToken);
    expect(row.refreshToken).not.toContain(seller.refreshToken);
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);
  });

  it('says what happened when the owner cancels, the state is replayed, forged or old, or the code expired', async () => {
    const owner = await registerOwner(ctx.app);
    fake.addSeller();
    const outcome = (response: { headers: Record<string, unknown> }) =>
      new URL(String(response.headers.location), 'http://x').searchParams.get('mercadopago');

    const denied = await answerOnFakePage(
      await startMercadoPagoAuthorization(ctx.app, owner.restaurant.id, owner.cookie),
      'cancelar',
    );
    expect(new URL(denied).searchParams.get('error')).toBe('access_denied');
    expect(outcome(await returnToComanda(ctx.app, denied, owner.cookie))).toBe('negado');

    const allowed = await answerOnFakePage(
      await startMercadoPagoAuthorization(ctx.app, owner.restaurant.id, owner.cookie),
      'autorizar',
    );
    // Another restaurant's session cannot finish this restaurant's attempt.
    const intruder = await registerOwner(ctx.app);
    expect(outcome(await returnToComanda(ctx.app, allowed, intruder.cookie))).toBe('invalido');
    expect(outcome(await returnToComanda(ctx.app, allowed, owner.cookie))).toBe('conectado');
    // Single use: the same state again is refused.
    expect(outcome(await returnToComanda(ctx.app, allowed, owner.cookie))).toBe('invalido');

    const forged = new URL(allowed);
    forged.searchParams.set('state', signOauthState('outro-segredo-qualquer', owner.restaurant.id).value);
    expect(outcome(await returnToComanda(ctx.app, forged.toString(), owner.cookie))).toBe('invalido');
    const old = new URL(allowed);
    old.searchParams.set(
      'state',
      signOauthState(ctx.app.config.sessionSecret, owner.restaurant.id, Date.now() - 11 * 60_000).value,
    );
    expect(outcome(await returnToComanda(ctx.app, old.toString(), owner.cookie))).toBe('expirado');

    const late = await answerOnFakePage(
      await startMercadoPagoAuthorization(ctx.app, owner.restaurant.id, owner.cookie),
      'autorizar',
    );
    fake.expireCodes();
    expect(outcome(await returnToComanda(ctx.app, late, owner.cookie))).toBe('expirado');
  });

  it('refuses a Mercado Pago account another restaurant connected', async () => {
    const first = await registerOwner(ctx.app);
    const second = await registerOwner(ctx.app);
    const { seller } = await connectMercadoPago(ctx.app, fake, first);
    const again = await connectMercadoPago(ctx.app, fake, second, seller);
    expect(again.landing).toContain('mercadopago=outra-conta');
    expect(await status(second)).toMatchObject({ connected: false });
  });

  it('refreshes tokens before they expire, and asks to reconnect when Mercado Pago refuses', async () => {
    const owner = await registerOwner(ctx.app);
    const revoked = await registerOwner(ctx.app);
    const { seller } = await connectMercadoPago(ctx.app, fake, owner);
    const { seller: gone } = await connectMercadoPago(ctx.app, fake, revoked);
    const before = (await accountRow(owner.restaurant.id))!;
    fake.revokeRefresh(gone.userId);
    const accounts = createMercadoPagoAccountService(ctx.app.db, ctx.app.config);
    const soon = new Date(Date.now() + 160 * 86_400_000);
    const result = await accounts.refreshExpiring(soon);
    expect(result.refused).toBeGreaterThanOrEqual(1);
    expect(fake.tokenRequests.filter((r) => r.grant_type === 'refresh_token').length).toBeGreaterThanOrEqual(
      2,
    );
    const after = (await accountRow(owner.restaurant.id))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.reconnectNeededAt).toBeNull();
    expect(await accounts.clientFor(owner.restaurant.id)).not.toBeNull();
    // The new token is the one Mercado Pago now honours.
    const order = await insertPixOrder(ctx.app.db, owner.restaurant.id);
    expect((await callApi(ctx.app, 'GET', `/orders/${order.id}/pix`)).statusCode).toBe(200);
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${seller.accessToken}`);
    expect(await status(revoked)).toMatchObject({ connected: true, reconnectNeeded: true });
    expect(await accounts.clientFor(revoked.restaurant.id)).toBeNull();
  });

  it('disconnecting deletes the tokens', async () => {
    const owner = await registerOwner(ctx.app);
    await connectMercadoPago(ctx.app, fake, owner);
    const gone = await callApi(
      ctx.app,
      'DELETE',
      `/restaurants/${owner.restaurant.id}/mercadopago`,
      owner.cookie,
    );
    expect(gone.json()).toMatchObject({ connected: false });
    expect(await accountRow(owner.restaurant.id)).toBeUndefined();
  });
});

describe("the application's notifications, routed by user_id", () => {
  it("a notification for B's account never settles A's order", async () => {
    const a = await registerOwner(ctx.app, { name: 'Cantina A' });
    const b = await registerOwner(ctx.app, { name: 'Cantina B' });
    const { seller: sellerA } = await connectMercadoPago(ctx.app, fake, a);
    const { seller: sellerB } = await connectMercadoPago(ctx.app, fake, b);
    const orderA = await insertPixOrder(ctx.app.db, a.restaurant.id, '30.00');
    const orderB = await insertPixOrder(ctx.app.db, b.restaurant.id, '40.00');
    const pixA = (await callApi(ctx.app, 'GET', `/orders/${orderA.id}/pix`)).json();
    const pixB = (await callApi(ctx.app, 'GET', `/orders/${orderB.id}/pix`)).json();
    fake.setStatus(pixA.txid, 'approved');
    fake.setStatus(pixB.txid, 'approved');
    const deliver = (paymentId: string, userId: number) => {
      const delivery = fake.notification(paymentId, { userId });
      return ctx.app.inject({
        method: 'POST',
        url: delivery.url,
        headers: delivery.headers,
        payload: delivery.payload,
      });
    };
    // A's payment id under B's user_id: B's restaurant has no such PIX; A is untouched.
    expect((await deliver(pixA.txid, sellerB.userId)).statusCode).toBe(200);
    expect(await paidAt(ctx.app.db, orderA.id)).toBeNull();
    // Unknown seller: acknowledged, nothing settled.
    expect((await deliver(pixA.txid, 999_999_999)).statusCode).toBe(200);
    expect(await paidAt(ctx.app.db, orderA.id)).toBeNull();
    expect((await deliver(pixB.txid, sellerB.userId)).statusCode).toBe(200);
    expect(await paidAt(ctx.app.db, orderB.id)).not.toBeNull();
    expect(await paidAt(ctx.app.db, orderA.id)).toBeNull();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${pixB.txid}` });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${sellerB.accessToken}`);
    expect((await deliver(pixA.txid, sellerA.userId)).statusCode).toBe(200);
    expect(await paidAt(ctx.app.db, orderA.id)).not.toBeNull();
    // Unsigned at the application's URL: refused, as every delivery there is signed.
    const unsigned = fake.unsignedNotification(pixB.txid);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: unsigned.url,
          headers: unsigned.headers,
          payload: unsigned.payload,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('PIX key', () => {
  it("turns Mercado Pago's PIX off when the account has no key, and 'Verificar de novo' turns it back on", async () => {
    const owner = await registerOwner(ctx.app);
    const { seller } = await connectMercadoPago(ctx.app, fake, owner, fake.addSeller({ pixKey: false }));
    await ctx.app.db
      .update(restaurants)
      .set({ pixKey: 'pix@cantina.com.br', acceptsPix: true, city: 'São Paulo' })
      .where(eq(restaurants.id, owner.restaurant.id));
    const order = await insertPixOrder(ctx.app.db, owner.restaurant.id, '25.00');
    const first = await callApi(ctx.app, 'GET', `/orders/${order.id}/pix`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().provider).not.toBe('mercadopago');
    expect(await status(owner)).toMatchObject({ pixKeyMissing: true });
    const tries = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments').length;
    const before = tries();
    await callApi(
      ctx.app,
      'GET',
      `/orders/${(await insertPixOrder(ctx.app.db, owner.restaurant.id)).id}/pix`,
    );
    expect(tries()).toBe(before);
    seller.pixKey = true;
    const recheck = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${owner.restaurant.id}/mercadopago/pix-key-check`,
      owner.cookie,
    );
    expect(recheck.json()).toMatchObject({ pixKeyMissing: false });
    const next = await callApi(
      ctx.app,
      'GET',
      `/orders/${(await insertPixOrder(ctx.app.db, owner.restaurant.id)).id}/pix`,
    );
    expect(next.json().provider).toBe('mercadopago');
  });
});
