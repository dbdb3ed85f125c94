import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../test/render';
import { ReportConfirmationPage } from './report-confirmation';

const TOKEN = 'a'.repeat(43);
const NAMES = { reportName: 'Vendas da semana', restaurantName: 'Pizzaria Bella' };

describe('/confirmar-relatorio', () => {
  it("asks before confirming, and confirms only on 'Confirmar recebimento'", async () => {
    let confirmed = false;
    stubFetch({
      'POST /api/report-recipients/preview': { body: NAMES },
      'POST /api/report-recipients/confirm': (init) => {
        confirmed = JSON.parse(String(init.body)).token === TOKEN;
        return { body: { ...NAMES, message: 'ok' } };
      },
    });
    const { user } = renderWithProviders(<ReportConfirmationPage />, {
      route: `/confirmar-relatorio#token=${TOKEN}`,
    });
    expect(
      await screen.findByText('Pizzaria Bella quer enviar a este e-mail o relatório "Vendas da semana".'),
    ).toBeTruthy();
    expect(confirmed).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    expect(
      await screen.findByText('Você passará a receber o relatório "Vendas da semana" de Pizzaria Bella.'),
    ).toBeTruthy();
    expect(confirmed).toBe(true);
  });

  it("shows the server's Portuguese message for a spent or expired link", async () => {
    stubFetch({
      'POST /api/report-recipients/preview': {
        status: 400,
        body: { error: 'Link inválido ou expirado. Peça ao restaurante que reenvie o convite.' },
      },
    });
    renderWithProviders(<ReportConfirmationPage />, { route: `/confirmar-relatorio#token=${TOKEN}` });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Link inválido ou expirado. Peça ao restaurante que reenvie o convite.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Confirmar recebimento' })).toBeNull();
  });
});
