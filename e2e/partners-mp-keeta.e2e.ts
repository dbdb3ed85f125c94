/**
 * Mercado Pago and Keeta (Open Delivery) in the running app, against the fakes built from their
 * published examples (test/fakes/mercadopago.ts, test/fakes/keeta.ts over test/fakes/open-delivery.ts):
 * (a) the owner connects Mercado Pago on Integrações by authorizing Comanda's application on the
 *     fake's authorization page (decision 0066); a diner orders with PIX, sees the QR and
 *     the copy-and-paste code of the Mercado Pago payment; the fake sends the application's
 *     payment notification (the account's user_id) signed as Mercado Pago signs it (x-signature
 *     ts/v1); the panel and the tracking page show the order paid, and both showed
 *     'PIX expira às HH:MM' until then;
 * (b) an account without a PIX key: the diner gets the restaurant's own PIX code, the card warns
 *     the owner and 'Verificar de novo' turns Mercado Pago's PIX back on;
 * (c) the owner links Keeta by the store's Keeta id; a Keeta order arrives through the app's signed
 *     webhook (routed by X-App-MerchantId), shows in the panel with its source, and Confirmar /
 *     Pronto reach the fake.
 *     Its order shows every field (cash with change, schedule, who delivers, the ENC_ phone and
 *     address decrypted); the diner's refund request is accepted from the card; a second order's
 *     cancellation, with one of Keeta's codes, is refused by Keeta (the order stays open and the
 *     card says so), then asked again and cancelled by Keeta's CANCELLED event.
 * Screenshots of each step go to /work/shots/h85 at 390×844 (most also at 1366×800).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../src/domain/format/format';
import { type FakeKeeta, startFakeKeeta } from '../test/fakes/keeta';
import { type FakeMercadoPago, startFakeMercadoPago } from '../test/fakes/mercadopago';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp, openCheckout } from './harness/diner';
import { mercadoPagoServerEnv } from './harness/mercadopago-app';
import { registerRestaurant as signUp } from './harness/owner';

const SHOTS = '/work/shots/h85';
let browser: Browser;
let mercadoPago: FakeMercadoPago;
let keeta: FakeKeeta;
let server: AppServer;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-390x844.png` });

/** The same screen at 1366×800, the viewport put back afterwards. */
async function wideShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByText('Mercado Pago (PIX automático)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-1366x800.png` });
  await page.setViewportSize(PHONE_VIEWPORT.viewport);
}

/** The screen at 1366×800 with `target` in view, the viewport put back afterwards. */
async function wideShotOf(page: Page, name: string, target: Locator) {
  await page.setViewportSize({ width: 1366, height: 800 });
  // Centred, so the sticky header never covers it.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: `${SHOTS}/${name}-1366x800.png` });
  await page.setViewportSize(PHONE_VIEWPORT.viewport);
  await target.scrollIntoViewIfNeeded();
}

/** A restaurant registered in the browser's own context, so the page is the owner's session. */
async function registerRestaurant(context: BrowserContext, name: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = async <T>(promise: ReturnType<BrowserContext['request']['post']>) => {
    const response = await promise;
    if (!response.ok())
      throw new Error(`${response.url()} -> ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { restaurantId: id } = await signUp(context.request, {
    name: `${name} ${unique}`,
    description: 'Teste de parceiros.',
    whatsapp: '5511977776666',
    address: 'Rua da Consolação, 10 - São Paulo - SP',
    emailPrefix: 'mp-keeta',
  });
  return { id, name: `${name} ${unique}`, answer };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mercadoPago = await startFakeMercadoPago();
  keeta = await startFakeKeeta();
  server = await startAppServer({
    name: 'mp-keeta',
    env: {
      SEED_DEMO: 'false',
      ...mercadoPagoServerEnv(mercadoPago),
      KEETA_BASE_URL: keeta.baseUrl,
      KEETA_CLIENT_ID: keeta.clientId,
      KEETA_CLIENT_SECRET: keeta.clientSecret,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mercadoPago?.stop();
  await keeta?.stop();
});

describe('Mercado Pago PIX and Keeta against their documented fakes', () => {
  it("connects Mercado Pago; a diner's PIX is marked paid by the signed notification", async () => {
    const { context, page, errors } = await openPage(browser, { baseURL: server.url, ...PHONE_VIEWPORT });
    const restaurant = await registerRestaurant(context, 'Moquecaria MP');
    const base = `/api/restaurants/${restaurant.id}`;
    await restaurant.answer(
      context.request.post(`${base}/menu`, {
        data: { name: 'Moqueca de Peixe', description: 'Para dois.', price: '54.90', category: 'Pratos' },
      }),
    );
    await restaurant.answer(
      context.request.put(`${base}/pix-key`, { data: { type: 'email', key: 'pix-mp@exemplo.com.br' } }),
    );
    await restaurant.answer(
      context.request.put(`${base}/order-settings`, {
        data: {
          acceptsPickup: true,
          acceptsDelivery: true,
          acceptsTable: true,
          acceptsCash: true,
          acceptsCard: true,
          acceptsPix: true,
          tableCount: 0,
          halfAndHalfPricing: 'highest',
        },
      }),
    );

    // The owner connects the restaurant's own Mercado Pago account on Integrações.
    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await page.getByText('Não conectado').waitFor();
    await page.getByText('Mercado Pago (PIX automático)').scrollIntoViewIfNeeded();
    await shot(page, 'mp-1-not-connected');
    await wideShot(page, 'mp-1-not-connected');
    // On Mercado Pago's authorization page (the fake's), logged in as the restaurant's account.
    const seller = mercadoPago.addSeller();
    mercadoPago.loginAs(seller.userId);
    await page.getByRole('link', { name: 'Conectar Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/authorization');
    expect(new URL(page.url()).searchParams.get('client_id')).toBe(mercadoPago.clientId);
    await page.getByRole('link', { name: 'Autorizar' }).click();
    await page
      .getByText('Mercado Pago conectado! O PIX dos próximos pedidos é confirmado sozinho.')
      .waitFor();
    await page.getByText(/Conectado: o PIX dos pedidos é confirmado automaticamente/).waitFor();
    await page.getByText('Mercado Pago (PIX automático)').scrollIntoViewIfNeeded();
    expect(mercadoPago.tokenRequests.map((body) => body.grant_type)).toContain('authorization_code');
    await shot(page, 'mp-2-connected');
    await wideShot(page, 'mp-2-connected');

    // A diner orders with PIX in the menu.
    const diner = await openPage(browser, { baseURL: server.url, ...PHONE_VIEWPORT });
    await diner.page.goto(`/menu/${restaurant.id}`);
    await diner.page.getByRole('heading', { name: restaurant.name, level: 1 }).waitFor();
    const checkout = await openCheckout(diner.page, 'Moqueca de Peixe');
    await checkout.getByLabel('Nome completo').fill('Paula Pix');
    await checkout.getByLabel('Telefone (WhatsApp)').fill('(11) 95555-0101');
    await checkout.getByRole('radio', { name: 'PIX' }).check();
    await shot(diner.page, 'mp-3-checkout-pix');
    const { message } = await captureWhatsApp(diner.context, diner.page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    const orderNumber = /\*Novo pedido #([0-9A-F]{6})\*/.exec(message)?.[1];
    await diner.page.getByRole('heading', { name: `Pedido #${orderNumber}`, level: 1 }).waitFor();
    await diner.page.getByRole('link', { name: 'Pagar com PIX (QR Code e copia e cola)' }).click();
    const tracked = diner.page.getByRole('article').filter({ hasText: `Pedido #${orderNumber}` });
    await tracked.getByRole('heading', { name: 'Pague com PIX: R$ 54,90' }).waitFor();

    // The code shown is the Mercado Pago payment's, created in the restaurant's account.
    const payment = [...mercadoPago.payments.values()].find((p) => p.payment_method_id === 'pix');
    expect(payment?.transaction_amount).toBe(54.9);
    const qrCode = payment?.point_of_interaction?.transaction_data?.qr_code;
    expect(await tracked.getByLabel('PIX copia e cola').inputValue()).toBe(qrCode);
    const qr = tracked.getByRole('img', { name: `QR code PIX do pedido #${orderNumber}` });
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    // Its expiry, in the restaurant's time, on the diner's PIX screen and on the owner's panel.
    const expiresAt = formatTime(payment!.date_of_expiration!);
    const dinerExpiry = tracked.getByText(`PIX expira às ${expiresAt}`);
    await dinerExpiry.waitFor();
    await tracked.getByText(/confirmado automaticamente pelo Mercado Pago/).scrollIntoViewIfNeeded();
    await shot(diner.page, 'mp-4-tracking-qr');
    await wideShotOf(diner.page, 'mp-4-tracking-qr', dinerExpiry);

    // The owner's panel, open before the payment.
    await page.goto(`/admin/${restaurant.id}?tab=orders`);
    const order = page.getByRole('article', { name: `Pedido #${orderNumber}` });
    const panelExpiry = order.getByText(`PIX expira às ${expiresAt}`);
    await panelExpiry.waitFor();
    await order.getByText('Pagamento: PIX').scrollIntoViewIfNeeded();
    await shot(page, 'mp-5-panel-unpaid');
    await wideShotOf(page, 'mp-5-panel-unpaid', panelExpiry);

    // The diner pays in the bank app; Mercado Pago notifies, signed with the application's secret.
    mercadoPago.setStatus(payment!.id, 'approved');
    const started = Date.now();
    // The application's notification, routed by the account's user_id.
    const delivered = await mercadoPago.deliver(server.url, payment!.id, { userId: seller.userId });
    expect(delivered.status).toBeLessThan(300);
    await order.getByText('Pago', { exact: true }).waitFor({ timeout: 10_000 });
    await tracked.getByText('Pago', { exact: true }).waitFor({ timeout: 10_000 });
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    await order.getByText('Pago', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'mp-6-panel-paid');
    expect(await order.getByText(/PIX expira/).count()).toBe(0);
    await shot(diner.page, 'mp-7-tracking-paid');
    expect(await order.getByRole('button', { name: /Marcar como pago/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(diner.errors).toEqual([]);
    console.info(`PIX shown as paid ${seconds.toFixed(1)} s after the notification`);
    await diner.context.close();
    await context.close();
  }, 180_000);
  it("warns the owner when the Mercado Pago account has no PIX key, and 'Verificar de novo' turns PIX back on", async () => {
    const { context, page, errors } = await openPage(browser, { baseURL: server.url, ...PHONE_VIEWPORT });
    const restaurant = await registerRestaurant(context, 'Cantina Sem Chave');
    const base = `/api/restaurants/${restaurant.id}`;
    const item = await restaurant.answer<{ id: string }>(
      context.request.post(`${base}/menu`, {
        data: { name: 'Lasanha', description: 'Para um.', price: '42.00', category: 'Pratos' },
      }),
    );
    await restaurant.answer(
      context.request.put(`${base}/pix-key`, { data: { type: 'email', key: 'pix-cantina@exemplo.com.br' } }),
    );
    await restaurant.answer(
      context.request.put(`${base}/order-settings`, {
        data: {
          acceptsPickup: true,
          acceptsDelivery: true,
          acceptsTable: true,
          acceptsCash: true,
          acceptsCard: true,
          acceptsPix: true,
          tableCount: 0,
          halfAndHalfPricing: 'highest',
        },
      }),
    );
    const seller = mercadoPago.addSeller({ pixKey: false });
    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    mercadoPago.loginAs(seller.userId);
    await page.getByRole('link', { name: 'Conectar Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/authorization');
    await shot(page, 'mp-8-authorization-page');
    await page.getByRole('link', { name: 'Autorizar' }).click();
    await page
      .getByText('Mercado Pago conectado! O PIX dos próximos pedidos é confirmado sozinho.')
      .waitFor();

    // A diner's PIX: Mercado Pago refuses to render a QR for an account without a key; the diner
    // gets the restaurant's own PIX key's code instead of a dead PIX.
    const order = await restaurant.answer<{ id: string }>(
      context.request.post('/api/orders', {
        data: {
          restaurantId: restaurant.id,
          customerName: 'Rita Pix',
          customerPhone: '(11) 95555-0202',
          deliveryType: 'pickup',
          paymentMethod: 'pix',
          items: [{ menuItemId: item.id, quantity: 1 }],
        },
      }),
    );
    const pix = await restaurant.answer<{ provider?: string }>(
      context.request.get(`/api/orders/${order.id}/pix`),
    );
    expect(pix.provider).not.toBe('mercadopago');

    // The owner's card says so and how to register a key.
    await page.reload();
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Sua conta do Mercado Pago está sem chave Pix' });
    await warning.waitFor();
    await warning.scrollIntoViewIfNeeded();
    await shot(page, 'mp-9-pix-key-missing');
    await wideShotOf(page, 'mp-9-pix-key-missing', warning);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The owner registers a key in the Mercado Pago app, then 'Verificar de novo'.
    seller.pixKey = true;
    await warning.getByRole('button', { name: 'Verificar de novo' }).click();
    await page.getByText('PIX do Mercado Pago ligado de novo').first().waitFor();
    await expect.poll(() => warning.count()).toBe(0);
    const next = await restaurant.answer<{ id: string }>(
      context.request.post('/api/orders', {
        data: {
          restaurantId: restaurant.id,
          customerName: 'Rita Pix',
          customerPhone: '(11) 95555-0202',
          deliveryType: 'pickup',
          paymentMethod: 'pix',
          items: [{ menuItemId: item.id, quantity: 1 }],
        },
      }),
    );
    const charged = await restaurant.answer<{ provider?: string }>(
      context.request.get(`/api/orders/${next.id}/pix`),
    );
    expect(charged.provider).toBe('mercadopago');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
  it("connects Keeta; its order shows every field, the status goes back, Keeta's refusal and the diner's refund are handled", async () => {
    const { context, page, errors } = await openPage(browser, { baseURL: server.url, ...PHONE_VIEWPORT });
    const restaurant = await registerRestaurant(context, 'Pizzaria Keeta');
    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await page.getByRole('button', { name: 'Conectar Keeta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conectar Keeta' });
    // Linked by the store's id in Keeta (decision 0063): Comanda onboards it on its one app.
    const keetaId = String(keeta.addStore());
    await dialog.getByLabel('ID da loja na Keeta').fill(keetaId);
    await shot(page, 'keeta-1-connect');
    await wideShotOf(page, 'keeta-1-connect', dialog.getByLabel('ID da loja na Keeta'));
    await dialog.getByRole('button', { name: 'Conectar' }).click();
    await page.getByText('Keeta conectada!').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The owner informs Keeta of nothing: Comanda onboarded the store itself.
    const linkedLine = page.getByText(`Loja na Keeta: ${keetaId}`);
    await linkedLine.scrollIntoViewIfNeeded();
    expect(await page.getByText(/Informe à plataforma|webhook:/).count()).toBe(0);
    await page.getByRole('button', { name: 'Keeta conectada' }).waitFor();
    await page.getByText('Keeta · Conectada').waitFor();
    await shot(page, 'keeta-2-connected');
    await wideShotOf(page, 'keeta-2-connected', linkedLine);
    // Connecting onboarded the store under Comanda's app, every request signed.
    expect(keeta.onboarded.has(keetaId)).toBe(true);
    expect(keeta.refusedSignatures).toBe(0);

    // A diner orders on Keeta: cash with change, scheduled, delivered by the restaurant, phone and
    // address as ENC_ ciphers; the marketplace posts the signed CREATED event to our webhook.
    const integrations = await restaurant.answer<{ platform: string; receiveUrl: string }[]>(
      context.request.get(`/api/restaurants/${restaurant.id}/integrations`),
    );
    const receiveUrl = integrations.find((row) => row.platform === 'keeta')!.receiveUrl;
    const deliver = async (event: ReturnType<FakeKeeta['pendingEvents']>[number]) => {
      const delivery = keeta.webhook(event, keetaId);
      const received = await fetch(receiveUrl, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      });
      expect(received.status).toBeLessThan(300);
    };
    const start = new Date(Date.now() + 3 * 3_600_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    const { order, event } = keeta.placeOrder(keetaId, {
      encrypted: true,
      deliveredBy: 'MERCHANT',
      cashChangeFor: 150,
      scheduledFor: { start, end },
    });
    await deliver(event);

    await page.goto(`/admin/${restaurant.id}?tab=orders`);
    const card = page.getByRole('article').filter({ hasText: `Pedido #${order.displayId}` });
    await card.waitFor({ timeout: 30_000 });
    // Every field the issue lists, the ciphers decrypted through batchDecrypt before anyone saw them.
    await card.getByText('Maria Souza').waitFor();
    await card.getByText('(11) 98765-4321').waitFor();
    await card.getByText('Entrega: Plaza Avenue, 100, BL 02 AP 31, Moema - São Paulo, SP - Brazil').waitFor();
    const notes = card.getByText(/^Observações:/);
    const noteText = (await notes.textContent()) ?? '';
    expect(noteText).toContain('Cobrar na entrega: dinheiro R$ 108,90, Troco para R$ 150,00');
    expect(noteText).toContain(`Agendado: `);
    expect(noteText).toContain(`–${formatTime(end.toISOString())}`);
    expect(noteText).toContain('Entrega pelo restaurante');
    expect(await card.textContent()).not.toContain('ENC_');
    expect(keeta.decryptRequests.length).toBeGreaterThan(0);
    await card.getByText('Keeta', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'keeta-3-panel-order');
    await wideShotOf(page, 'keeta-3-panel-order', card.getByText('Keeta', { exact: true }));

    await card.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => keeta.standard.actions.map((a) => a.action), { timeout: 15_000 })
      .toContain('confirm');
    const confirm = keeta.standard.actions.find((a) => a.action === 'confirm')!;
    expect(confirm.orderId).toBe(order.id);
    expect(confirm.body).toMatchObject({ createdAt: expect.any(String) });
    await card.getByRole('button', { name: 'Preparar' }).click();
    await expect
      .poll(() => keeta.standard.actions.map((a) => a.action), { timeout: 15_000 })
      .toContain('preparing');
    // Keeta refuses 'pronto' (an error answer): refused for good, it is not sent again every tick,
    // and the card says so (decision 0069).
    keeta.refuseNext('readyForPickup');
    await card.getByRole('button', { name: 'Pronto' }).click();
    const notReady = card.getByText(
      'A Keeta não aceitou o aviso de pronto deste pedido. Não vamos enviar de novo: confira o pedido no portal da Keeta ou fale com o suporte.',
    );
    await notReady.waitFor({ timeout: 20_000 });
    await notReady.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(page, 'keeta-4-ready-refused');
    await wideShotOf(page, 'keeta-4-ready-refused', notReady);
    await card
      .getByRole('button', { name: /Saiu para entrega|Entregue/ })
      .first()
      .scrollIntoViewIfNeeded();
    expect(keeta.standard.actions.every((a) => a.orderId === order.id)).toBe(true);

    // The diner asks Keeta for a refund: the card shows it; 'Aceitar reembolso' reaches Keeta.
    await deliver(keeta.requestRefund(order.id));
    const refund = card.getByRole('region', { name: 'Reembolso na Keeta' });
    await refund.getByText('O cliente pediu reembolso').waitFor({ timeout: 15_000 });
    await refund.scrollIntoViewIfNeeded();
    await shot(page, 'keeta-5-refund-request');
    await wideShotOf(page, 'keeta-5-refund-request', refund);
    await refund.getByRole('button', { name: 'Recusar' }).click();
    await refund.getByRole('group', { name: 'Motivo exigido pela Keeta' }).waitFor();
    await refund.scrollIntoViewIfNeeded();
    await shot(page, 'keeta-6-refund-refuse-form');
    await refund.getByRole('button', { name: 'Voltar' }).click();
    await refund.getByRole('button', { name: 'Aceitar reembolso' }).click();
    await refund.getByRole('button', { name: 'Confirmar reembolso' }).click();
    await refund.getByText('Reembolso aceito; aguardando a Keeta').waitFor();
    expect(keeta.standard.actions.filter((a) => a.action === 'acceptRefund')).toEqual([
      { orderId: order.id, action: 'acceptRefund', body: undefined },
    ]);
    await shot(page, 'keeta-7-refund-accepted');

    // A second order: the owner cancels it with one of Keeta's codes; Keeta refuses (an error
    // answer), the order stays as it was and the card says so; asked again, Keeta cancels it.
    const second = keeta.placeOrder(keetaId);
    await deliver(second.event);
    const secondCard = page.getByRole('article').filter({ hasText: `Pedido #${second.order.displayId}` });
    await secondCard.waitFor({ timeout: 30_000 });
    keeta.refuseNext('requestCancellation');
    const cancelOrder = async () => {
      await secondCard.getByRole('button', { name: 'Cancelar' }).first().click();
      const cancel = page.getByRole('dialog', { name: /Cancelar pedido/ });
      await cancel.getByText('Motivo exigido pela Keeta').waitFor();
      await cancel.getByLabel('Restaurante sem entregador').check();
      await page.screenshot({ path: `${SHOTS}/keeta-8-cancel-reason-390x844.png` });
      await cancel.getByRole('button', { name: 'Cancelar pedido' }).click();
      await cancel.waitFor({ state: 'hidden' });
    };
    await cancelOrder();
    const refused = secondCard.getByText(
      'A Keeta não aceitou o cancelamento. O pedido continua aberto: siga com ele, tente cancelar de novo ou fale com o suporte da Keeta.',
    );
    await refused.waitFor({ timeout: 20_000 });
    expect(keeta.refusedActions).toEqual([
      // Sent once: the refusal was not sent again over the rest of the journey.
      expect.objectContaining({ orderId: order.id, action: 'readyForPickup' }),
      {
        orderId: second.order.id,
        action: 'requestCancellation',
        body: expect.objectContaining({ code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON', mode: 'MANUAL' }),
      },
    ]);
    expect(await secondCard.getAttribute('data-status')).toBe('pending');
    await refused.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(page, 'keeta-9-cancel-refused');
    await wideShotOf(page, 'keeta-9-cancel-refused', refused);

    await cancelOrder();
    await expect
      .poll(() => keeta.standard.actions.find((a) => a.orderId === second.order.id)?.body, {
        timeout: 20_000,
      })
      .toMatchObject({ code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON', mode: 'MANUAL' });
    await secondCard
      .getByText('Cancelamento pedido à Keeta. O pedido continua aberto até a Keeta confirmar.')
      .waitFor();
    await deliver(keeta.cancel(second.order.id));
    await secondCard.waitFor({ state: 'detached', timeout: 20_000 });
    // The refused 'pronto' was never sent again: Keeta took none (the fake refuses only the first).
    expect(keeta.standard.actions.map((a) => a.action)).not.toContain('readyForPickup');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
