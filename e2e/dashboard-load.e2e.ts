/**
 * The dashboard's figures do not wait on the chart (issue 32, item 32): with the recharts chunk held
 * back for good, 'Vendas hoje' still shows its amount; and the reports call starts while the tab's
 * own code is still downloading, not after it. Timing is bench/dashboard-load.mjs's to measure.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function loginAsDemo(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'demo@comanda.app', password: 'comanda-demo' },
  });
  return ((await login.json()) as { id: string }).id;
}

describe('dashboard load', () => {
  it("shows today's figures while the chart's chunk never arrives", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1366, height: 800 } });
    const id = await loginAsDemo(page);
    // Never answered: the route is left pending until the context closes.
    await page.route(/\/assets\/BarChart-[^/]+\.js$/, () => undefined);
    await page.goto(`/admin/${id}?tab=dashboard`);
    const sales = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Vendas hoje' }) });
    await sales.getByText(/^R\$ [\d.]+,\d{2}$/).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Vendas por dia' }).waitFor();
    await context.close();
  });

  it("asks for the report before the dashboard's code has arrived", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1366, height: 800 } });
    const id = await loginAsDemo(page);
    let reportsAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      reportsAsked = resolve;
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/restaurants/${id}/reports`) reportsAsked();
    });
    let askedBeforeCode = false;
    await page.route(/\/assets\/dashboard-tab-[^/]+\.js$/, async (route) => {
      // Held until the report is asked for; without the prefetch it never is, and the wait gives up.
      askedBeforeCode = await Promise.race([
        asked.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      await route.continue();
    });
    await page.goto(`/admin/${id}?tab=dashboard`);
    await page.getByRole('heading', { name: 'Vendas hoje' }).waitFor({ timeout: 30_000 });
    expect(askedBeforeCode).toBe(true);
    await context.close();
  });
});
