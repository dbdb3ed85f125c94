/**
 * How the diner pays (issue 9), in a real browser: the owner sets a PIX key; a diner pays with
 * PIX and, after WhatsApp opens with 'Pagamento via PIX', lands on tracking with the 'copia e cola'
 * code for the exact total, its QR code and 'Copiar código'; the owner marks it paid in the panel
 * and the diner's page shows 'Pago'. A cash order with 'Troco para' carries it in the message.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp } from './harness/diner';
import { ok, registerOwnerThroughApi } from './harness/owner';

const unique = Date.now().toString(36);
const RESTAURANT = `Moquecaria Pagamentos ${unique}`;
const WHATSAPP = '5511987651111';

let browser: Browser;
let owner: APIRequestContext;
let restaurantId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi({
    name: RESTAURANT,
    description: 'Moquecas e peixes.',
    whatsapp: WHATSAPP,
    address: 'Rua da Consolação, 900 - Consolação, São Paulo - SP',
    emailPrefix: 'pagamentos',
  }));
  await ok(
    await owner.post(`/api/restaurants/${restaurantId}/menu`, {
      data: { name: 'Moqueca de Peixe', description: 'Para dois.', price: '54.90', category: 'Pratos' },
    }),
  );
  await ok(
    await owner.put(`/api/restaurants/${restaurantId}/pix-key`, {
      data: { type: 'email', key: `pix-${unique}@exemplo.com.br` },
    }),
  );
  await ok(
    await owner.put(`/api/restaurants/${restaurantId}/order-settings`, {
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
});

afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
});

/** The menu, one 'Moqueca de Peixe' in the cart, and the checkout with the diner's name and phone. */
async function checkoutWithMoqueca(page: Page, name: string, phone: string) {
  await page.goto(`/menu/${restaurantId}`);
  await page.getByRole('heading', { name: RESTAURANT, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Adicionar Moqueca de Peixe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Moqueca de Peixe' });
  await dialog.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /Ver carrinho/ }).click();
  await page
    .getByRole('dialog', { name: 'Seu Carrinho' })
    .getByRole('button', { name: 'Finalizar Pedido' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await checkout.getByLabel('Nome completo').fill(name);
  await checkout.getByLabel('Telefone (WhatsApp)').fill(phone);
  return checkout;
}

describe('how the diner pays', () => {
  it('pays with PIX: the code for the exact total and its QR after sending; the owner marks it paid', async () => {
    const { context, page, errors } = await openPage(browser, PHONE_VIEWPORT);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const checkout = await checkoutWithMoqueca(page, 'Paula Pix', '(11) 95555-0101');
    await checkout.getByRole('radio', { name: 'PIX' }).check();
    await checkout.getByText('Depois de enviar, você verá o código PIX copia e cola').waitFor();
    const { message } = await captureWhatsApp(context, page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    expect(message).toContain('*Total: R$ 54,90*\nPagamento via PIX\n');
    const orderNumber = /\*Novo pedido #([0-9A-F]{6})\*/.exec(message)?.[1];

    // The confirmation screen leads on to tracking, at the order's PIX code.
    await page.getByRole('heading', { name: `Pedido #${orderNumber}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Pagar com PIX (QR Code e copia e cola)' }).click();
    await page.waitForURL(/\/rastrear-pedido\?telefone=5511955550101&pedido=/);
    const card = page.getByRole('article').filter({ hasText: `Pedido #${orderNumber}` });
    await card.getByRole('heading', { name: 'Pague com PIX: R$ 54,90' }).waitFor();
    const code = await card.getByLabel('PIX copia e cola').inputValue();
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('540554.90');
    expect(code).toContain(`pix-${unique}@exemplo.com.br`);
    expect(code).toContain(orderNumber);
    const qr = card.getByRole('img', { name: `QR code PIX do pedido #${orderNumber}` });
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await card.getByRole('button', { name: 'Copiar código' }).click();
    await card.getByRole('button', { name: 'Código copiado!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await card.textContent()).toContain('Pagamento: PIX');

    // The owner sees it unpaid in the panel and marks it paid.
    const admin = await browser.newContext({ baseURL: baseUrl(), storageState: await owner.storageState() });
    const panel = await admin.newPage();
    await panel.goto(`/admin/${restaurantId}?tab=orders`);
    const order = panel.getByRole('article', { name: `Pedido #${orderNumber}` });
    await order.getByText('Pagamento: PIX').waitFor();
    await order.getByRole('button', { name: /Marcar como pago/ }).click();
    await order.getByText('Pago', { exact: true }).waitFor();
    await panel.getByText(`Pedido #${orderNumber} marcado como pago.`).waitFor();
    expect(await order.getByRole('button', { name: /Marcar como pago/ }).count()).toBe(0);

    // The diner's tracking follows: 'Pago', and the code is no longer offered.
    await card.getByText('Pago', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await card.getByLabel('PIX copia e cola').count()).toBe(0);
    await admin.close();
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('pays cash with change: the rule speaks while typing, and the message carries the change', async () => {
    const { context, page, errors } = await openPage(browser, PHONE_VIEWPORT);
    const checkout = await checkoutWithMoqueca(page, 'Davi Dinheiro', '(11) 95555-0202');
    await checkout.getByRole('radio', { name: 'Dinheiro' }).check();
    const change = checkout.getByLabel('Troco para (opcional)');
    await change.fill('50');
    await checkout.getByText('O troco deve ser para pelo menos R$ 54,90').waitFor();
    await change.fill('100');
    await checkout.getByText('Troco: R$ 45,10').waitFor();
    const { message } = await captureWhatsApp(context, page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    expect(message).toContain('*Total: R$ 54,90*\nPagamento: Dinheiro — troco para R$ 100,00\n');
    const orders = await ok<{ customerName: string; paymentMethod: string; changeFor: string }[]>(
      await owner.get(`/api/restaurants/${restaurantId}/orders`),
    );
    expect(orders.find((order) => order.customerName === 'Davi Dinheiro')).toMatchObject({
      paymentMethod: 'cash',
      changeFor: '100.00',
    });
    expect(page.url()).toContain(`/menu/${restaurantId}`);
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });
});
