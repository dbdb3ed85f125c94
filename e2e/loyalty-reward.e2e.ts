/**
 * Issue 32, item 27: a reward the menu shows is redeemed in the cart. On a phone (390×844) and a
 * laptop (1366×800) a diner with 40 points reads on the menu how to redeem, puts a pizza and the soda
 * in the cart, proves the phone with the code the restaurant's WhatsApp sent (the fake Graph API of
 * test/fakes/whatsapp-graph.ts, on a server of this journey's own), picks 'Refrigerante lata grátis'
 * (30 points; the R$ 15,00 one is out of reach, with the reason), and places the order: the summary,
 * the WhatsApp message and the confirmation name the reward, and the owner's panel shows it.
 * Screens go to /tmp/h27-*.png.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../test/fakes/whatsapp-graph';
import { type AppServer, startAppServer, whatsappFakeEnv } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp, openCheckout, openMenu } from './harness/diner';
import { ok, registerOwnerThroughApi } from './harness/owner';

const unique = Date.now().toString(36);
const RESTAURANT = `Pizzaria Prêmio ${unique}`;
const suffix = String(Date.now()).slice(-7);
const REWARD = 'Refrigerante lata grátis';
const LAPTOP = { viewport: { width: 1366, height: 800 } };

let browser: Browser;
let fake: FakeWhatsAppGraph;
let server: AppServer;
let owner: APIRequestContext;
let restaurantId: string;
let pizzaId: string;

beforeAll(async () => {
  fake = await startFakeWhatsAppGraph();
  server = await startAppServer({
    name: 'loyalty-reward',
    env: { SEED_DEMO: 'false', ...whatsappFakeEnv(fake) },
  });
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi(
    {
      name: RESTAURANT,
      description: 'Pizzas de longa fermentação.',
      whatsapp: '5511987654444',
      address: 'Rua Augusta, 900 - São Paulo - SP',
      emailPrefix: 'premio',
    },
    server.url,
  ));
  const item = (data: Record<string, string>) =>
    owner
      .post(`/api/restaurants/${restaurantId}/menu`, { data })
      .then((answer) => ok<{ id: string }>(answer));
  pizzaId = (
    await item({ name: 'Pizza Calabresa', description: 'Média.', price: '40.00', category: 'Pizzas' })
  ).id;
  const soda = await item({
    name: 'Refrigerante lata',
    description: '350 ml.',
    price: '7.00',
    category: 'Bebidas',
  });
  for (const data of [
    {
      name: REWARD,
      description: 'Uma lata de 350 ml.',
      pointsCost: 30,
      rewardType: 'freeItem',
      itemId: soda.id,
    },
    { name: 'R$ 15,00 de desconto', pointsCost: 500, rewardType: 'discount', rewardValue: '15.00' },
  ])
    await ok(await owner.post(`/api/restaurants/${restaurantId}/loyalty/rewards`, { data }));
  await ok(
    await owner.post(`/api/restaurants/${restaurantId}/whatsapp/embedded-signup`, {
      data: {
        code: fake.signupCode(fake.businesses[0]!),
        wabaId: fake.wabaId,
        phoneNumberId: fake.phoneNumberId,
      },
    }),
  );
  fake.approveAll();
  await ok(await owner.post(`/api/restaurants/${restaurantId}/whatsapp/refresh`));
});

afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** A diner whose first R$ 40,00 order was delivered: 40 points. */
async function dinerWithPoints(phone: string) {
  const placed = await ok<{ id: string }>(
    await owner.post('/api/orders', {
      data: {
        restaurantId,
        customerName: 'Lívia Prado',
        customerPhone: phone,
        deliveryType: 'pickup',
        items: [{ menuItemId: pizzaId, quantity: 1 }],
        paymentMethod: 'cash',
      },
    }),
  );
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await ok(await owner.patch(`/api/orders/${placed.id}/status`, { data: { status } }));
}

/** The menu arrives in the HTML; a tap before hydration does nothing, so tap until the dialog opens. */
async function addToCart(menu: Page, item: string) {
  const dialog = menu.getByRole('dialog', { name: item });
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible()))
          await menu.getByRole('button', { name: `Adicionar ${item}` }).click();
        return dialog.isVisible();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  await dialog.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const overflowing = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a reward redeemed in the cart', () => {
  for (const [label, options] of [
    ['390', PHONE_VIEWPORT],
    ['1366', LAPTOP],
  ] as const)
    it(`proves the phone, picks the reward and places the order at ${label} px`, async () => {
      const phone = `5511${label === '390' ? '95' : '96'}${suffix}`;
      await dinerWithPoints(phone);
      const { context, page, errors } = await openPage(browser, { baseURL: server.url, ...options });
      await openMenu(page, `/menu/${restaurantId}`);
      await page.getByRole('heading', { name: RESTAURANT, level: 1 }).waitFor();
      const rewards = page.getByRole('region', { name: 'Suas Recompensas' });
      await rewards.getByText(/Para resgatar, finalize o pedido com seu WhatsApp/).waitFor();
      await rewards.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h27-menu-rewards-${label}.png` });

      await addToCart(page, 'Refrigerante lata');
      const checkout = await openCheckout(page, 'Pizza Calabresa');
      await checkout.getByLabel('Nome completo').fill('Lívia Prado');
      await checkout.getByLabel('Telefone (WhatsApp)').fill(phone.slice(2));
      await checkout.getByRole('button', { name: 'Resgatar uma recompensa' }).click();
      await checkout.getByText('Para resgatar uma recompensa, confirme que este WhatsApp é seu.').waitFor();
      await checkout.getByRole('button', { name: 'Receber código no WhatsApp' }).click();
      const field = checkout.getByLabel(/Digite o código de 6 dígitos enviado ao seu WhatsApp/);
      await field.waitFor();
      await field.fill(fake.codeSentTo(phone)!);
      await checkout.getByRole('button', { name: 'Confirmar código' }).click();

      await checkout.getByText('Recompensas · Seus Pontos: 40 pontos').waitFor();
      const far = checkout.getByRole('radio', { name: /R\$ 15,00 de desconto/ });
      expect(await far.isDisabled()).toBe(true);
      await checkout.getByText(/\(faltam 460\)\./).waitFor();
      await checkout.getByRole('radio', { name: new RegExp(REWARD) }).check();
      const summary = checkout.getByRole('region', { name: 'Resumo do pedido' });
      await summary.getByText(`Recompensa: ${REWARD}`).waitFor();
      expect((await summary.textContent())?.replace(/\s/g, ' ')).toMatch(/-R\$ 7,00Total\s*R\$ 40,00$/);
      await checkout.getByText('Recompensas · Seus Pontos: 40 pontos').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h27-checkout-reward-${label}.png` });
      await summary.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h27-checkout-summary-${label}.png` });
      expect(await overflowing(page)).toBe(false);

      await checkout.getByRole('radio', { name: 'Dinheiro' }).check();
      const { message } = await captureWhatsApp(context, page, () =>
        checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
      );
      expect(message).toContain(`Desconto: -R$ 7,00\nRecompensa: ${REWARD} (30 pontos)\n*Total: R$ 40,00*`);
      await page.getByText(`Recompensa resgatada: ${REWARD} (30 pontos)`).waitFor();
      await page.screenshot({ path: `/tmp/h27-confirmation-${label}.png` });
      expect(await overflowing(page)).toBe(false);

      const balance = await ok<{ customer: { points: number } }>(
        await owner.get(`/api/restaurants/${restaurantId}/loyalty/${phone}`),
      );
      expect(balance.customer.points).toBe(10);

      const admin = await browser.newContext({
        baseURL: server.url,
        storageState: await owner.storageState(),
        ...options,
      });
      const panel = await admin.newPage();
      await panel.goto(`/admin/${restaurantId}?tab=orders`);
      const card = panel.getByRole('article').filter({ hasText: 'Recompensa resgatada:' }).first();
      await card.getByText(`${REWARD} (30 pontos)`).waitFor();
      await card.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `/tmp/h27-panel-${label}.png` });
      await admin.close();
      await context.close();
      expect(errors).toEqual([]);
    });
});
