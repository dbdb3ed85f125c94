import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, sessionCookie, type TestContext } from '../../../../test/harness/app';
import { buildRegistration } from '../../db/factories';
import { loyaltySettings, loyaltyTiers, restaurants, sessions } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/restaurants (registration)', () => {
  it('creates a restaurant on a 7-day basic trial, opens a session and never returns the password', async () => {
    const payload = {
      ...buildRegistration(),
      plan: 'premium',
      trialEndsAt: '2099-01-01',
      id: 'chosen',
      passwordHash: 'x',
    };
    const before = Date.now();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/restaurants', payload });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.plan).toBe('basic');
    expect(body.planState).toBe('trial');
    expect(body.id).not.toBe('chosen');
    const trialMs = new Date(body.trialEndsAt).getTime() - before;
    expect(trialMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(trialMs).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(response.body).not.toMatch(/password|senha-forte|argon2/i);

    const cookie = response.cookies.find((c) => c.name === 'comanda_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');

    const [row] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.plan).toBe('basic');
    const settings = await ctx.database.db
      .select()
      .from(loyaltySettings)
      .where(eq(loyaltySettings.restaurantId, body.id));
    expect(settings).toHaveLength(1);
    const tiers = await ctx.database.db
      .select()
      .from(loyaltyTiers)
      .where(eq(loyaltyTiers.restaurantId, body.id));
    expect(tiers.map((t) => [t.name, t.minPoints]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['bronze', 0],
      ['prata', 100],
      ['ouro', 500],
      ['diamante', 1500],
    ]);
  });

  it.each([
    [{ name: '' }, 'name', 'Nome do restaurante é obrigatório'],
    [{ whatsapp: '' }, 'whatsapp', 'WhatsApp é obrigatório'],
    [{ address: '' }, 'address', 'Endereço é obrigatório'],
    [{ email: 'invalido' }, 'email', 'E-mail inválido'],
    [{ password: '123' }, 'password', 'A senha deve ter pelo menos 6 caracteres'],
    [{ latitude: 'abc' }, 'latitude', 'Latitude inválida'],
  ])('refuses %o with 400 and a Portuguese message', async (override, field, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: { ...buildRegistration(), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('answers 409 for a taken e-mail, whatever its case', async () => {
    const { registration } = await registerOwner(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: buildRegistration({ email: registration.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Este e-mail já está cadastrado' });
  });
});

describe('login, me and logout', () => {
  it('logs in, renews the session, reads me, and logs out for good', async () => {
    const { registration, cookie: registrationCookie } = await registerOwner(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registration.email, password: registration.password },
      headers: { cookie: registrationCookie },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().name).toBe(registration.name);
    expect(login.body).not.toMatch(/password/i);
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe(registrationCookie);

    // The session cookie used before login no longer works: it was ended at login.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: registrationCookie },
    });
    expect(stale.statusCode).toBe(401);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(registration.email);
    expect(me.headers['cache-control']).toBe('no-store');

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Faça login para continuar.');
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await registerOwner(ctx.app);
    const token = cookie.split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { registration } = await registerOwner(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registration.email, password: 'errada-123' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ninguem@exemplo.com.br', password: 'errada-123' },
      remoteAddress: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'E-mail ou senha incorretos' });
  });

  it('answers 429 after 5 failures with a growing delay, and lets the owner in once it passes', async () => {
    const { registration } = await registerOwner(ctx.app);
    const attempt = (password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: registration.email, password },
        remoteAddress: ip,
      });
    for (let i = 1; i <= 5; i++) {
      expect((await attempt('errada-123', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await attempt(registration.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos?\.$/);
    const firstDelay = Number(locked.headers['retry-after']);
    expect(firstDelay).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, firstDelay * 1000 + 100));
    expect((await attempt('errada-123', '10.1.0.6')).statusCode).toBe(401);
    const lockedAgain = await attempt('errada-123', '10.1.0.7');
    expect(lockedAgain.statusCode).toBe(429);
    expect(Number(lockedAgain.headers['retry-after'])).toBeGreaterThan(firstDelay);

    // Clear the lock as time would, then the right password works and resets the counter.
    await ctx.database.db.execute(sql`update login_throttles set locked_until = now() - interval '1 second'`);
    const ok = await attempt(registration.password, '10.1.0.8');
    expect(ok.statusCode).toBe(200);
  });
});
