import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoyaltyReports } from '../../../../domain/loyalty/loyalty-api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ReportsPanel } from './reports-panel';

const url = '/api/restaurants/r1/loyalty/reports';
const top = {
  id: 'c1',
  customerName: 'Paula Reis',
  customerPhone: '5511988887777',
  points: 120,
  totalPointsEarned: 640,
  totalPointsRedeemed: 520,
  totalOrders: 9,
  totalSpent: '612.40',
  currentTier: 'ouro',
  lastOrderAt: null,
  joinedAt: null,
  birthDate: null,
  customerEmail: null,
  referralCode: 'ABCD2345',
  referredBy: null,
};

describe('Programa VIP: Relatórios', () => {
  it('shows customers per tier and the top customers from the server', async () => {
    const reports: LoyaltyReports = {
      weekly: [{ week: '2026-11-16', issued: 300, redeemed: 40 }],
      perTier: [
        { tier: 'bronze', customers: 12 },
        { tier: 'ouro', customers: 1 },
      ],
      topCustomers: [
        top,
        { ...top, id: 'c2', customerName: null, totalPointsEarned: 90, totalSpent: '88.00' },
      ],
    };
    stubFetch({ [`GET ${url}`]: { body: reports } });
    renderWithProviders(<ReportsPanel restaurantId="r1" />);
    expect(await screen.findByRole('img', { name: 'Pontos emitidos e resgatados por semana' })).toBeTruthy();

    const tiers = screen.getByText('Clientes por nível').closest('div')?.parentElement as HTMLElement;
    expect(within(tiers).getByText('Bronze').nextSibling?.textContent).toBe('12');
    expect(within(tiers).getByText('Ouro').nextSibling?.textContent).toBe('1');

    const ranking = screen.getByText('Paula Reis').closest('ol') as HTMLElement;
    expect(within(ranking).getAllByRole('listitem')[0]?.textContent).toContain('Paula Reis');
    expect(screen.getByText('640 pontos · R$ 612,40')).toBeTruthy();
    expect(screen.getByText('+55 (11) 98888-7777')).toBeTruthy();
    expect(screen.getByText('90 pontos · R$ 88,00')).toBeTruthy();
  });

  it('writes points with the thousands point: the chart axis, the tiers and the ranking (issue 32, item 30)', async () => {
    const reports: LoyaltyReports = {
      weekly: [
        { week: '2026-11-09', issued: 12_000, redeemed: 3_181 },
        { week: '2026-11-16', issued: 9_500, redeemed: 0 },
      ],
      perTier: [{ tier: 'bronze', customers: 1_204 }],
      topCustomers: [{ ...top, totalPointsEarned: 3_181 }],
    };
    // happy-dom lays nothing out: the chart's container measures as a desktop card would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const chartBox = this.classList.contains('recharts-responsive-container');
      return chartBox ? new DOMRect(0, 0, 640, 256) : new DOMRect(0, 0, 0, 0);
    });
    stubFetch({ [`GET ${url}`]: { body: reports } });
    renderWithProviders(<ReportsPanel restaurantId="r1" />);
    const chart = await screen.findByRole('img', { name: 'Pontos emitidos e resgatados por semana' });
    await waitFor(() =>
      expect(chart.querySelectorAll('[class*="yAxis-tick-labels"] text').length).toBeGreaterThan(1),
    );
    const ticks = [...chart.querySelectorAll('[class*="yAxis-tick-labels"] text')].map(
      (tick) => tick.textContent,
    );
    expect(ticks).toContain('12.000');
    expect(ticks.every((tick) => !/\d{4}/.test(tick ?? ''))).toBe(true);
    expect(screen.getByText('1.204')).toBeTruthy();
    expect(screen.getByText('3.181 pontos · R$ 612,40')).toBeTruthy();
  });

  it('shows empty states instead of sample figures', async () => {
    stubFetch({ [`GET ${url}`]: { body: { weekly: [], perTier: [], topCustomers: [] } } });
    renderWithProviders(<ReportsPanel restaurantId="r1" />);
    expect(await screen.findByText('Nenhuma movimentação de pontos nas últimas 12 semanas.')).toBeTruthy();
    expect(screen.getAllByText('Nenhum cliente ainda.')).toHaveLength(2);
  });

  it('offers a retry when the reports fail', async () => {
    stubFetch({ [`GET ${url}`]: { status: 500, body: { error: 'falha' } } });
    const { user } = renderWithProviders(<ReportsPanel restaurantId="r1" />);
    expect(await screen.findByText('Erro ao carregar os relatórios.')).toBeTruthy();
    stubFetch({ [`GET ${url}`]: { body: { weekly: [], perTier: [], topCustomers: [] } } });
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Nenhuma movimentação de pontos nas últimas 12 semanas.')).toBeTruthy();
  });
});
