/**
 * The panel's own Chrome as the Cozinha's printer (issue 34, decision 0050), in a real Chromium
 * against the production build and its real agent API: only the USB printer is a stand-in, a
 * `navigator.usb` injected before the app loads whose device (an Epson TM-T20X, vendor 0x04b8, as
 * the WICG WebUSB specification shapes a USBDevice: open, selectConfiguration, claimInterface,
 * transferOut → USBOutTransferResult; NotFoundError when unplugged) records every buffer sent to it,
 * the shape of the drivers' stand-ins in src/web/features/kitchen-settings/browser-printing/.
 *
 * The owner pairs this browser ('Usar este navegador para imprimir', kind 'navegador'), gives the
 * Cozinha the printer 'Neste navegador (Chrome)' and connects the USB printer; an order confirmed
 * in the panel comes out of it (decoded with test/fakes/escpos-decoder.ts: number, items, note,
 * cut) and the print queue says 'Impresso'. A lost answer is reported after a reload without a
 * second paper (the browser's journal); an unplugged printer fails the job in red with its reason
 * and 'Reimprimir', nothing is claimed while it is away, and when it is back the waiting and the
 * failed jobs print. 'Desconectar' from elsewhere makes the browser forget its token (401).
 * At 1366 × 800; screenshots in /work/shots/h66.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePrinterBytes, lastPrinted, printedText } from '../test/fakes/escpos-decoder';
import { launchBrowser, openPage } from './harness/browser';
import { ok, registerRestaurant } from './harness/owner';

const SHOTS = '/work/shots/h66';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Where the stand-in printer keeps what it received (base64 per transfer), across reloads of the tab. */
const SENT_KEY = 'e2e.usb.sent';
/** A WebUSB error name the next transfers throw ('NotFoundError': unplugged); empty when it prints. */
const FAIL_KEY = 'e2e.usb.fail';

/** Installs the stand-in USB printer in every page of the context, before the app's scripts run. */
async function plugUsbPrinter(context: BrowserContext) {
  await context.addInitScript(
    ({ sentKey, failKey }) => {
      const device = {
        vendorId: 0x04b8,
        productId: 0x0202,
        serialNumber: 'X5K8001234',
        manufacturerName: 'EPSON',
        productName: 'TM-T20X',
        opened: false,
        configuration: null as null | {
          interfaces: {
            interfaceNumber: number;
            claimed: boolean;
            alternate: { endpoints: { endpointNumber: number; direction: 'in' | 'out' }[] };
          }[];
        },
        async open() {
          device.opened = true;
        },
        async selectConfiguration() {
          device.configuration = {
            interfaces: [
              {
                interfaceNumber: 0,
                claimed: false,
                alternate: {
                  endpoints: [
                    { endpointNumber: 2, direction: 'in' },
                    { endpointNumber: 1, direction: 'out' },
                  ],
                },
              },
            ],
          };
        },
        async claimInterface(number: number) {
          const claimed = device.configuration?.interfaces.find((one) => one.interfaceNumber === number);
          if (claimed) claimed.claimed = true;
        },
        async reset() {},
        async close() {
          device.opened = false;
        },
        async transferOut(endpoint: number, data: Uint8Array) {
          const failure = sessionStorage.getItem(failKey);
          if (failure) throw new DOMException('A transferência falhou.', failure);
          if (endpoint !== 1) return { status: 'stall', bytesWritten: 0 };
          let binary = '';
          for (const byte of data) binary += String.fromCharCode(byte);
          const sent = JSON.parse(sessionStorage.getItem(sentKey) ?? '[]') as string[];
          sent.push(btoa(binary));
          sessionStorage.setItem(sentKey, JSON.stringify(sent));
          return { status: 'ok', bytesWritten: data.length };
        },
      };
      Object.defineProperty(navigator, 'usb', {
        configurable: true,
        value: {
          requestDevice: async () => device,
          getDevices: async () => [device],
          addEventListener: () => undefined,
        },
      });
    },
    { sentKey: SENT_KEY, failKey: FAIL_KEY },
  );
}

/** Every transfer the stand-in printer received, as bytes. */
async function received(page: Page): Promise<Uint8Array[]> {
  const sent = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
    SENT_KEY,
  );
  return sent.map((base64) => Uint8Array.from(Buffer.from(base64, 'base64')));
}

const unplug = (page: Page, error: string) =>
  page.evaluate(([key, name]) => sessionStorage.setItem(key as string, name as string), [FAIL_KEY, error]);
const plugBack = (page: Page) => page.evaluate((key) => sessionStorage.removeItem(key), FAIL_KEY);

interface Job {
  id: string;
  stationName: string;
  orderNumber: number;
  status: string;
  error: string | null;
  reprint: boolean;
}

describe("printing from the panel's browser", () => {
  it('prints a confirmed order on the USB printer, survives a lost answer, and fails in red when unplugged', async () => {
    const owner = await openPage(browser, { viewport: { width: 1366, height: 800 } });
    await plugUsbPrinter(owner.context);
    const unique = Date.now().toString(36);
    const api = owner.context.request;
    const { restaurantId: id } = await registerRestaurant(api, {
      name: `Hamburgueria do Largo ${unique}`,
      description: 'Lanches na chapa.',
      whatsapp: '5511955553333',
      address: 'Largo do Arouche, 20 - São Paulo - SP',
      emailPrefix: 'largo',
    });
    const burger = await ok<{ id: string }>(
      await api.post(`/api/restaurants/${id}/menu`, {
        data: {
          name: 'X-Salada',
          description: 'Pão, carne, queijo e salada.',
          price: '27.00',
          category: 'Lanches',
        },
      }),
    );
    const fries = await ok<{ id: string }>(
      await api.post(`/api/restaurants/${id}/menu`, {
        data: { name: 'Batata frita', description: 'Porção média.', price: '15.50', category: 'Lanches' },
      }),
    );
    const K = `/api/restaurants/${id}/kitchen`;
    const jobs = async () => (await ok<{ jobs: Job[] }>(await api.get(`${K}/print-jobs`))).jobs;
    let phone = 0;
    /** A diner's pickup order, confirmed by the owner on the orders tab. */
    const confirmOrder = async (notes: string) => {
      const order = await ok<{ orderNumber: number }>(
        await api.post('/api/orders', {
          data: {
            restaurantId: id,
            customerName: 'Paulo Cliente',
            customerPhone: `55119${String(Date.now() + phone++).slice(-8)}`,
            deliveryType: 'pickup',
            items: [
              { menuItemId: burger.id, quantity: 2, notes },
              { menuItemId: fries.id, quantity: 1 },
            ],
            paymentMethod: 'cash',
          },
        }),
      );
      const card = panel.getByRole('article', { name: `Pedido #${order.orderNumber}` });
      await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await panel
        .locator('article[data-status="confirmed"]', { hasText: `Pedido #${order.orderNumber}` })
        .waitFor();
      return order.orderNumber;
    };

    // The owner pairs this browser and gives the Cozinha the printer 'Neste navegador (Chrome)'.
    const panel = owner.page;
    await panel.goto(`/admin/${id}?tab=kitchen-settings`);
    const here = panel.getByRole('region', { name: 'Imprimir por este navegador' });
    await here.getByRole('button', { name: 'Usar este navegador para imprimir' }).click();
    await here.getByRole('button', { name: 'Conectar impressora USB' }).waitFor();
    const { agents } = await ok<{ agents: { id: string; name: string; kind: string }[] }>(
      await api.get(`${K}/agents`),
    );
    expect(agents.map((agent) => agent.kind)).toEqual(['navegador']);
    expect(agents[0]?.name).toMatch(/^Navegador/);

    const existing = (await ok<{ stations: { name: string }[] }>(await api.get(`${K}/stations`))).stations;
    const hasCozinha = existing.some((station) => station.name === 'Cozinha');
    const stations = panel.getByRole('region', { name: 'Praças' });
    await stations.getByRole('button', { name: hasCozinha ? 'Editar Cozinha' : 'Adicionar praça' }).click();
    const form = stations.getByRole('form', { name: hasCozinha ? 'Editar Cozinha' : 'Nova praça' });
    await form.getByLabel('Nome da praça').fill('Cozinha');
    const printerSwitch = form.getByRole('switch', { name: 'Tem impressora' });
    if ((await printerSwitch.getAttribute('aria-checked')) !== 'true') await printerSwitch.click();
    await form.getByLabel('Modelo').selectOption({ label: 'Epson (TM-T20, TM-T88)' });
    await form.getByRole('radio', { name: '80 mm' }).check();
    await form.getByRole('radio', { name: 'Neste navegador (Chrome)' }).check();
    await form.getByRole('button', { name: 'Salvar praça' }).click();
    await stations.getByText(/Epson \(TM-T20, TM-T88\) · 80 mm · Neste navegador/).waitFor();
    const routing = panel.getByRole('region', { name: 'Onde cada item é preparado' });
    await routing
      .getByRole('group', { name: 'Lanches' })
      .getByRole('checkbox', { name: /Cozinha/ })
      .check();
    await routing.getByRole('button', { name: 'Salvar' }).click();
    await routing.getByText('Praças dos itens salvas.').waitFor();
    await here
      .getByText('Este navegador imprime os pedidos de Cozinha enquanto o painel estiver aberto.')
      .waitFor();

    // The USB printer from the browser's chooser (the stand-in answers it).
    await here.getByRole('button', { name: 'Conectar impressora USB' }).click();
    await here.getByText('Impressora conectada: EPSON TM-T20X (USB)').waitFor();
    await panel.screenshot({ path: `${SHOTS}/browser-printer-connected-1366x800.png`, fullPage: true });

    // An order confirmed on the panel comes out of the USB printer.
    await panel.getByRole('tab', { name: 'Delivery/Retirada', exact: true }).click();
    const first = await confirmOrder('sem cebola');
    await expect.poll(async () => (await received(panel)).length, { timeout: 15_000 }).toBe(1);
    const ticket = decodePrinterBytes((await received(panel))[0]!);
    const lines = printedText(ticket);
    expect(lines.some((line) => line.trim() === `#${first}`)).toBe(true);
    expect(lines.some((line) => line.trim() === 'COZINHA')).toBe(true);
    expect(lines.some((line) => /2x X-Salada/.test(line))).toBe(true);
    expect(lines.some((line) => /1x Batata frita/.test(line))).toBe(true);
    expect(lines.some((line) => line.trim() === 'OBS: sem cebola')).toBe(true);
    expect(lastPrinted(ticket)).toMatchObject({ kind: 'cut' });
    expect(ticket.unknown).toEqual([]);
    await expect
      .poll(async () => (await jobs()).map((job) => [job.orderNumber, job.stationName, job.status]))
      .toEqual([[first, 'Cozinha', 'impresso']]);
    await panel.getByRole('tab', { name: 'Cozinha', exact: true }).click();
    const queue = panel.getByRole('region', { name: 'Fila de impressão' });
    await queue
      .getByRole('listitem', { name: `Pedido #${first} · Cozinha` })
      .getByText('Impresso')
      .waitFor();
    await queue.screenshot({ path: `${SHOTS}/queue-printed-1366x800.png` });

    // The printer printed the next one but the answer was lost: after a reload the job is
    // replayed, found in this browser's journal and reported, with no second paper.
    await panel.route('**/api/print-agent/jobs/*/result', (route) => route.abort(), { times: 1 });
    await panel.getByRole('tab', { name: 'Delivery/Retirada', exact: true }).click();
    const second = await confirmOrder('ponto da carne bem passado');
    await expect.poll(async () => (await received(panel)).length, { timeout: 15_000 }).toBe(2);
    expect(printedText(decodePrinterBytes((await received(panel))[1]!)).join('\n')).toContain(`#${second}`);
    const lost = (await jobs()).find((job) => job.orderNumber === second);
    expect(lost?.status).toBe('imprimindo');
    await panel.goto(`/admin/${id}?tab=kitchen-settings`);
    await expect
      .poll(async () => (await jobs()).find((job) => job.orderNumber === second)?.status, { timeout: 20_000 })
      .toBe('impresso');
    expect(await received(panel)).toHaveLength(2);
    await here.getByText('Impressora conectada: EPSON TM-T20X (USB)').waitFor();

    // Unplugged: the job fails with the reason, in red with 'Reimprimir', and the printer shows it.
    await unplug(panel, 'NotFoundError');
    await panel.getByRole('tab', { name: 'Delivery/Retirada', exact: true }).click();
    const third = await confirmOrder('sem maionese');
    await panel.getByRole('tab', { name: 'Cozinha', exact: true }).click();
    const failed = queue.getByRole('listitem', { name: `Pedido #${third} · Cozinha` });
    await failed.getByText('Falhou').waitFor({ timeout: 20_000 });
    await failed.getByText('Impressora USB desconectada').waitFor();
    await failed.getByRole('button', { name: `Reimprimir Pedido #${third} · Cozinha` }).waitFor();
    await here
      .getByText('EPSON TM-T20X (USB) está desconectada. Ligue-a de novo ou conecte outra.')
      .waitFor();
    await panel.screenshot({ path: `${SHOTS}/queue-failed-1366x800.png`, fullPage: true });

    // While it is away, nothing is claimed: the next order waits in the queue.
    await panel.getByRole('tab', { name: 'Delivery/Retirada', exact: true }).click();
    await panel
      .getByRole('alert')
      .filter({ hasText: /A impressora da Cozinha falhou/ })
      .waitFor();
    const fourth = await confirmOrder('com bacon');
    await panel.waitForTimeout(2_000);
    expect((await jobs()).find((job) => job.orderNumber === fourth)?.status).toBe('pendente');
    expect(await received(panel)).toHaveLength(2);

    // Plugged back and connected: the waiting order and the failed one print.
    await plugBack(panel);
    await panel.getByRole('tab', { name: 'Cozinha', exact: true }).click();
    await here.getByRole('button', { name: 'Conectar impressora USB' }).click();
    await here.getByText('Impressora conectada: EPSON TM-T20X (USB)').waitFor();
    await expect.poll(async () => (await received(panel)).length, { timeout: 20_000 }).toBe(4);
    const printedNumbers = (await received(panel))
      .slice(2)
      .map((bytes) => printedText(decodePrinterBytes(bytes)).join('\n'));
    expect(printedNumbers.filter((text) => text.includes(`#${third}`))).toHaveLength(1);
    expect(printedNumbers.filter((text) => text.includes(`#${fourth}`))).toHaveLength(1);
    await expect
      .poll(async () => (await jobs()).map((job) => job.status).sort())
      .toEqual(['impresso', 'impresso', 'impresso', 'impresso']);

    // 'Desconectar' from another device: the stream answers 401 and this browser forgets its token.
    const agentId = agents[0]?.id ?? '';
    const revoked = await owner.context.request.delete(`${K}/agents/${agentId}`);
    expect(revoked.status()).toBe(204);
    await here
      .getByRole('button', { name: 'Usar este navegador para imprimir' })
      .waitFor({ timeout: 20_000 });
    const kept = await panel.evaluate(
      (restaurant) => localStorage.getItem(`comanda.print-agent.${restaurant}`),
      id,
    );
    expect(JSON.parse(kept ?? 'null')).toBeNull();
    expect(owner.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    await owner.context.close();
  });
});
