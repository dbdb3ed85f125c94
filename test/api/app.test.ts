import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers 200 once the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });
});

describe('GET /api/plans', () => {
  it('lists the single R$ 39,98 plan with its features', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    const plans = response.json();
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ price: 39.98 });
    expect(plans[0].id).toBeTypeOf('string');
    expect(plans[0].features.length).toBeGreaterThan(3);
  });
});

describe('GET /api/restaurants/:id', () => {
  it('shows the public profile without e-mail, password, trial or plan', async () => {
    const { restaurant, registration } = await registerOwner(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${restaurant.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe(registration.name);
    for (const hidden of ['email', 'passwordHash', 'password', 'trialEndsAt', 'plan', 'paidUntil']) {
      expect(body).not.toHaveProperty(hidden);
    }
    expect(response.body).not.toContain(registration.email);
  });

  it('answers 404 in Portuguese for an unknown restaurant', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Restaurante não encontrado' });
  });
});

describe('bad input never gets a 5xx', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'JSON inválido.' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 for a %s body',
    async (type) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.co&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatch(/Tipo de conteúdo/);
    },
  );

  it('answers 413 above the body limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBeTypeOf('string');
  });

  it.each([null, [], 'texto', 42, { email: ['a'] }, { email: { $gt: '' }, password: 1 }])(
    'answers 400 for the body %j',
    async (payload) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTypeOf('string');
      expect(response.body).not.toMatch(/at \w+ \(|node_modules/);
    },
  );

  it('answers a JSON 404 in Portuguese for an unknown API path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nada-aqui' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/^Rota não encontrada/);
  });
});

describe('security headers and CSRF', () => {
  it('sends a strict CSP and no X-Powered-By', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Origem da requisição não permitida.' });
  });

  it('accepts the same origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(204);
  });
});
