import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminPage } from '../../../pages/admin';
import { renderWithProviders, stubFetch } from '../../../test/render';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const PLAN = {
  id: 'comanda-mensal',
  name: 'Comanda Completo',
  description: 'Tudo incluído.',
  price: 39.98,
  features: ['Pedidos ilimitados'],
};

function renderAdmin(trialEndsAt: string) {
  stubFetch({
    'GET /api/auth/me': {
      body: { id: 'r1', name: 'Cantina', plan: 'basic', planState: 'overdue', trialEndsAt, paidUntil: null },
    },
    'GET /api/plans': { body: [PLAN] },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/:id" element={<AdminPage />} />
    </Routes>,
    { route: '/admin/r1' },
  );
}

describe('the panel of an overdue restaurant', () => {
  it('shows only the plan and how to pay after more than 3 days overdue', async () => {
    renderAdmin(daysAgo(5));
    expect(await screen.findByRole('heading', { name: 'Comanda Completo' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(
      /Seu plano está vencido desde .*Todos os seus dados estão guardados/,
    );
    expect(screen.getByRole('button', { name: 'Assinar o plano' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('keeps the tabs during the grace days, with the banner', async () => {
    renderAdmin(daysAgo(1));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Aviso do plano' })).toBeTruthy();
  });
});
