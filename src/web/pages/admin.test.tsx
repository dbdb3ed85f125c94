import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { actingOf } from '../../domain/staff/acting';
import { expectLocation, renderWithProviders, stubFetch } from '../test/render';
import { AdminPage } from './admin';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();

const OWNER = {
  id: 'r1',
  name: 'Cantina da Praça',
  plan: 'basic',
  planState: 'trial',
  trialEndsAt: inDays(5),
  paidUntil: null,
};

function renderAdmin(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/:id" element={<AdminPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

describe('AdminPage', () => {
  it("shows the panel title, the restaurant, its plan and trial days, and the spec's tabs in order", async () => {
    stubFetch({ 'GET /api/auth/me': { body: OWNER } });
    renderAdmin('/admin/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeTruthy();
    expect(screen.getByText('Cantina da Praça')).toBeTruthy();
    expect(screen.queryByText(/basic/)).toBeNull();
    expect(screen.getByText('Teste grátis: 5 dias restantes')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Delivery/Retirada',
      'Pedidos Mesas',
      'Mesas',
      'Caixa',
      'Cozinha (KDS)',
      'Notas fiscais',
      'Cardápio',
      'Estoque',
      'Visual',
      'Dados fiscais',
      'QR code',
      'Fidelidade',
      'Programa VIP',
      'Relatórios',
      'Integrações',
      'Equipe',
      'Cozinha',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows a Garçom only the tabs the role holds, opens the first of them, and names who is using the panel', async () => {
    const acting = actingOf({ id: 's1', name: 'Carlos', role: 'garcom', isActive: true }, false);
    stubFetch({ 'GET /api/auth/me': { body: { ...OWNER, acting } } });
    renderAdmin('/admin/r1?tab=reports');
    expect(await screen.findByText('Usando: Carlos (Garçom)')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Delivery/Retirada',
      'Pedidos Mesas',
      'Mesas',
      'QR code',
      // The print queue ('Reimprimir'): kitchen.reprint.
      'Cozinha',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Trocar usuário' })).toBeTruthy();
  });

  it('opens the tab named in the URL and writes the chosen tab back to it', async () => {
    stubFetch({ 'GET /api/auth/me': { body: OWNER } });
    const { user } = renderAdmin('/admin/r1?tab=orders');
    const orders = await screen.findByRole('tab', { name: 'Delivery/Retirada' });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Relatórios' }));
    await expectLocation('/admin/r1?tab=reports');
    expect(screen.getByRole('tab', { name: 'Relatórios' }).getAttribute('aria-selected')).toBe('true');
  });

  it("counts the low-stock items beside 'Estoque' from any tab", async () => {
    stubFetch({
      'GET /api/auth/me': { body: OWNER },
      'GET /api/restaurants/r1/inventory': {
        body: { counters: { controlledItems: 3, lowStock: 2, stockOk: 1, totalValue: '10.00' }, items: [] },
      },
    });
    renderAdmin('/admin/r1?tab=dashboard');
    const stock = await screen.findByRole('tab', { name: 'Estoque (2 itens com estoque baixo)' });
    expect(stock.getAttribute('aria-selected')).toBe('false');
  });

  it('sends a visitor without a session to the login page', async () => {
    stubFetch({ 'GET /api/auth/me': { status: 401, body: { error: 'Não autenticado' } } });
    renderAdmin('/admin/r1');
    await expectLocation('/login');
  });

  it("sends an owner who opens another restaurant's panel to their own", async () => {
    stubFetch({ 'GET /api/auth/me': { body: OWNER } });
    renderAdmin('/admin/someone-else');
    await expectLocation('/admin/r1');
  });
});
