/**
 * 'Esqueci minha senha' from outside: a second outstanding link still worked after the first was
 * used, and a link issued before a password change still worked after it (ASVS V2.5: a recovery
 * token is single-use and dies with any password change). And the answer took 8–11 ms for a known
 * e-mail, 3–5 ms for an unknown one: the answer must leave before the work that only a known
 * e-mail causes (the token write, the e-mail), which this suite checks structurally by holding the
 * e-mail back until the answer has arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../src/domain/accounts/password.schemas';
import type { MailMessage } from '../../src/server/integrations/mail/mailer';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { readOutbox, waitForMail } from '../harness/outbox';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

let address = 0;
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    // A fresh client address per request, so the per-address limit of 'forgot' stays out of the way.
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });
const tokensFor = (email: string) =>
  readOutbox(ctx.dataDir)
    // The confirmation link mailed at sign-up goes to the same address.
    .filter((mail) => mail.includes(email) && mail.includes('redefinir-senha?token='))
    .map((mail) => /redefinir-senha\?token=([\w-]+)/.exec(mail)?.[1] ?? '');

async function requestLink(email: string, count: number): Promise<string> {
  expect((await post('/api/auth/password/forgot', { email })).statusCode).toBe(202);
  await waitForMail(ctx.dataDir, () => tokensFor(email).length >= count);
  return tokensFor(email)[count - 1]!;
}

describe('password reset links', () => {
  it('using one link voids the other outstanding links', async () => {
    const { registration } = await registerOwner(ctx.app);
    const first = await requestLink(registration.email, 1);
    const second = await requestLink(registration.email, 2);
    expect(first).not.toBe(second);
    expect(
      (await post('/api/auth/password/reset', { token: first, password: 'primeira-nova-1' })).statusCode,
    ).toBe(200);
    const late = await post('/api/auth/password/reset', { token: second, password: 'segunda-nova-2' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/Link inválido ou expirado/);
  });

  it('changing the password in the panel voids every link issued before', async () => {
    const { restaurant, registration, cookie } = await registerOwner(ctx.app);
    const link = await requestLink(registration.email, 1);
    const changed = await post(
      `/api/restaurants/${restaurant.id}/password`,
      { currentPassword: registration.password, newPassword: 'trocada-no-painel-9' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const late = await post('/api/auth/password/reset', { token: link, password: 'depois-da-troca-3' });
    expect(late.statusCode).toBe(400);
  });
});

describe("'Esqueci minha senha' timing", () => {
  it('answers before the e-mail is sent, so a known e-mail takes no longer than an unknown one', async () => {
    const { registration } = await registerOwner(ctx.app);
    const mailer = ctx.app.mailer;
    const send = mailer.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mailer.send = async (message: MailMessage) => {
      await held;
      return send.call(mailer, message);
    };
    try {
      const answer = await Promise.race([
        post('/api/auth/password/forgot', { email: registration.email }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      // Had the handler waited for the e-mail, no answer would come while the e-mail is held.
      expect(answer?.statusCode).toBe(202);
      expect(answer?.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      expect(tokensFor(registration.email)).toHaveLength(0);
      release();
      await waitForMail(ctx.dataDir, (mail) => mail.includes(registration.email));
    } finally {
      release();
      mailer.send = send;
    }
  });
});
