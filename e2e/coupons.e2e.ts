/**
 * Coupons end to end: the owner creates a coupon in 'Programa VIP' → 'Cupons', a diner applies it in
 * the checkout and sees the discount, and the order the server recorded carries the discounted
 * total and counts one use of the coupon.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp, openCheckout } from './harness/diner';
import { ok, registerOwnerThroughApi } from './harness/owner';

const unique = Date.now().toString(36);
const RESTAURANT = `Pizzaria Cupom ${unique}`;
const CODE = `BEMVINDO${unique.slice(-4).toUpperCase()}`;
const DINER = { name: 'Carla Mendes', phone: '(11) 95555-2468' };

let browser: Browser;
let owner: APIRequestContext;
let restaurantId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi({
    name: RESTAURANT,
    description: 'Pizzas de forno a lenha.',
    whatsapp: '5511987652222',
    address: 'Rua da Consolação, 900 - São Paulo - SP',
    emailPrefix: 'cupom',
  }));
  await ok(
    await owner.post(`/api/restaurants/${restaurantId}/menu`, {
      data: {
        name: 'Pizza Calabresa',
        description: 'Calabresa e cebola.',
        price: '45.00',
        category: 'Pizzas',
      },
    }),
  );
});

afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
});

async function createCouponInPanel() {
  const admin = await browser.newContext({ baseURL: baseUrl(), storageState: await owner.storageState() });
  const panel = await admin.newPage();
  await panel.goto(`/admin/${restaurantId}?tab=loyalty-program`);
  await panel.getByRole('tab', { name: 'Cupons' }).click();
  const form = panel.getByRole('form', { name: 'Novo cupom' });
  await form.getByLabel('Código').fill(CODE.toLowerCase());
  await form.getByLabel('Tipo').selectOption('percent');
  await form.getByLabel('Desconto (%)').fill('10');
  await form.getByLabel('Pedido mínimo (R$)').fill('40,00');
  await form.getByLabel('Limite por telefone').fill('1');
  await form.getByRole('button', { name: 'Criar cupom' }).click();
  await panel.getByText('Cupom criado!').first().waitFor();
  await panel.getByText(CODE, { exact: true }).waitFor();
  await admin.close();
}

describe('coupons end to end', () => {
  it('the owner creates a coupon, the diner applies it and the server records the discounted total', async () => {
    await createCouponInPanel();

    const { context, page: menu, errors } = await openPage(browser, PHONE_VIEWPORT);
    await menu.goto(`/menu/${restaurantId}`);
    await menu.getByRole('heading', { name: RESTAURANT, level: 1 }).waitFor();
    const checkout = await openCheckout(menu, 'Pizza Calabresa');
    await checkout.getByLabel('Nome completo').fill(DINER.name);
    await checkout.getByLabel('Telefone (WhatsApp)').fill(DINER.phone);
    // The payment choice arrives with the payment work; pick cash when the form asks for it.
    const cash = checkout.getByRole('radio', { name: 'Dinheiro' });
    if (await cash.count()) await cash.check();

    await checkout.getByLabel('Cupom de desconto (opcional)').fill(CODE.toLowerCase());
    await checkout.getByRole('button', { name: 'Aplicar' }).click();
    // 10% of R$ 45,00.
    await checkout.getByText(`Cupom ${CODE}: -R$ 4,50`).waitFor();
    await checkout.getByText('R$ 40,50').first().waitFor();

    const { message } = await captureWhatsApp(context, menu, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    expect(message).toContain('Desconto: -R$ 4,50');
    expect(message).toContain('R$ 40,50');

    const orders = await ok<{ total: string; discountApplied: string; customerName: string }[]>(
      await owner.get(`/api/restaurants/${restaurantId}/orders`),
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ customerName: DINER.name, total: '40.50', discountApplied: '4.50' });
    const coupons = await ok<{ code: string; usedCount: number }[]>(
      await owner.get(`/api/restaurants/${restaurantId}/coupons`),
    );
    expect(coupons).toEqual([expect.objectContaining({ code: CODE, usedCount: 1 })]);

    // One use per phone: the same diner cannot apply it again.
    const again = await owner.post(`/api/restaurants/${restaurantId}/coupons/validate`, {
      data: { code: CODE, phone: DINER.phone, subtotal: '45.00' },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).error).toBe('Você já usou este cupom o número máximo de vezes');
    expect(errors).toEqual([]);
  });
});
