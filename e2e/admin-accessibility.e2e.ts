/**
 * axe on two admin tabs (issue 32, item 33): the dashboard with its chart drawn (its aria-hidden
 * wrapper held focusable content), and the Integrations tab (its platform cards' h3 followed the
 * panel's h1). Nothing serious or critical, no focusable content hidden from screen readers, and no
 * skipped heading level (axe's heading-order, which it rates moderate).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'heading-order' ||
        violation.id === 'aria-hidden-focus',
    )
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`);
}

describe.each([
  ['desktop', { viewport: { width: 1366, height: 800 } }],
  ['phone', PHONE_VIEWPORT],
])('admin tabs on %s', (_, viewport) => {
  it('dashboard with its chart, and Integrations: axe finds nothing', async () => {
    const { page, context } = await openPage(browser, viewport);
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'demo@comanda.app', password: 'comanda-demo' },
    });
    const { id } = (await login.json()) as { id: string };
    await page.goto(`/admin/${id}?tab=dashboard`);
    await page.locator('.recharts-surface').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`/admin/${id}?tab=integrations`);
    await page.getByRole('heading', { name: 'Plataformas de delivery' }).waitFor();
    await page.getByRole('heading', { name: 'Por que integrar?' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
