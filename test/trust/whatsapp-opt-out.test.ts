/**
 * Issue 32, items 8 and 13: an opt-out is honoured whatever form of the number WhatsApp delivers.
 * WhatsApp writes the mobiles of most of Brazil (area code 31 on) without their ninth digit, and the
 * fake sends inbound numbers that way (test/fakes/whatsapp-graph.ts), so 'SAIR' from Belo Horizonte
 * arrives as '553188887777' while the consent holds '5531988887777'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectedRestaurant,
  placeOrder,
  runOutbox,
  setStatus,
} from '../../src/server/modules/whatsapp/whatsapp.test-helpers';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph, whatsappIdOf } from '../fakes/whatsapp-graph';
import { createTestApp, type TestContext } from '../harness/app';

let ctx: TestContext;
let fake: FakeWhatsAppGraph;
let shop: Awaited<ReturnType<typeof connectedRestaurant>>;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startFakeWhatsAppGraph();
  ctx = await createTestApp({ GRAPH_API_BASE_URL: fake.baseUrl, WHATSAPP_APP_SECRET: fake.appSecret });
  shop = await connectedRestaurant(ctx.app, fake);
  webhookUrl = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/whatsapp`;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const templatesTo = (phone: string) =>
  fake.sent.filter((message) => message.to === phone).map((message) => message.body.template.name);

describe('opting out of WhatsApp updates', () => {
  it('stops the next status template after SAIR from a Belo Horizonte mobile', async () => {
    const order = await placeOrder(ctx.app, shop, {
      customerPhone: '(31) 98888-7777',
      whatsappUpdates: true,
    });
    expect(order.customerPhone).toBe('5531988887777');
    await runOutbox(ctx.app);
    expect(templatesTo('5531988887777')).toEqual(['comanda_pedido_recebido']);

    const incoming = fake.incomingText('5531988887777', 'SAIR');
    expect(whatsappIdOf('5531988887777')).toBe('553188887777');
    expect(JSON.stringify(incoming)).toContain('"from":"553188887777"');
    expect((await fake.deliver(webhookUrl, incoming)).status).toBe(200);

    await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await runOutbox(ctx.app);
    expect(templatesTo('5531988887777')).toEqual(['comanda_pedido_recebido']);
  });
});
