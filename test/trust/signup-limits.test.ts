/**
 * Sign-up from outside: 80 sign-ups from one address in seconds were all accepted, and 40 concurrent
 * sign-ups pushed /api/health to 1.5 s (every argon2 hash at once took the machine). Sign-ups are
 * counted per client address (OWASP's Automated Threats OAT-019 "Account Creation": limit per
 * source), and password hashing waits in a bounded queue; past its length the answer is 503 with
 * Retry-After (RFC 9110 §15.6.4) rather than an ever longer wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration } from '../../src/server/db/factories';
import { createTestApp, type TestContext } from '../harness/app';

let ctx: TestContext;
beforeAll(async () => {
  // undefined: the real default of SIGNUPS_PER_HOUR_PER_ADDRESS, not the harness's raised one.
  ctx = await createTestApp({ SIGNUPS_PER_HOUR_PER_ADDRESS: undefined });
}, 120_000);
afterAll(() => ctx?.close());

const signUp = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants',
    payload: { ...buildRegistration(), plan: 'basic' },
    remoteAddress,
  });

describe('sign-ups per client address', () => {
  it('takes 5 sign-ups an hour from one address, then answers 429 in Portuguese with Retry-After', async () => {
    for (let index = 0; index < 5; index++) expect((await signUp('203.0.113.7')).statusCode).toBe(201);
    const refused = await signUp('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Muitos cadastros/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is a different visitor.
    expect((await signUp('203.0.113.8')).statusCode).toBe(201);
  });
});

describe('password hashing under a burst', () => {
  it('40 concurrent sign-ups from 40 addresses: some wait, the overflow gets 503 + Retry-After, none a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => signUp(`198.51.100.${index + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    for (const status of statuses) expect([201, 503]).toContain(status);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ error: expect.stringMatching(/^Muitos acessos ao mesmo tempo/) });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('the queue drains: a sign-up right after the burst is accepted', async () => {
    expect((await signUp('198.51.100.200')).statusCode).toBe(201);
  });
});
