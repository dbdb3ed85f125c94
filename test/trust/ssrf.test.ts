/**
 * A new, unconfirmed owner set Keeta's base URL to http://127.0.0.1:<port>/…: the server posted the
 * client id and secret there, followed a 302 to an instance-metadata path, and told 4xx from other
 * answers (a port scanner). A URL an owner types is called only over https on a deployment, only
 * when the address its name resolves to is public (checked when the socket connects, and again
 * after each redirect), never following a redirect to another origin; whatever happened, the owner
 * reads the same message. A local server stands for the private target: it counts whoever connects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import {
  MARKETPLACE_NOT_CONNECTED,
  openDeliveryEndpoint,
  validateOpenDeliveryCredentials,
} from '../../src/server/integrations/open-delivery/open-delivery.connect';
import type { HttpError } from '../../src/server/lib/http-error';
import { guardedFetch, OutboundRefused } from '../../src/server/lib/safe-outbound';
import { KEETA_LINKS_BY_STORE_ID } from '../../src/server/modules/integrations/integrations.service';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

interface Listener {
  port: number;
  connections: number;
  bodies: string[];
  server: Server;
}

/** A local server that counts connections and keeps what it was sent; `answer` decides the reply. */
async function listen(answer: (url: string) => { status: number; location?: string }): Promise<Listener> {
  const listener = { port: 0, connections: 0, bodies: [] as string[] } as Listener;
  listener.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      listener.bodies.push(`${request.url} ${body}`);
      const { status, location } = answer(request.url ?? '');
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(location ? { location } : {}),
      });
      response.end(status === 200 ? '{"access_token":"t","token_type":"bearer","expires_in":3600}' : '{}');
    });
  });
  listener.server.on('connection', () => {
    listener.connections++;
  });
  await new Promise<void>((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
  listener.port = (listener.server.address() as AddressInfo).port;
  return listener;
}

let strict: TestContext;
let loopbackAllowed: TestContext;
let target: Listener;
let redirector: Listener;
let closed: Listener;

beforeAll(async () => {
  target = await listen(() => ({ status: 401 }));
  closed = await listen(() => ({ status: 500 }));
  await new Promise<void>((resolve) => closed.server.close(() => resolve()));
  redirector = await listen((url) =>
    url.startsWith('/to-metadata')
      ? { status: 302, location: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' }
      : url.startsWith('/to-private')
        ? { status: 307, location: `http://10.0.0.1:${target.port}/oauth/token` }
        : { status: 307, location: `http://localhost:${target.port}/oauth/token` },
  );
  // The default: no allowance for loopback, as in production.
  strict = await createTestApp();
  // As the other tests run: loopback allowed, so a local server stands for an allowed public host.
  loopbackAllowed = await createTestApp({ PARTNER_URLS_ALLOW_LOOPBACK: 'true' });
}, 120_000);
afterAll(async () => {
  await strict?.close();
  await loopbackAllowed?.close();
  for (const listener of [target, redirector]) listener?.server.closeAllConnections();
  await Promise.all([target, redirector].map((l) => new Promise((resolve) => l?.server.close(resolve))));
});

/**
 * Keeta's address is the operator's now (decision 0063): its connect route takes no URL and calls
 * nobody. The URL an owner types survives in the bare Open Delivery adapter (`open_delivery` rows'
 * base URL), whose connection check is this call, under the same owner-URL policy.
 */
async function connectBare(ctx: TestContext, baseUrl: string) {
  try {
    await validateOpenDeliveryCredentials(openDeliveryEndpoint('open_delivery', baseUrl, ctx.app.config), {
      clientId: 'od-client-id',
      clientSecret: 'segredo-do-cliente',
    });
    return { statusCode: 200, json: () => ({}) };
  } catch (error) {
    const refused = error as HttpError;
    return { statusCode: refused.statusCode, json: () => ({ error: refused.message }) };
  }
}

const expectRefused = (answer: { statusCode: number; json(): unknown }) => {
  expect(answer.statusCode).toBe(422);
  expect(answer.json()).toEqual({ error: MARKETPLACE_NOT_CONNECTED });
};

describe('URLs an owner types', () => {
  it('never reach loopback, private, link-local (metadata) or IPv6 loopback addresses', async () => {
    for (const baseUrl of [
      `http://127.0.0.1:${target.port}/od`,
      'http://169.254.169.254/latest/meta-data',
      `http://10.0.0.1:${target.port}/od`,
      `http://[::1]:${target.port}/od`,
      `http://[::ffff:127.0.0.1]:${target.port}/od`,
      `http://100.64.0.1:${target.port}/od`,
      // A name that resolves to loopback: refused on the address the socket would connect to.
      `http://localhost:${target.port}/od`,
    ])
      expectRefused(await connectBare(strict, baseUrl));
    expect(target.connections).toBe(0);
    expect(target.bodies).toEqual([]);
  });

  it('never follow a redirect to another host, nor to a private address', async () => {
    for (const path of ['/to-other-host', '/to-private', '/to-metadata'])
      expectRefused(await connectBare(loopbackAllowed, `http://127.0.0.1:${redirector.port}${path}`));
    // The redirecting host was called (it stands for an allowed one); where it pointed, nobody went.
    expect(redirector.bodies.length).toBe(3);
    expect(target.connections).toBe(0);
    expect(target.bodies.join()).not.toContain('segredo-do-cliente');
  });

  it("Keeta's connect route takes no URL: an owner's keys and address are refused, nobody is called", async () => {
    const owner = await registerOwner(loopbackAllowed.app);
    const before = target.connections;
    const answer = await loopbackAllowed.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/integrations`,
      headers: { cookie: owner.cookie },
      payload: {
        platform: 'keeta',
        credentials: {
          apiKey: 'keeta-client-id',
          secretKey: 'segredo-do-cliente',
          baseUrl: `http://127.0.0.1:${target.port}/od`,
        },
      },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ error: KEETA_LINKS_BY_STORE_ID });
    expect(target.connections).toBe(before);
  });

  it('answer the owner the same whatever the target answered: a refusal, a closed port, a private address', async () => {
    const answers = [
      await connectBare(loopbackAllowed, `http://127.0.0.1:${target.port}/od`),
      await connectBare(loopbackAllowed, `http://127.0.0.1:${closed.port}/od`),
      await connectBare(strict, 'http://192.168.0.10/od'),
    ];
    for (const answer of answers) expectRefused(answer);
  });

  it('are called over https only on a deployment, and loopback can never be allowed in production', async () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: strict.dataDir }).ownerUrlPolicy).toEqual({
      requireHttps: true,
      allowLoopback: false,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://comanda@db.example/comanda', DATA_DIR: strict.dataDir })
        .ownerUrlPolicy.requireHttps,
    ).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PARTNER_URLS_ALLOW_LOOPBACK: 'true', DATA_DIR: strict.dataDir }),
    ).toThrow(/PARTNER_URLS_ALLOW_LOOPBACK/);
    const before = target.connections;
    await expect(
      guardedFetch(
        `http://127.0.0.1:${target.port}/oauth/token`,
        { method: 'POST', headers: {}, body: 'client_secret=segredo-do-cliente' },
        { requireHttps: true, allowLoopback: true },
      ),
    ).rejects.toBeInstanceOf(OutboundRefused);
    expect(target.connections).toBe(before);
  });
});
