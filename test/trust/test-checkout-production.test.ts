/**
 * The offline test checkout marks a plan paid without money changing hands: it exists for
 * development and tests. In production without Mercado Pago credentials an owner activated the
 * paid plan for free through it. There, checkouts must be refused with a Portuguese 503, the test
 * checkout's routes must not exist, and start-up must warn; in tests it keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { captureLogs } from '../harness/log-capture';

let production: TestContext;
let test: TestContext;
let startupLogs: string[];

beforeAll(async () => {
  const capture = captureLogs();
  try {
    production = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  } finally {
    capture.restore();
  }
  startupLogs = capture.lines;
  test = await createTestApp();
}, 120_000);
afterAll(async () => {
  await production?.close();
  await test?.close();
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

describe('the test checkout in production without Mercado Pago', () => {
  it('refuses the checkout with a Portuguese 503 and has no test checkout routes', async () => {
    const { owner, response } = await startCheckout(production);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatch(/Mercado Pago não está configurado/);
    for (const [method, url] of [
      ['GET', '/api/payments/test-checkout/qualquer'],
      ['POST', '/api/payments/test-checkout/qualquer/approve'],
    ] as const) {
      const attempt = await production.app.inject({ method, url, headers: { cookie: owner.cookie } });
      expect(attempt.statusCode).toBe(404);
    }
    const me = await production.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: owner.cookie },
    });
    expect(me.json().plan).not.toBe('active');
  });

  it('warns at start-up', () => {
    expect(startupLogs.join('\n')).toMatch(/MERCADOPAGO_ACCESS_TOKEN.*test checkout is off/);
  });

  it('keeps working in tests and development', async () => {
    const { response } = await startCheckout(test);
    expect(response.statusCode).toBe(200);
    expect(response.json().testMode).toBe(true);
  });
});
