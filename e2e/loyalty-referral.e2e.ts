/**
 * The program's extras end to end, against a server of its own whose GRAPH_API_BASE_URL points at
 * the fake Graph API (test/fakes/whatsapp-graph.ts), because 'Meus pontos' shows a phone's standing
 * only to a device that proved the phone with a one-time code sent over the restaurant's WhatsApp
 * (decision 0008). The referrer proves it at checkout while choosing points, the new diner (no
 * points yet) in 'Meus pontos'; each reads the code from the authentication template the fake
 * received and types it. Then the new diner enters the referrer's code there, and the referrer earns
 * the bonus when the new diner's first order is delivered; the owner records a birth date in
 * 'Programa VIP'; and with 'Permitir cupom e pontos no mesmo pedido' turned off in 'Fidelidade', the
 * checkout hides points once a coupon is applied. Screens at 390×844 (and the proof at 1366×800) go
 * to SHOTS_DIR (default /tmp/shots-e22).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from '../test/fakes/whatsapp-graph';
import { type AppServer, startAppServer, whatsappFakeEnv } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { openCheckout } from './harness/diner';
import { ok, registerOwnerThroughApi } from './harness/owner';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-e22';
const unique = Date.now().toString(36);
const RESTAURANT = `Sushi Amigo ${unique}`;
const suffix = String(Date.now()).slice(-7);
const REFERRER = { name: 'Ana Indicadora', phone: `551193${suffix}` };
const FRIEND = { name: 'Beto Indicado', phone: `551194${suffix}` };

let browser: Browser;
let fake: FakeWhatsAppGraph;
let server: AppServer;
let owner: APIRequestContext;
let restaurantId: string;
let itemId: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  fake = await startFakeWhatsAppGraph();
  server = await startAppServer({
    name: 'loyalty-referral',
    env: { SEED_DEMO: 'false', ...whatsappFakeEnv(fake) },
  });
  browser = await launchBrowser();
  ({ owner, restaurantId } = await registerOwnerThroughApi(
    {
      name: RESTAURANT,
      description: 'Sushi e temakis.',
      whatsapp: '5511987653333',
      address: 'Rua Galvão Bueno, 100 - São Paulo - SP',
      emailPrefix: 'amigo',
    },
    server.url,
  ));
  itemId = (
    await ok<{ id: string }>(
      await owner.post(`/api/restaurants/${restaurantId}/menu`, {
        data: { name: 'Combinado', description: '20 peças.', price: '40.00', category: 'Combinados' },
      }),
    )
  ).id;
  // The code sender needs the restaurant's number connected and its authentication template
  // approved (whatsapp.e2e.ts connects through Integrações; here the owner's API does it).
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

/** What the diner sees on the screen (a full-page capture moves the sticky header over the content). */
const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** 'Receber código no WhatsApp', then the code the diner's WhatsApp got, typed where it is asked. */
async function proveWithWhatsAppCode(page: Page, scope: Locator, phone: string, shot: string) {
  await scope.getByRole('button', { name: 'Receber código no WhatsApp' }).click();
  const field = scope.getByLabel(/Digite o código de 6 dígitos enviado ao seu WhatsApp/);
  await field.waitFor();
  const code = fake.codeSentTo(phone);
  expect(code).toMatch(/^\d{6}$/);
  await field.fill(code!);
  await field.scrollIntoViewIfNeeded();
  await shoot(page, shot);
  await scope.getByRole('button', { name: 'Confirmar código' }).click();
}

describe('referral codes, birth dates and the coupon-with-points switch', () => {
  it('runs the referral from Meus pedidos and the owner’s settings', async () => {
    await deliver(await placeOrder(REFERRER));
    const friendOrder = await placeOrder(FRIEND);
    const { page, errors } = await openPage(browser, { baseURL: server.url, ...PHONE_VIEWPORT });

    // The referrer proves the phone in the menu's checkout, on choosing to use points.
    await page.goto(`/menu/${restaurantId}`);
    const cart = await openCheckout(page, 'Combinado');
    await cart.getByLabel('Telefone (WhatsApp)').fill(REFERRER.phone.slice(2));
    await cart.getByRole('button', { name: 'Usar meus pontos' }).click();
    await cart.getByLabel('Usar pontos').selectOption('10');
    await proveWithWhatsAppCode(page, cart, REFERRER.phone, 'checkout-code-390');
    await cart.getByText('Telefone confirmado neste aparelho.').waitFor();

    const referrerCard = await myPoints(page, REFERRER.phone);
    await referrerCard.getByText('40 pontos').waitFor();
    const code = (await referrerCard.locator('strong.font-mono').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await referrerCard.getByLabel(/Informe o código de indicação/).count()).toBe(0);

    // The new diner has no points yet: 'Meus pontos' offers the proof for the restaurant ordered from.
    const friendCard = await myPoints(page, FRIEND.phone);
    await friendCard.getByText(/Confirme que este WhatsApp é seu/).waitFor();
    await proveWithWhatsAppCode(page, friendCard, FRIEND.phone, 'tracking-code-390');
    await friendCard.getByLabel(/Informe o código de indicação/).fill(code.toLowerCase());
    await friendCard.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Código de indicação registrado!').first().waitFor();
    await friendCard.getByText(/quem indicou você ganha pontos/).waitFor();

    await deliver(friendOrder);
    const after = await myPoints(page, REFERRER.phone);
    // 40 points for the order plus the default referral bonus of 25.
    await after.getByText('65 pontos').waitFor();
    await after.scrollIntoViewIfNeeded();
    await shoot(page, 'referral-done-390');

    const admin = await browser.newContext({
      baseURL: server.url,
      storageState: await owner.storageState(),
    });
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
    const checkout = await openCheckout(page, 'Combinado');
    await checkout.getByLabel('Telefone (WhatsApp)').fill(REFERRER.phone.slice(2));
    await checkout.getByRole('button', { name: 'Usar meus pontos' }).waitFor();
    await checkout.getByLabel('Cupom de desconto (opcional)').fill(`AMIGO${suffix}`);
    await checkout.getByRole('button', { name: 'Aplicar' }).click();
    await checkout.getByText('Este restaurante não permite usar cupom e pontos no mesmo pedido.').waitFor();
    expect(await checkout.getByRole('button', { name: 'Usar meus pontos' }).count()).toBe(0);
    await checkout.getByLabel('Cupom de desconto (opcional)').scrollIntoViewIfNeeded();
    await shoot(page, 'checkout-coupon-390');

    // A device that never proved the phone sees only the offer to prove it (at the desktop size).
    const desktop = await openPage(browser, { baseURL: server.url, viewport: { width: 1366, height: 800 } });
    await desktop.page.goto(`/rastrear-pedido?telefone=${FRIEND.phone}`);
    const unproven = desktop.page.getByRole('region', { name: 'Meus pontos' }).getByRole('listitem');
    await unproven.getByRole('button', { name: 'Receber código no WhatsApp' }).waitFor();
    expect(await unproven.getByText(/pontos$/).count()).toBe(0);
    await unproven.scrollIntoViewIfNeeded();
    await shoot(desktop.page, 'tracking-proof-1366');
    expect([...errors, ...desktop.errors]).toEqual([]);
    await desktop.context.close();
  }, 180_000);
});
