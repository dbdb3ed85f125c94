/**
 * The 'Integrações' journey against a server of its own whose IFOOD_BASE_URL points at the fake
 * iFood: connect (Conectar disabled until both keys are filled), see it active, see the imported
 * order in the panel with its source, then 'Desconectar'.
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
      // The operator option for a single restaurant running its own iFood app: keys in the dialog.
      IFOOD_APP_TYPE: 'centralized',
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
    const connect = dialog.getByRole('button', { name: 'Conectar', exact: true });
    expect(await connect.isDisabled()).toBe(true);
    await dialog.getByLabel('API Key').fill(fake.clientId);
    expect(await connect.isDisabled()).toBe(true);
    await dialog.getByLabel('Secret Key').fill(fake.clientSecret);
    await dialog.getByLabel('Merchant ID').fill(MERCHANT);
    await connect.click();
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
