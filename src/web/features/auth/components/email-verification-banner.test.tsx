import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { EmailVerificationBanner } from './email-verification-banner';

describe('EmailVerificationBanner', () => {
  it("asks an unconfirmed owner to confirm, and 'Reenviar link' really asks the server for a new link", async () => {
    const fetchMock = stubFetch({
      'POST /api/restaurants/r1/email-verification': {
        status: 202,
        body: { message: 'Enviamos um novo link para dono@cantina.com.br.' },
      },
    });
    const { user } = renderWithProviders(
      <EmailVerificationBanner restaurantId="r1" email="dono@cantina.com.br" emailVerified={false} />,
    );
    expect(screen.getByText('Confirme seu e-mail')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText('Enviamos um novo link para dono@cantina.com.br.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal (too many resends)", async () => {
    stubFetch({
      'POST /api/restaurants/r1/email-verification': {
        status: 429,
        body: { error: 'Muitos pedidos de novo link. Tente novamente mais tarde.' },
      },
    });
    const { user } = renderWithProviders(
      <EmailVerificationBanner restaurantId="r1" email="dono@cantina.com.br" emailVerified={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText('Muitos pedidos de novo link. Tente novamente mais tarde.')).toBeTruthy();
  });

  it('says nothing to a confirmed owner', () => {
    renderWithProviders(<EmailVerificationBanner restaurantId="r1" email="a@b.co" emailVerified />);
    expect(screen.queryByText('Confirme seu e-mail')).toBeNull();
  });
});
