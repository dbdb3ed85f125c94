import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loyaltyMembership } from '../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { LoyaltyMemberships } from './loyalty-memberships';

const phone = '5511977770031';
const member = loyaltyMembership();

describe('Meus pontos (tracking page)', () => {
  it('records a friend’s code and then shows it as registered', async () => {
    const sent: unknown[] = [];
    let current = member;
    stubFetch({
      [`GET /api/loyalty/memberships/${phone}`]: () => ({ body: [current] }),
      'POST /api/loyalty/referrals': (init) => {
        sent.push(JSON.parse(String(init.body)));
        current = { ...member, referralCode: 'QRST2345', referred: true, canEnterReferral: false };
        return { body: current };
      },
    });
    const { user } = renderWithProviders(<LoyaltyMemberships phone={phone} />);
    const card = (await screen.findByText('Cantina da Nona')).closest('li') as HTMLElement;
    expect(within(card).getByText('0 pontos')).toBeTruthy();
    expect(within(card).getByText(/10 pontos = R\$ 5,00 de desconto/)).toBeTruthy();

    const field = within(card).getByLabelText('Foi indicado por alguém? Informe o código de indicação');
    const send = within(card).getByRole('button', { name: 'Enviar código' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(field, 'abcd2345');
    await user.click(send);
    expect(await screen.findByText('Código de indicação registrado!')).toBeTruthy();
    expect(sent[0]).toEqual({ restaurantId: 'r1', code: 'abcd2345', phone });
    expect(await within(card).findByText(/quem indicou você ganha pontos/)).toBeTruthy();
    expect(within(card).getByText('QRST2345')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Enviar código' })).toBeNull();
  });

  it('shows the server’s refusal and the diner’s own code to share', async () => {
    stubFetch({
      [`GET /api/loyalty/memberships/${phone}`]: {
        body: [{ ...member, points: 70, currentTier: 'prata', referralCode: 'ABCD2345' }],
      },
      'POST /api/loyalty/referrals': {
        status: 400,
        body: { error: 'Código de indicação não encontrado neste restaurante' },
      },
    });
    const { user } = renderWithProviders(<LoyaltyMemberships phone={phone} />);
    expect(await screen.findByText('70 pontos')).toBeTruthy();
    expect(screen.getByText('Nível Prata')).toBeTruthy();
    expect(screen.getByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText(/você ganha 25 pontos/)).toBeTruthy();
    await user.type(screen.getByLabelText(/Informe o código de indicação/), 'ZZZZ9999');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Código de indicação não encontrado neste restaurante')).toBeTruthy();
  });

  it('renders nothing for a phone with no program', async () => {
    stubFetch({ [`GET /api/loyalty/memberships/${phone}`]: { body: [] } });
    const { container } = renderWithProviders(<LoyaltyMemberships phone={phone} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('section')).toBeNull();
  });
});
