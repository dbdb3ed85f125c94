import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { connectSse } from '../../../../test/harness/sse-client';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { App } from '../../lib/types';
import { createItem } from '../orders/order-placement.fixtures';

/** The shared SSE reader, with the `job` events (each with its SSE id as `sseId`). */
async function connect(url: string, headers: Record<string, string>) {
  const stream = await connectSse(url, headers);
  // biome-ignore lint/suspicious/noExplicitAny: a job event's fields, read loosely by the assertions
  return Object.assign(stream, { jobs: () => stream.named<any>('job') });
}

let ctx: TestContext;
/** A second instance on the same database, as instances behind a load balancer are. */
let other: App;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir });
  other = await buildApp({ config, database: ctx.database, webRoot: path.join(ctx.dataDir, 'none') });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const printerBy = (connection: object) => ({ family: 'epson', paperWidth: 58, columns: 32, connection });

describe('GET /api/print-agent/events', () => {
  it('replays its kind’s pending jobs, sends new ones live, and after Last-Event-ID nothing already printed', async () => {
    const owner = await registerOwner(ctx.app);
    const k = `/restaurants/${owner.restaurant.id}/kitchen`;
    const { stations } = (await callApi(ctx.app, 'GET', `${k}/stations`, owner.cookie)).json();
    const [cozinha, bar] = stations as { id: string }[];
    await callApi(ctx.app, 'PATCH', `${k}/stations/${cozinha!.id}`, owner.cookie, {
      printer: printerBy({ kind: 'rede', host: '10.0.0.9' }),
    });
    // The bar prints from the panel's browser: not this computer agent's job.
    await callApi(ctx.app, 'PATCH', `${k}/stations/${bar!.id}`, owner.cookie, {
      printer: printerBy({ kind: 'navegador' }),
    });
    const item = await createItem(ctx.app.db, owner.restaurant.id, { name: 'Moqueca' });
    const order = async () => {
      const placed = await callApi(
        ctx.app,
        'POST',
        `/restaurants/${owner.restaurant.id}/orders`,
        owner.cookie,
        {
          customerName: 'Bia',
          customerPhone: '(11) 96666-1234',
          deliveryType: 'pickup',
          paymentMethod: 'cash',
          items: [{ menuItemId: item.id, quantity: 1, optionIds: [] }],
        },
      );
      const id = placed.json().id as string;
      const confirmed = await callApi(ctx.app, 'PATCH', `/orders/${id}/status`, owner.cookie, {
        status: 'confirmed',
      });
      expect(confirmed.statusCode).toBe(200);
      return id;
    };
    const code = (await callApi(ctx.app, 'POST', `${k}/agents/pairing-code`, owner.cookie)).json().code;
    const { token } = (
      await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, { code, name: 'PC da cozinha' })
    ).json();
    const auth = { authorization: `Bearer ${token}` };

    const unauthenticated = await fetch(`${base}/api/print-agent/events`);
    expect(unauthenticated.status).toBe(401);

    const first = await order();
    const panel = await connect(`${base}/api/restaurants/${owner.restaurant.id}/orders/events`, {
      cookie: owner.cookie,
    });
    await panel.ready();
    const stream = await connect(`${base}/api/print-agent/events`, auth);
    await stream.ready();
    expect(stream.jobs().map((job) => job.stationId)).toEqual([cozinha!.id]);
    const replayed = stream.jobs()[0];
    expect(replayed.sseId).toBe(String(replayed.seq));
    expect(Buffer.from(replayed.payload, 'base64').length).toBeGreaterThan(20);

    const claim = (jobId: string) =>
      callApi(ctx.app, 'POST', `/print-agent/jobs/${jobId}/claim`, undefined, undefined, auth);
    const print = (jobId: string) =>
      callApi(ctx.app, 'POST', `/print-agent/jobs/${jobId}/result`, undefined, { status: 'impresso' }, auth);
    expect((await claim(replayed.id)).statusCode).toBe(200);
    expect((await print(replayed.id)).statusCode).toBe(200);

    // A new order arrives live, and the panel hears of its jobs.
    const second = await order();
    await stream.waitFor(() => stream.jobs().length === 2);
    const live = stream.jobs()[1];
    expect(live.id).not.toBe(replayed.id);
    await panel.waitFor(() => panel.events('print-job').some((event) => event.id === live.id));
    expect((await claim(live.id)).statusCode).toBe(200);
    expect((await print(live.id)).statusCode).toBe(200);
    await stream.close();
    await panel.close();

    // Back after a restart: nothing already printed comes again.
    const again = await connect(`${base}/api/print-agent/events`, {
      ...auth,
      'last-event-id': String(live.seq),
    });
    await again.ready();
    expect(again.jobs()).toEqual([]);
    expect(again.events('ready')[0]).toEqual({ replayed: 0 });
    await again.close();
    expect([first, second]).toHaveLength(2);
  });

  it("ends the agent's stream at once when the owner presses 'Desconectar' on another instance", async () => {
    const owner = await registerOwner(ctx.app);
    const k = `/restaurants/${owner.restaurant.id}/kitchen`;
    const code = (await callApi(ctx.app, 'POST', `${k}/agents/pairing-code`, owner.cookie)).json().code;
    const { agentId, token } = (
      await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, { code, name: 'PC do caixa' })
    ).json();
    const auth = { authorization: `Bearer ${token}` };
    const stream = await connect(`${base}/api/print-agent/events`, auth);
    await stream.ready();

    const revoked = await callApi(other, 'DELETE', `${k}/agents/${agentId}`, owner.cookie);
    expect(revoked.statusCode).toBe(204);
    const started = Date.now();
    while (!stream.ended && Date.now() - started < 1_000) await new Promise((r) => setTimeout(r, 10));
    expect(stream.ended).toBe(true);
    await stream.close();

    const heartbeat = await callApi(
      ctx.app,
      'POST',
      '/print-agent/heartbeat',
      undefined,
      { printers: [] },
      auth,
    );
    expect(heartbeat.statusCode).toBe(401);
    expect((await fetch(`${base}/api/print-agent/events`, { headers: auth })).status).toBe(401);
  });
});
