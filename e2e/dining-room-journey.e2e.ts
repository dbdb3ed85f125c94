/**
 * Issue 33's "Done means", one evening at table 7 in a real Chromium against `npm start` pointed at
 * the Mercado Pago fake (test/fakes/mercadopago.ts): Ana, the Garçom, switches in by PIN on her phone
 * and opens table 7 for four; two diners order from the table's QR code with no WhatsApp hand-off;
 * Ana takes a third order item by item ('Enviado ✓'); a diner taps 'Pedir a conta'; at the counter
 * (1366 × 800) the bill is split in three equal parts, part 2 is paid by PIX from the diner's own
 * phone (`/conta/<token>`, confirmed by Mercado Pago's signed notification), parts 1 and 3 in cash
 * and on crédito, the bill closes itself and table 7 is free; the 'Salão' report shows the table, who
 * took the orders, the PIX and the service charge apart from sales. Screenshots in /tmp/shots-journey:
 * the waiter and the diners at 390 × 844, the map, the closing and the report at 1366 × 800.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE_VIEWPORT } from './harness/browser';
import { openCheckout, openMenu } from './harness/diner';
import { answer, connectMercadoPagoInContext, startsMercadoPagoApp } from './harness/mercadopago-app';
import { registerRestaurant } from './harness/owner';

const SHOTS = '/tmp/shots-journey';
const WIDE = { viewport: { width: 1366, height: 800 } };
const app = startsMercadoPagoApp('dining-journey');
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

interface Part {
  id: string;
  amount: string;
  isPaid: boolean;
}
interface BillView {
  status: string;
  closing: {
    total: string;
    split: { parts: Part[] } | null;
    pixLinks: { id: string; url: string; partId: string }[];
  };
}

describe('a table of four, from the QR code to the report', () => {
  it('opened by the waiter, two QR orders and one by the waiter, split in three with one PIX, closed, reported', async () => {
    const owner = await openPage(app.browser, { baseURL: app.server.url, ...WIDE });
    const api = owner.context.request;
    const {
      restaurantId: id,
      email,
      password,
    } = await registerRestaurant(api, {
      name: 'Bar do Largo',
      description: 'Petiscos, moquecas e chope.',
      whatsapp: '5571977775555',
      address: 'Largo do Pelourinho, 12 - Salvador - BA',
      city: 'Salvador',
      state: 'BA',
      emailPrefix: 'jornada',
    });
    const base = `/api/restaurants/${id}`;
    for (const item of [
      { name: 'Moqueca de Peixe', price: '89.90', category: 'Pratos' },
      { name: 'Caipirinha de Caju', price: '25.00', category: 'Bebidas' },
      { name: 'Chope', price: '12.50', category: 'Bebidas' },
    ])
      await answer(api.post(`${base}/menu`, { data: { ...item, description: 'Da casa.' } }));
    for (const table of [
      { label: '7', area: 'Salão', seats: 4 },
      { label: '8', area: 'Salão', seats: 2 },
      { label: 'V1', area: 'Varanda', seats: 6 },
    ])
      await answer(api.post(`${base}/tables`, { data: table }));
    await connectMercadoPagoInContext(owner.context, app.mercadoPago, id);
    await answer(api.post(`${base}/staff`, { data: { name: 'Ana Souza', role: 'garcom', pin: '4821' } }));

    // Ana's phone: the restaurant's login on the device, then her PIN.
    const waiter = await openPage(app.browser, { baseURL: app.server.url, ...PHONE_VIEWPORT });
    const phone = waiter.page;
    await answer(waiter.context.request.post('/api/auth/login', { data: { email, password } }));
    await phone.goto(`/admin/${id}?tab=dining-room`);
    await phone.getByRole('button', { name: 'Trocar usuário' }).click();
    const pad = phone.getByRole('dialog');
    await pad.getByRole('button', { name: /Ana Souza/ }).click();
    for (const digit of '4821') await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Entrar' }).click();
    await phone.getByText('Usando: Ana Souza (Garçom)').waitFor();

    // She opens table 7 for four.
    const salao = phone.getByRole('region', { name: 'Salão' });
    await salao.getByRole('button', { name: 'Mesa 7, Livre' }).click();
    const open = phone.getByRole('dialog', { name: 'Abrir Mesa 7' });
    await open.getByLabel('Quantas pessoas?').fill('4');
    await open.getByRole('button', { name: 'Abrir mesa' }).click();
    await phone.getByRole('heading', { name: 'Mesa 7 · Ocupada' }).waitFor();

    // Two diners order from the table's QR code: straight to the kitchen, no WhatsApp.
    const diners = [];
    for (const [name, item, phoneNumber] of [
      ['Carla', 'Moqueca de Peixe', '(71) 98888-1001'],
      ['Davi', 'Caipirinha de Caju', '(71) 98888-1002'],
    ] as const) {
      const diner = await openPage(app.browser, { baseURL: app.server.url, ...PHONE_VIEWPORT });
      const menu = diner.page;
      await openMenu(menu, `/menu/${id}?mesa=7`);
      await menu.getByRole('region', { name: 'Sua mesa' }).getByText('Mesa 7 · Salão').waitFor();
      const checkout = await openCheckout(menu, item);
      await checkout.getByLabel('Seu nome (opcional)').fill(name);
      await checkout.getByLabel('Telefone (WhatsApp)').fill(phoneNumber);
      await checkout.getByRole('radio', { name: 'Dinheiro' }).check();
      await checkout.getByRole('button', { name: 'Enviar pedido' }).click();
      await menu.getByRole('heading', { level: 1, name: /^Pedido #\w+ enviado para a cozinha$/ }).waitFor();
      diners.push(diner);
    }
    await diners[0]!.page.screenshot({ path: `${SHOTS}/diner-sent-390x844.png`, fullPage: true });

    // Ana takes the third order item by item with the menu's own dialog: three chopes.
    const cardapio = phone.getByRole('region', { name: 'Cardápio' });
    await cardapio.getByRole('button', { name: /Chope/ }).click();
    await phone
      .getByRole('dialog', { name: 'Chope' })
      .getByRole('button', { name: 'Adicionar ao pedido' })
      .click();
    const draft = phone.getByRole('region', { name: 'Pedido em andamento' });
    await draft.getByRole('button', { name: 'Mais Chope' }).click();
    await draft.getByRole('button', { name: 'Mais Chope' }).click();
    await expect.poll(() => draft.textContent()).toContain('R$ 37,50');
    await phone.screenshot({ path: `${SHOTS}/waiter-draft-390x844.png`, fullPage: true });
    await draft.getByRole('button', { name: 'Enviar para a cozinha' }).click();
    await draft.getByText(/^Enviado ✓ · Pedido #\w+ foi para a cozinha$/).waitFor({ timeout: 15_000 });
    await phone.getByRole('tab', { name: 'O que a mesa já pediu' }).click();
    const had = phone.getByRole('region', { name: 'O que a mesa já pediu' });
    await had.getByText('3x Chope').waitFor();
    await had.getByText('1x Moqueca de Peixe').waitFor();
    await phone.screenshot({ path: `${SHOTS}/waiter-table-390x844.png`, fullPage: true });
    expect(await noSidewaysScroll(phone)).toBe(true);

    // A diner asks for the bill from the QR menu.
    const first = diners[0]!.page;
    await first.getByRole('button', { name: 'Pedir mais' }).click();
    const atTable = first.getByRole('region', { name: 'Sua mesa' });
    await atTable.getByRole('button', { name: 'Pedir a conta' }).click();
    await atTable.getByText('Conta pedida: o garçom já traz a conta.').waitFor();
    await first.screenshot({ path: `${SHOTS}/diner-bill-asked-390x844.png` });
    expect(await noSidewaysScroll(first)).toBe(true);

    // The counter: table 7 asks for its bill, 89,90 + 2 × ... = 177,40 of items.
    const panel = owner.page;
    await panel.goto(`/admin/${id}?tab=dining-room`);
    const seven = panel.getByRole('button', { name: 'Mesa 7, Conta pedida' });
    await expect.poll(() => seven.textContent()).toContain('R$ 152,40');
    await panel.screenshot({ path: `${SHOTS}/map-1366x800.png`, fullPage: true });
    await seven.click();
    const bill = panel.getByRole('dialog', { name: /^Mesa 7 · / });
    await bill.getByRole('tab', { name: 'Fechar conta' }).click();
    const values = bill.getByRole('region', { name: 'Valores da conta' });
    await values.getByText('Carla (QR da mesa)').waitFor();
    await values.getByText('Ana Souza (equipe)').waitFor();
    // 152,40 of items and 10% service: 167,64, split in three: 55,88 each.
    await values.getByText('R$ 167,64').first().waitFor();
    await bill.getByRole('button', { name: 'Dividir conta' }).click();
    const split = bill.getByRole('region', { name: 'Dividir conta' });
    await split.getByRole('tab', { name: 'Partes iguais' }).click();
    await split.getByLabel('Número de pessoas').fill('3');
    await split.getByRole('button', { name: 'Dividir em 3 partes' }).click();
    const parts = bill.getByRole('region', { name: 'Partes da conta' });
    await parts.getByText(/^Conta dividida em 3 partes/).waitFor();
    await panel.screenshot({ path: `${SHOTS}/closing-split-1366x800.png` });

    // Part 2 by PIX from the diner's own phone.
    const pix = bill.getByRole('region', { name: 'PIX no celular do cliente' });
    await pix.getByText('Parte 2 de 3:').waitFor();
    await pix.getByRole('button', { name: 'Gerar PIX' }).nth(1).click();
    await pix.getByRole('img', { name: /^QR code PIX de R\$ / }).waitFor();
    const view = await answer<BillView>(api.get(`${base}/bills/${(await tableBillId(api, base, '7'))!}`));
    const [partOne, partTwo, partThree] = view.closing.split!.parts;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(cents(partOne!.amount) + cents(partTwo!.amount) + cents(partThree!.amount)).toBe(
      cents(view.closing.total),
    );
    const link = view.closing.pixLinks.find((candidate) => candidate.partId === partTwo!.id)!;
    const payer = diners[1]!.page;
    await payer.goto(link.url.slice(link.url.indexOf('/conta/')));
    await payer.getByRole('heading', { level: 1, name: 'Mesa 7 — parte 2 de 3' }).waitFor();
    await payer.screenshot({ path: `${SHOTS}/diner-pix-390x844.png`, fullPage: true });
    const payment = [...app.mercadoPago.payments.values()].find((p) => p.external_reference === link.id)!;
    app.mercadoPago.setStatus(payment.id, 'approved');
    const delivered = await app.mercadoPago.deliver(app.server.url, payment.id, {
      path: `/api/payments/bill-pix/webhook/${id}?source_news=webhooks`,
    });
    expect(delivered.status).toBe(200);
    await payer.getByText('Pagamento confirmado. Obrigado!').waitFor({ timeout: 15_000 });
    await payer.screenshot({ path: `${SHOTS}/diner-pix-paid-390x844.png`, fullPage: true });

    // Parts 1 and 3 at the counter: cash with change, then crédito closes the table.
    const part = (n: number) => parts.getByRole('listitem', { name: `Parte ${n}` });
    await expect.poll(() => part(2).getByText('Paga', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await part(2)
      .getByText(/^PIX R\$ [\d,]+ · pelo cliente, no celular$/)
      .waitFor();
    await part(1).getByRole('button', { name: 'Receber Parte 1' }).click();
    await part(1).getByText('Dinheiro', { exact: true }).click();
    await part(1).getByLabel('Valor recebido (R$)').fill('100,00');
    await part(1).getByRole('button', { name: 'Registrar pagamento' }).click();
    await part(1).getByText('Paga', { exact: true }).waitFor();
    await part(3).getByRole('button', { name: 'Receber Parte 3' }).click();
    await part(3).getByText('Crédito', { exact: true }).click();
    await part(3).getByRole('button', { name: 'Registrar pagamento' }).click();
    await bill.getByRole('status').getByText('Conta fechada').waitFor();
    await panel.screenshot({ path: `${SHOTS}/closing-closed-1366x800.png` });
    await panel.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Mesa 7, Livre' }).waitFor();

    // The 'Salão' report: table 7, who took the orders, the PIX, the service charge apart.
    await panel.goto(`/admin/${id}?tab=reports`);
    const card = panel.getByRole('article', { name: 'Salão: mesas e garçons' });
    await card.getByLabel('Período').selectOption('today');
    await card.getByRole('button', { name: 'Gerar salão: mesas e garçons' }).click();
    const report = panel.getByRole('dialog');
    await report.getByRole('heading', { name: 'Salão: mesas e garçons' }).waitFor();
    const figure = (label: string) =>
      report.locator('dl > div').filter({ has: panel.locator('dt').getByText(label, { exact: true }) });
    await expect.poll(() => figure('Vendas no salão').textContent()).toContain('R$ 152,40');
    expect(await figure('Taxa de serviço (da equipe)').textContent()).toContain('R$ 15,24');
    const waiters = report.getByRole('region', { name: 'Por garçom' });
    await waiters.getByText('QR da mesa').waitFor();
    await waiters.getByText('Ana Souza (Garçom)').waitFor();
    const methods = report.getByRole('region', { name: 'Por forma de pagamento' });
    await methods.getByText('PIX', { exact: true }).waitFor();
    await panel.screenshot({ path: `${SHOTS}/report-1366x800.png`, fullPage: true });
    expect(await noSidewaysScroll(panel)).toBe(true);

    expect([...owner.errors, ...waiter.errors, ...diners.flatMap((diner) => diner.errors)]).toEqual([]);
    for (const context of [owner.context, waiter.context, ...diners.map((diner) => diner.context)])
      await context.close();
  });
});

async function tableBillId(api: APIRequestContext, base: string, label: string) {
  const tables = await answer<{ label: string; bill: { id: string } | null }[]>(api.get(`${base}/tables`));
  return tables.find((table) => table.label === label)?.bill?.id;
}
