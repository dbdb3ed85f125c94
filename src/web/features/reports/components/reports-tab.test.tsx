import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportTemplate } from '../../../../domain/reports/report-template';
import type { ReportData } from '../../../../domain/reports/report-types';
import { REPORT_COLUMNS } from '../../../../domain/reports/report-types';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ReportsTab } from './reports-tab';

const BASE = '/api/restaurants/r1';

const SALES: ReportData = {
  type: 'sales',
  title: 'Relatório de vendas',
  restaurantName: 'Cantina da Nona',
  period: { from: '2024-05-01', to: '2024-05-02', label: '01/05/2024 a 02/05/2024' },
  generatedAt: '2024-05-03T12:00:00.000Z',
  summary: [
    { label: 'Vendas', value: '175.00', kind: 'money' },
    { label: 'Pedidos', value: 3, kind: 'integer' },
    { label: 'Crescimento das vendas', value: 12.5, kind: 'percent' },
  ],
  columns: REPORT_COLUMNS.sales,
  rows: [
    {
      date: '01/05/2024',
      orders: 2,
      sales: '100.00',
      avgTicket: '50.00',
      deliveredOrders: 2,
      revenue: '100.00',
    },
    {
      date: '02/05/2024',
      orders: 1,
      sales: '75.00',
      avgTicket: '75.00',
      deliveredOrders: 0,
      revenue: '0.00',
    },
  ],
  totals: {
    date: 'Total',
    orders: 3,
    sales: '175.00',
    avgTicket: '58.33',
    deliveredOrders: 2,
    revenue: '100.00',
  },
  chart: { title: 'Vendas por dia', labelKey: 'date', valueKey: 'sales', kind: 'money' },
};

const TEMPLATE: ReportTemplate = {
  id: 't1',
  name: 'Vendas do mês',
  description: '',
  reportType: 'sales',
  filters: { period: 'thisMonth' },
  columns: [],
  isDefault: false,
  createdAt: '2024-05-01T12:00:00.000Z',
};

describe('ReportsTab', () => {
  it("lists the first card's reports, each with 'Baixar PDF' and 'Baixar CSV'", async () => {
    stubFetch({
      [`GET ${BASE}/report-templates`]: { body: { templates: [] } },
      [`GET ${BASE}/scheduled-reports`]: { body: { schedules: [] } },
    });
    renderWithProviders(<ReportsTab restaurantId="r1" label="Relatórios" />);
    const weekly = await screen.findByRole('link', { name: 'Baixar Relatório semanal de vendas em PDF' });
    expect(weekly.textContent).toBe('Baixar PDF');
    expect(screen.getByRole('link', { name: 'Baixar Relatório semanal de vendas em CSV' }).textContent).toBe(
      'Baixar CSV',
    );
    expect(weekly.getAttribute('href')).toBe(`${BASE}/reports/sales/export?format=pdf&period=last7`);
    expect(screen.getByRole('link', { name: 'Baixar Top 10 produtos em CSV' }).getAttribute('href')).toBe(
      `${BASE}/reports/products/export?format=csv&limit=10&period=thisMonth`,
    );
    expect(screen.getByRole('link', { name: 'Baixar Relatório de fidelidade em PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Visualizar Análise de canais' })).toBeTruthy();
  });

  it('generates a sales report for a chosen period and shows it with the chart, the table and exports', async () => {
    stubFetch({
      [`GET ${BASE}/report-templates`]: { body: { templates: [] } },
      [`GET ${BASE}/scheduled-reports`]: { body: { schedules: [] } },
      [`GET ${BASE}/reports/sales?from=2024-05-01&to=2024-05-02`]: { body: SALES },
    });
    const { user } = renderWithProviders(<ReportsTab restaurantId="r1" label="Relatórios" />);
    const card = (await screen.findByRole('heading', { name: 'Relatório de vendas' })).closest('article')!;
    await user.selectOptions(within(card as HTMLElement).getByLabelText('Período'), 'custom');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Gerar relatório de vendas' }));
    expect(await within(card as HTMLElement).findByText('Informe o início e o fim do período')).toBeTruthy();
    await user.type(within(card as HTMLElement).getByLabelText('De'), '2024-05-01');
    await user.type(within(card as HTMLElement).getByLabelText('Até'), '2024-05-02');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Gerar relatório de vendas' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Cantina da Nona · Período: 01/05/2024 a 02/05/2024'),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('R$ 175,00').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('12,5%')).toBeTruthy();
    expect(within(dialog).getByRole('figure', { name: 'Vendas por dia' })).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByText('02/05/2024')).toBeTruthy();
    expect(within(table).getByText('R$ 58,33')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Exportar Relatório de vendas em CSV' }).getAttribute('href'),
    ).toBe(`${BASE}/reports/sales/export?format=csv&from=2024-05-01&to=2024-05-02`);
  });

  it("'Criar modelo' validates, saves the template and lists it; a template is scheduled with checked e-mails", async () => {
    let saved: unknown;
    let scheduled: unknown;
    let templates: ReportTemplate[] = [];
    stubFetch({
      [`GET ${BASE}/report-templates`]: () => ({ body: { templates } }),
      [`GET ${BASE}/scheduled-reports`]: { body: { schedules: [] } },
      [`POST ${BASE}/report-templates`]: (init) => {
        saved = JSON.parse(String(init.body));
        templates = [TEMPLATE];
        return { status: 201, body: TEMPLATE };
      },
      [`POST ${BASE}/scheduled-reports`]: (init) => {
        scheduled = JSON.parse(String(init.body));
        return { status: 201, body: {} };
      },
    });
    const { user } = renderWithProviders(<ReportsTab restaurantId="r1" label="Relatórios" />);
    await user.click(await screen.findByRole('button', { name: 'Criar modelo' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('button', { name: 'Salvar modelo' }));
    expect(await within(form).findByText('Informe o nome do modelo')).toBeTruthy();
    await user.type(within(form).getByLabelText('Nome do modelo'), 'Vendas do mês');
    await user.selectOptions(within(form).getByLabelText('Período'), 'thisMonth');
    await user.click(within(form).getByRole('checkbox', { name: 'Receita' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual({
      name: 'Vendas do mês',
      description: '',
      reportType: 'sales',
      filters: { period: 'thisMonth' },
      columns: ['revenue'],
    });
    expect(await screen.findByText('Vendas do mês')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Agendar Vendas do mês' }));
    const schedule = await screen.findByRole('dialog');
    await user.type(within(schedule).getByLabelText('Nome do agendamento'), 'Resumo semanal');
    await user.type(within(schedule).getByLabelText('Destinatários'), 'dono@exemplo.com.br, errado');
    await user.click(within(schedule).getByRole('button', { name: 'Salvar agendamento' }));
    expect(await within(schedule).findByText('E-mail inválido')).toBeTruthy();
    await user.clear(within(schedule).getByLabelText('Destinatários'));
    await user.type(
      within(schedule).getByLabelText('Destinatários'),
      'dono@exemplo.com.br, socio@exemplo.com.br',
    );
    await user.click(within(schedule).getByRole('button', { name: 'Salvar agendamento' }));
    await waitFor(() => expect(scheduled).toBeDefined());
    expect(scheduled).toEqual({
      templateId: 't1',
      name: 'Resumo semanal',
      frequency: 'weekly',
      emailTo: ['dono@exemplo.com.br', 'socio@exemplo.com.br'],
      isActive: true,
    });
  }, 20_000);
});
