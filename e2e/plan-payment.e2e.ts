/**
 * The plan's money in, offline: an owner presses the plan button, the local test checkout
 * ('Ambiente de teste') opens in a new tab, the owner approves, Mercado Pago's stand-in confirms
 * through the signed webhook, the success page shows the payment approved, and the panel shows the
 * plan active until one calendar month after the trial's end.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/domain/format/format';
import { addMonthsInSaoPaulo } from '../src/domain/payments/paid-period';
import { launchBrowser, openPage } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('paying the plan', () => {
  it('goes from the plan button through the test checkout to an active plan in the panel', async () => {
    const { page, context, errors } = await openPage(browser);
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
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Assinar o plano' }).click();
    const checkout = await opened;
    await checkout.waitForURL(/\/pagamento-teste\/[\w-]+$/);
    await checkout.getByText('Ambiente de teste').waitFor();
    await checkout.getByText('R$ 39,98').waitFor();

    await checkout.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await checkout.waitForURL(/\/payment-success\?/);
    await checkout.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor();
    const state = checkout.getByRole('region', { name: 'Situação do pagamento' });
    await state.getByText('Aprovado', { exact: true }).waitFor();
    await state.getByText(`Plano ativo até ${activeUntil}`).waitFor();

    await page.goto(panelUrl);
    await page.getByText(`Plano Comanda — ativo até ${activeUntil}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a logged-out visitor to log in first', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/plans');
    const message = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Assinar o plano' }).click();
    expect(await message).toBe('Faça login para contratar o plano.');
    await context.close();
  });
});
