import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { ORDER_SOURCES } from '../../../domain/orders/order-status';
import { seedMay2024 } from './report-fixtures.test-helpers';

let ctx: TestContext;
let id: string;
let cookie: string;
const MAY = 'from=2024-05-01&to=2024-05-31';

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await registerOwner(ctx.app);
  id = owner.restaurant.id;
  cookie = owner.cookie;
  await seedMay2024(ctx.app.db, id);
});
afterAll(() => ctx.close());

const get = async (url: string, who = cookie) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: who } });
const report = async (type: string, query = MAY) => {
  const response = await get(`/api/restaurants/${id}/reports/${type}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const summary = (data: { summary: { label: string; value: unknown }[] }) =>
  Object.fromEntries(data.summary.map((item) => [item.label, item.value]));

describe('report centre figures for May 2024 (São Paulo calendar)', () => {
  it('sales: non-cancelled orders per day, revenue from delivered ones, growth against April', async () => {
    const sales = await report('sales');
    expect(sales.period).toEqual({ from: '2024-05-01', to: '2024-05-31', label: '01/05/2024 a 31/05/2024' });
    expect(summary(sales)).toEqual({
      Vendas: '251.00',
      Pedidos: 5,
      'Ticket médio': '50.20',
      'Receita (pedidos entregues)': '241.00',
      'Crescimento das vendas': 402,
    });
    expect(sales.rows).toHaveLength(31);
    expect(sales.rows[9]).toEqual({
      date: '10/05/2024',
      orders: 2,
      sales: '175.00',
      avgTicket: '87.50',
      deliveredOrders: 2,
      revenue: '175.00',
    });
    expect(sales.rows[10]).toMatchObject({ date: '11/05/2024', orders: 1, sales: '10.00', revenue: '0.00' });
    expect(sales.rows[30]).toMatchObject({ date: '31/05/2024', orders: 1, sales: '30.00' });
    expect(sales.totals).toEqual({
      date: 'Total',
      orders: 5,
      sales: '251.00',
      avgTicket: '50.20',
      deliveredOrders: 4,
      revenue: '241.00',
    });
    expect(sales.chart).toMatchObject({ labelKey: 'date', valueKey: 'sales' });
  });

  it('products: by quantity, or by revenue with a limit', async () => {
    const byQuantity = await report('products');
    expect(byQuantity.rows).toEqual([
      { name: 'Suco', quantity: 6, sales: '60.00', revenue: '50.00', share: 24 },
      { name: 'Pizza', quantity: 3, sales: '150.00', revenue: '150.00', share: 60 },
      { name: 'Lasanha', quantity: 1, sales: '40.00', revenue: '40.00', share: 16 },
    ]);
    const byRevenue = await report('products', `${MAY}&sortBy=revenue&limit=2`);
    expect(byRevenue.rows.map((row: { name: string }) => row.name)).toEqual(['Pizza', 'Suco']);
    expect(byRevenue.totals).toMatchObject({ quantity: 9, sales: '210.00', revenue: '200.00', share: 84 });
  });

  it('channels: orders, sales and share per channel; filters narrow the orders', async () => {
    const channels = await report('channels');
    expect(channels.rows).toEqual([
      { channel: 'Direto', orders: 3, sales: '140.00', avgTicket: '46.67', share: 55.8 },
      { channel: 'iFood', orders: 1, sales: '75.00', avgTicket: '75.00', share: 29.9 },
      { channel: 'Uber Eats', orders: 1, sales: '36.00', avgTicket: '36.00', share: 14.3 },
    ]);
    const deliveries = await report('sales', `${MAY}&deliveryType=delivery`);
    expect(summary(deliveries).Vendas).toBe('111.00');
  });

  it('financial: revenue, discounts, fees, and 12%-30% commissions against the R$ 39,98 plan', async () => {
    const financial = await report('financial');
    expect(financial.rows).toEqual([
      {
        channel: 'Direto',
        orders: 2,
        revenue: '130.00',
        discounts: '0.00',
        deliveryFees: '0.00',
        avgTicket: '65.00',
        feeMin: '15.60',
        feeMax: '39.00',
        platformFee: '0.00',
      },
      {
        channel: 'iFood',
        orders: 1,
        revenue: '75.00',
        discounts: '0.00',
        deliveryFees: '5.00',
        avgTicket: '75.00',
        feeMin: '9.00',
        feeMax: '22.50',
        platformFee: '17.25',
      },
      {
        channel: 'Uber Eats',
        orders: 1,
        revenue: '36.00',
        discounts: '4.00',
        deliveryFees: '0.00',
        avgTicket: '36.00',
        feeMin: '4.32',
        feeMax: '10.80',
        platformFee: '0.00',
      },
    ]);
    expect(summary(financial)).toEqual({
      Receita: '241.00',
      Descontos: '4.00',
      'Taxas de entrega': '5.00',
      'Ticket médio': '60.25',
      'Plano Comanda no período': '39.98',
      'Comissões de 12% custariam': '28.92',
      'Comissões de 30% custariam': '72.30',
      'Economia com o plano (12%)': '-11.06',
      'Economia com o plano (30%)': '32.32',
    });
  });

  it('stock: value held, entries, sales and losses of the period', async () => {
    const stock = await report('stock');
    expect(stock.rows).toEqual([
      {
        name: 'Coca lata',
        unit: 'un',
        stockQuantity: 20,
        unitCost: '2.50',
        stockValue: '50.00',
        entries: 30,
        sold: 8,
        losses: 2,
        lossCost: '5.00',
      },
    ]);
    expect(summary(stock)).toMatchObject({
      'Valor em estoque': '50.00',
      'Itens controlados': 1,
      'Movimentações no período': 3,
      'Perdas (unidades)': 2,
      'Custo das perdas': '5.00',
    });
  });

  it('loyalty: points issued and redeemed, customers per tier', async () => {
    const loyalty = await report('loyalty');
    expect(summary(loyalty)).toEqual({
      'Pontos emitidos': 155,
      'Pontos resgatados': 5,
      'Clientes no programa': 2,
      'Novos clientes no período': 1,
      'Clientes ativos no período': 2,
    });
    expect(loyalty.rows.slice(0, 2)).toEqual([
      { tier: 'Bronze', customers: 1, pointsBalance: 30, pointsIssued: 30, pointsRedeemed: 0 },
      { tier: 'Prata', customers: 1, pointsBalance: 120, pointsIssued: 125, pointsRedeemed: 5 },
    ]);
    expect(loyalty.rows).toHaveLength(4);
  });

  it('keeps only chosen columns', async () => {
    const sales = await report('sales', `${MAY}&columns=date,revenue`);
    expect(sales.columns.map((c: { key: string }) => c.key)).toEqual(['date', 'revenue']);
  });
});

describe('GET /api/restaurants/:id/reports with a period', () => {
  it('answers the breakdowns of the chosen period', async () => {
    const response = await get(`/api/restaurants/${id}/reports?${MAY}`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.period).toEqual({ from: '2024-05-01', to: '2024-05-31', label: '01/05/2024 a 31/05/2024' });
    expect(data.daily).toHaveProperty('avgTicket');
    expect(data.topProducts.map((p: { name: string }) => p.name)).toEqual(['Suco', 'Pizza', 'Lasanha']);
    expect(data.topProductsByRevenue[0]).toEqual({
      menuItemId: null,
      name: 'Pizza',
      quantity: 3,
      sales: '150.00',
      revenue: '150.00',
    });
    expect(data.revenueByProduct.map((p: { revenue: string }) => p.revenue)).toEqual([
      '150.00',
      '50.00',
      '40.00',
    ]);
    expect(data.byOrderType).toEqual([
      { key: 'pickup', orders: 3, sales: '140.00', deliveredOrders: 2, revenue: '130.00' },
      { key: 'delivery', orders: 2, sales: '111.00', deliveredOrders: 2, revenue: '111.00' },
      { key: 'table', orders: 0, sales: '0.00', deliveredOrders: 0, revenue: '0.00' },
    ]);
    expect(data.bySource).toHaveLength(ORDER_SOURCES.length);
    expect(data.bySource[1]).toEqual({
      key: 'ifood',
      orders: 1,
      sales: '75.00',
      deliveredOrders: 1,
      revenue: '75.00',
    });
    expect(data.byHour).toHaveLength(24);
    expect(data.byHour[23]).toEqual({
      hour: 23,
      orders: 2,
      sales: '66.00',
      deliveredOrders: 2,
      revenue: '66.00',
    });
    expect(data.byHour[0]).toMatchObject({ orders: 1, sales: '10.00' });
  });

  it.each([
    ['from=2023-01-01&to=2024-01-02', 'O período deve ter no máximo 366 dias'],
    ['from=2024-05-10&to=2024-05-01', 'A data final deve ser igual ou posterior à inicial'],
    ['from=2024-13-01&to=2024-12-01', 'Data inicial inválida (use AAAA-MM-DD)'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/api/restaurants/${id}/reports?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses another owner (403) and no session (401), on every report route', async () => {
    const other = await registerOwner(ctx.app);
    for (const url of [
      `/api/restaurants/${id}/reports?${MAY}`,
      `/api/restaurants/${id}/reports/financial?${MAY}`,
      `/api/restaurants/${id}/reports/sales/export?format=csv`,
      `/api/restaurants/${id}/report-templates`,
      `/api/restaurants/${id}/scheduled-reports`,
    ]) {
      expect((await get(url, other.cookie)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('refuses an unknown report type', async () => {
    expect((await get(`/api/restaurants/${id}/reports/lucro`)).statusCode).toBe(400);
  });
});
