import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { LoyaltyConfigTab } from './loyalty-config-tab';

const settings = {
  pointsPerReal: '1.00',
  pointsForRedemption: 10,
  discountValue: '5.00',
  bonusPointsPerOrder: 0,
  birthdayBonus: 50,
  referralBonus: 25,
  isActive: true,
  allowCouponWithPoints: true,
};
const stats = {
  pointsDistributed: 1234,
  rewardsRedeemed: 3,
  redeemedValue: '17.50',
  returnRate: 40,
  activeCustomers: 7,
  totalCustomers: 10,
};

describe('Fidelidade tab', () => {
  it('shows the server’s statistics and saves the settings', async () => {
    let saved: unknown;
    stubFetch({
      'GET /api/restaurants/r1/loyalty': { body: { customers: [], settings } },
      'GET /api/restaurants/r1/loyalty/stats': { body: stats },
      'POST /api/restaurants/r1/loyalty': (init) => {
        saved = JSON.parse(String(init.body));
        return { body: settings };
      },
    });
    const { user } = renderWithProviders(<LoyaltyConfigTab restaurantId="r1" label="Fidelidade" />);
    expect(await screen.findByText('1.234')).toBeTruthy();
    expect(screen.getByText('R$ 17,50 em descontos')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.queryByText('2,450')).toBeNull();

    const perBlock = screen.getByLabelText('Pontos para resgate');
    await user.clear(perBlock);
    await user.type(perBlock, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Mínimo de 1 ponto')).toBeTruthy();
    expect(saved).toBeUndefined();

    await user.clear(perBlock);
    await user.type(perBlock, '20');
    const referral = screen.getByLabelText('Bônus por indicação');
    await user.clear(referral);
    await user.type(referral, '40');
    const combine = screen.getByRole('checkbox', { name: 'Permitir cupom e pontos no mesmo pedido' });
    expect(combine.getAttribute('aria-checked')).toBe('true');
    await user.click(combine);
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Configurações salvas!')).toBeTruthy();
    expect(saved).toMatchObject({
      pointsForRedemption: '20',
      birthdayBonus: '50',
      referralBonus: '40',
      allowCouponWithPoints: false,
    });
  });

  it('says what the settings give back in money, and warns above 15%', async () => {
    stubFetch({
      'GET /api/restaurants/r1/loyalty': { body: { customers: [], settings } },
      'GET /api/restaurants/r1/loyalty/stats': { body: stats },
    });
    const { user } = renderWithProviders(<LoyaltyConfigTab restaurantId="r1" label="Fidelidade" />);
    // The specification's defaults: 1 point per real, 10 points = R$ 5,00.
    expect(
      await screen.findByText('A cada R$ 100,00 em pedidos, o cliente ganha R$ 50,00 de desconto: 50%.'),
    ).toBeTruthy();
    expect(screen.getByText(/Atenção: é mais de 15%/)).toBeTruthy();
    const perBlock = screen.getByLabelText('Pontos para resgate');
    await user.clear(perBlock);
    await user.type(perBlock, '100');
    expect(
      screen.getByText('A cada R$ 100,00 em pedidos, o cliente ganha R$ 5,00 de desconto: 5%.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Atenção: é mais de 15%/)).toBeNull();
  });

  it('says Erro ao salvar when the server refuses', async () => {
    stubFetch({
      'GET /api/restaurants/r1/loyalty': { body: { customers: [], settings } },
      'GET /api/restaurants/r1/loyalty/stats': { body: stats },
      'POST /api/restaurants/r1/loyalty': { status: 400, body: { error: 'Dados inválidos' } },
    });
    const { user } = renderWithProviders(<LoyaltyConfigTab restaurantId="r1" label="Fidelidade" />);
    await user.click(await screen.findByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Erro ao salvar')).toBeTruthy();
  });
});
