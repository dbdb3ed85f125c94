/**
 * Credentials in a URL's query never reach the request log: Meta's subscription check sends the
 * WhatsApp verify token as `hub.verify_token=` in the URL, an OAuth return carries a `code`, and a
 * diner's page may carry a phone. The request line names the path and leaves the query out.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../harness/app';
import { captureLogs } from '../harness/log-capture';

const VERIFY_TOKEN = 'verificacao-meta-7f3a9c';
let ctx: TestContext;
let logs: string[] = [];
let restore: () => void;

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'info', WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN });
  const capture = captureLogs();
  logs = capture.lines;
  restore = capture.restore;
}, 180_000);
afterAll(async () => {
  restore?.();
  await ctx?.close();
});

describe('the request log', () => {
  it('holds neither the WhatsApp verify token nor any other secret of a query', async () => {
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.body).toBe('1158201444');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=chute-errado-123&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/health?access_token=tok-abc-123&client_secret=seg-def-456&api_key=chave-ghi-789&code=cod-jkl-012&x=visivel',
    });
    // The lines were captured (pino writes them a moment later): the request log names the route
    // and leaves its query out.
    await vi.waitFor(() => expect(logs.join('\n')).toContain('"url":"/api/health"'), {
      timeout: 10_000,
    });
    const text = logs.join('\n');
    expect(text).toContain('"url":"/api/webhooks/whatsapp"');
    expect(text).not.toContain('?');
    for (const secret of [
      'x=visivel',
      'hub.verify_token',
      VERIFY_TOKEN,
      'chute-errado-123',
      'tok-abc-123',
      'seg-def-456',
      'chave-ghi-789',
      'cod-jkl-012',
    ])
      expect(text).not.toContain(secret);
  });
});
