/**
 * The offline test checkout marks a plan paid without money changing hands. On the embedded
 * database (`npm start` with no DATABASE_URL, NODE_ENV=production) it is how a new owner tries the
 * plan, so it must work there. A server on DATABASE_URL is a real deployment: without Mercado Pago
 * credentials an owner would activate the paid plan for free through it, so checkouts are refused
 * with a Portuguese 503, the test checkout's routes do not exist, and start-up warns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { captureLogs } from '../harness/log-capture';

let deployment: TestContext;
let embedded: TestContext;
let startupLogs: string[];

beforeAll(async () => {
  const capture = captureLogs();
  try {
    deployment = await createTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://comanda@127.0.0.1:5432/comanda',
    });
  } finally {
    capture.restore();
  }
  startupLogs = capture.lines;
  embedded = await createTestApp({ NODE_ENV: 'production' });
}, 120_000);
afterAll(async () => {
  await deployment?.close();
  await embedded?.close();
});

async function startCheckout(ctx: TestContext) {
  const owner = await registerOwner(ctx.app);
  const plans = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json();
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/checkout/${plans[0].id}`,
    headers: { cookie: owner.cookie },
    payload: {},
  });
  return { owner, response };
}

describe('the test checkout without Mercado Pago credentials', () => {
  it('on DATABASE_URL refuses the checkout with a Portuguese 503 and has no test checkout routes', async () => {
    const { owner, response } = await startCheckout(deployment);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe(
      'Pagamento do plano indisponível no momento: o Mercado Pago não está configurado neste servidor.',
    );
    for (const [method, url] of [
      ['GET', '/api/payments/test-checkout/qualquer'],
      ['POST', '/api/payments/test-checkout/qualquer/approve'],
    ] as const) {
      const attempt = await deployment.app.inject({ method, url, headers: { cookie: owner.cookie } });
      expect(attempt.statusCode).toBe(404);
    }
    const me = await deployment.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: owner.cookie },
    });
    expect(me.json().plan).not.toBe('active');
  });

  it('on DATABASE_URL warns at start-up', () => {
    expect(startupLogs.join('\n')).toMatch(
      /DATABASE_URL without MERCADOPAGO_ACCESS_TOKEN.*test checkout is off/,
    );
  });

  it('on the embedded database, as `npm start` runs it, opens the test checkout and it activates the plan', async () => {
    const { owner, response } = await startCheckout(embedded);
    expect(response.statusCode).toBe(200);
    const { checkoutUrl, paymentId, testMode } = response.json();
    expect(testMode).toBe(true);
    expect(new URL(checkoutUrl).pathname).toBe(`/pagamento-teste/${paymentId}`);
    const page = await embedded.app.inject({
      method: 'GET',
      url: `/api/payments/test-checkout/${paymentId}`,
      headers: { cookie: owner.cookie },
    });
    expect(page.statusCode).toBe(200);
    const approved = await embedded.app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${paymentId}/approve`,
      headers: { cookie: owner.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().restaurant).toMatchObject({ planState: 'active' });
  });
});
