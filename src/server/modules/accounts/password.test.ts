import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, sessionCookie, type TestContext } from '../../../../test/harness/app';
import { readOutbox, waitForMail } from '../../../../test/harness/outbox';
import { FORGOT_PASSWORD_ANSWER } from '../../../domain/accounts/password.schemas';
import { buildRegistration } from '../../db/factories';
import { COMMON_PASSWORD } from './password-policy';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The reset e-mails in the outbox (sign-up also mails a confirmation link to the same address). */
const outbox = () => readOutbox(ctx.dataDir).filter((mail) => mail.includes('redefinir-senha?token='));
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

describe('password rules', () => {
  it.each(['123456', 'password', 'qwerty123'])(
    'refuses the common password %s at registration',
    async (password) => {
      const response = await post('/api/restaurants', buildRegistration({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: COMMON_PASSWORD, fields: { password: COMMON_PASSWORD } });
    },
  );
});

describe('Esqueci minha senha', () => {
  it('answers the same whether the e-mail exists or not, and mails a single-use link', async () => {
    const { registration } = await registerOwner(ctx.app);
    const before = outbox().length;
    const unknown = await post('/api/auth/password/forgot', { email: 'ninguem@exemplo.com.br' });
    const known = await post('/api/auth/password/forgot', { email: registration.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(known.json()).toEqual(unknown.json());

    // The e-mail is sent after the answer (so timing reveals nothing): wait for it.
    const mail = await waitForMail(
      ctx.dataDir,
      (m) => m.includes(registration.email) && m.includes('redefinir-senha'),
    );
    expect(outbox()).toHaveLength(before + 1);
    // readOutbox has already decoded the quoted-printable body (decoding twice would eat '=XX').
    const token = /redefinir-senha\?token=([\w-]+)/.exec(mail)![1]!;

    const reset = await post('/api/auth/password/reset', { token, password: 'nova-senha-456' });
    expect(reset.statusCode).toBe(200);
    expect((await login(registration.email, 'nova-senha-456')).statusCode).toBe(200);
    expect((await login(registration.email, registration.password)).statusCode).toBe(401);

    const again = await post('/api/auth/password/reset', { token, password: 'outra-senha-789' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/Link inválido ou expirado/);
  });

  it('refuses an unknown token', async () => {
    const response = await post('/api/auth/password/reset', {
      token: 'x'.repeat(43),
      password: 'nova-senha-456',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('Alterar senha', () => {
  it('asks for the current password and ends the other sessions', async () => {
    const { restaurant, registration, cookie: other } = await registerOwner(ctx.app);
    const current = sessionCookie(await login(registration.email, registration.password));
    // The registration session was replaced at login; open one more to be ended by the change.
    const second = sessionCookie(await login(registration.email, registration.password));
    expect(other).not.toBe(second);

    const wrong = await post(
      `/api/restaurants/${restaurant.id}/password`,
      { currentPassword: 'errada', newPassword: 'trocada-123' },
      second,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Senha atual incorreta.');

    const changed = await post(
      `/api/restaurants/${restaurant.id}/password`,
      { currentPassword: registration.password, newPassword: 'trocada-123' },
      second,
    );
    expect(changed.statusCode).toBe(200);
    const me = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(401);
    expect((await login(registration.email, 'trocada-123')).statusCode).toBe(200);
  });

  it('is owner-only', async () => {
    const a = await registerOwner(ctx.app);
    const b = await registerOwner(ctx.app);
    const payload = { currentPassword: a.registration.password, newPassword: 'trocada-123' };
    expect((await post(`/api/restaurants/${a.restaurant.id}/password`, payload)).statusCode).toBe(401);
    expect((await post(`/api/restaurants/${a.restaurant.id}/password`, payload, b.cookie)).statusCode).toBe(
      403,
    );
  });
});
