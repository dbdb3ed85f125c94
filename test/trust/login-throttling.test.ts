/**
 * Login throttling under a real guessing attack (ASVS V2.2.1): 200 attempts on one account, spread
 * over 20 forged X-Forwarded-For addresses, never get in and are refused almost at once; the header
 * is believed only when TRUST_PROXY says a proxy sets it; and the owner still gets in once the
 * delay has passed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

const ATTEMPTS = 200;
const FORGED = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const login = (
  ctx: TestContext,
  email: string,
  password: string,
  forwardedFor: string,
  remoteAddress = '203.0.113.50',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

async function guess(ctx: TestContext, email: string) {
  const statuses = new Map<number, number>();
  for (let i = 0; i < ATTEMPTS; i++) {
    const { statusCode } = await login(ctx, email, `chute-${i}`, FORGED[i % FORGED.length]!);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  }
  return statuses;
}

describe('200 guesses on one account from 20 forged addresses', () => {
  it.each([
    ['directly exposed (TRUST_PROXY=0)', () => direct],
    ['behind a proxy (TRUST_PROXY=1)', () => proxied],
  ])(
    '%s: never in, refused after the free failures, and the owner gets in once the delay passes',
    async (_, ctxOf) => {
      const ctx = ctxOf();
      const { registration } = await registerOwner(ctx.app);
      const statuses = await guess(ctx, registration.email);
      expect(statuses.get(200) ?? 0).toBe(0);
      // A handful of wrong-password answers while the growing delays expire; everything else is 429.
      expect(statuses.get(401)).toBeGreaterThanOrEqual(5);
      expect(statuses.get(401)).toBeLessThanOrEqual(10);
      expect(statuses.get(429)).toBe(ATTEMPTS - statuses.get(401)!);

      // The right password is refused too while locked...
      expect((await login(ctx, registration.email, registration.password, FORGED[0]!)).statusCode).toBe(429);
      // ...and accepted once the delay has passed.
      await ctx.database.db.execute(
        sql`update login_throttles set locked_until = now() - interval '1 second'`,
      );
      expect((await login(ctx, registration.email, registration.password, FORGED[0]!)).statusCode).toBe(200);
    },
  );
});

describe('X-Forwarded-For is believed only behind a configured proxy', () => {
  /** Wrong guesses on 20 different unknown accounts: only the per-address counter can stop them. */
  const sweep = async (ctx: TestContext, forwardedFor: (i: number) => string, remoteAddress: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const email = `varredura-${i}-${Date.now()}@exemplo.com.br`;
      statuses.push((await login(ctx, email, 'chute-123', forwardedFor(i), remoteAddress)).statusCode);
    }
    return statuses;
  };

  it('directly exposed, forged addresses are ignored: the real address is throttled', async () => {
    const statuses = await sweep(direct, (i) => FORGED[i]!, '203.0.113.60');
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('behind a proxy, each forwarded address is its own client, and a repeated one is throttled', async () => {
    const distinct = await sweep(proxied, (i) => `192.0.2.${i + 1}`, '203.0.113.70');
    expect(distinct.every((status) => status === 401)).toBe(true);
    const repeated = await sweep(proxied, () => '192.0.2.200', '203.0.113.70');
    expect(repeated.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });
});
