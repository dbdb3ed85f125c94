/** What the diner's journeys share: reaching the checkout with one item, and the WhatsApp hand-off. */

import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MENU_READY_EVENT } from '../../src/web/features/public-menu/standalone/menu-ready';

/**
 * The standalone menu at `path`, once the browser has hydrated the HTML the server drew: a
 * screenshot or a typed field before then would be a page React has not taken over yet.
 */
export async function openMenu(page: Page, path: string) {
  await page.addInitScript((event) => {
    window.addEventListener(event, () => document.documentElement.setAttribute('data-menu-ready', ''), {
      once: true,
    });
  }, MENU_READY_EVENT);
  await page.goto(path);
  await page.locator('html[data-menu-ready]').waitFor({ state: 'attached' });
}

/** WhatsApp never really opens: the popup's wa.me address is captured and answered locally. */
export async function captureWhatsApp(context: BrowserContext, page: Page, send: () => Promise<void>) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const popup = page.waitForEvent('popup');
  await send();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(whatsapp.url());
  await whatsapp.close();
  return { number: url.pathname.slice(1), message: url.searchParams.get('text') ?? '' };
}

/** One `item` into the cart from the open menu, then the cart's 'Finalizar Pedido': the checkout dialog. */
export async function openCheckout(menu: Page, item: string) {
  const dialog = menu.getByRole('dialog', { name: item });
  // The menu arrives in the HTML; a tap before the app has hydrated does nothing, so tap again.
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
  await menu.getByRole('button', { name: /Ver carrinho/ }).click();
  await menu
    .getByRole('dialog', { name: 'Seu Carrinho' })
    .getByRole('button', { name: 'Finalizar Pedido' })
    .click();
  return menu.getByRole('dialog', { name: 'Finalizar Pedido' });
}
