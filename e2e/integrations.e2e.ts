/**
 * The 'Integrações' journey against a server of its own whose IFOOD_BASE_URL points at the fake
 * iFood: link the store by its id ('Buscar loja' disabled until it is typed, the store's name shown
 * to confirm), see it active, see the order imported by the app's shared poll in the panel with its
 * source, then 'Desconectar'.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../test/fakes/ifood';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, openPage } from './harness/browser';
import { registerRestaurant } from './harness/owner';

const MERCHANT = 'loja-e2e';
let browser: Browser;
let fake: FakeIfood;
let server: AppServer;
let serverUrl: string;

beforeAll(async () => {
  fake = await startFakeIfood();
  server = await startAppServer({
    name: 'integrations',
    env: {
      SEED_DEMO: 'false',
      IFOOD_BASE_URL: fake.baseUrl,
      // Comanda's centralized iFood app (decision 0061), its events by one shared poll.
      IFOOD_CLIENT_ID: fake.clientId,
      IFOOD_CLIENT_SECRET: fake.clientSecret,
      IFOOD_EVENTS_MODE: 'polling',
    },
  });
  serverUrl = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('delivery-platform integrations', () => {
  it('connects iFood, imports its order into the panel, and disconnects', async () => {
    const { context, page, errors } = await openPage(browser, { baseURL: serverUrl });
    const unique = Date.now().toString(36);
    const { restaurantId } = await registerRestaurant(context.request, {
      name: `Cantina Integrada ${unique}`,
      description: 'Massas frescas.',
      whatsapp: '5511977776666',
      address: 'Rua da Consolação, 10 - São Paulo - SP',
      emailPrefix: 'integracoes',
    });
    const restaurant = { id: restaurantId };
    const ifoodOrder = fake.createOrder(MERCHANT, {
      customerName: 'Gabriela iFood',
      items: [{ name: 'Lasanha à bolonhesa', quantity: 1, unitPrice: 42 }],
      deliveryFee: 5,
    });
    fake.pushEvent(MERCHANT, ifoodOrder, 'PLC');

    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await page.getByRole('button', { name: 'Conectar iFood' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conectar iFood' });
    // The owner approved Comanda's access request in the Portal do Parceiro; links by store id.
    fake.addStore(MERCHANT, 'Cantina Integrada');
    fake.approveStore(MERCHANT);
    const find = dialog.getByRole('button', { name: 'Buscar loja' });
    expect(await find.isDisabled()).toBe(true);
    await dialog.getByLabel('ID da loja no iFood').fill(MERCHANT);
    await find.click();
    await dialog.getByText('Cantina Integrada', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Vincular esta loja' }).click();
    await page.getByText('Integração criada!').first().waitFor();
    await page.getByText('iFood · Conectado').waitFor();

    // The connector polls within seconds; the order shows in the panel with its source.
    await page.goto(`/admin/${restaurant.id}?tab=orders`);
    const card = page.getByRole('article').filter({ hasText: 'Gabriela iFood' });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('iFood', { exact: true }).waitFor();
    // iFood cancels an order not confirmed within 8 minutes: the card counts down.
    await card.getByText(/Confirme em 0[0-7]:[0-5]\d ou o iFood cancela o pedido/).waitFor();

    await page.goto(`/admin/${restaurant.id}?tab=integrations`);
    await page.getByText('Pedidos recebidos: 1').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await page
      .getByRole('dialog', { name: 'Desconectar iFood?' })
      .getByRole('button', { name: 'Desconectar' })
      .click();
    await page.getByText('iFood · Desconectado').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
