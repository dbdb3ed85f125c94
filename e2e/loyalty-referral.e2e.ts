/**
 * The program's extras end to end: a diner shares their referral code from 'Meus pedidos', a new
 * diner enters it there, and the referrer earns the bonus when the new diner's first order is
 * delivered; the owner records a birth date in 'Programa VIP'; and with 'Permitir cupom e pontos no
 * mesmo pedido' turned off in 'Fidelidade', the checkout hides points once a coupon is applied.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { ok, registerOwnerThroughApi } from './harness/owner';

const unique = Date.now().toString(36);
const RESTAURANT = `Sushi Amigo ${unique}`;
const suffix = String(Date.now()).slice(-7);
const REFERRER = { name: 'Ana Indicadora', phone: `551193${suffix}` };
const FRIEND = { name: 'Beto Indicado', phone: `551194${suffix}` };

let browser: Browser;
let owner: APIRequestContext;
let restaurantId: string;
let itemId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi({
    name: RESTAURANT,
    description: 'Sushi e temakis.',
    whatsapp: '5511987653333',
    address: 'Rua Galvão Bueno, 100 - São Paulo - SP',
    emailPrefix: 'amigo',
  }));
  itemId = (
    await ok<{ id: string }>(
      await owner.post(`/api/restaurants/${restaurantId}/menu`, {
        data: { name: 'Combinado', description: '20 peças.', price: '40.00', category: 'Combinados' },
      }),
    )
  ).id;
});

afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
});

async function placeOrder(diner: { name: string; phone: string }) {
  const placed = await ok<{ id: string }>(
    await owner.post('/api/orders', {
      data: {
        restaurantId,
        customerName: diner.name,
        customerPhone: diner.phone,
        deliveryType: 'pickup',
        items: [{ menuItemId: itemId, quantity: 1 }],
        paymentMethod: 'cash',
      },
    }),
  );
  return placed.id;
}

async function deliver(orderId: string) {
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await ok(await owner.patch(`/api/orders/${orderId}/status`, { data: { status } }));
}

async function myPoints(page: Page, phone: string) {
  await page.goto(`/rastrear-pedido?telefone=${phone}`);
  const card = page
    .getByRole('region', { name: 'Meus pontos' })
    .getByRole('listitem')
    .filter({ hasText: RESTAURANT });
  await card.waitFor();
  return card;
}

describe('referral codes, birth dates and the coupon-with-points switch', () => {
  // Skipped since issue 19: 'Meus pontos' lists a phone's restaurants and its referral code only to a
  // device that proved the phone with a one-time code, and this journey has no WhatsApp fake to
  // receive one. Open work: drive the code through test/fakes/whatsapp-graph.ts as whatsapp.e2e.ts does.
  it.skip('runs the referral from Meus pedidos and the owner’s settings', async () => {
    await deliver(await placeOrder(REFERRER));
    const friendOrder = await placeOrder(FRIEND);
    const { page, errors } = await openPage(browser, PHONE_VIEWPORT);

    const referrerCard = await myPoints(page, REFERRER.phone);
    await referrerCard.getByText('40 pontos').waitFor();
    const code = (await referrerCard.locator('strong.font-mono').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await referrerCard.getByLabel(/Informe o código de indicação/).count()).toBe(0);

    const friendCard = await myPoints(page, FRIEND.phone);
    await friendCard.getByLabel(/Informe o código de indicação/).fill(code.toLowerCase());
    await friendCard.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Código de indicação registrado!').first().waitFor();
    await friendCard.getByText(/quem indicou você ganha pontos/).waitFor();

    await deliver(friendOrder);
    const after = await myPoints(page, REFERRER.phone);
    // 40 points for the order plus the default referral bonus of 25.
    await after.getByText('65 pontos').waitFor();

    const admin = await browser.newContext({ baseURL: baseUrl(), storageState: await owner.storageState() });
    const panel = await admin.newPage();
    await panel.goto(`/admin/${restaurantId}?tab=loyalty-program`);
    const row = panel.getByRole('row').filter({ hasText: REFERRER.name });
    await row.getByRole('button', { name: 'Ver histórico' }).click();
    const dialog = panel.getByRole('dialog', { name: REFERRER.name });
    await dialog.getByText(/Indicação: primeiro pedido/).waitFor();
    await dialog.getByLabel('Data de nascimento').fill('1992-07-21');
    await dialog.getByRole('button', { name: 'Salvar dados' }).click();
    await panel.getByText('Dados atualizados!').first().waitFor();
    const customer = await ok<{ customer: { birthDate: string } }>(
      await owner.get(`/api/restaurants/${restaurantId}/loyalty/customer/${REFERRER.phone}`),
    );
    expect(customer.customer.birthDate).toBe('1992-07-21');

    await panel.goto(`/admin/${restaurantId}?tab=loyalty-config`);
    await panel.getByRole('checkbox', { name: 'Permitir cupom e pontos no mesmo pedido' }).click();
    await panel.getByRole('button', { name: 'Salvar configurações' }).click();
    await panel.getByText('Configurações salvas!').first().waitFor();
    await admin.close();

    await ok(
      await owner.post(`/api/restaurants/${restaurantId}/coupons`, {
        data: { code: `AMIGO${suffix}`, kind: 'fixed', value: '5.00' },
      }),
    );
    await page.goto(`/menu/${restaurantId}`);
    await page.getByRole('heading', { name: RESTAURANT, level: 1 }).waitFor();
    const item = page.getByRole('dialog', { name: 'Combinado' });
    await expect
      .poll(
        async () => {
          if (!(await item.isVisible()))
            await page.getByRole('button', { name: 'Adicionar Combinado' }).click();
          return item.isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await item.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await item.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Ver carrinho/ }).click();
    await page
      .getByRole('dialog', { name: 'Seu Carrinho' })
      .getByRole('button', { name: 'Finalizar Pedido' })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Telefone (WhatsApp)').fill(REFERRER.phone.slice(2));
    await checkout.getByRole('button', { name: 'Usar meus pontos' }).waitFor();
    await checkout.getByLabel('Cupom de desconto (opcional)').fill(`AMIGO${suffix}`);
    await checkout.getByRole('button', { name: 'Aplicar' }).click();
    await checkout.getByText('Este restaurante não permite usar cupom e pontos no mesmo pedido.').waitFor();
    expect(await checkout.getByRole('button', { name: 'Usar meus pontos' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
