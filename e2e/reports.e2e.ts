import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSlug } from '../src/domain/reports/report-file-name';
import { launchBrowser, openPage } from './harness/browser';
import { registerRestaurant } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = Date.now().toString(36);
/** Today in São Paulo, as the period picker's date fields take it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const todayBr = today.split('-').reverse().join('/');

/** An owner with one menu item and two pickup orders placed today by diners. */
async function ownerWithSales(context: BrowserContext) {
  const name = `Cantina Relatórios ${unique}`;
  const { restaurantId } = await registerRestaurant(context.request, {
    name,
    description: 'Massas da casa.',
    whatsapp: '5511977775555',
    address: 'Rua Augusta, 200 - São Paulo - SP',
    emailPrefix: 'relatorios',
  });
  const restaurant = { id: restaurantId, name };
  const item = await context.request.post(`/api/restaurants/${restaurant.id}/menu`, {
    data: { name: 'Nhoque', description: 'Ao sugo.', price: '32.50', category: 'Massas' },
  });
  expect(item.status()).toBe(201);
  const { id: menuItemId } = (await item.json()) as { id: string };
  for (const quantity of [1, 2]) {
    const posted = await context.request.post('/api/orders', {
      headers: { 'Idempotency-Key': `e2e-reports-${unique}-${quantity}` },
      data: {
        restaurantId: restaurant.id,
        customerName: 'Carla Cliente',
        customerPhone: `55119${String(Date.now() + quantity).slice(-8)}`,
        deliveryType: 'pickup',
        items: [{ menuItemId, quantity }],
        paymentMethod: 'cash',
        total: (32.5 * quantity).toFixed(2),
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }
  return restaurant;
}

async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe("the 'Relatórios' tab", () => {
  it('generates a sales report for a period with its chart, downloads CSV and PDF, saves a template and schedules it', async () => {
    const owner = await openPage(browser);
    const restaurant = await ownerWithSales(owner.context);
    const { page } = owner;
    await page.goto(`/admin/${restaurant.id}?tab=reports`);

    // The report centre's sales card, for a chosen period (today).
    const card = page.getByRole('article', { name: 'Relatório de vendas' });
    await card.getByLabel('Período').selectOption('custom');
    await card.getByLabel('De', { exact: true }).fill(today);
    await card.getByLabel('Até', { exact: true }).fill(today);
    await card.getByRole('button', { name: 'Gerar relatório de vendas' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${restaurant.name} · Período: ${todayBr}`).waitFor();
    await dialog
      .getByRole('figure', { name: 'Vendas por dia' })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();
    const table = dialog.getByRole('table');
    await table.getByRole('cell', { name: todayBr }).waitFor();
    await table.locator('tfoot').getByText('R$ 97,50').waitFor();

    const csv = await download(
      page,
      dialog.getByRole('link', { name: 'Exportar Relatório de vendas em CSV' }),
    );
    // What, whose and when: two downloads never overwrite each other.
    expect(csv.name).toBe(`relatorio-vendas-${fileSlug(restaurant.name)}-${today}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0]).toBe('Data;Pedidos;Vendas;Ticket médio;Pedidos entregues;Receita');
    expect(lines[1]).toBe(`${todayBr};2;97,50;48,75;0;0,00`);

    const pdf = await download(
      page,
      dialog.getByRole('link', { name: 'Exportar Relatório de vendas em PDF' }),
    );
    expect(pdf.name).toBe(`relatorio-vendas-${fileSlug(restaurant.name)}-${today}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // 'Criar modelo', then schedule it by e-mail.
    await page.getByRole('button', { name: 'Criar modelo' }).click();
    const form = page.getByRole('dialog', { name: 'Criar modelo' });
    await form.getByLabel('Nome do modelo').fill('Vendas da semana');
    await form.getByLabel('Período').selectOption('last7');
    await form.getByRole('button', { name: 'Salvar modelo' }).click();
    await page.getByText('Modelo salvo').first().waitFor();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Vendas · Últimos 7 dias').waitFor();

    await page.getByRole('button', { name: 'Agendar Vendas da semana' }).click();
    const schedule = page.getByRole('dialog', { name: 'Agendar envio' });
    await schedule.getByLabel('Nome do agendamento').fill('Resumo semanal');
    await schedule.getByLabel('Destinatários').fill('dono@exemplo.com.br, socio@exemplo.com.br');
    await schedule.getByRole('button', { name: 'Salvar agendamento' }).click();
    await page.getByText('Agendamento salvo').first().waitFor();
    await page.getByText('Semanal · Vendas da semana').waitFor();
    // Nobody confirmed yet, and this account's own e-mail is unverified: no one is mailed (decision 0023).
    const recipients = page.getByRole('list', { name: 'Destinatários de Resumo semanal' });
    await recipients.getByText('socio@exemplo.com.br').waitFor();
    expect(await recipients.getByText('Aguardando confirmação').count()).toBe(2);
    await page.getByText(/Confirme o e-mail da sua conta/).waitFor();
    await page.getByText(/Próximo envio: \d{2}\/\d{2}\/\d{4} 07:00/).waitFor();

    // The template runs on screen too.
    await page.getByRole('button', { name: 'Gerar Vendas da semana' }).click();
    await page.getByRole('dialog').getByRole('figure', { name: 'Vendas por dia' }).waitFor();
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
