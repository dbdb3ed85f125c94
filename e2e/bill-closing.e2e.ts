/**
 * Closing a table's bill on the panel (issue 33, decision 0044), in a real Chromium against the
 * production build: table 7 open for 3 with two QR orders (2x Moqueca R$ 60,00, Caipirinha R$ 30,91;
 * 10% service R$ 9,09; total R$ 100,00); 'Fechar conta' removes the service charge with a reason and
 * charges it again, splits R$ 100,00 in 3 by amounts (33,33 + 33,33 + 33,34), takes part 1 in cash with
 * change, part 2 by PIX and débito, prints the pre-bill, and part 3 on crédito closes the bill: 'Conta
 * fechada', and table 7 is 'Livre' on the map. At 1366 × 800 and 390 × 844; screenshots in /tmp/h45-*,
 * the 80 mm pre-bill among them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { ok, registerRestaurant } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
  { name: '390x844', options: PHONE_VIEWPORT },
] as const;

/** 80 mm at the browser's 96 px per inch. */
const PAPER_80MM = Math.round((80 / 25.4) * 96);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("closing a table's bill", () => {
  for (const size of SIZES) {
    it(`service charge off and on, split in 3 by amounts, cash with change, two methods, crédito closes the table (${size.name})`, async () => {
      const owner = await openPage(browser, size.options);
      // The print dialog would block a headless page (the pre-bill's frame included): count the calls.
      await owner.context.addInitScript(() => {
        const top = window.top as unknown as { printed?: number };
        window.print = () => {
          top.printed = (top.printed ?? 0) + 1;
        };
      });
      const unique = `${Date.now().toString(36)}${size.name}`;
      const api = owner.context.request;
      const { restaurantId: id } = await registerRestaurant(api, {
        name: `Peixaria do Cais ${unique}`,
        description: 'Moquecas e drinks.',
        whatsapp: '5571955553333',
        address: 'Avenida Sete de Setembro, 100 - Salvador - BA',
        city: 'Salvador',
        state: 'BA',
        emailPrefix: 'cais',
      });
      const item = async (name: string, price: string) =>
        (
          await ok<{ id: string }>(
            await api.post(`/api/restaurants/${id}/menu`, {
              data: { name, description: 'Da casa.', price, category: 'Salão' },
            }),
          )
        ).id;
      const moqueca = await item('Moqueca de peixe', '30.00');
      const caipirinha = await item('Caipirinha de caju', '30.91');
      const table = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/tables`, { data: { label: '7', area: 'Salão', seats: 4 } }),
      );
      const opened = await ok<{ bill: { id: string } }>(
        await api.post(`/api/restaurants/${id}/tables/${table.id}/open`, { data: { people: 3 } }),
      );
      const billId = opened.bill.id;

      // Two orders from the table's QR code.
      const diner = await openPage(browser, size.options);
      for (const [name, menuItemId, quantity, phone] of [
        ['Ana', moqueca, 2, '(71) 97777-1001'],
        ['Bia', caipirinha, 1, '(71) 97777-1002'],
      ] as const)
        await ok(
          await diner.context.request.post('/api/orders', {
            data: {
              restaurantId: id,
              customerName: name,
              customerPhone: phone,
              deliveryType: 'table',
              tableNumber: '7',
              items: [{ menuItemId, quantity }],
            },
          }),
        );
      await diner.context.close();

      const panel = owner.page;
      await panel.goto(`/admin/${id}?tab=dining-room`);
      await panel.getByRole('button', { name: 'Mesa 7, Ocupada' }).click();
      const dialog = panel.getByRole('dialog', { name: /^Mesa 7 · / });
      await dialog.getByRole('tab', { name: 'Fechar conta' }).click();
      const values = dialog.getByRole('region', { name: 'Valores da conta' });
      await values.getByText('Ana (QR da mesa)').waitFor();
      await values.getByText('Bia (QR da mesa)').waitFor();
      const row = (label: string) =>
        values.locator('dl > div').filter({ has: panel.locator('dt').getByText(label, { exact: true }) });
      expect(await row('Subtotal').textContent()).toBe('SubtotalR$ 90,91');
      expect(await row('Taxa de serviço (10%)').textContent()).toBe('Taxa de serviço (10%)R$ 9,09');
      expect(await row('Total').textContent()).toBe('TotalR$ 100,00');
      expect(await row('Falta pagar').textContent()).toBe('Falta pagarR$ 100,00');
      await panel.screenshot({ path: `/tmp/h45-closing-${size.name}.png` });

      // The service charge off, with the reason, and back on.
      await dialog.getByRole('button', { name: 'Retirar taxa de serviço' }).click();
      await dialog.getByLabel('Motivo para retirar a taxa de serviço').fill('Cliente reclamou da demora');
      await dialog.getByRole('button', { name: 'Retirar taxa' }).click();
      await dialog.getByText('Taxa de serviço retirada por Dono: Cliente reclamou da demora').waitFor();
      await expect.poll(() => row('Total').textContent()).toBe('TotalR$ 90,91');
      expect(await row('Taxa de serviço (10%) retirada').textContent()).toBe(
        'Taxa de serviço (10%) retiradaR$ 0,00',
      );
      await panel.screenshot({ path: `/tmp/h45-closing-service-removed-${size.name}.png` });
      await dialog.getByRole('button', { name: 'Cobrar a taxa de serviço de novo' }).click();
      await expect.poll(() => row('Total').textContent()).toBe('TotalR$ 100,00');

      // R$ 100,00 in 3 by amounts.
      await dialog.getByRole('button', { name: 'Dividir conta' }).click();
      const split = dialog.getByRole('region', { name: 'Dividir conta' });
      // 'Por item' draws each line with who may take it (looked at, not sent).
      await split.getByRole('tab', { name: 'Por item' }).click();
      await split
        .getByRole('group', { name: 'Quem fica com 2x Moqueca de peixe' })
        .getByText('Pessoa 1')
        .click();
      await panel.screenshot({ path: `/tmp/h45-closing-split-items-${size.name}.png` });
      await split.getByRole('tab', { name: 'Por valor' }).click();
      await split.getByLabel('Parte 1 (R$)').fill('33,33');
      await split.getByText("Falta distribuir R$ 66,67 (fica como 'O restante').").waitFor();
      await split.getByLabel('Parte 2 (R$)').fill('33,33');
      await split.getByRole('button', { name: 'Mais uma parte' }).click();
      await split.getByLabel('Parte 3 (R$)').fill('33,34');
      await split.getByText('Os valores fecham a conta.').waitFor();
      await panel.screenshot({ path: `/tmp/h45-closing-split-${size.name}.png` });
      await split.getByRole('button', { name: 'Dividir por valor' }).click();
      const parts = dialog.getByRole('region', { name: 'Partes da conta' });
      await parts.getByText('Conta dividida em 3 partes (por valor)').waitFor();
      const part = (n: number) => parts.getByRole('listitem', { name: `Parte ${n}` });
      expect(await part(1).locator('p').first().textContent()).toBe('Parte 1R$ 33,33');
      expect(await part(2).locator('p').first().textContent()).toBe('Parte 2R$ 33,33');
      expect(await part(3).locator('p').first().textContent()).toBe('Parte 3R$ 33,34');

      // Part 1 in cash: R$ 50,00 received, R$ 16,67 change.
      await part(1).getByRole('button', { name: 'Receber Parte 1' }).click();
      await part(1).getByText('Dinheiro', { exact: true }).click();
      await part(1).getByLabel('Valor recebido (R$)').fill('50,00');
      await part(1).getByText('Troco R$ 16,67').waitFor();
      await part(1).getByRole('button', { name: 'Registrar pagamento' }).scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `/tmp/h45-closing-cash-${size.name}.png` });
      await part(1).getByRole('button', { name: 'Registrar pagamento' }).click();
      await part(1).getByText('Paga', { exact: true }).waitFor();
      await part(1).getByText('Dinheiro R$ 33,33 (recebido R$ 50,00, troco R$ 16,67) · por Dono').waitFor();

      // Part 2 with two methods: R$ 20,00 by PIX, the rest on débito.
      await part(2).getByRole('button', { name: 'Receber Parte 2' }).click();
      await part(2).getByLabel('Valor (R$)').fill('20,00');
      await part(2).getByRole('button', { name: 'Registrar pagamento' }).click();
      await part(2).getByText('Pago R$ 20,00 · falta R$ 13,33').waitFor();
      await expect.poll(() => part(2).getByLabel('Valor (R$)').inputValue()).toBe('13,33');
      await part(2).getByText('Débito', { exact: true }).click();
      await part(2).getByRole('button', { name: 'Registrar pagamento' }).click();
      await part(2).getByText('Paga', { exact: true }).waitFor();
      await part(2).getByText('PIX R$ 20,00 · por Dono').waitFor();
      await part(2).getByText('Cartão de débito R$ 13,33 · por Dono').waitFor();
      expect(await row('Falta pagar').textContent()).toBe('Falta pagarR$ 33,34');
      await panel.screenshot({ path: `/tmp/h45-closing-two-paid-${size.name}.png` });

      // 'Imprimir conta': the server's 80 mm page in a frame of its own, printed.
      await dialog.getByRole('button', { name: 'Imprimir conta' }).click();
      const frame = panel.frameLocator('[data-testid="pre-bill-frame"]');
      await frame.getByText('CONFERÊNCIA DE CONTA').waitFor();
      await expect
        .poll(() => panel.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0))
        .toBe(1);
      const printed = await frame.locator('pre').textContent();
      expect(printed).toContain('Parte 3');
      expect(printed).toContain('NÃO É DOCUMENTO FISCAL');
      // The same page on 80 mm paper, as the printer gets it: its 42 columns inside the margins.
      const paperContext = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: PAPER_80MM, height: 900 },
        storageState: await owner.context.storageState(),
      });
      const paper = await paperContext.newPage();
      await paper.goto(`/api/restaurants/${id}/bills/${billId}/pre-bill?format=html`);
      await paper.getByText('CONFERÊNCIA DE CONTA').waitFor();
      const fit = await paper.evaluate(() => {
        const text = document.createRange();
        text.selectNodeContents(document.querySelector('pre')!);
        return {
          text: text.getBoundingClientRect().width,
          paper: document.body.getBoundingClientRect().width,
        };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.paper);
      await paper.screenshot({ path: `/tmp/h45-pre-bill-80mm-${size.name}.png`, fullPage: true });
      await paperContext.close();

      // Part 3 on crédito: the last part, so the bill closes and the table is free.
      await part(3).getByRole('button', { name: 'Receber Parte 3' }).click();
      await part(3).getByText('Crédito', { exact: true }).click();
      await part(3).getByRole('button', { name: 'Registrar pagamento' }).click();
      const closed = dialog.getByRole('status');
      await closed.getByText('Conta fechada').waitFor();
      expect(await closed.textContent()).toMatch(/Mesa 7 está livre\. Fechada às \d\d:\d\d por Dono\./);
      await part(3).getByText('Cartão de crédito R$ 33,34 · por Dono').waitFor();
      expect(await row('Falta pagar').textContent()).toBe('Falta pagarR$ 0,00');
      expect(await dialog.getByRole('button', { name: /^Receber/ }).count()).toBe(0);
      await panel.screenshot({ path: `/tmp/h45-closing-closed-${size.name}.png` });
      await dialog.evaluate((element) => element.scrollTo(0, 0));
      await panel.screenshot({ path: `/tmp/h45-closing-closed-top-${size.name}.png` });
      expect(await noSidewaysScroll(panel)).toBe(true);

      await panel.keyboard.press('Escape');
      await panel.getByRole('button', { name: 'Mesa 7, Livre' }).waitFor();
      await panel.screenshot({ path: `/tmp/h45-map-after-${size.name}.png` });
      expect(await noSidewaysScroll(panel)).toBe(true);
      expect(owner.errors).toEqual([]);
      await owner.context.close();
    });
  }
});
