import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES: [string, RegExp][] = [
  ['/', /TESTE GRÁTIS 7 DIAS/],
  ['/login', /Entrar/],
  ['/register', /Iniciar Teste Grátis/],
  ['/plans', /R\$\s39,98/],
  ['/explorar', /Explore Restaurantes/],
  ['/explore', /Explore Restaurantes/],
  ['/rastrear-pedido', /Buscar Pedidos/],
  ['/payment-success', /Pagamento Aprovado!/],
  ['/payment-failure', /Pagamento Não Aprovado/],
  ['/payment-pending', /Pagamento Pendente/],
  ['/privacidade', /Privacidade/i],
  ['/termos', /Termos/i],
];

describe('every public route renders', () => {
  it.each(PAGES)('%s shows %s with no console error', async (path, text) => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(path);
    await page.getByText(text).first().waitFor();
    expect(await page.locator('body').textContent()).toMatch(text);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the demo restaurant at /menu/{id} and /restaurante/{id}', async () => {
    const { page, errors, context } = await openPage(browser);
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'demo@comanda.app', password: 'comanda-demo' },
    });
    const demo = await login.json();
    for (const path of [`/menu/${demo.id}`, `/restaurante/${demo.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Pizzaria Bella Napoli' }).first().waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/uma/rota/que/nao/existe');
    await page.getByText('404 Page Not Found').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has a hamburger menu with the same links on a phone', async () => {
    const { page, context } = await openPage(browser, PHONE_VIEWPORT);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    for (const name of ['Planos', 'Explorar', 'Rastrear Pedido', 'Cadastre-se']) {
      await expect(page.getByRole('link', { name }).last().isVisible()).resolves.toBe(true);
    }
    await context.close();
  });
});
