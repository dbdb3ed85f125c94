/**
 * The API's OpenAPI description (issue 18): it parses as OpenAPI 3.1 (checked by a maintained
 * validator, @readme/openapi-parser), every API route the app registers is in it, every route
 * answers errors in the Portuguese shape, owner routes need the session cookie, webhooks their
 * signature, and the reference page is served from this server.
 */
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../harness/app';

let ctx: TestContext;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => ctx?.close());

/** `/api/orders/:orderId/status` as OpenAPI writes it: `/api/orders/{orderId}/status`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const apiRoutes = () =>
  ctx.app
    .routeInventory()
    .filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        !route.url.startsWith('/api/docs') &&
        route.url !== '/api/openapi.json',
    );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes every API route the server registers', () => {
    const missing = apiRoutes().filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });

  it('gives every route the Portuguese error answer, and says how each is authenticated', () => {
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      expect(operation.responses['400'], route.url).toMatchObject({
        content: { 'application/json': { schema: { required: ['error'] } } },
      });
      // The diner-PIX notification may come unsigned: its signature is optional (`{}`).
      const signed = route.url.startsWith('/api/payments/diner-pix')
        ? [{ assinaturaMercadoPago: [] }, {}]
        : [expect.objectContaining({})];
      const expected =
        route.access === 'owner'
          ? [{ sessao: [] }]
          : route.access === 'signed'
            ? signed
            : route.access === 'agent'
              ? [{ agente: [] }]
              : [];
      expect(operation.security, `${route.method} ${route.url}`).toEqual(expected);
    }
  });

  it('declares the success answer of every route: a body schema, or a status without one', () => {
    const undeclared = apiRoutes()
      .map((route) => ({
        route,
        operation: document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!,
      }))
      .filter(
        ({ operation }) => !Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)),
      )
      .map(({ route }) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('shows the section 7 order body with its fields, none of our additions required', () => {
    const body = document.paths['/api/orders']!.post as unknown as {
      requestBody: {
        content: { 'application/json': { schema: { properties: object; required: string[] } } };
      };
    };
    const schema = body.requestBody.content['application/json'].schema;
    for (const field of ['restaurantId', 'customerName', 'customerPhone', 'items', 'total', 'deliveryType']) {
      expect(schema.properties).toHaveProperty(field);
    }
    expect(schema.required).toEqual(['restaurantId', 'items']);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toMatch(/^https?:/);
      const file = await ctx.app.inject({
        method: 'GET',
        url: new URL(script, 'http://x/api/docs/').pathname,
      });
      expect(file.statusCode, script).toBe(200);
    }
  });
});
