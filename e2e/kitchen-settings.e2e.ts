/**
 * The owner's 'Cozinha' tab (issue 34, decision 0047) in a real Chromium against the production
 * build: the Cozinha station gets an Epson 80 mm network printer, Lanches go to the Cozinha and
 * Bebidas to the Bar; a confirmed order with a burger and a caipirinha makes one print job, for the
 * Cozinha only (the Bar has no printer), seen in 'Fila de impressão'. A print agent paired through
 * the API claims it and reports 'Sem papel': the queue shows it in red, the orders panel shows
 * 'A impressora da Cozinha falhou: sem papel', and 'Reimprimir' makes a new job. The panel's
 * Chromium pairs itself as a 'navegador' agent. At 1366 × 800 and 390 × 844; screenshots in
 * /tmp/shots-kitchen.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { ok, registerRestaurant } from './harness/owner';

const SHOTS = '/tmp/shots-kitchen';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
  { name: '390x844', options: PHONE_VIEWPORT },
] as const;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

interface Job {
  id: string;
  stationName: string;
  orderNumber: number | string;
  status: string;
  reprint: boolean;
}

describe("the owner's kitchen settings", () => {
  for (const size of SIZES) {
    it(`sets a station's printer and the routing, and sees the order's job in the queue (${size.name})`, async () => {
      const owner = await openPage(browser, size.options);
      const unique = `${Date.now().toString(36)}${size.name}`;
      const api = owner.context.request;
      const { restaurantId: id } = await registerRestaurant(api, {
        name: `Lanchonete da Esquina ${unique}`,
        description: 'Lanches e bebidas.',
        whatsapp: '5511955554444',
        address: 'Rua Augusta, 100 - São Paulo - SP',
        emailPrefix: 'esquina',
      });
      const burger = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/menu`, {
          data: {
            name: 'X-Burguer',
            description: 'Pão, carne e queijo.',
            price: '25.00',
            category: 'Lanches',
          },
        }),
      );
      const caipirinha = await ok<{ id: string }>(
        await api.post(`/api/restaurants/${id}/menu`, {
          data: { name: 'Caipirinha', description: 'De limão.', price: '18.00', category: 'Bebidas' },
        }),
      );
      const K = `/api/restaurants/${id}/kitchen`;
      const existing = (await ok<{ stations: { name: string }[] }>(await api.get(`${K}/stations`))).stations;

      const panel = owner.page;
      await panel.goto(`/admin/${id}?tab=kitchen-settings`);
      const stations = panel.getByRole('region', { name: 'Praças' });
      await stations.getByRole('button', { name: 'Adicionar praça' }).waitFor();

      // The Cozinha gets an Epson on the network.
      const hasCozinha = existing.some((station) => station.name === 'Cozinha');
      await stations.getByRole('button', { name: hasCozinha ? 'Editar Cozinha' : 'Adicionar praça' }).click();
      const form = stations.getByRole('form', { name: hasCozinha ? 'Editar Cozinha' : 'Nova praça' });
      await form.getByLabel('Nome da praça').fill('Cozinha');
      const printerSwitch = form.getByRole('switch', { name: 'Tem impressora' });
      if ((await printerSwitch.getAttribute('aria-checked')) !== 'true') await printerSwitch.click();
      await form.getByLabel('Modelo').selectOption({ label: 'Epson (TM-T20, TM-T88)' });
      await form.getByRole('radio', { name: '80 mm' }).check();
      await form.getByRole('radio', { name: 'Rede (IP, porta 9100)' }).check();
      // A typo first: the domain's message, in Portuguese, and nothing sent.
      await form.getByLabel('IP da impressora').fill('192.168.0.50; rm');
      await form.getByRole('button', { name: 'Salvar praça' }).click();
      await form.getByText('Informe um IP como 192.168.0.50 ou um nome de rede').waitFor();
      await panel.screenshot({ path: `${SHOTS}/station-form-${size.name}.png`, fullPage: true });
      await form.getByLabel('IP da impressora').fill('127.0.0.1');
      await form.getByRole('button', { name: 'Salvar praça' }).click();
      await stations.getByText('Epson (TM-T20, TM-T88) · 80 mm · Rede 127.0.0.1:9100').waitFor();

      // The Bar, with no printer (its tickets go to the kitchen display only).
      if (!existing.some((station) => station.name === 'Bar')) {
        await stations.getByRole('button', { name: 'Adicionar praça' }).click();
        const bar = stations.getByRole('form', { name: 'Nova praça' });
        await bar.getByLabel('Nome da praça').fill('Bar');
        await bar.getByRole('switch', { name: 'Tem impressora' }).click();
        await bar.getByRole('button', { name: 'Salvar praça' }).click();
        await stations.getByRole('button', { name: 'Editar Bar' }).waitFor();
      }

      const routing = panel.getByRole('region', { name: 'Onde cada item é preparado' });
      await routing
        .getByRole('group', { name: 'Lanches' })
        .getByRole('checkbox', { name: /Cozinha/ })
        .check();
      await routing.getByRole('group', { name: 'Bebidas' }).getByRole('checkbox', { name: /Bar/ }).check();
      await routing.getByRole('button', { name: 'Salvar' }).click();
      await routing.getByText('Praças dos itens salvas.').waitFor();
      const saved = await ok<{ categories: Record<string, string[]> }>(await api.get(`${K}/routing`));
      expect(Object.values(saved.categories).map((ids) => ids.length)).toEqual([1, 1]);

      // An order with both, confirmed: one job, for the Cozinha.
      const order = await ok<{ id: string; orderNumber: number }>(
        await api.post('/api/orders', {
          data: {
            restaurantId: id,
            customerName: 'Joana Cliente',
            customerPhone: `55119${String(Date.now()).slice(-8)}`,
            deliveryType: 'pickup',
            items: [
              { menuItemId: burger.id, quantity: 1 },
              { menuItemId: caipirinha.id, quantity: 1 },
            ],
            paymentMethod: 'cash',
          },
        }),
      );
      await ok(await api.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } }));
      const jobs = (await ok<{ jobs: Job[] }>(await api.get(`${K}/print-jobs`))).jobs;
      expect(jobs.map((job) => [job.stationName, job.status])).toEqual([['Cozinha', 'pendente']]);

      const queue = panel.getByRole('region', { name: 'Fila de impressão' });
      const row = queue.getByRole('listitem', { name: `Pedido #${jobs[0]?.orderNumber} · Cozinha` });
      await row.getByText('Na fila').waitFor();
      expect(await noSidewaysScroll(panel)).toBe(true);
      await panel.screenshot({ path: `${SHOTS}/kitchen-tab-${size.name}.png`, fullPage: true });

      // A print agent takes the job and the printer is out of paper.
      const { code } = await ok<{ code: string }>(await api.post(`${K}/agents/pairing-code`));
      const paired = await ok<{ token: string }>(
        await api.post('/api/print-agent/pair', { data: { code, name: 'Computador do caixa' } }),
      );
      const agent = { Authorization: `Bearer ${paired.token}` };
      const jobId = jobs[0]?.id ?? '';
      await ok(await api.post(`/api/print-agent/jobs/${jobId}/claim`, { headers: agent }));
      await ok(
        await api.post(`/api/print-agent/jobs/${jobId}/result`, {
          headers: agent,
          data: { status: 'falhou', error: 'Sem papel' },
        }),
      );
      await row.getByText('Falhou').waitFor();
      await row.getByText('Sem papel').waitFor();
      const agents = panel.getByRole('region', { name: 'Agente de impressão' });
      await agents.getByText('Computador do caixa').waitFor();
      await agents.getByRole('button', { name: 'Gerar código' }).click();
      await agents.getByText(/npm run agente-impressao -- --servidor http/).waitFor();
      // This Chromium has WebUSB: it pairs itself as a 'navegador' agent.
      const here = panel.getByRole('region', { name: 'Imprimir por este navegador' });
      await here.getByRole('button', { name: 'Usar este navegador para imprimir' }).click();
      await here.getByRole('button', { name: 'Conectar impressora USB' }).waitFor();
      // Its heartbeat makes it online (the agents' list is read every 15 seconds).
      await agents.getByText('Conectado · Navegador').waitFor({ timeout: 25_000 });
      expect(await noSidewaysScroll(panel)).toBe(true);
      await panel.screenshot({ path: `${SHOTS}/kitchen-tab-failed-${size.name}.png`, fullPage: true });
      for (const card of [stations, routing, queue, agents, here])
        await card.screenshot({
          path: `${SHOTS}/card-${(await card.locator('h3').textContent())?.replace(/\W+/g, '-')}-${size.name}.png`,
        });

      // The orders panel says so in red, and 'Reimprimir' makes a new job.
      await panel.goto(`/admin/${id}?tab=orders`);
      const banner = panel
        .getByRole('alert')
        .filter({ hasText: 'A impressora da Cozinha falhou: sem papel' });
      await banner.waitFor();
      expect(await noSidewaysScroll(panel)).toBe(true);
      await panel.screenshot({ path: `${SHOTS}/orders-banner-${size.name}.png` });
      await banner.getByRole('button', { name: /^Reimprimir/ }).click();
      await banner.waitFor({ state: 'detached' });
      const after = (await ok<{ jobs: Job[] }>(await api.get(`${K}/print-jobs`))).jobs;
      expect(after.filter((job) => job.reprint).map((job) => [job.stationName, job.status])).toEqual([
        ['Cozinha', 'pendente'],
      ]);
      await owner.context.close();
    });
  }
});
