/**
 * Staff and roles on a shared device (decision 0040): the owner adds a Garçom with a PIN on the
 * 'Equipe' tab, the Garçom switches in on the same browser, sees only the tabs of the role, is
 * refused the reports, and the owner switches back with the password. At 1366 × 800 and 390 × 844.
 * A Cozinha switched in lands on the kitchen display and nothing else: the display asks nothing of
 * the orders, and the orders, their settings and their stream answer it 403 (decision 0049).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } }, phone: false },
  { name: '390x844', options: PHONE_VIEWPORT, phone: true },
] as const;

/** The panel's sections as the person sees them: the tab strip, or the phone's section menu. */
async function sections(page: Page, phone: boolean): Promise<string[]> {
  if (phone) return page.getByLabel('Seção do painel').locator('option').allTextContents();
  return page.getByRole('tablist', { name: 'Seções do painel' }).getByRole('tab').allTextContents();
}

describe('staff and roles', () => {
  for (const size of SIZES) {
    it(`a Garçom switches in by PIN, sees only the role's tabs, and the owner comes back (${size.name})`, async () => {
      const { context, page, errors } = await openPage(browser, size.options);
      const unique = `${Date.now().toString(36)}${size.name}`;
      const password = 'senha-equipe-123';
      const registered = await context.request.post('/api/restaurants', {
        data: {
          name: `Bistrô Equipe ${unique}`,
          description: 'Salão com garçons.',
          whatsapp: '5511966665555',
          address: 'Rua Augusta, 900 - São Paulo - SP',
          email: `equipe-${unique}@exemplo.com.br`,
          password,
        },
      });
      expect(registered.status()).toBe(201);
      const { id } = (await registered.json()) as { id: string };

      // The owner adds Carlos, a Garçom with a PIN.
      await page.goto(`/admin/${id}?tab=team`);
      await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel('Nome').fill('Carlos Lima');
      await form.getByLabel('Perfil').selectOption({ label: 'Garçom' });
      await form.getByLabel(/PIN/).fill('1234');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/fácil demais/);
      await form.getByLabel(/PIN/).fill('5832');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Garçom · Com PIN').waitFor();
      await page.screenshot({ path: `/tmp/h33-team-${size.name}.png` });

      // On the same browser, Carlos switches in with his PIN.
      await page.getByRole('button', { name: 'Trocar usuário' }).click();
      const pad = page.getByRole('dialog');
      await pad.getByRole('button', { name: /Carlos Lima/ }).click();
      for (const digit of '5832') await pad.getByRole('button', { name: digit, exact: true }).click();
      await page.screenshot({ path: `/tmp/h33-pinpad-${size.name}.png` });
      await pad.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Usando: Carlos Lima (Garçom)').waitFor();
      await expect
        .poll(() => sections(page, size.phone))
        .toEqual(['Delivery/Retirada', 'Pedidos Mesas', 'Mesas', 'QR code', 'Cozinha']);

      // The reports are refused: the tab is not offered, and the API says why in Portuguese.
      await page.goto(`/admin/${id}?tab=reports`);
      await page.getByText('Usando: Carlos Lima (Garçom)').waitFor();
      expect(await sections(page, size.phone)).not.toContain('Relatórios');
      const reports = await page.request.get(`/api/restaurants/${id}/reports`);
      expect(reports.status()).toBe(403);
      expect(await reports.json()).toEqual({ error: 'Seu perfil (Garçom) não tem acesso aos relatórios.' });

      // Back to the owner: only with the owner's password.
      await page.getByRole('button', { name: 'Trocar usuário' }).click();
      await pad.getByRole('button', { name: /Dono/ }).click();
      await pad.getByLabel('Senha do dono').fill('senha-errada');
      await pad.getByRole('button', { name: 'Entrar' }).click();
      await pad.getByText('Senha do dono incorreta.').waitFor();
      await pad.getByLabel('Senha do dono').fill(password);
      await pad.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Usando: Dono').waitFor();
      await expect.poll(() => sections(page, size.phone)).toContain('Relatórios');
      expect(errors.filter((error) => !/403|Forbidden/.test(error))).toEqual([]);
      await context.close();
    });
  }

  it('a Cozinha switches in by PIN and gets the kitchen display only; the orders refuse it', async () => {
    const { context, page, errors } = await openPage(browser, SIZES[0].options);
    const unique = `${Date.now().toString(36)}cozinha`;
    const registered = await context.request.post('/api/restaurants', {
      data: {
        name: `Cantina Equipe ${unique}`,
        description: 'Cozinha com tablet.',
        whatsapp: '5511966665555',
        address: 'Rua Augusta, 900 - São Paulo - SP',
        email: `equipe-${unique}@exemplo.com.br`,
        password: 'senha-equipe-123',
      },
    });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    const hired = await context.request.post(`/api/restaurants/${id}/staff`, {
      data: { name: 'Jorge Lima', role: 'cozinha', pin: '7395' },
    });
    expect(hired.status(), await hired.text()).toBe(201);

    await page.goto(`/admin/${id}`);
    await page.getByRole('button', { name: 'Trocar usuário' }).click();
    const pad = page.getByRole('dialog');
    await pad.getByRole('button', { name: /Jorge Lima/ }).click();
    for (const digit of '7395') await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/painel/cozinha');

    // What the Cozinha's screen asks, from a fresh load: the display's routes and stream, never the orders.
    const asked: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`/admin/${id}`);
    await page.waitForURL('**/painel/cozinha');
    await page.getByText('Qual praça esta tela vai mostrar?').waitFor();
    await page.getByText('Usando: Jorge Lima (Cozinha)').waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.getByRole('link', { name: 'Cozinha' }).click();
    await page.getByText('Ao vivo').waitFor();
    expect(asked.filter((url) => /\/orders(\/events)?(\?|$)|panel-settings/.test(url))).toEqual([]);
    expect(refused).toEqual([]);

    const refusal = { error: 'Seu perfil (Cozinha) não tem acesso aos pedidos.' };
    for (const path of ['orders', 'orders/events', 'panel-settings']) {
      const answer = await page.request.get(`/api/restaurants/${id}/${path}`);
      expect(answer.status(), path).toBe(403);
      expect(await answer.json()).toEqual(refusal);
    }
    expect(errors.filter((error) => !/403|Forbidden/.test(error))).toEqual([]);
    await context.close();
  });
});
