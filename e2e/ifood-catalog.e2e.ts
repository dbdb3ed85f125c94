/**
 * The iFood menu push as the owner sees it, in the running app against the fake Catalog v2: a
 * linked store gets the menu, and a pizza without sizes, refused by iFood (422, as its pizza guide
 * says), shows on the integrations card in plain Portuguese. Screenshots in /tmp/shots-pizza at
 * 1366×800 and 390×844.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIfood, startFakeIfood } from '../test/fakes/ifood';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, openPage } from './harness/browser';
import { registerRestaurant } from './harness/owner';

const SHOTS = '/tmp/shots-pizza';
const MERCHANT = '6b1f0e52-3f0a-4c55-9d1e-0c2a8e1f7a10';
let browser: Browser;
let ifood: FakeIfood;
let server: AppServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ifood = await startFakeIfood();
  server = await startAppServer({
    name: 'ifood-catalog',
    env: {
      SEED_DEMO: 'false',
      IFOOD_BASE_URL: ifood.baseUrl,
      IFOOD_CLIENT_ID: ifood.clientId,
      IFOOD_CLIENT_SECRET: ifood.clientSecret,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ifood?.close();
});

describe('iFood catalog push on the integrations card', () => {
  it('explains a pizza iFood refused for lack of sizes', async () => {
    const { context, page, errors } = await openPage(browser, {
      baseURL: server.url,
      viewport: { width: 1366, height: 800 },
    });
    const unique = Date.now().toString(36);
    const { restaurantId } = await registerRestaurant(context.request, {
      name: `Pizzaria Forno ${unique}`,
      description: 'Pizzas no forno a lenha.',
      whatsapp: '5511977775555',
      address: 'Rua Augusta, 100 - São Paulo - SP',
      emailPrefix: 'pizzaria',
    });
    const api = `/api/restaurants/${restaurantId}`;
    const flavours = await context.request.post(`${api}/option-groups`, {
      data: {
        name: 'Sabores doces',
        kind: 'flavors',
        isRequired: true,
        minChoices: 1,
        maxChoices: 2,
        options: [{ name: 'Chocolate' }, { name: 'Banana com canela' }],
      },
    });
    expect(flavours.status()).toBe(201);
    const groupId = ((await flavours.json()) as { id: string }).id;
    const pizza = await context.request.post(`${api}/menu`, {
      data: { name: 'Pizza doce', price: '45', category: 'Pizzas', optionGroupIds: [groupId] },
    });
    expect(pizza.status()).toBe(201);

    await page.goto(`/admin/${restaurantId}?tab=integrations`);
    await page.getByRole('button', { name: 'Conectar iFood' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conectar iFood' });
    // Comanda's centralized app (decision 0061): the owner approved it, then names the store.
    ifood.addStore(MERCHANT, 'Pizzaria do Catálogo');
    ifood.approveStore(MERCHANT);
    await dialog.getByLabel('ID da loja no iFood').fill(MERCHANT);
    await dialog.getByRole('button', { name: 'Buscar loja' }).click();
    await dialog.getByRole('button', { name: 'Vincular esta loja' }).click();
    await page.getByText('iFood · Conectado').waitFor();

    const refusal = page.getByText(
      /O iFood recusou a pizza "Pizza doce": toda pizza no iFood precisa de tamanhos/,
    );
    await expect.poll(() => ifood.catalog.puts.length, { timeout: 60_000 }).toBeGreaterThan(0);
    await page.reload();
    await refusal.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/ifood-pizza-refused-1366x800.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Integrações ativas').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/ifood-pizza-refused-390x844.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
