/**
 * WhatsApp Business Platform against a server of its own whose GRAPH_API_BASE_URL points at the
 * fake Graph API: the owner connects a number in Integrações through Meta's Embedded Signup (the
 * fake's SDK opens the fake's popup, whose choice posts WA_EMBEDDED_SIGNUP and returns a code), a diner agrees to updates at checkout
 * (the wa.me hand-off unchanged), the order goes through confirm, prepare, dispatch and deliver,
 * the fake receives exactly one template per announced status, its signed webhooks show each
 * delivery state on the panel; a diner without consent receives nothing, and 'SAIR' stops the next.
 * A second restaurant cancels the popup, finishes without a number ('Número pendente'), then picks a
 * number that already has its own two-step PIN and types it (the card at each step: card-*.png).
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

/** Clicks the card's connect button and, in the popup Meta's SDK opens, the given choice. */
async function connectThroughPopup(page: Page, choice: string, button = 'Conectar WhatsApp') {
  const connect = page.getByRole('button', { name: button });
  await expect.poll(() => connect.isEnabled(), { timeout: 15_000 }).toBe(true);
  const [popup] = await Promise.all([page.waitForEvent('popup'), connect.click()]);
  await popup.getByRole('button', { name: choice }).click();
}

/** The WhatsApp card alone, at both sizes (toasts closed; clipped from the page, below no sticky bar). */
async function shootCard(page: Page, name: string) {
  const card = page
    .locator('div.rounded-2xl')
    .filter({ hasText: 'Atualizações automáticas do pedido e códigos de verificação' })
    .first();
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all())
    await close.click();
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1366', { width: 1366, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // In page coordinates, whatever the scroll (smooth scrolling makes scrollTo late).
    const clip = await card.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
      };
    });
    await page.screenshot({ path: path.join(SHOTS, `card-${name}-${size}.png`), fullPage: true, clip });
  }
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

    // 1. Connect the number in Integrações through Meta's Embedded Signup (the fake's SDK and popup):
    // the code is exchanged, the app subscribed, the number registered, templates sent for approval.
    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await connectThroughPopup(page, 'Concluir com Pizzaria Bella');
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

  it('keeps a signup without a number as pending, asks the number’s own PIN, then connects', async () => {
    // A business whose number already has a two-step PIN of its own (Meta answers 133005 to ours).
    const serra = fake.addBusiness({
      verifiedName: 'Boteco da Serra',
      displayPhoneNumber: '+55 31 3222-1000',
      pin: '246810',
    });
    const { context, page, errors } = await openPage(browser, { baseURL: serverUrl, ...DESKTOP });
    const { restaurantId } = await registerRestaurant(context.request, {
      name: `Boteco ${Date.now().toString(36)}`,
      description: 'Petiscos.',
      whatsapp: '5531988887777',
      address: 'Rua da Bahia, 100 - Belo Horizonte - MG',
      emailPrefix: 'whatsapp-pin',
    });
    await page.goto(`/admin/${restaurantId}?tab=integrations`);
    await page.getByRole('button', { name: 'Conectar WhatsApp' }).waitFor();
    await shootCard(page, '1-not-connected');

    // Cancelling in Meta's window says where, in Portuguese.
    await connectThroughPopup(page, 'Cancelar');
    await page.getByText(/Conexão cancelada/).waitFor();

    // v4: the owner finished without choosing a number.
    await connectThroughPopup(page, 'Sem número: Boteco da Serra');
    await page.getByText('Número pendente', { exact: true }).first().waitFor();
    await shootCard(page, '2-pending-number');
    expect(serra.subscribedApps).toEqual([fake.appId]);

    // Choosing the number: Meta refuses Comanda's PIN, so the owner types the number's own.
    await page.setViewportSize(DESKTOP.viewport);
    await connectThroughPopup(page, 'Concluir com Boteco da Serra', 'Conectar número');
    const pin = page.getByLabel('PIN de confirmação em duas etapas');
    await pin.waitFor();
    await shootCard(page, '3-pin-form');
    await page.setViewportSize(DESKTOP.viewport);
    await pin.fill('111111');
    await page.getByRole('button', { name: 'Confirmar PIN' }).click();
    await page
      .getByText(/A Meta não aceitou esse PIN/)
      .first()
      .waitFor();
    await pin.fill('246810');
    await page.getByRole('button', { name: 'Confirmar PIN' }).click();
    await pin.waitFor({ state: 'detached' });
    expect(serra.registered).toBe(true);
    fake.approveAll();
    await page.getByRole('button', { name: 'Atualizar status' }).click();
    await expect.poll(() => page.getByText('Aprovado', { exact: true }).count()).toBe(ALL_TEMPLATES.length);
    await page.getByText('Boteco da Serra').waitFor();
    await shootCard(page, '4-connected');
    // The only failed call is the wrong PIN's 400, answered in Portuguese above.
    expect(errors).toEqual([expect.stringMatching(/status of 400.*\/whatsapp\/pin\)$/)]);
    await context.close();
  }, 180_000);
});
