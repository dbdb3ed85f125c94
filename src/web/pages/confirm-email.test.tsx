import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../test/render';
import { ConfirmEmailPage } from './confirm-email';

describe('ConfirmEmailPage', () => {
  it('posts the token once and says the e-mail is confirmed, with the way to the panel', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/email/verify': {
        status: 200,
        body: { message: 'E-mail confirmado!', restaurantId: 'r7' },
      },
    });
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirmar-email?token=abc' });
    expect(await screen.findByRole('heading', { name: 'E-mail confirmado!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o painel' }).getAttribute('href')).toBe('/admin/r7');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it("shows the server's message for a used or expired link", async () => {
    stubFetch({
      'POST /api/auth/email/verify': {
        status: 400,
        body: { error: 'Link de confirmação inválido ou expirado. Entre no painel e peça um novo link.' },
      },
    });
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirmar-email?token=usado' });
    expect(await screen.findByRole('heading', { name: 'Não foi possível confirmar o e-mail' })).toBeTruthy();
    expect(screen.getByText(/Entre no painel e peça um novo link/)).toBeTruthy();
  });
});
