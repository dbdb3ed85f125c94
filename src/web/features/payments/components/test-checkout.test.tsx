import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders, stubFetch } from '../../../test/render';
import { TestCheckout } from './test-checkout';

const CHECKOUT = {
  id: 'p1',
  checkoutId: 'p1',
  planName: 'Comanda Completo',
  amount: '39.98',
  status: 'created',
  statusLabel: 'Aguardando pagamento',
  resultPage: 'pending',
  testMode: true,
  appliedAt: null,
  periodEnd: null,
  restaurant: null,
  restaurantName: 'Cantina da Praça',
};

describe('TestCheckout', () => {
  it('is clearly labelled and sends the payer to the result page the server chose', async () => {
    const fetchMock = stubFetch({
      'GET /api/payments/test-checkout/p1': { body: CHECKOUT },
      'POST /api/payments/test-checkout/p1/approve': {
        body: {
          ...CHECKOUT,
          status: 'approved',
          redirectUrl: '/payment-success?external_reference=p1&status=approved',
        },
      },
    });
    const { user } = renderWithProviders(<TestCheckout paymentId="p1" />, { route: '/pagamento-teste/p1' });
    expect(await screen.findByText('Ambiente de teste')).toBeTruthy();
    expect(screen.getByText('Cantina da Praça')).toBeTruthy();
    expect(screen.getByText('R$ 39,98')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recusar pagamento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deixar pendente (PIX)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aprovar pagamento' }));
    await expectLocation('/payment-success?external_reference=p1&status=approved');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/payments/test-checkout/p1/approve',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('asks to log in when the session is missing', async () => {
    stubFetch({
      'GET /api/payments/test-checkout/p1': { status: 401, body: { error: 'Faça login para continuar.' } },
    });
    renderWithProviders(<TestCheckout paymentId="p1" />);
    expect(await screen.findByText('Entre na sua conta para usar o pagamento de teste.')).toBeTruthy();
  });
});
