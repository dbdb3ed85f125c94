/**
 * Loyalty end to end: the diner orders through the menu, the owner delivers, the diner's menu shows
 * the points earned, the next checkout spends them (the WhatsApp message shows the discount; with no
 * WhatsApp code deliverable the restaurant confirms the redemption on the order), and the owner's
 * 'Programa VIP' lists the customer with the ledger entries.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp, openCheckout } from './harness/diner';
import { ok, registerOwnerThroughApi } from './harness/owner';

const unique = Date.now().toString(36);
const RESTAURANT = `Cantina Fiel ${unique}`;
const DINER = { name: 'Renata Fidelis', phone: '(11) 96666-4321' };

let browser: Browser;
let owner: APIRequestContext;
let restaurantId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi({
    name: RESTAURANT,
    description: 'Massas da casa.',
    whatsapp: '5511987651111',
    address: 'Rua Augusta, 500 - São Paulo - SP',
    emailPrefix: 'fiel',
  }));
  await ok(
    await owner.post(`/api/restaurants/${restaurantId}/menu`, {
      data: { name: 'Lasanha', description: 'Bolonhesa.', price: '40.00', category: 'Massas' },
    }),
  );
});

afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
});

async function deliverLatest() {
  const orders = await ok<{ id: string; status: string }[]>(
    await owner.get(`/api/restaurants/${restaurantId}/orders`),
  );
  const order = orders.find((candidate) => candidate.status === 'pending');
  if (!order) throw new Error('no pending order');
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await ok(await owner.patch(`/api/orders/${order.id}/status`, { data: { status } }));
}

describe('loyalty end to end', () => {
  it('earns on delivery, shows the points, redeems at checkout and lists the ledger', async () => {
    const { context, page: menu, errors } = await openPage(browser, PHONE_VIEWPORT);
    await menu.goto(`/menu/${restaurantId}`);
    await menu.getByRole('heading', { name: RESTAURANT, level: 1 }).waitFor();

    const checkout = await openCheckout(menu, 'Lasanha');
    await checkout.getByLabel('Nome completo').fill(DINER.name);
    await checkout.getByLabel('Telefone (WhatsApp)').fill(DINER.phone);
    await checkout.getByRole('radio', { name: 'Dinheiro' }).check();
    await captureWhatsApp(context, menu, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );

    await deliverLatest();
    await menu.reload();
    // R$ 40,00 × 1 point per real = 40 points; 10 points = R$ 5,00, so 40 points = R$ 20,00.
    await menu.getByText('40 pontos = R$ 20,00 de desconto').waitFor();

    const second = await openCheckout(menu, 'Lasanha');
    await second.getByLabel('Nome completo').fill(DINER.name);
    // The phone typed at the first order is remembered on this device.
    expect(await second.getByLabel('Telefone (WhatsApp)').inputValue()).toBe(DINER.phone);
    await second.getByRole('button', { name: 'Usar meus pontos' }).click();
    await second.getByLabel('Usar pontos').selectOption('20');
    await second.getByText('Desconto: -R$ 10,00').waitFor();
    // No WhatsApp is connected, so no code can be delivered: the restaurant will confirm the points.
    await second.getByRole('button', { name: 'Receber código no WhatsApp' }).click();
    await second.getByText(/o restaurante confere o resgate dos pontos antes de aceitar o pedido/).waitFor();
    await second.getByRole('radio', { name: 'Dinheiro' }).check();
    const { message } = await captureWhatsApp(context, menu, () =>
      second.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    expect(message).toContain('Desconto: -R$ 10,00');
    expect(message).toContain('R$ 30,00');

    const admin = await browser.newContext({ baseURL: baseUrl(), storageState: await owner.storageState() });
    const panel = await admin.newPage();
    await panel.goto(`/admin/${restaurantId}?tab=orders`);
    await panel.getByText('Resgate de 20 pontos:').waitFor();
    await panel.getByText(/confira se o pedido veio do WhatsApp \+55 \(11\) 96666-4321/).waitFor();
    // Accepting the order takes the points.
    const pending = (
      await ok<{ id: string; status: string }[]>(await owner.get(`/api/restaurants/${restaurantId}/orders`))
    ).find((order) => order.status === 'pending');
    await ok(await owner.patch(`/api/orders/${pending!.id}/status`, { data: { status: 'confirmed' } }));
    await panel.goto(`/admin/${restaurantId}?tab=loyalty-program`);
    const row = panel.getByRole('row').filter({ hasText: DINER.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('20');
    await row.getByRole('button', { name: 'Ver histórico' }).click();
    const history = panel.getByRole('dialog', { name: DINER.name });
    await history.getByText('Resgate').waitFor();
    await history.getByText(/Pedido #\w+ entregue/).waitFor();

    await panel.goto(`/admin/${restaurantId}?tab=loyalty-config`);
    await panel.getByText('Pontos distribuídos').waitFor();
    expect(await panel.getByText('2,450').count()).toBe(0);
    await admin.close();
    expect(errors).toEqual([]);
  });
});
