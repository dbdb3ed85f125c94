import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../test/harness/outbox';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = Date.now().toString(36);
const owner = {
  name: `Cantina E2E ${unique}`,
  email: `dono-${unique}@exemplo.com.br`,
  password: 'senha-e2e-123',
};

/** A failed login is answered 401 by design; Chromium logs that response as a console error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

describe('an owner account, from registration to login', () => {
  it('registers and lands on the panel, then logs out', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/register');
    await page.getByLabel('Nome do restaurante').fill(owner.name);
    await page.getByLabel('Descrição').fill('Massas frescas todos os dias.');
    await page.getByLabel('WhatsApp').fill('(11) 98888-7777');
    await page.getByLabel('Endereço completo').fill('Rua Augusta, 500 - São Paulo - SP');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Senha', { exact: true }).fill(owner.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Iniciar Teste Grátis' }).click();

    await page.waitForURL(/\/admin\/[\w-]+/);
    await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();
    await page.getByText(owner.name).first().waitFor();
    await page.getByText('Cadastro realizado com sucesso!').waitFor();
    for (const tab of [
      'Dashboard',
      'Delivery/Retirada',
      'Pedidos Mesas',
      'Cardápio',
      'Estoque',
      'Visual',
      'QR code',
      'Fidelidade',
      'Programa VIP',
      'Relatórios',
      'Integrações',
    ]) {
      await expect(page.getByRole('tab', { name: tab, exact: true }).count()).resolves.toBe(1);
    }

    await page.getByRole('button', { name: /^Sair/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/qualquer');
    await page.waitForURL(/\/login$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the error toast, then logs in', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Erro ao fazer login').waitFor();
    await page.getByText('E-mail ou senha incorretos').waitFor();
    expect(page.url()).toMatch(/\/login$/);

    await page.getByLabel('Senha', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/admin\/[\w-]+/);
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.getByText(`Bem-vindo de volta, ${owner.name}!`).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('forgot the password: asks a link, opens it from the e-mail, sets a new one and logs in with it', async () => {
    const { page, errors, context } = await openPage(browser, PHONE_VIEWPORT);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/esqueci-senha$/);
    await page.getByLabel('E-mail do cadastro').fill(owner.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Se este e-mail estiver cadastrado, enviaremos um link').waitFor();

    // The link of the e-mail the server sent (its outbox), opened as the owner would.
    const mail = await waitForMail(
      inject('dataDir'),
      (text) => text.includes(`To: ${owner.email}`) && text.includes('/redefinir-senha?token='),
    );
    const link = new URL(/https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/.exec(mail)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    owner.password = 'senha-nova-456';
    await page.getByLabel('Nova senha', { exact: true }).fill(owner.password);
    await page.getByLabel('Repita a nova senha').fill(owner.password);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('Senha redefinida. Entre com a nova senha.').waitFor();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-789');
    await page.getByLabel('Repita a nova senha').fill('outra-senha-789');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText(/Link inválido ou expirado/).waitFor();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Senha', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/admin\/[\w-]+/);
    expect(unexpected(errors).filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
