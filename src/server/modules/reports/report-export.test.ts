import { parse } from 'csv-parse/sync';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { fileSlug } from '../../../domain/reports/report-file-name';
import { seedMay2024 } from './report-fixtures.test-helpers';

let ctx: TestContext;
let id: string;
let cookie: string;
let restaurantName: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await registerOwner(ctx.app);
  id = owner.restaurant.id;
  cookie = owner.cookie;
  restaurantName = owner.restaurant.name;
  await seedMay2024(ctx.app.db, id);
});
afterAll(() => ctx.close());

const download = (type: string, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurants/${id}/reports/${type}/export?${query}`,
    headers: { cookie },
  });

async function readPdf(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const text = await parser.getText();
    return { pages: text.total, text: text.text };
  } finally {
    await parser.destroy();
  }
}

describe('CSV export', () => {
  it('is UTF-8 with BOM, ; separated, decimal comma, named relatorio-<tipo>-<restaurante>-<periodo>.csv', async () => {
    const response = await download('sales', 'format=csv&from=2024-05-01&to=2024-05-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-vendas-${fileSlug(restaurantName)}-2024-05-01-a-2024-05-31.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.toString('utf8'), { delimiter: ';', bom: true });
    expect(rows[0]).toEqual(['Data', 'Pedidos', 'Vendas', 'Ticket médio', 'Pedidos entregues', 'Receita']);
    expect(rows).toHaveLength(1 + 31 + 1);
    expect(rows[10]).toEqual(['10/05/2024', '2', '175,00', '87,50', '2', '175,00']);
    expect(rows.at(-1)).toEqual(['Total', '5', '251,00', '50,20', '4', '241,00']);
  });

  it('exports the financial comparison with the chosen columns', async () => {
    const response = await download(
      'financial',
      'format=csv&from=2024-05-01&to=2024-05-31&columns=channel,revenue,feeMin,feeMax',
    );
    const rows: string[][] = parse(response.rawPayload.toString('utf8'), { delimiter: ';', bom: true });
    expect(rows).toEqual([
      ['Canal', 'Receita', 'Comissão 12%', 'Comissão 30%'],
      ['Direto', '130,00', '15,60', '39,00'],
      ['iFood', '75,00', '9,00', '22,50'],
      ['Uber Eats', '36,00', '4,32', '10,80'],
      ['Total', '241,00', '28,92', '72,30'],
    ]);
  });
});

describe('file names (issue 32, item 30)', () => {
  it("gives 'Top 10 produtos' and 'Receita por produto' of one month distinct, descriptive names", async () => {
    const period = 'from=2024-05-01&to=2024-05-31';
    const names = await Promise.all(
      ['', '&limit=10', '&sortBy=revenue'].map(async (filters) => {
        const response = await download('products', `format=pdf&${period}${filters}`);
        expect(response.statusCode).toBe(200);
        return response.headers['content-disposition'];
      }),
    );
    const restaurant = fileSlug(restaurantName);
    expect(names).toEqual([
      `attachment; filename="relatorio-produtos-${restaurant}-2024-05-01-a-2024-05-31.pdf"`,
      `attachment; filename="relatorio-top-10-produtos-${restaurant}-2024-05-01-a-2024-05-31.pdf"`,
      `attachment; filename="relatorio-receita-por-produto-${restaurant}-2024-05-01-a-2024-05-31.pdf"`,
    ]);
  });
});

describe('PDF export', () => {
  it('opens as an A4 document with the restaurant, the period, the table and the totals', async () => {
    const response = await download('products', 'format=pdf&from=2024-05-13&to=2024-05-13');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-produtos-${fileSlug(restaurantName)}-2024-05-13.pdf"`,
    );
    const { pages, text } = await readPdf(response.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(restaurantName);
    expect(text).toContain('Período: 13/05/2024');
    expect(text).toContain('Nenhum dado no período.');
    expect(text).not.toContain('Total');
  });

  it('prints the rows and totals, and runs onto more pages for a long period', async () => {
    const month = await readPdf(
      (await download('sales', 'format=pdf&from=2024-05-01&to=2024-05-31')).rawPayload,
    );
    expect(month.text).toContain('Relatório de vendas');
    expect(month.text).toContain('Período: 01/05/2024 a 31/05/2024');
    expect(month.text).toContain('10/05/2024');
    expect(month.text).toMatch(/R\$ 175,00/);
    expect(month.text).toMatch(/Total[\s\S]*R\$ 251,00/);
    // Every header in full, wrapped inside its own row, and a space after each summary label.
    expect(month.text).toMatch(/Pedidos\s+entregues/);
    expect(month.text).toContain('Vendas: R$ 251,00');
    const year = await readPdf(
      (await download('sales', 'format=pdf&from=2024-01-01&to=2024-12-31')).rawPayload,
    );
    expect(year.pages).toBeGreaterThan(5);
  });

  it('refuses an unknown format', async () => {
    const response = await download('sales', 'format=xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });
});
