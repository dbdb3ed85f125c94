/**
 * iFood and Rappi as they really work, in the running app against the fakes built from their
 * documentation: an owner links an iFood store by its id after approving Comanda in the Portal do
 * Parceiro, and its order arrives on the app's one webhook URL; an iFood order is cancelled with one of iFood's own reasons; a
 * documented Rappi NEW_ORDER arrives with its R$ 58,90 total and a documented canceled_with_charge
 * removes it from the panel. Screenshots go to SHOTS_DIR (default /tmp/shots-i21a) at 390×844 and
 * 1366×800.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../test/fakes/ifood';
import {
  deliverRappiWebhook,
  type FakeRappi,
  rappiCancelEvent,
  rappiNewOrder,
  startFakeRappi,
} from '../test/fakes/rappi';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { registerRestaurant as signUp } from './harness/owner';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i21a';
const MERCHANT = 'd1a3bc50-6103-49e0-afeb-b619b753fe69';
const STORE = '900109448';
let browser: Browser;
let ifood: FakeIfood;
let rappi: FakeRappi;
let server: AppServer;
let serverUrl: string;

async function registerRestaurant(page: Page, name: string) {
  const unique = Date.now().toString(36);
  return (
    await signUp(page.context().request, {
      name: `${name} ${unique}`,
      description: 'Teste de parceiros.',
      whatsapp: '5511977776666',
      address: 'Rua da Consolação, 10 - São Paulo - SP',
      emailPrefix: 'parceiros',
    })
  ).restaurantId;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ifood = await startFakeIfood();
  rappi = await startFakeRappi();
  server = await startAppServer({
    name: 'partners',
    env: {
      SEED_DEMO: 'false',
      IFOOD_BASE_URL: ifood.baseUrl,
      IFOOD_CLIENT_ID: ifood.clientId,
      IFOOD_CLIENT_SECRET: ifood.clientSecret,
      RAPPI_BASE_URL: rappi.baseUrl,
    },
  });
  serverUrl = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ifood?.close();
  await rappi?.close();
});

describe('iFood and Rappi against their documented fakes', () => {
  for (const [size, options] of [
    ['1366x800', { viewport: { width: 1366, height: 800 } }],
    ['390x844', PHONE_VIEWPORT],
  ] as const)
    it(`links an iFood store by its id and cancels with iFood's reason (${size})`, async () => {
      const { context, page, errors } = await openPage(browser, { baseURL: serverUrl, ...options });
      const restaurantId = await registerRestaurant(page, `Cantina ${size}`);
      // On iFood: the store exists and its owner approved Comanda's access request (decision 0061).
      ifood.addStore(`${MERCHANT}-${size}`, `Cantina da Helena ${size}`, 'Helena Alimentos LTDA');
      ifood.approveStore(`${MERCHANT}-${size}`);
      await page.goto(`/admin/${restaurantId}?tab=integrations`);
      await page.getByRole('button', { name: 'Conectar iFood' }).click();
      const dialog = page.getByRole('dialog', { name: 'Conectar iFood' });
      expect(await dialog.getByLabel('API Key').count()).toBe(0);
      await dialog.getByLabel('ID da loja no iFood').fill(`${MERCHANT}-${size}`);
      await page.screenshot({ path: `${SHOTS}/ifood-link-${size}.png` });
      await dialog.getByRole('button', { name: 'Buscar loja' }).click();
      await dialog.getByText(`Cantina da Helena ${size}`).waitFor();
      await page.screenshot({ path: `${SHOTS}/ifood-link-confirm-${size}.png` });
      await dialog.getByRole('button', { name: 'Vincular esta loja' }).click();
      await page.getByText(`Loja do iFood vinculada: Cantina da Helena ${size}.`).first().waitFor();
      await page.getByText('iFood · Conectado').waitFor();
      await page.getByText('Entrega: Aberta — Loja online — Pronta para receber pedidos').waitFor();
      await page.screenshot({ path: `${SHOTS}/ifood-card-${size}.png`, fullPage: true });

      const orderId = ifood.createOrder(`${MERCHANT}-${size}`, {
        customerName: `Helena ${size}`,
        items: [{ name: 'Pizza margherita', quantity: 1, unitPrice: 52 }],
        deliveryFee: 6,
        payment: { method: 'CASH', type: 'OFFLINE', changeFor: 100 },
      });
      // iFood delivers the event to the app's one webhook URL, signed with the app's secret.
      const delivery = ifood.webhook(ifood.event(`${MERCHANT}-${size}`, orderId, 'PLC'));
      const answer = await fetch(`${serverUrl}/api/integrations/ifood/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ifood-signature': delivery.signature },
        body: delivery.body,
      });
      expect(answer.status).toBe(202);
      await page.goto(`/admin/${restaurantId}?tab=orders`);
      const card = page.getByRole('article').filter({ hasText: `Helena ${size}` });
      await card.waitFor({ timeout: 45_000 });
      await card.getByText(/Cobrar na entrega: dinheiro, troco para R\$ 100,00/).waitFor();
      await card.getByRole('button', { name: 'Cancelar' }).first().click();
      const cancel = page.getByRole('dialog', { name: /Cancelar pedido/ });
      await cancel.getByText('Motivo exigido pelo iFood').waitFor();
      expect(await cancel.getByRole('button', { name: 'Cancelar pedido' }).isDisabled()).toBe(true);
      await cancel.getByLabel(/item indisponível/i).check();
      await page.screenshot({ path: `${SHOTS}/ifood-cancel-reason-${size}.png` });
      await cancel.getByRole('button', { name: 'Cancelar pedido' }).click();
      await page.getByText('Status atualizado!').first().waitFor();
      await expect
        .poll(() => ifood.calls.find((call) => call.path.endsWith(`${orderId}/requestCancellation`))?.body, {
          timeout: 20_000,
        })
        .toContain('"cancellationCode":"503"');
      expect(errors).toEqual([]);
      await context.close();
    }, 150_000);

  it('a documented Rappi order arrives with R$ 58,90 and canceled_with_charge removes it', async () => {
    const { context, page, errors } = await openPage(browser, { baseURL: serverUrl });
    const restaurantId = await registerRestaurant(page, 'Lanchonete Rappi');
    const connected = await context.request.post(`/api/restaurants/${restaurantId}/integrations`, {
      data: {
        platform: 'rappi',
        credentials: {
          apiKey: rappi.clientId,
          secretKey: rappi.clientSecret,
          merchantId: STORE,
          webhookSecret: 'rappi-e2e-secret',
        },
      },
    });
    expect(connected.status()).toBe(201);
    const { receiveUrl } = (await connected.json()) as { receiveUrl: string };
    const ping = await deliverRappiWebhook(receiveUrl, 'rappi-e2e-secret', { store_id: STORE });
    expect(await ping.json()).toEqual({ status: 'OK' });
    await deliverRappiWebhook(receiveUrl, 'rappi-e2e-secret', rappiNewOrder('RAPPI-E2E-1', STORE));
    await page.goto(`/admin/${restaurantId}?tab=orders`);
    const card = page.getByRole('article').filter({ hasText: 'João Silva' });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('R$ 58,90').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/rappi-order-1366x800.png` });
    await deliverRappiWebhook(receiveUrl, 'rappi-e2e-secret', rappiCancelEvent('RAPPI-E2E-1', STORE));
    await card.waitFor({ state: 'detached', timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
