/**
 * The dining room (issue 33, decision 0042), in a real Chromium against the production build: a
 * diner scans table 7's QR code, sees 'Mesa 7 · Salão', calls the waiter, orders with no name and
 * no WhatsApp, and is told 'Pedido #N enviado para a cozinha'; on the panel's 'Mesas' tab the call
 * rings with 'Atender', table 7 is 'Ocupada' with the order's subtotal, its bill names who ordered,
 * and a free table is opened for 3 people. At 390 × 844 and 1366 × 800; screenshots in /tmp/h43-*.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { openCheckout, openMenu } from './harness/diner';
import { ok, registerRestaurant } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '390x844', options: PHONE_VIEWPORT },
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
] as const;

describe('the dining room', () => {
  for (const size of SIZES) {
    it(`a diner orders and calls from table 7; the panel's map rings and shows the bill (${size.name})`, async () => {
      const owner = await openPage(browser, size.options);
      const unique = `${Date.now().toString(36)}${size.name}`;
      const api = owner.context.request;
      const { restaurantId: id } = await registerRestaurant(api, {
        name: `Bar do Salão ${unique}`,
        description: 'Petiscos e chope.',
        whatsapp: '5511955554444',
        address: 'Rua Augusta, 1200 - São Paulo - SP',
        emailPrefix: 'salao',
      });
      await ok(
        await api.post(`/api/restaurants/${id}/menu`, {
          data: {
            name: 'Porção de Fritas',
            description: 'Com cheddar.',
            price: '1234.50',
            category: 'Porções',
          },
        }),
      );
      for (const table of [
        { label: '7', area: 'Salão', seats: 4 },
        { label: '8', area: 'Salão', seats: 2 },
        { label: 'V1', area: 'Varanda', seats: 6 },
      ])
        await ok(await api.post(`/api/restaurants/${id}/tables`, { data: table }));

      // The diner at table 7.
      const diner = await openPage(browser, size.options);
      const menu = diner.page;
      await openMenu(menu, `/menu/${id}?mesa=7`);
      const table = menu.getByRole('region', { name: 'Sua mesa' });
      await table.getByText('Mesa 7 · Salão').waitFor();
      await table.getByRole('button', { name: 'Chamar garçom' }).click();
      await table.getByText('Garçom chamado: ele já vem à sua mesa.').waitFor();
      expect(await table.getByRole('button', { name: 'Garçom chamado' }).isDisabled()).toBe(true);
      await menu.screenshot({ path: `/tmp/h43-diner-table-${size.name}.png` });

      const checkout = await openCheckout(menu, 'Porção de Fritas');
      await checkout.getByLabel('Seu nome (opcional)').waitFor();
      await checkout.getByLabel('Telefone (WhatsApp)').fill('(11) 97777-1234');
      await checkout.getByRole('radio', { name: 'Dinheiro' }).check();
      await menu.screenshot({ path: `/tmp/h43-diner-checkout-${size.name}.png` });
      await checkout.getByRole('button', { name: 'Enviar pedido' }).click();
      const confirmation = menu.getByRole('heading', {
        level: 1,
        name: /^Pedido #\w+ enviado para a cozinha$/,
      });
      await confirmation.waitFor();
      await menu
        .getByText("Precisa de algo? Toque em 'Chamar garçom' ou 'Pedir a conta' no cardápio.")
        .waitFor();
      await menu.screenshot({ path: `/tmp/h43-diner-sent-${size.name}.png`, fullPage: true });
      await menu.getByRole('button', { name: 'Pedir mais' }).click();
      await table.getByText('Mesa 7 · Salão').waitFor();

      // The panel's 'Mesas' tab.
      const panel = owner.page;
      await panel.goto(`/admin/${id}?tab=dining-room`);
      const call = panel.getByRole('region', { name: 'Chamados' }).getByRole('alert');
      await expect.poll(() => call.locator('p').textContent()).toMatch(/^Mesa 7 chamou o garçom · /);
      const seven = panel.getByRole('button', { name: 'Mesa 7, Ocupada' });
      await expect.poll(() => seven.textContent()).toContain('R$ 1.234,50');
      await panel
        .getByRole('region', { name: 'Varanda' })
        .getByRole('button', { name: /V1, Livre/ })
        .waitFor();
      await panel.screenshot({ path: `/tmp/h43-panel-map-${size.name}.png`, fullPage: true });
      await call.getByRole('button', { name: 'Atender' }).click();
      await panel.getByRole('region', { name: 'Chamados' }).waitFor({ state: 'detached' });

      await seven.click();
      const bill = panel.getByRole('dialog', { name: /^Mesa 7 · / });
      await bill.getByText(/^Pedido por .* \(QR da mesa\)$/).waitFor();
      await bill.getByText('1x Porção de Fritas · R$ 1.234,50').waitFor();
      await panel.screenshot({ path: `/tmp/h43-panel-bill-${size.name}.png` });
      await bill.getByRole('button', { name: 'Pedir a conta' }).click();
      await expect.poll(() => bill.getByRole('heading').first().textContent()).toBe('Mesa 7 · Conta pedida');
      await panel.keyboard.press('Escape');
      await panel.getByRole('button', { name: 'Mesa 7, Conta pedida' }).waitFor();

      await panel.getByRole('button', { name: 'Mesa 8, Livre' }).click();
      const open = panel.getByRole('dialog', { name: 'Abrir Mesa 8' });
      await open.getByLabel('Quantas pessoas?').fill('3');
      await open.getByRole('button', { name: 'Abrir mesa' }).click();
      await expect
        .poll(() => panel.getByRole('button', { name: 'Mesa 8, Ocupada' }).textContent())
        .toContain('3 pessoas');

      await panel.getByRole('button', { name: 'Configurar mesas' }).click();
      await panel.getByRole('dialog', { name: 'Configurar mesas' }).waitFor();
      await panel.screenshot({ path: `/tmp/h43-panel-config-${size.name}.png` });

      // Nothing overflows sideways on either screen.
      for (const page of [panel, menu])
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
      expect([...owner.errors, ...diner.errors]).toEqual([]);
      await owner.context.close();
      await diner.context.close();
    });
  }
});
