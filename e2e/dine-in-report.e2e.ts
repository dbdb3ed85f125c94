/**
 * The demo's dining room and the 'Salão' report (issue 33, decision 0045), as `npm start` leaves
 * them: the tables map with tables in every state, and the report of the last 30 days' closed
 * bills by table, by waiter ('QR da mesa' included) and by payment method, with the service charge
 * and the couvert apart; its CSV carries the three blocks. At 1366 × 800 and 390 × 844, nothing
 * overflows sideways; screenshots in /tmp/h48-*.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366', options: { viewport: { width: 1366, height: 800 } } },
  { name: '390', options: PHONE_VIEWPORT },
];

describe('the demo dining room and the Salão report', () => {
  for (const size of SIZES) {
    it(`shows tables in every state and the report by table, waiter and method at ${size.name}`, async () => {
      const { page, context, errors } = await openPage(browser, size.options);
      const login = await page.request.post('/api/auth/login', {
        data: { email: 'demo@comanda.app', password: 'comanda-demo' },
      });
      expect(login.status()).toBe(200);
      const { id } = (await login.json()) as { id: string };

      await page.goto(`/admin/${id}?tab=dining-room`);
      await page.getByRole('region', { name: 'Varanda' }).waitFor();
      for (const name of [
        /^Mesa 1, Livre/,
        /^Mesa 2, Ocupada/,
        /^Mesa 5, Conta pedida/,
        /^Mesa 10, Fechando/,
      ])
        await page.getByRole('button', { name }).first().waitFor();
      await page.screenshot({ path: `/tmp/h48-mesas-${size.name}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.goto(`/admin/${id}?tab=reports`);
      const card = page.getByRole('article', { name: 'Salão: mesas e garçons' });
      await card.getByLabel('Período').selectOption('last30');
      await card.getByRole('button', { name: 'Gerar salão: mesas e garçons' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Salão: mesas e garçons' }).waitFor();
      await dialog.getByText('Vendas no salão').waitFor();
      await dialog
        .getByRole('figure', { name: 'Vendas por mesa' })
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      await page.screenshot({ path: `/tmp/h48-salao-${size.name}.png` });

      const waiters = dialog.getByRole('region', { name: 'Por garçom' });
      await waiters.getByText('QR da mesa').waitFor();
      await waiters.getByText('Ana Souza (Garçom)').waitFor();
      await waiters.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h48-salao-garcons-${size.name}.png` });
      const methods = dialog.getByRole('region', { name: 'Por forma de pagamento' });
      await methods.getByText('PIX', { exact: true }).waitFor();
      await methods.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h48-salao-pagamentos-${size.name}.png` });
      // Money as a Brazilian reads it, everywhere in the dialog.
      const text = (await dialog.textContent()) ?? '';
      expect(text).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
      expect(text).not.toMatch(/R\$ \d+\.\d{2}(?!\d)/);

      if (size.name === '1366') {
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('link', { name: /Exportar .* em CSV/ }).click(),
        ]);
        expect(file.suggestedFilename()).toMatch(/^relatorio-salao-/);
        const csv = (await readFile((await file.path())!)).toString('utf8');
        for (const line of [
          'Mesa;Área;Contas;Pessoas;Vendas',
          'Por garçom',
          'QR da mesa',
          'Por forma de pagamento',
        ])
          expect(csv).toContain(line);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
