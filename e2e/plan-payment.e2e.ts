/**
 * The plan's money in, offline, on a server started as `npm start` starts it (NODE_ENV production,
 * embedded database, no Mercado Pago token): an owner presses the plan button, the same tab goes to
 * the local test checkout ('Ambiente de teste', 'Modo de teste: nenhum valor é cobrado'), the owner
 * approves, Mercado Pago's stand-in confirms through the signed webhook, the success page shows the
 * payment approved, and the panel shows the plan active until one calendar month after the trial's
 * end. Screenshots at 390×844 and 1366×800 go to /tmp/shots-plan.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/domain/format/format';
import { addMonthsInSaoPaulo } from '../src/domain/payments/paid-period';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

const SHOTS = '/tmp/shots-plan';
let browser: Browser;
let server: AppServer;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startAppServer({ name: 'plan', env: { NODE_ENV: 'production', SEED_DEMO: 'false' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The screen at 1366×800 and at 390×844, the viewport put back afterwards. */
async function shots(page: Page, name: string) {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1366x800.png` });
  await page.setViewportSize(PHONE_VIEWPORT.viewport);
  await page.screenshot({ path: `${SHOTS}/${name}-390x844.png` });
  if (wide) await page.setViewportSize(wide);
}

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('paying the plan', () => {
  it('goes from the plan button through the test checkout to an active plan in the panel', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/register');
    await page.getByLabel('Nome do restaurante').fill(`Pizzaria Plano ${unique}`);
    await page.getByLabel('WhatsApp').fill('(11) 97777-6666');
    await page.getByLabel('Endereço completo').fill('Rua da Consolação, 900 - São Paulo - SP');
    await page.getByLabel('E-mail').fill(`plano-${unique}@exemplo.com.br`);
    await page.getByLabel('Senha', { exact: true }).fill('senha-plano-123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Iniciar Teste Grátis' }).click();
    await page.waitForURL(/\/admin\/[\w-]+/);
    const panelUrl = new URL(page.url()).pathname;
    const me = (await (await page.request.get('/api/auth/me')).json()) as { trialEndsAt: string };
    const activeUntil = formatDate(addMonthsInSaoPaulo(new Date(me.trialEndsAt), 1));

    await page.goto('/plans');
    await page.getByText('Restaurante ativo:').waitFor();
    // Automatic renewal asks the e-mail of the owner's Mercado Pago account, prefilled with the login's.
    const renew = page.getByRole('checkbox', { name: /Renovar automaticamente/ });
    await renew.check();
    const payerEmail = page.getByLabel('E-mail da sua conta Mercado Pago');
    await expect.poll(() => payerEmail.inputValue()).toBe(`plano-${unique}@exemplo.com.br`);
    await payerEmail.scrollIntoViewIfNeeded();
    await shots(page, 'plan-auto-renew-payer-email');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await renew.uncheck();
    expect(await payerEmail.count()).toBe(0);
    await page.getByRole('button', { name: 'Assinar o plano' }).click();
    await page.waitForURL(/\/pagamento-teste\/[\w-]+$/);
    expect(context.pages()).toHaveLength(1);
    await page.getByText('Ambiente de teste').waitFor();
    await page.getByText('Modo de teste: nenhum valor é cobrado.').waitFor();
    await page.getByText('R$ 39,98').waitFor();
    await shots(page, 'plan-test-checkout');

    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(/\/payment-success\?/);
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor();
    const state = page.getByRole('region', { name: 'Situação do pagamento' });
    await state.getByText('Aprovado', { exact: true }).waitFor();
    await state.getByText(`Plano ativo até ${activeUntil}`).waitFor();

    await page.goto(panelUrl);
    await page.getByText(`Plano Comanda — ativo até ${activeUntil}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a logged-out visitor to log in first, on the page itself', async () => {
    const { page, context } = await openPage(browser, { baseURL: server.url });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/plans');
    await page.getByRole('button', { name: 'Assinar o plano' }).click();
    await page.getByRole('alert').filter({ hasText: 'Faça login para contratar o plano.' }).waitFor();
    await page.getByRole('alert').scrollIntoViewIfNeeded();
    await shots(page, 'plan-login-first');
    await page.getByRole('alert').getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(/\/login$/);
    expect(dialogs).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});
