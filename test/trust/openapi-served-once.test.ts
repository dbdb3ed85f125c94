/**
 * `GET /api/openapi.json` is public and about a megabyte: serialised (and compressed) on every
 * request, 200 anonymous reads from 50 clients pushed /api/health from 3 ms to over a second. The
 * document is now built once and kept with its gzip and brotli forms, revalidated by a strong ETag,
 * and each client address gets a Portuguese 429 past its per-minute allowance.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPENAPI_READS_PER_MINUTE, TOO_MANY_OPENAPI_READS } from '../../src/server/plugins/openapi';
import { createTestApp, type TestContext } from '../harness/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

let address = 0;
const read = (headers: Record<string, string> = {}, remoteAddress = `10.44.0.${++address}`) =>
  ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers, remoteAddress });

describe('GET /api/openapi.json', () => {
  it('is serialised once: later reads send the same bytes without serialising the document again', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().openapi).toBe('3.1.0');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const second = await read();
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(etag);
      const serialisedDocument = stringify.mock.calls.some(
        ([value]) => typeof value === 'object' && value !== null && 'openapi' in value,
      );
      expect(serialisedDocument).toBe(false);
    } finally {
      stringify.mockRestore();
    }
  });

  it('answers 304 to a client holding its ETag, and sends its stored brotli and gzip forms', async () => {
    const plain = await read();
    const etag = String(plain.headers.etag);
    const revalidated = await read({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    const brotli = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(etag);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await read({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('refuses one address past its allowance with a Portuguese 429, and not the others', async () => {
    const reader = '10.44.99.1';
    for (let i = 0; i < OPENAPI_READS_PER_MINUTE; i++) expect((await read({}, reader)).statusCode).toBe(200);
    const refused = await read({}, reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_OPENAPI_READS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read({}, '10.44.99.2')).statusCode).toBe(200);
  });
});
