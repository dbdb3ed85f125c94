/**
 * iFood and Rappi as they really work, in the running app against the fakes built from their
 * documentation: an owner links an iFood store by its id after approving Comanda in the Portal do
 * Parceiro, and its order arrives on the app's one webhook URL; an iFood order is cancelled with one of iFood's own reasons
 * (the order stays open until iFood answers); a card-paid iFood order shows its address in parts and the card's brand, and
 * the owner answers the diner's negotiation (HSD) with a refund offer. An owner links a Rappi store
 * by its id (a store Rappi did not attach to Comanda's ally is refused), Rappi registers the app's one
 * webhook URL for it, a documented NEW_ORDER signed with the secret Rappi issued shows with its take
 * countdown, the owner takes it (Rappi sees the take), 'Cancelar' becomes Rappi's support steps, and
 * a documented canceled_with_charge removes it from the panel; the two viewports link the ally's two
 * stores under the one app. Screenshots go to SHOTS_DIR (default /tmp/shots-i21a) at 390×844 and
 * 1366×800.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../test/fakes/ifood';
import {
  type FakeRappi,
  RAPPI_ALLY_STORES,
  rappiCancelEvent,
  rappiNewOrder,
  startFakeRappi,
} from '../test/fakes/rappi';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { registerRestaurant as signUp } from './harness/owner';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i21a';
const MERCHANT = 'd1a3bc50-6103-49e0-afeb-b619b753fe69';
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

/** iFood delivers an event to the app's one webhook URL, signed with the app's secret. */
async function deliver(delivery: { body: string; signature: string }) {
  const answer = await fetch(`${serverUrl}/api/integrations/ifood/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ifood-signature': delivery.signature },
    body: delivery.body,
  });
  expect(answer.status).toBe(202);
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
      RAPPI_LEGACY_BASE_URL: rappi.legacyBaseUrl,
      RAPPI_CLIENT_ID: rappi.clientId,
      RAPPI_CLIENT_SECRET: rappi.clientSecret,
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
    it(`links an iFood store by its id, asks iFood to cancel with its reason, shows a card order's address and brand, answers a dispute (${size})`, async () => {
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
      await deliver(ifood.webhook(ifood.event(`${MERCHANT}-${size}`, orderId, 'PLC')));
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
      // iFood decides: the order stays open until its CAN (or CARF) arrives.
      await page.getByText('Cancelamento pedido', { exact: true }).first().waitFor();
      await card
        .getByText('Cancelamento pedido ao iFood. O pedido continua aberto até o iFood confirmar.')
        .waitFor();
      await expect
        .poll(() => ifood.calls.find((call) => call.path.endsWith(`${orderId}/requestCancellation`))?.body, {
          timeout: 20_000,
        })
        .toContain('"cancellationCode":"503"');

      // A card-paid delivery: the address in its parts and the card's brand, then the diner's negotiation.
      const paidId = ifood.createOrder(`${MERCHANT}-${size}`, {
        customerName: `Marta ${size}`,
        items: [{ name: 'Lasanha', quantity: 1, unitPrice: 48 }],
        deliveryFee: 6,
        address: 'Rua Augusta, 1500',
        addressParts: {
          streetName: 'Rua Augusta',
          streetNumber: '1500',
          complement: 'Apto 12',
          neighborhood: 'Consolação',
          reference: 'Portão azul',
          postalCode: '01304001',
          city: 'São Paulo',
          state: 'SP',
        },
        payment: { method: 'CREDIT', type: 'OFFLINE', brand: 'Mastercard' },
      });
      await deliver(ifood.webhook(ifood.event(`${MERCHANT}-${size}`, paidId, 'PLC')));
      const paid = page.getByRole('article').filter({ hasText: `Marta ${size}` });
      await paid.waitFor({ timeout: 45_000 });
      const address = paid.getByRole('list', { name: 'Endereço de entrega' });
      await address.getByText('Rua Augusta, 1500 — Apto 12').waitFor();
      await address.getByText('Bairro: Consolação').waitFor();
      await address.getByText('São Paulo - SP · CEP 01304-001').waitFor();
      await address.getByText('Referência: Portão azul').waitFor();
      await paid.getByText('Bandeira do cartão: Mastercard').waitFor();
      await paid.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/ifood-order-address-brand-${size}.png` });

      const { disputeId, alternativeId, event } = ifood.openDispute(`${MERCHANT}-${size}`, paidId, {
        message: 'Veio sem o refrigerante',
        refundMaxCents: 800,
      });
      await deliver(ifood.webhook(event));
      const negotiation = paid.getByRole('region', { name: 'Negociação do iFood' });
      await negotiation
        .getByText('Mensagem do cliente: “Veio sem o refrigerante”')
        .waitFor({ timeout: 45_000 });
      await negotiation.getByText(/Responda em \d\d:\d\d/).waitFor();
      await negotiation.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/ifood-dispute-${size}.png` });
      await negotiation.getByRole('button', { name: 'Oferecer reembolso (até R$ 8,00)' }).click();
      await negotiation.getByLabel('Valor oferecido').fill('5,00');
      await page.screenshot({ path: `${SHOTS}/ifood-dispute-offer-${size}.png` });
      await negotiation.getByRole('button', { name: 'Enviar proposta' }).click();
      await negotiation.getByText('Você ofereceu uma alternativa ao cliente.').waitFor();
      expect(ifood.disputeCalls(disputeId)).toEqual([
        {
          path: `alternatives/${alternativeId}`,
          body: JSON.stringify({ type: 'REFUND', metadata: { amount: { value: '500', currency: 'BRL' } } }),
        },
      ]);
      await page.screenshot({ path: `${SHOTS}/ifood-dispute-answered-${size}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }, 150_000);

  for (const [size, options, storeId] of [
    ['1366x800', { viewport: { width: 1366, height: 800 } }, RAPPI_ALLY_STORES[0]!.rappiId],
    ['390x844', PHONE_VIEWPORT, RAPPI_ALLY_STORES[1]!.rappiId],
  ] as const)
    it(`links a Rappi store by its id, takes a documented order before its deadline, points to Rappi's support, drops Rappi's cancellation (${size})`, async () => {
      const { context, page, errors } = await openPage(browser, { baseURL: serverUrl, ...options });
      const restaurantId = await registerRestaurant(page, `Lanchonete ${size}`);
      await page.goto(`/admin/${restaurantId}?tab=integrations`);
      await page.getByRole('button', { name: 'Conectar Rappi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Conectar Rappi' });
      expect(await dialog.getByLabel(/client|secret|chave/i).count()).toBe(0);
      // A store Rappi has not attached to Comanda's ally is refused, saying how to ask Rappi.
      await dialog.getByLabel('ID da loja na Rappi').fill('900100000');
      await dialog.getByRole('button', { name: 'Ligar loja' }).click();
      await dialog
        .getByText(
          'A Rappi não mostra a loja 900100000 para o Comanda. Peça à Rappi (pelo seu contato comercial ou pelo suporte da Rappi para lojas parceiras) que associe a loja ao integrador Comanda e tente de novo.',
        )
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/rappi-link-refused-${size}.png` });
      await dialog.getByLabel('ID da loja na Rappi').fill(storeId);
      await page.screenshot({ path: `${SHOTS}/rappi-link-${size}.png` });
      await dialog.getByRole('button', { name: 'Ligar loja' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Rappi · Conectada').waitFor();
      await page.screenshot({ path: `${SHOTS}/rappi-card-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Configurar' }).click();
      const settings = page.getByRole('dialog', { name: 'Configurar Rappi' });
      await settings
        .getByText(`Loja ${storeId} da Rappi, ligada ao integrador Comanda (sem chaves).`)
        .waitFor();
      expect(await settings.getByLabel(/API Key|secret|segredo/i).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/rappi-configure-${size}.png` });
      await settings.getByRole('button', { name: 'Cancelar' }).click();
      // Rappi now holds the store on every webhook of the ally's one URL, and marked it integrated.
      for (const event of ['NEW_ORDER', 'ORDER_EVENT_CANCEL', 'ORDER_OTHER_EVENT', 'PING']) {
        expect(rappi.webhook(event)?.url).toBe(`${serverUrl}/api/integrations/rappi/webhook`);
        expect(rappi.webhook(event)?.stores.has(storeId)).toBe(true);
      }
      expect(rappi.isIntegrated(storeId)).toBe(true);

      // Rappi posts a documented NEW_ORDER to that URL, signed with the secret it issued.
      const orderId = `RAPPI-E2E-${size}`;
      const delivered = await rappi.sendWebhook('NEW_ORDER', storeId, rappiNewOrder(orderId, storeId));
      expect(delivered.status).toBe(200);
      await page.goto(`/admin/${restaurantId}?tab=orders`);
      const card = page.getByRole('article').filter({ hasText: 'João Silva' });
      await card.waitFor({ timeout: 45_000 });
      await card.getByText(/Aceite em \d\d:\d\d ou a Rappi cancela o pedido/).waitFor();
      for (const field of [
        '+55 (11) 99999-9999',
        'Entrega: Av. Paulista, 1000, Apto 42, Bela Vista',
        'X-Burger',
        'R$ 39,80',
        'Queijo extra',
        'Obs.: Sem cebola',
        'Batata frita',
        'R$ 12,10',
        `Rappi #${orderId} — Pago online pela Rappi`,
        'Total R$ 58,90',
      ])
        await card.getByText(field).first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/rappi-order-countdown-${size}.png` });

      // The owner accepts: Rappi receives the take; 'Cancelar' becomes Rappi's support.
      await card.getByRole('button', { name: 'Confirmar' }).click();
      await expect
        .poll(() => rappi.actionsFor(orderId).map((call) => call.action), { timeout: 30_000 })
        .toContain('take');
      const support = card.getByRole('button', { name: 'Falar com o suporte da Rappi' });
      await support.waitFor();
      expect(await card.getByRole('button', { name: 'Cancelar', exact: true }).count()).toBe(0);
      await card.getByText(/^Na Rappi: confirmado/).waitFor();
      await page.screenshot({ path: `${SHOTS}/rappi-order-taken-${size}.png` });
      await support.click();
      const steps = page.getByRole('dialog', { name: /Cancelar o pedido #\S+ na Rappi/ });
      await steps.getByText(orderId).waitFor();
      await steps
        .getByText('Enquanto isso, o pedido continua aberto aqui, como continua na Rappi.')
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/rappi-support-${size}.png` });
      await steps.getByRole('button', { name: 'Entendi' }).click();

      // Rappi cancels it (canceled_with_charge): the order leaves the panel.
      const cancelled = await rappi.sendWebhook(
        'ORDER_EVENT_CANCEL',
        storeId,
        rappiCancelEvent(orderId, storeId),
      );
      expect(cancelled.status).toBe(200);
      await card.waitFor({ state: 'detached', timeout: 45_000 });
      // The one error is the refused store's 422, answered on purpose above.
      expect(errors.filter((error) => !/status of 422 .*\/integrations\/rappi\/link/.test(error))).toEqual(
        [],
      );
      await context.close();
    }, 150_000);
});
