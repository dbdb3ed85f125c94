/**
 * Issue 32, items 8 and 13: an opt-out is honoured whatever form of the number WhatsApp delivers.
 * WhatsApp writes the mobiles of most of Brazil (area code 31 on) without their ninth digit, and the
 * fake sends inbound numbers that way (test/fakes/whatsapp-graph.ts), so 'SAIR' from Belo Horizonte
 * arrives as '553188887777' while the consent holds '5531988887777'. Any of the usual words, in any
 * case and with punctuation or emoji around it, opts out, and the diner is told it worked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeOrder,
  runOutbox,
  setStatus,
  startWhatsAppScene,
  type WhatsAppScene,
} from '../../src/server/modules/whatsapp/whatsapp.test-helpers';
import type { FakeWhatsAppGraph } from '../fakes/whatsapp-graph';
import { whatsappIdOf } from '../fakes/whatsapp-graph';
import type { TestContext } from '../harness/app';

let scene: WhatsAppScene;
let ctx: TestContext;
let fake: FakeWhatsAppGraph;
let shop: WhatsAppScene['shop'];
let webhookUrl: string;

beforeAll(async () => {
  scene = await startWhatsAppScene();
  ({ ctx, fake, shop, webhookUrl } = scene);
}, 120_000);
afterAll(() => scene?.close());

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

  it.each([
    ['Parar!', '(31) 97000-0001'],
    ['🛑 stop', '(61) 97000-0002'],
    ['Cancelar.', '(85) 97000-0003'],
    ['DESCADASTRAR 🙏🏽', '(11) 97000-0004'],
    ['  sair ', '(92) 97000-0005'],
  ])('%j stops the next update and is confirmed', async (word, customerPhone) => {
    const order = await placeOrder(ctx.app, shop, { customerPhone, whatsappUpdates: true });
    await runOutbox(ctx.app);
    expect((await fake.deliver(webhookUrl, fake.incomingText(order.customerPhone, word))).status).toBe(200);
    await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await runOutbox(ctx.app);
    expect(templatesTo(order.customerPhone)).toEqual(['comanda_pedido_recebido']);
    const replies = fake.texts.filter((text) => text.to === order.customerPhone);
    expect(replies.map((text) => text.body.text.body)).toEqual([
      `Pronto: você não vai mais receber mensagens de ${shop.restaurant.name} por este WhatsApp.`,
    ]);
    // Once: another run and another 'SAIR' send nothing more.
    await fake.deliver(webhookUrl, fake.incomingText(order.customerPhone, 'SAIR'));
    await runOutbox(ctx.app);
    expect(fake.texts.filter((text) => text.to === order.customerPhone)).toHaveLength(1);
  });

  it('does not take a sentence with the word in it for an opt-out', async () => {
    const order = await placeOrder(ctx.app, shop, {
      customerPhone: '(31) 97000-0006',
      whatsappUpdates: true,
    });
    await runOutbox(ctx.app);
    await fake.deliver(webhookUrl, fake.incomingText(order.customerPhone, 'quero cancelar o pedido'));
    await setStatus(ctx.app, shop.cookie, order.id, { status: 'confirmed' });
    await runOutbox(ctx.app);
    expect(templatesTo(order.customerPhone)).toEqual([
      'comanda_pedido_recebido',
      'comanda_pedido_confirmado',
    ]);
    expect(fake.texts.filter((text) => text.to === order.customerPhone)).toEqual([]);
  });
});
