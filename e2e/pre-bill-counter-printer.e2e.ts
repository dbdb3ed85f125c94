/**
 * 'Imprimir conta' through the Caixa's printer (issue 34, decision 0050), in a real Chromium against
 * the production build: a restaurant whose Caixa station has a network printer and a paired print
 * agent; table 7's pre-bill is sent to the Caixa (no print dialog), the panel says so, and when the
 * agent reports the printer out of paper the closing screen shows it in red with 'Reimprimir' and
 * 'Imprimir pelo navegador'; the orders tab says printing is silent. At 1366 × 800 and 390 × 844;
 * screenshots in /tmp/h57-*.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { ok } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
  { name: '390x844', options: PHONE_VIEWPORT },
] as const;

const shot = (name: string) => `/tmp/h57-${name}.png`;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("'Imprimir conta' on the Caixa's printer", () => {
  for (const size of SIZES) {
    it(`sends the pre-bill to the Caixa, then shows its printer's failure (${size.name})`, async () => {
      const owner = await openPage(browser, size.options);
      await owner.context.addInitScript(() => {
        const top = window.top as unknown as { printed?: number };
        window.print = () => {
          top.printed = (top.printed ?? 0) + 1;
        };
      });
      const unique = `${Date.now().toString(36)}${size.name}`;
      const api = owner.context.request;
      const { id } = await ok<{ id: string }>(
        await api.post('/api/restaurants', {
          data: {
            name: `Bar do Porto ${unique}`,
            description: 'Petiscos e drinks.',
            whatsapp: '5571955554444',
            address: 'Rua do Porto, 10 - Salvador - BA',
            email: `porto-${unique}@exemplo.com.br`,
            password: 'senha-porto-123',
          },
        }),
      );
      const { id: menuItemId } = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/menu`, {
          data: {
            name: 'Bolinho de bacalhau',
            description: 'Porção com 12.',
            price: '1234.50',
            category: 'Salão',
          },
        }),
      );
      const table = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/tables`, { data: { label: '7', area: 'Salão', seats: 4 } }),
      );
      await ok(await api.post(`/api/restaurants/${id}/tables/${table.id}/open`, { data: { people: 2 } }));
      const diner = await openPage(browser, size.options);
      await ok(
        await diner.context.request.post('/api/orders', {
          data: {
            restaurantId: id,
            customerName: 'Ana',
            customerPhone: '(71) 97777-2001',
            deliveryType: 'table',
            tableNumber: '7',
            items: [{ menuItemId, quantity: 1 }],
          },
        }),
      );
      await diner.context.close();

      // The Caixa gets a network printer, and a computer's print agent is paired.
      const { stations } = await ok<{ stations: { id: string; kind: string }[] }>(
        await api.get(`/api/restaurants/${id}/kitchen/stations`),
      );
      const caixa = stations.find((station) => station.kind === 'caixa')!;
      await ok(
        await api.patch(`/api/restaurants/${id}/kitchen/stations/${caixa.id}`, {
          data: {
            printer: {
              family: 'elgin',
              paperWidth: 80,
              columns: 48,
              codePage: 'cp860',
              cut: true,
              copies: 1,
              connection: { kind: 'rede', host: '192.168.0.77', port: 9100 },
            },
          },
        }),
      );
      const { code } = await ok<{ code: string }>(
        await api.post(`/api/restaurants/${id}/kitchen/agents/pairing-code`),
      );
      const agent = await ok<{ token: string }>(
        await api.post('/api/print-agent/pair', { data: { code, name: 'Computador do caixa' } }),
      );
      const asAgent = { Authorization: `Bearer ${agent.token}` };

      const panel = owner.page;
      await panel.goto(`/admin/${id}?tab=dining-room`);
      await panel.getByRole('button', { name: 'Mesa 7, Ocupada' }).click();
      const dialog = panel.getByRole('dialog', { name: /^Mesa 7 · / });
      await dialog.getByRole('tab', { name: 'Fechar conta' }).click();
      await dialog.getByRole('region', { name: 'Valores da conta' }).getByText('Ana (QR da mesa)').waitFor();

      const sent = panel.waitForResponse((response) => response.url().endsWith('/pre-bill/print'));
      await dialog.getByRole('button', { name: 'Imprimir conta' }).click();
      expect((await sent).status()).toBe(201);
      const status = dialog.getByRole('status').filter({ hasText: 'Caixa' });
      await status.getByText('Conta enviada para a impressora do Caixa.').waitFor();
      await status.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: shot(`pre-bill-sent-${size.name}`) });
      expect(await panel.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0)).toBe(0);
      expect(await panel.locator('[data-testid="pre-bill-frame"]').count()).toBe(0);

      // The agent takes the job and the printer is out of paper: the panel shows it, live.
      const { id: jobId } = await (await sent).json();
      await ok(await api.post(`/api/print-agent/jobs/${jobId}/claim`, { headers: asAgent }));
      await ok(
        await api.post(`/api/print-agent/jobs/${jobId}/result`, {
          headers: asAgent,
          data: { status: 'falhou', error: 'Sem papel' },
        }),
      );
      const alert = dialog.getByRole('alert').filter({ hasText: 'A impressora do Caixa falhou: sem papel.' });
      await alert.waitFor({ timeout: 20_000 });
      await alert.getByRole('button', { name: 'Reimprimir' }).waitFor();
      await alert.getByRole('button', { name: 'Imprimir pelo navegador' }).scrollIntoViewIfNeeded();
      await panel.screenshot({ path: shot(`pre-bill-failed-${size.name}`) });
      expect(await noSidewaysScroll(panel)).toBe(true);

      // 'Reimprimir' sends the pre-bill again: a new job for the Caixa, though within seconds.
      const again = panel.waitForResponse((response) => response.url().endsWith('/pre-bill/print'));
      await alert.getByRole('button', { name: 'Reimprimir' }).click();
      expect((await again).status()).toBe(201);
      expect((await (await again).json()).id).not.toBe(jobId);
      await dialog.getByRole('status').getByText('Conta enviada para a impressora do Caixa.').waitFor();

      // The orders tab: the old print-dialog switch gave way.
      await panel.keyboard.press('Escape');
      await panel.goto(`/admin/${id}?tab=orders`);
      const silent = panel
        .getByText('Impressão silenciosa: os pedidos confirmados saem direto nas impressoras das praças.')
        .first();
      await silent.waitFor();
      await silent.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: shot(`orders-silent-${size.name}`) });
      expect(await noSidewaysScroll(panel)).toBe(true);
      expect(owner.errors).toEqual([]);
      await owner.context.close();
    });
  }
});
