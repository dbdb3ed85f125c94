/**
 * WhatsApp Business Platform against a server of its own whose GRAPH_API_BASE_URL points at the
 * fake Graph API: the owner connects a number in Integrações, a diner agrees to updates at checkout
 * (the wa.me hand-off unchanged), the order goes through confirm, prepare, dispatch and deliver,
 * the fake receives exactly one template per announced status, its signed webhooks show each
 * delivery state on the panel; a diner without consent receives nothing, and 'SAIR' stops the next.
 * Screens at 390×844 and 1366×800 are saved under SHOTS_DIR (default /tmp/shots-i22).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TEMPLATES } from '../src/domain/whatsapp/whatsapp-templates';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../test/fakes/whatsapp-graph';
import { type AppServer, startAppServer, whatsappFakeEnv } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp, openCheckout } from './harness/diner';
import { registerRestaurant } from './harness/owner';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i22';
const DESKTOP = { viewport: { width: 1366, height: 800 } };
let browser: Browser;
let fake: FakeWhatsAppGraph;
let server: AppServer;
let serverUrl: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  fake = await startFakeWhatsAppGraph();
  server = await startAppServer({
    name: 'whatsapp',
    env: { SEED_DEMO: 'false', ...whatsappFakeEnv(fake) },
  });
  serverUrl = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const templatesTo = (phone: string) =>
  fake.sent.filter((m) => m.to === phone).map((m) => m.body.template.name);
const paramsOf = (message: FakeWhatsAppGraph['sent'][number]) =>
  ((message.body.template.components[0]?.parameters ?? []) as { text: string }[]).map((p) => p.text);

async function waitForSent(phone: string, count: number) {
  await expect.poll(() => templatesTo(phone).length, { timeout: 20_000, interval: 250 }).toBe(count);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('WhatsApp Business', () => {
  it('connects a number, sends one update per status to a consenting diner, and honours SAIR', async () => {
    const { context, page, errors } = await openPage(browser, { baseURL: serverUrl, ...DESKTOP });
    const unique = Date.now().toString(36);
    const name = `Cantina Zap ${unique}`;
    const { restaurantId } = await registerRestaurant(context.request, {
      name,
      description: 'Massas frescas.',
      whatsapp: '5511977776666',
      address: 'Rua da Consolação, 10 - São Paulo - SP',
      emailPrefix: 'whatsapp',
    });
    const restaurant = { id: restaurantId, name };
    const item = await context.request.post(`/api/restaurants/${restaurant.id}/menu`, {
      data: { name: 'Lasanha', description: 'À bolonhesa.', price: '42.00', category: 'Massas' },
    });
    expect(item.ok()).toBe(true);

    // 1. Connect the number in Integrações: verified by a real call, templates sent for approval.
    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await page.getByLabel('Identificador do número (Phone number ID)').fill(fake.phoneNumberId);
    await page.getByLabel('Conta do WhatsApp Business (WABA ID)').fill(fake.wabaId);
    await page.getByLabel('Token de acesso').fill(fake.accessToken);
    await page.getByRole('button', { name: 'Conectar WhatsApp' }).click();
    await page.getByText('Pizzaria Bella').waitFor();
    await page.getByText('Em análise').first().waitFor();
    fake.approveAll();
    await page.getByRole('button', { name: 'Atualizar status' }).click();
    // Every template Comanda creates, the NFC-e's link included, is approved on the card.
    await expect.poll(() => page.getByText('Aprovado', { exact: true }).count()).toBe(ALL_TEMPLATES.length);
    await shoot(page, 'integrations-1366');

    // 2. The diner agrees at checkout; the wa.me hand-off stays as it was.
    const diner = await openPage(browser, { baseURL: serverUrl, ...PHONE_VIEWPORT });
    await diner.page.goto(`/menu/${restaurant.id}`);
    const checkout = await openCheckout(diner.page, 'Lasanha');
    await checkout.getByLabel('Nome completo').fill('Bruna Lima');
    await checkout.getByLabel('Telefone (WhatsApp)').fill('(11) 98888-1234');
    await checkout.getByText('Entrega', { exact: true }).click();
    await checkout.getByLabel('Endereço de entrega').fill('Rua Harmonia, 77');
    await checkout.getByRole('radio', { name: 'Dinheiro' }).check();
    const consent = checkout.getByLabel('Quero receber atualizações do pedido pelo WhatsApp');
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await shoot(diner.page, 'checkout-390');
    const sent = await captureWhatsApp(diner.context, diner.page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    expect(sent.number).toBe('5511977776666');
    const phone = '5511988881234';
    await waitForSent(phone, 1);

    // A diner who did not tick the box (the specification's payload) gets nothing.
    const silent = await context.request.post('/api/orders', {
      data: {
        restaurantId: restaurant.id,
        customerName: 'Caio Sem Aviso',
        customerPhone: '(11) 97777-0000',
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        items: [{ menuItemId: ((await item.json()) as { id: string }).id, quantity: 1 }],
      },
    });
    expect(silent.status()).toBe(201);
    const silentOrder = (await silent.json()) as { id: string };

    // 3. Confirm, prepare, dispatch, deliver from the owner's side; Meta's webhooks report delivery.
    const orders = (await (
      await context.request.get(`/api/restaurants/${restaurant.id}/orders?status=active`)
    ).json()) as {
      id: string;
      customerPhone: string;
      orderNumber?: string;
    }[];
    const order = orders.find((row) => row.customerPhone === phone)!;
    const steps = [
      { status: 'confirmed', estimatedTime: 35 },
      { status: 'preparing' },
      { status: 'ready' },
      { status: 'out_for_delivery' },
      { status: 'delivered' },
    ];
    const expected = [1, 2, 2, 2, 3, 4];
    for (const [index, step] of steps.entries()) {
      expect((await context.request.patch(`/api/orders/${order.id}/status`, { data: step })).ok()).toBe(true);
      await waitForSent(phone, expected[index + 1]!);
    }
    await context.request.patch(`/api/orders/${silentOrder.id}/status`, { data: { status: 'confirmed' } });
    const messages = fake.sent.filter((m) => m.to === phone);
    expect(messages.map((m) => m.body.template.name)).toEqual([
      'comanda_pedido_recebido',
      'comanda_pedido_confirmado',
      'comanda_pedido_saiu_entrega',
      'comanda_pedido_entregue',
    ]);
    const number = order.id.slice(-6).toUpperCase();
    expect(paramsOf(messages[0]!)).toEqual(['Bruna', number, restaurant.name]);
    expect(paramsOf(messages[1]!)).toEqual([number, restaurant.name, '35']);
    expect(paramsOf(messages[2]!)).toEqual([number]);
    expect(paramsOf(messages[3]!)).toEqual([number, 'Bruna', expect.stringMatching(/^\d+$/)]);

    // The panel shows each delivery state Meta reports, and never goes back.
    const webhook = `${serverUrl}/api/webhooks/whatsapp`;
    const last = messages[3]!;
    await page.goto(`/admin/${restaurant.id}?tab=orders`);
    await page.getByRole('button', { name: /Finalizados hoje/ }).click();
    const card = page.getByRole('article').filter({ hasText: 'Bruna Lima' });
    await card.getByText('WhatsApp: enviada').waitFor({ timeout: 15_000 });
    for (const [status, label] of [
      ['delivered', 'entregue'],
      ['read', 'lida'],
      ['sent', 'lida'],
    ] as const) {
      expect((await fake.deliver(webhook, fake.statusPayload(last, status))).status).toBe(200);
      await card.getByText(`WhatsApp: ${label}`).waitFor({ timeout: 15_000 });
    }
    await shoot(page, 'panel-1366');

    // 4. 'SAIR' stops the next message.
    const third = await context.request.post('/api/orders', {
      data: {
        restaurantId: restaurant.id,
        customerName: 'Dora Sai',
        customerPhone: '(11) 96666-5555',
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        whatsappUpdates: true,
        items: [{ menuItemId: ((await item.json()) as { id: string }).id, quantity: 1 }],
      },
    });
    const thirdOrder = (await third.json()) as { id: string };
    await waitForSent('5511966665555', 1);
    expect((await fake.deliver(webhook, fake.incomingText('5511966665555', 'SAIR'))).status).toBe(200);
    await context.request.patch(`/api/orders/${thirdOrder.id}/status`, { data: { status: 'confirmed' } });
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(templatesTo('5511966665555')).toEqual(['comanda_pedido_recebido']);
    expect(templatesTo('5511977770000')).toEqual([]);

    // Screens at the phone size too.
    const phonePage = await openPage(browser, { baseURL: serverUrl, ...PHONE_VIEWPORT });
    await phonePage.context.addCookies(await context.cookies());
    await phonePage.page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await phonePage.page.getByText('Pizzaria Bella').waitFor();
    await shoot(phonePage.page, 'integrations-390');
    await phonePage.page.goto(`/admin/${restaurant.id}?tab=orders`);
    await phonePage.page.getByText('WhatsApp: cliente pediu para sair').waitFor({ timeout: 15_000 });
    await shoot(phonePage.page, 'panel-390');
    expect([...errors, ...diner.errors, ...phonePage.errors]).toEqual([]);
    await Promise.all([context.close(), diner.context.close(), phonePage.context.close()]);
  }, 240_000);
});
