import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSuccessPage } from '../../../pages/payment-success';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { setSessionUser } from '../../auth/session';

const STATE = {
  id: 'p1',
  checkoutId: 'p1',
  planName: 'Comanda Completo',
  amount: '39.98',
  status: 'approved',
  statusLabel: 'Aprovado',
  resultPage: 'success',
  testMode: true,
  appliedAt: '2026-11-20T15:00:00.000Z',
  periodEnd: '2026-12-27T15:00:00.000Z',
  restaurant: {
    trialEndsAt: '2026-11-27T15:00:00.000Z',
    paidUntil: '2026-12-27T15:00:00.000Z',
    planState: 'active',
  },
};

describe('the payment state on a result page', () => {
  it("shows our server's state of the payment in the query", async () => {
    stubFetch({ 'GET /api/plan-payments/p1': { body: STATE } });
    act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
    renderWithProviders(<PaymentSuccessPage />, {
      route: '/payment-success?status=approved&external_reference=p1',
    });
    expect(screen.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeTruthy();
    const state = await screen.findByRole('region', { name: 'Situação do pagamento' });
    expect(state.textContent).toContain('Situação do pagamento: Aprovado');
    expect(state.textContent).toContain('Plano ativo até 27/12/2026');
    expect(state.textContent).toContain('Ambiente de teste');
  });

  it('asks a logged-out visitor to log in, and shows only the texts without a payment', () => {
    const { unmount } = renderWithProviders(<PaymentSuccessPage />, {
      route: '/payment-success?external_reference=p1',
    });
    expect(screen.getByRole('link', { name: 'Entre na sua conta' })).toBeTruthy();
    unmount();
    renderWithProviders(<PaymentSuccessPage />, { route: '/payment-success' });
    expect(screen.queryByText(/Situação do pagamento/)).toBeNull();
  });
});
