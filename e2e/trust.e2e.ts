/**
 * Trust in a real Chromium: stored XSS payloads in an item's name and description, a customer's
 * name, address and notes are rendered as text in the orders panel, the kitchen ticket, the public
 * menu and tracking — no script runs, no dialog opens, and the page's CSP refuses inline script.
 * Then a real cross-origin form post, from a page served on a second local port, against
 * state-changing routes while the owner is logged in: refused, and nothing changes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './harness/browser';
import { registerRestaurant } from './harness/owner';

const XSS_IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const XSS_SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const XSS_BREAKOUT = '</script><script>window.__xss=1</script><svg onload="window.__xss=1">';
const unique = Date.now().toString(36);
const dinerPhone = `55219${String(Date.now()).slice(-8)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function registerOwner(context: BrowserContext, tag: string) {
  const name = `Cantina Confiança ${unique}-${tag}`;
  const { restaurantId } = await registerRestaurant(context.request, {
    name,
    description: 'Comida caseira.',
    whatsapp: '5511988887777',
    address: 'Rua Augusta, 500 - São Paulo - SP',
    emailPrefix: 'confianca',
  });
  return { id: restaurantId, name };
}

/** Records dialogs and asserts, on demand, that no payload ran or was parsed into markup. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async (where: string) => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), where).toBeUndefined();
    expect(dialogs, where).toEqual([]);
    expect(await page.locator('img[src="x"], svg[onload]').count(), where).toBe(0);
  };
}

describe('stored XSS', () => {
  it('renders hostile names, descriptions and notes as text in the panel, ticket, menu and tracking', async () => {
    const owner = await openPage(browser);
    const restaurant = await registerOwner(owner.context, 'xss');
    const item = await owner.context.request.post(`/api/restaurants/${restaurant.id}/menu`, {
      data: {
        name: `Pizza ${XSS_IMG}`,
        description: `Massa fina ${XSS_SCRIPT} ${XSS_BREAKOUT}`,
        price: '45.00',
        category: `Pizzas ${XSS_IMG}`,
      },
    });
    expect(item.status(), await item.text()).toBe(201);
    const menuItem = (await item.json()) as { id: string };

    const diner = await openPage(browser);
    const posted = await diner.context.request.post('/api/orders', {
      data: {
        restaurantId: restaurant.id,
        customerName: `Ana ${XSS_IMG}`,
        customerPhone: dinerPhone,
        deliveryType: 'delivery',
        deliveryAddress: `Rua ${XSS_SCRIPT}, 10`,
        notes: `Sem cebola ${XSS_BREAKOUT}`,
        items: [{ menuItemId: menuItem.id, quantity: 1, notes: `Bem assada ${XSS_IMG}` }],
        paymentMethod: 'cash',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const orderNumber = ((await posted.json()) as { id: string }).id.slice(-6).toUpperCase();

    // The orders panel and the kitchen ticket.
    await owner.context.addInitScript(() => {
      window.print = () => undefined;
    });
    const panelClean = watch(owner.page);
    const panel = await owner.page.goto(`/admin/${restaurant.id}?tab=orders`);
    const card = owner.page.getByRole('article', { name: `Pedido #${orderNumber}` });
    await card.waitFor();
    expect(await card.textContent()).toContain(XSS_IMG);
    await panelClean('orders panel');
    await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await card.getByRole('button', { name: `Imprimir comanda do pedido #${orderNumber}` }).click();
    await owner.page.emulateMedia({ media: 'print' });
    const ticket = owner.page.getByRole('article', { name: `Comanda do pedido #${orderNumber}` });
    await ticket.waitFor({ state: 'visible' });
    expect(await ticket.textContent()).toContain(`Sem cebola ${XSS_BREAKOUT}`);
    await panelClean('kitchen ticket');
    await owner.page.emulateMedia({ media: 'screen' });

    // The CSP of the panel's page forbids inline script: an injected inline script does not run.
    const csp = panel!.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const ranInline = await owner.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
      return (window as unknown as { __inline?: number }).__inline;
    });
    expect(ranInline).toBeUndefined();

    // The public menu, server-rendered with its JSON block.
    const menuClean = watch(diner.page);
    const menu = await diner.page.goto(`/menu/${restaurant.id}`);
    await diner.page.getByText(`Pizza ${XSS_IMG}`).first().waitFor();
    expect(menu!.headers()['content-security-policy']).toContain("script-src 'self'");
    await menuClean('public menu');

    // Tracking by phone.
    await diner.page.goto('/rastrear-pedido');
    await diner.page.getByLabel('Telefone').fill(dinerPhone);
    await diner.page.getByRole('button', { name: 'Buscar Pedidos' }).click();
    await diner.page.getByText(`#${orderNumber}`).first().waitFor();
    await diner.page.getByText(`Pizza ${XSS_IMG}`).first().waitFor();
    await menuClean('tracking');

    await owner.context.close();
    await diner.context.close();
  });
});

/** A page on another port that posts a form to the app as soon as it loads. */
function formPage(action: string, enctype: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name='${name}' value='${value}'>`)
    .join('');
  return `<!doctype html><form method="POST" action="${action}" enctype="${enctype}">${inputs}</form>
<script>document.forms[0].submit()</script>`;
}

describe('cross-origin form posts', () => {
  let evil: Server;
  let evilOrigin: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    evil = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(pages.get(request.url ?? '') ?? 'nada');
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

  it('refuses form-encoded and text/plain posts from another origin, with the owner logged in', async () => {
    const owner = await openPage(browser);
    const restaurant = await registerOwner(owner.context, 'csrf');
    const app = baseUrl();
    const categories = `${app}/api/restaurants/${restaurant.id}/categories`;
    pages.set(
      '/form',
      formPage(categories, 'application/x-www-form-urlencoded', { name: 'Categoria Forjada' }),
    );
    // The classic trick to make a text/plain form body look like JSON: {"name":"…","x":"="}
    pages.set('/plain', formPage(categories, 'text/plain', { '{"name":"Categoria Forjada 2","x":"': '"}' }));
    pages.set(
      '/logout',
      formPage(`${app}/api/auth/logout`, 'application/x-www-form-urlencoded', { sair: '1' }),
    );

    for (const path of ['/form', '/plain', '/logout']) {
      const answered = owner.page.waitForResponse(
        (response) => response.url().startsWith(app) && response.request().method() === 'POST',
      );
      await owner.page.goto(`${evilOrigin}${path}`);
      const response = await answered;
      expect([403, 415], path).toContain(response.status());
    }

    // Nothing changed: no forged category, and the owner is still logged in.
    const list = await owner.context.request.get(`/api/restaurants/${restaurant.id}/categories`);
    expect(await list.text()).not.toContain('Forjada');
    const me = await owner.context.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    await owner.context.close();
  });
});
