/**
 * 'Taxa de serviço e couvert' in 'Configurar mesas' (issue 33), in a real Chromium against the
 * production build: the owner sets 12,5% and a 'Couvert (por pessoa)' of R$ 15,00; table 7 opens
 * for 2 with a R$ 100,00 QR order, and its 'Fechar conta' shows Subtotal R$ 100,00, the couvert
 * 2 × R$ 15,00 = R$ 30,00, the 12,5% service on both (food couvert) R$ 16,25, total R$ 146,25. At
 * 1366 × 800 and 390 × 844; screenshots of the card in /tmp/h49-*.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { ok, registerRestaurant } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
  { name: '390x844', options: PHONE_VIEWPORT },
] as const;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"], html')].every(
      (element) => element.scrollWidth <= element.clientWidth,
    ),
  );

describe("the owner's service charge and couvert", () => {
  for (const size of SIZES) {
    it(`sets 12,5% and a R$ 15,00 couvert per person and sees them on table 7's bill (${size.name})`, async () => {
      const owner = await openPage(browser, size.options);
      const unique = `${Date.now().toString(36)}${size.name}`;
      const api = owner.context.request;
      const { restaurantId: id } = await registerRestaurant(api, {
        name: `Bistrô da Praça ${unique}`,
        description: 'Cozinha de bistrô.',
        whatsapp: '5571955554444',
        address: 'Praça da Sé, 10 - Salvador - BA',
        city: 'Salvador',
        state: 'BA',
        emailPrefix: 'bistro',
      });
      const { id: menuItemId } = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/menu`, {
          data: { name: 'Menu degustação', description: 'Da casa.', price: '100.00', category: 'Salão' },
        }),
      );
      const table = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/tables`, { data: { label: '7', area: 'Salão', seats: 4 } }),
      );

      const panel = owner.page;
      await panel.goto(`/admin/${id}?tab=dining-room`);
      await panel.getByRole('button', { name: 'Configurar mesas' }).click();
      const config = panel.getByRole('dialog', { name: 'Configurar mesas' });
      const card = config.getByRole('region', { name: 'Taxa de serviço e couvert' });
      expect(await card.getByLabel('Percentual').inputValue()).toBe('10');
      await card.getByLabel('Percentual').fill('12,5');
      await card.getByRole('radio', { name: 'Couvert (por pessoa)' }).check();
      await card.getByLabel('Valor por pessoa').fill('15,00');
      await card.getByRole('button', { name: 'Salvar' }).click();
      await card.getByText('Taxa de serviço e couvert salvos.').waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await noSidewaysScroll(panel)).toBe(true);
      await panel.screenshot({ path: `/tmp/h49-dining-settings-${size.name}.png` });
      await card.screenshot({ path: `/tmp/h49-dining-settings-card-${size.name}.png` });
      const saved = await ok<{ serviceRateBps: number; couvert: string; couvertKind: string }>(
        await api.get(`/api/restaurants/${id}/dining-settings`),
      );
      expect(saved).toMatchObject({ serviceRateBps: 1250, couvert: '15.00', couvertKind: 'cover' });
      await panel.keyboard.press('Escape');

      // Table 7 for 2 with one R$ 100,00 order from its QR code.
      await ok(await api.post(`/api/restaurants/${id}/tables/${table.id}/open`, { data: { people: 2 } }));
      const diner = await openPage(browser, size.options);
      await ok(
        await diner.context.request.post('/api/orders', {
          data: {
            restaurantId: id,
            customerName: 'Ana',
            customerPhone: '(71) 97777-2001',
            deliveryType: 'table',
            tableNumber: '7',
            items: [{ menuItemId, quantity: 1 }],
          },
        }),
      );
      await diner.context.close();

      await panel.getByRole('button', { name: 'Mesa 7, Ocupada' }).click();
      const dialog = panel.getByRole('dialog', { name: /^Mesa 7 · / });
      await dialog.getByRole('tab', { name: 'Fechar conta' }).click();
      const values = dialog.getByRole('region', { name: 'Valores da conta' });
      await values.getByText('Ana (QR da mesa)').waitFor();
      const row = (label: string) =>
        values.locator('dl > div').filter({ has: panel.locator('dt').getByText(label, { exact: true }) });
      expect(await row('Subtotal').textContent()).toBe('SubtotalR$ 100,00');
      expect(await row('Taxa de serviço (12,5%)').textContent()).toBe('Taxa de serviço (12,5%)R$ 16,25');
      expect(await row('Couvert (2 × R$ 15,00)').textContent()).toBe('Couvert (2 × R$ 15,00)R$ 30,00');
      expect(await row('Total').textContent()).toBe('TotalR$ 146,25');
      await panel.screenshot({ path: `/tmp/h49-dining-settings-bill-${size.name}.png` });
      await owner.context.close();
    });
  }
});
