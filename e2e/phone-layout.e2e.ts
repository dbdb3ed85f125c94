/**
 * Issue 32, item 31, in a real Chromium at 390 × 844: a toast never covers the cart's or the
 * confirmation's title (their boxes are compared), the PIX button shows its whole label, the
 * 'Estoque' and 'Programa VIP' lists keep their actions on screen with no sideways scroll, and an
 * empty cart offers no 'Finalizar Pedido'; at 1366 × 800 both lists are still tables. Screenshots
 * go to SHOTS_DIR (/tmp by default) as h31-*.png for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp } from './harness/diner';
import { ok, registerOwnerThroughApi } from './harness/owner';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp';
const LAPTOP = { viewport: { width: 1366, height: 800 } };
const unique = Date.now().toString(36);
const RESTAURANT = `Cantina Tela ${unique}`;
const PIE = 'Torta de Limão';
const DINER = { name: 'Paula Telinha', phone: '(11) 95555-0390' };

let browser: Browser;
let owner: APIRequestContext;
let restaurantId: string;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/h31-${name}.png` });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible toast with `title` must not cover `heading`. */
async function expectToastClearOf(page: Page, title: string, heading: Locator) {
  const toast = page.locator('[role="status"], [role="alert"]').filter({ hasText: title }).first();
  await toast.waitFor();
  const [toastBox, headingBox] = [await toast.boundingBox(), await heading.boundingBox()];
  expect(toastBox && headingBox).toBeTruthy();
  expect(
    overlaps(toastBox!, headingBox!),
    `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(headingBox)}`,
  ).toBe(false);
}

/** A phone never scrolls sideways, and every one of `controls` is inside the screen. */
async function expectOnScreen(page: Page, controls: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Not inside a box that scrolls sideways (the old table's card did).
    const scrolled = await control.evaluate((element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflowX !== 'visible')
          return true;
      return false;
    });
    expect(scrolled).toBe(false);
  }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi({
    name: RESTAURANT,
    description: 'Massas e sobremesas da casa.',
    whatsapp: '5511987650390',
    address: 'Rua Oscar Freire, 390 - Jardins',
    emailPrefix: 'tela',
  }));
  await ok(
    await owner.put(`/api/restaurants/${restaurantId}/pix-key`, {
      data: { type: 'email', key: `pix-tela-${unique}@exemplo.com.br` },
    }),
  );
  await ok(
    await owner.put(`/api/restaurants/${restaurantId}/order-settings`, {
      data: {
        acceptsPickup: true,
        acceptsDelivery: false,
        acceptsTable: false,
        acceptsCash: true,
        acceptsCard: true,
        acceptsPix: true,
        tableCount: 0,
        halfAndHalfPricing: 'highest',
      },
    }),
  );
  const pie = await ok<{ id: string }>(
    await owner.post(`/api/restaurants/${restaurantId}/menu`, {
      data: { name: PIE, description: 'Fatia de torta.', price: '14.50', category: 'Sobremesas' },
    }),
  );
  await ok(
    await owner.patch(`/api/restaurants/${restaurantId}/inventory/${pie.id}`, {
      data: { hasInventoryControl: true, minStockAlert: 6, stockUnit: 'fatia', costPrice: '3.00' },
    }),
  );
  await ok(
    await owner.post(`/api/restaurants/${restaurantId}/stock/movements`, {
      data: { menuItemId: pie.id, type: 'entrada', quantity: 40, costPerUnit: '3.00' },
    }),
  );
  // A customer of the Programa VIP: a pickup order taken to 'delivered'.
  const order = await ok<{ id: string }>(
    await owner.post('/api/orders', {
      headers: { 'Idempotency-Key': `tela-${unique}` },
      data: {
        restaurantId,
        customerName: 'Joana Vip',
        customerPhone: '5511944440390',
        deliveryType: 'pickup',
        items: [{ menuItemId: pie.id, quantity: 2 }],
        total: '29.00',
        paymentMethod: 'cash',
      },
    }),
  );
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await ok(await owner.patch(`/api/orders/${order.id}/status`, { data: { status } }));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await owner?.dispose();
});

/** A browser page with the owner's session. */
async function ownerPage(options: BrowserContextOptions) {
  const opened = await openPage(browser, options);
  await opened.context.addCookies((await owner.storageState()).cookies);
  return opened;
}

/** The menu with one pie added; the 'Adicionado ao carrinho' toast is showing. */
async function addPie(page: Page) {
  await page.goto(`/menu/${restaurantId}`);
  const dialog = page.getByRole('dialog', { name: PIE });
  // The menu arrives in the HTML; a tap before the app has hydrated does nothing, so tap again.
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible())) await page.getByRole('button', { name: `Adicionar ${PIE}` }).click();
        return dialog.isVisible();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  await dialog.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('at 390 × 844', () => {
  it('a toast covers neither the cart’s title nor the confirmation’s; the PIX button shows its label', async () => {
    const { page, context } = await openPage(browser, PHONE_VIEWPORT);
    await addPie(page);
    await page.getByRole('button', { name: /Ver carrinho/ }).click();
    const cart = page.getByRole('dialog', { name: 'Seu Carrinho' });
    await expectToastClearOf(
      page,
      'Adicionado ao carrinho',
      cart.getByRole('heading', { name: 'Seu Carrinho' }),
    );
    await shot(page, 'carrinho-toast-390');

    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Nome completo').fill(DINER.name);
    await checkout.getByLabel('Telefone (WhatsApp)').fill(DINER.phone);
    await checkout.getByRole('radio', { name: 'PIX' }).check();
    await shot(page, 'checkout-pix-390');
    await captureWhatsApp(context, page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    const title = page.getByRole('heading', { name: /^Pedido #[0-9A-F]{6}$/, level: 1 });
    await title.waitFor();
    await expectToastClearOf(page, 'Pedido enviado!', title);
    const pix = page.getByRole('link', { name: 'Pagar com PIX (QR Code e copia e cola)' });
    const fits = await pix.evaluate((element) => ({
      wide: element.scrollWidth <= element.clientWidth,
      tall: element.scrollHeight <= element.clientHeight,
      label: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }));
    expect(fits).toEqual({ wide: true, tall: true, label: 'Pagar com PIX (QR Code e copia e cola)' });
    await shot(page, 'confirmacao-pix-390');
    await context.close();
  });

  it('an empty cart offers no Finalizar Pedido, only the way back to the menu', async () => {
    const { page, context } = await openPage(browser, PHONE_VIEWPORT);
    await addPie(page);
    await page.getByRole('button', { name: /Ver carrinho/ }).click();
    const cart = page.getByRole('dialog', { name: 'Seu Carrinho' });
    await cart.getByRole('button', { name: `Remover ${PIE} do carrinho` }).click();
    await cart.getByText('Seu carrinho está vazio').waitFor();
    expect(await cart.getByRole('button', { name: 'Finalizar Pedido' }).count()).toBe(0);
    await shot(page, 'carrinho-vazio-390');
    await cart.getByRole('button', { name: 'Ver cardápio' }).click();
    await cart.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('Estoque: one card per item with Ações and its buttons on screen, no sideways scroll', async () => {
    const { page, context } = await ownerPage(PHONE_VIEWPORT);
    await page.goto(`/admin/${restaurantId}?tab=inventory`);
    const card = page.getByRole('article', { name: PIE });
    await card.waitFor();
    expect(await page.getByRole('table', { name: 'Itens do cardápio e seu estoque' }).count()).toBe(0);
    expect(await card.textContent()).toContain('38 fatias');
    await expectOnScreen(page, card.getByText('Ações'));
    await expectOnScreen(page, card.getByRole('button', { name: new RegExp(`: ${PIE}$`) }));
    await shot(page, 'estoque-390');
    await context.close();
  });

  it('Programa VIP: one card per customer with Ver histórico on screen, no sideways scroll', async () => {
    const { page, context } = await ownerPage(PHONE_VIEWPORT);
    await page.goto(`/admin/${restaurantId}?tab=loyalty-program`);
    const card = page.getByRole('article', { name: 'Joana Vip' });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectOnScreen(page, card.getByRole('button', { name: 'Ver histórico' }));
    await shot(page, 'vip-390');
    await context.close();
  });
});

describe('at 1366 × 800', () => {
  it('Estoque and Programa VIP are still tables, with their Ações column', async () => {
    const { page, context } = await ownerPage(LAPTOP);
    await page.goto(`/admin/${restaurantId}?tab=inventory`);
    const stock = page.getByRole('table', { name: 'Itens do cardápio e seu estoque' });
    await stock.waitFor();
    await stock.getByRole('columnheader', { name: 'Ações' }).waitFor();
    expect(await stock.getByRole('row').filter({ hasText: PIE }).count()).toBe(1);
    await stock.scrollIntoViewIfNeeded();
    await shot(page, 'estoque-1366');

    await page.goto(`/admin/${restaurantId}?tab=loyalty-program`);
    const vip = page.getByRole('table', { name: 'Clientes do programa de fidelidade' });
    await vip.waitFor();
    await vip.getByRole('columnheader', { name: 'Ações' }).waitFor();
    await vip.getByRole('row').filter({ hasText: 'Joana Vip' }).waitFor();
    await vip.scrollIntoViewIfNeeded();
    await shot(page, 'vip-1366');
    await context.close();
  });

  it('the cart and the confirmation keep their titles clear of the toast', async () => {
    const { page, context } = await openPage(browser, LAPTOP);
    await addPie(page);
    await page.getByRole('button', { name: /Ver carrinho/ }).click();
    const cart = page.getByRole('dialog', { name: 'Seu Carrinho' });
    await expectToastClearOf(
      page,
      'Adicionado ao carrinho',
      cart.getByRole('heading', { name: 'Seu Carrinho' }),
    );
    await shot(page, 'carrinho-toast-1366');
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Nome completo').fill(DINER.name);
    await checkout.getByLabel('Telefone (WhatsApp)').fill('(11) 95555-1366');
    await checkout.getByRole('radio', { name: 'PIX' }).check();
    await captureWhatsApp(context, page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    const title = page.getByRole('heading', { name: /^Pedido #[0-9A-F]{6}$/, level: 1 });
    await title.waitFor();
    await expectToastClearOf(page, 'Pedido enviado!', title);
    await shot(page, 'confirmacao-pix-1366');
    await context.close();
  });
});
