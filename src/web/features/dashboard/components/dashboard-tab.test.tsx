import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { DashboardReport } from '../types';
import { DashboardTab } from './dashboard-tab';

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2024, 4, 16 + index));
  return { date: date.toISOString().slice(0, 10), total: index === 29 ? '230.00' : '100.00', orders: 2 };
});

const REPORT: DashboardReport = {
  generatedAt: '2024-06-14T17:00:00.000Z',
  daily: { total: '230.00', orders: 4, avgTicket: '57.50' },
  weekly: { total: '830.00', orders: 16, avgTicket: '51.88' },
  monthly: { total: '1530.00', orders: 30, avgTicket: '51.00' },
  previous: {
    daily: { total: '200.00', orders: 5, avgTicket: '40.00' },
    weekly: { total: '0.00', orders: 0, avgTicket: '0.00' },
    monthly: { total: '1700.00', orders: 34, avgTicket: '50.00' },
  },
  growth: {
    daily: { total: 15, orders: -20, avgTicket: 43.8 },
    weekly: { total: null, orders: null, avgTicket: null },
    monthly: { total: -10, orders: -11.8, avgTicket: 2 },
  },
  pointsDistributed: {
    daily: { current: 340, previous: 0 },
    weekly: { current: 900, previous: 0 },
    monthly: { current: 2000, previous: 1000 },
  },
  topProducts: [
    { menuItemId: 'a', name: 'Pizza Margherita', quantity: 12, sales: '658.80', revenue: '658.80' },
    { menuItemId: 'b', name: 'Refrigerante lata', quantity: 9, sales: '63.00', revenue: '63.00' },
    { menuItemId: null, name: 'Pudim', quantity: 1, sales: '12.00', revenue: '12.00' },
  ],
  series: days,
};

describe('DashboardTab', () => {
  it("shows today's figures from the reports call, with growth against yesterday", async () => {
    stubFetch({ 'GET /api/restaurants/r1/reports': { body: REPORT } });
    renderWithProviders(<DashboardTab restaurantId="r1" label="dashboard" />);
    const sales = (await screen.findByRole('heading', { name: 'Vendas hoje' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(sales).getByText('R$ 230,00')).toBeTruthy();
    expect(within(sales).getByText('+15% vs. ontem até esta hora')).toBeTruthy();
    const orders = screen.getByRole('heading', { name: 'Pedidos hoje' }).closest('article') as HTMLElement;
    expect(within(orders).getByText('-20% vs. ontem até esta hora')).toBeTruthy();
    const ticket = screen.getByRole('heading', { name: 'Ticket médio' }).closest('article') as HTMLElement;
    expect(within(ticket).getByText('R$ 57,50')).toBeTruthy();
    expect(within(ticket).getByText('+43,8% vs. ontem até esta hora')).toBeTruthy();
    const points = screen
      .getByRole('heading', { name: 'Pontos Distribuídos' })
      .closest('article') as HTMLElement;
    expect(within(points).getByText('340')).toBeTruthy();
    expect(within(points).getByText('Sem dados de ontem até esta hora para comparar')).toBeTruthy();
  });

  it('lists the top 3 products, the 7-day and month summaries and a 7/30-day chart in pt-BR', async () => {
    stubFetch({ 'GET /api/restaurants/r1/reports': { body: REPORT } });
    const { user } = renderWithProviders(<DashboardTab restaurantId="r1" label="dashboard" />);
    const top = await screen.findByRole('region', { name: 'Mais vendidos do mês' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Pizza Margherita12 vendidosR$ 658,80',
      '2Refrigerante lata9 vendidosR$ 63,00',
      '3Pudim1 vendidoR$ 12,00',
    ]);
    const week = screen.getByRole('region', { name: 'Últimos 7 dias' });
    expect(within(week).getByText('R$ 830,00')).toBeTruthy();
    const month = screen.getByRole('region', { name: 'Este mês' });
    expect(within(month).getByText('-10%')).toBeTruthy();

    const chart = screen.getByRole('region', { name: 'Vendas por dia' });
    expect(within(chart).getByText('Total no período: R$ 830,00')).toBeTruthy();
    expect(within(chart).getAllByRole('row')).toHaveLength(8);
    expect(within(chart).getByRole('rowheader', { name: 'sexta-feira, 14 de junho de 2024' })).toBeTruthy();
    await user.click(within(chart).getByRole('button', { name: 'Últimos 30 dias' }));
    expect(within(chart).getByText('Total no período: R$ 3.130,00')).toBeTruthy();
    expect(within(chart).getAllByRole('row')).toHaveLength(31);
  });

  it('offers to try again when the reports call fails', async () => {
    stubFetch({ 'GET /api/restaurants/r1/reports': { status: 500, body: { error: 'Erro interno' } } });
    renderWithProviders(<DashboardTab restaurantId="r1" label="dashboard" />);
    expect(await screen.findByText('Não foi possível carregar o dashboard.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
