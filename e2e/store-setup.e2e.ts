/**
 * The owner sets up a real store: a category, an item with a required size group and an optional
 * add-on group, its photo, an add-on marked 'Esgotado', the branding (name, WhatsApp, logo), the
 * opening hours, and the QR code PNG (named after the restaurant, decoding to the menu URL). After
 * each change the public API (and the public menu page) shows it.
 */
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAY_LABELS } from '../src/domain/menu/opening-hours';
import { baseUrl, launchBrowser, openPage } from './harness/browser';

const unique = Date.now().toString(36);
const NEW_NAME = `Burger do Zé ${unique}`;

let browser: Browser;
let owner: APIRequestContext;
let restaurantId: string;
let page: Page;
let errors: string[];

interface MenuItem {
  name: string;
  category: string | null;
  price: string;
  imageUrl: string | null;
  isSoldOut: boolean;
  optionGroups: {
    name: string;
    isRequired: boolean;
    options: { name: string; price: string; isSoldOut: boolean }[];
  }[];
}

/** What a diner (no session) gets from the public API. */
let diner: APIRequestContext;
const publicMenu = async () =>
  (await (await diner.get(`/api/restaurants/${restaurantId}/menu`)).json()) as MenuItem[];
const publicRestaurant = async () => (await diner.get(`/api/restaurants/${restaurantId}`)).json();

const photo = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await request.newContext({ baseURL: baseUrl() });
  diner = await request.newContext({ baseURL: baseUrl() });
  const response = await owner.post('/api/restaurants', {
    data: {
      name: `Lanchonete Setup ${unique}`,
      whatsapp: '11988887777',
      address: 'Rua Harmonia, 100 - Vila Madalena, São Paulo - SP',
      email: `setup-${unique}@exemplo.com.br`,
      password: 'senha-setup-123',
    },
  });
  restaurantId = ((await response.json()) as { id: string }).id;
  const opened = await openPage(browser, { storageState: await owner.storageState() });
  page = opened.page;
  errors = opened.errors;
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
});
afterAll(async () => {
  await owner?.dispose();
  await diner?.dispose();
  await browser?.close();
});

describe('an owner sets up the store', () => {
  it('creates a category, option groups and an item with a photo, then marks an add-on Esgotado', async () => {
    await page.goto(`/admin/${restaurantId}?tab=menu-management`);
    await page.getByRole('heading', { name: 'Cardápio', exact: true }).waitFor();

    await page.getByLabel('Nova categoria').fill('Lanches');
    await page.getByRole('button', { name: 'Adicionar categoria' }).click();
    await page.getByText('Categoria adicionada!').waitFor();

    await page.getByRole('button', { name: 'Novo grupo' }).click();
    await page.getByLabel('Nome do grupo').fill('Tamanho');
    await page.getByLabel('Obrigatório (o cliente precisa escolher)').click();
    await page.getByLabel('Mínimo de escolhas').fill('1');
    await page.getByLabel('Máximo de escolhas').fill('1');
    await page.getByLabel('Nome da opção 1').fill('Simples');
    await page.getByRole('button', { name: 'Adicionar opção' }).click();
    await page.getByLabel('Nome da opção 2').fill('Duplo');
    await page.getByLabel('Preço adicional da opção 2').fill('8,00');
    await page.getByRole('button', { name: 'Criar grupo' }).click();
    await page.getByText('Grupo criado!').waitFor();

    await page.getByRole('button', { name: 'Novo grupo' }).click();
    await page.getByLabel('Nome do grupo').fill('Adicionais');
    await page.getByLabel('Máximo de escolhas').fill('3');
    await page.getByLabel('Nome da opção 1').fill('Bacon');
    await page.getByLabel('Preço adicional da opção 1').fill('5,00');
    await page.getByRole('button', { name: 'Adicionar opção' }).click();
    await page.getByLabel('Nome da opção 2').fill('Cheddar');
    await page.getByLabel('Preço adicional da opção 2').fill('4,50');
    await page.getByRole('button', { name: 'Criar grupo' }).click();
    await page.getByRole('switch', { name: 'Esgotado (Adicionais: Cheddar)' }).waitFor();

    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Adicionar item' }).click();
    await dialog.getByText('Nome é obrigatório').waitFor();
    await dialog.getByLabel('Nome', { exact: true }).fill('X-Burger da Casa');
    await dialog.getByLabel('Descrição (opcional)').fill('Pão brioche, blend de 160 g e molho da casa.');
    await dialog.getByLabel('Preço (R$)').fill('32,90');
    await dialog.getByLabel('Categoria').fill('Lanches');
    await dialog.getByLabel('Foto do item').setInputFiles({
      name: 'burger.png',
      mimeType: 'image/png',
      buffer: await photo(1600, 1200, { r: 180, g: 90, b: 30 }),
    });
    await page.getByText('Sucesso!').waitFor();
    await dialog.getByRole('img', { name: 'Prévia: Foto do item' }).waitFor();
    await dialog.getByLabel('Tamanho · Obrigatório · escolha 1').click();
    await dialog.getByLabel('Adicionais · Opcional · até 3').click();
    await dialog.getByRole('button', { name: 'Adicionar item' }).click();
    await page.getByText('Item adicionado!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('X-Burger da Casa').first().waitFor();

    await page.getByRole('switch', { name: 'Esgotado (Adicionais: Cheddar)' }).click();
    await expect
      .poll(async () =>
        page.getByRole('switch', { name: 'Esgotado (Adicionais: Cheddar)' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    const [item] = await publicMenu();
    expect(item).toMatchObject({
      name: 'X-Burger da Casa',
      category: 'Lanches',
      price: '32.90',
      isSoldOut: false,
    });
    expect(item).not.toHaveProperty('costPrice');
    expect(item!.optionGroups.map((group) => [group.name, group.isRequired])).toEqual([
      ['Tamanho', true],
      ['Adicionais', false],
    ]);
    expect(item!.optionGroups[1]!.options).toMatchObject([
      { name: 'Bacon', price: '5.00', isSoldOut: false },
      { name: 'Cheddar', price: '4.50', isSoldOut: true },
    ]);
    const image = await owner.get(item!.imageUrl!);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await image.body()).metadata()).width).toBe(1200);
  });

  it('changes the branding: name, WhatsApp typed as people do, and logo', async () => {
    await page.getByRole('tab', { name: 'Visual' }).click();
    await page.getByText('Tamanho recomendado: 200x200').waitFor();
    await page.getByText('Tamanho recomendado: 800x300').waitFor();
    await page.getByLabel('Nome do restaurante').fill(NEW_NAME);
    await page.getByLabel('WhatsApp', { exact: true }).fill('(11) 91234-5678');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await photo(500, 500, { r: 20, g: 120, b: 60 }),
    });
    await page.getByText('Sucesso!').waitFor();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados atualizados!').waitFor();
    await page.getByText(NEW_NAME).first().waitFor();
    await expect.poll(async () => (await publicRestaurant()).name).toBe(NEW_NAME);
    const profile = await publicRestaurant();
    expect(profile.whatsapp).toBe('5511912345678');
    expect(profile.logoUrl).toMatch(/^\/api\/uploads\/.+\.webp$/);
  });

  it('sets opening hours; the public profile shows when it opens', async () => {
    const tomorrow = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'short',
    }).format(new Date(Date.now() + 86_400_000));
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(tomorrow);
    const day = WEEKDAY_LABELS[weekday]!;
    await page.getByRole('button', { name: `Adicionar horário em ${day}` }).click();
    await page.getByLabel(`${day}, período 1: abre às`).fill('11:00');
    await page.getByLabel(`${day}, período 1: fecha às`).fill('15:00');
    await page.getByRole('button', { name: 'Salvar horários' }).click();
    await page.getByText('Fechado agora: abre amanhã às 11:00.').waitFor();
    const profile = await publicRestaurant();
    expect(profile).toMatchObject({ isOpen: false, closedReason: 'closed' });
    expect(profile.openingHours).toEqual([{ weekday, opensAt: '11:00', closesAt: '15:00' }]);
  });

  it('downloads the QR code PNG, named after the restaurant, decoding to the menu URL', async () => {
    await page.getByRole('tab', { name: 'QR code' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar QR Code' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`qr-cardapio-${NEW_NAME.toLowerCase().replace(/\s+/g, '-')}.png`);
    const png = PNG.sync.read(await readFile((await file.path())!));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`${baseUrl()}/menu/${restaurantId}`);

    await page.getByRole('button', { name: 'Copiar link' }).first().click();
    await page.getByText('Link copiado!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl()}/menu/${restaurantId}`,
    );
    for (const step of ['Baixe o QR Code', 'Imprima com no mínimo 5x5cm'])
      await page.getByText(step).waitFor();
    expect(errors).toEqual([]);
  });

  it('the public menu page shows the new name and the item', async () => {
    const menuPage = await openPage(browser);
    await menuPage.page.goto(`/menu/${restaurantId}`);
    await menuPage.page.getByRole('heading', { name: NEW_NAME }).waitFor();
    await menuPage.page.getByText('X-Burger da Casa').first().waitFor();
    await menuPage.context.close();
  });
});
