import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../../../domain/reports/report-types';
import { DINE_IN_SECTIONS, REPORT_COLUMNS } from '../../../../domain/reports/report-types';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ReportsTab } from './reports-tab';

const BASE = '/api/restaurants/r1';

const DINE_IN: ReportData = {
  type: 'dine-in',
  title: 'Relatório do salão: mesas e garçons',
  restaurantName: 'Cantina da Nona',
  period: { from: '2024-05-01', to: '2024-05-31', label: '01/05/2024 a 31/05/2024' },
  generatedAt: '2024-06-01T12:00:00.000Z',
  summary: [
    { label: 'Vendas no salão', value: '123.32', kind: 'money' },
    { label: 'Taxa de serviço (da equipe)', value: '12.33', kind: 'money' },
  ],
  columns: REPORT_COLUMNS['dine-in'],
  rows: [
    {
      table: 'Mesa 1',
      area: 'Salão',
      bills: 1,
      people: 3,
      sales: '89.99',
      avgTicket: '89.99',
      avgPerPerson: '30.00',
      serviceCharge: '9.00',
      couvert: '21.00',
    },
  ],
  totals: {
    table: 'Total',
    area: null,
    bills: 1,
    people: 3,
    sales: '89.99',
    avgTicket: '89.99',
    avgPerPerson: '30.00',
    serviceCharge: '9.00',
    couvert: '21.00',
  },
  chart: { title: 'Vendas por mesa', labelKey: 'table', valueKey: 'sales', kind: 'money' },
  sections: [
    {
      ...DINE_IN_SECTIONS.waiters,
      rows: [
        {
          waiter: 'Ana Souza (Garçom)',
          orders: 1,
          bills: 1,
          sales: '59.99',
          serviceCharge: '6.00',
          share: 66.7,
        },
        { waiter: 'QR da mesa', orders: 1, bills: 1, sales: '30.00', serviceCharge: '3.00', share: 33.3 },
      ],
      totals: { waiter: 'Total', orders: 2, bills: 1, sales: '89.99', serviceCharge: '9.00', share: 100 },
    },
    {
      ...DINE_IN_SECTIONS.payments,
      rows: [
        {
          method: 'PIX',
          payments: 1,
          sales: '89.99',
          serviceCharge: '9.00',
          couvert: '21.00',
          received: '119.99',
        },
      ],
      totals: {
        method: 'Total',
        payments: 1,
        sales: '89.99',
        serviceCharge: '9.00',
        couvert: '21.00',
        received: '119.99',
      },
    },
  ],
};

describe('the Salão report on the reports tab', () => {
  it('generates it for a period and shows the tables, the waiters and the payment methods', async () => {
    stubFetch({
      [`GET ${BASE}/report-templates`]: { body: { templates: [] } },
      [`GET ${BASE}/scheduled-reports`]: { body: { schedules: [] } },
      [`GET ${BASE}/reports/dine-in?period=thisMonth`]: { body: DINE_IN },
    });
    const { user } = renderWithProviders(<ReportsTab restaurantId="r1" label="Relatórios" />);
    const card = (await screen.findByRole('heading', { name: 'Salão: mesas e garçons' })).closest('article')!;
    await user.click(
      within(card as HTMLElement).getByRole('button', { name: 'Gerar salão: mesas e garçons' }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Cantina da Nona · Período: 01/05/2024 a 31/05/2024'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Taxa de serviço (da equipe)')).toBeTruthy();
    expect(within(dialog).getByRole('figure', { name: 'Vendas por mesa' })).toBeTruthy();
    const [byTable, byWaiter, byMethod] = within(dialog).getAllByRole('table');
    expect(within(byTable!).getByText('Ticket médio por pessoa')).toBeTruthy();
    expect(within(byTable!).getAllByText('R$ 30,00').length).toBeGreaterThan(0);
    const waiters = within(dialog).getByRole('region', { name: 'Por garçom' });
    expect(within(waiters).getByRole('heading', { name: 'Por garçom' })).toBeTruthy();
    expect(within(byWaiter!).getByText('QR da mesa')).toBeTruthy();
    expect(within(byWaiter!).getByText('66,7%')).toBeTruthy();
    expect(within(byMethod!).getByText('Total recebido')).toBeTruthy();
    expect(within(byMethod!).getAllByText('R$ 119,99').length).toBe(2);
    expect(
      within(dialog)
        .getByRole('link', { name: /Exportar .* em CSV/ })
        .getAttribute('href'),
    ).toBe(`${BASE}/reports/dine-in/export?format=csv&period=thisMonth`);
  });
});
