import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { CustomerProfile } from './customer-profile';

const customer: LoyaltyCustomerView = {
  id: 'c1',
  customerName: 'Paula Reis',
  customerPhone: '5511988887777',
  points: 45,
  totalPointsEarned: 45,
  totalPointsRedeemed: 0,
  totalOrders: 2,
  totalSpent: '90.00',
  currentTier: 'bronze',
  lastOrderAt: null,
  joinedAt: null,
  birthDate: null,
  customerEmail: null,
  referralCode: 'ABCD2345',
  referredBy: 'WXYZ6789',
};

describe('Programa VIP: customer data', () => {
  it('records the birth date and shows the referral codes', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'PATCH /api/restaurants/r1/loyalty/customers/c1': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { body: { customer: { ...customer, birthDate: '1990-03-15' } } };
      },
    });
    const { user } = renderWithProviders(<CustomerProfile restaurantId="r1" customer={customer} />);
    expect(screen.getByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText('WXYZ6789')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'paula@');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('Data de nascimento'), '1990-03-15');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados atualizados!')).toBeTruthy();
    expect(sent[0]).toEqual({ customerName: 'Paula Reis', customerEmail: '', birthDate: '1990-03-15' });
  });

  it('refuses a birth date in the future', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<CustomerProfile restaurantId="r1" customer={customer} />);
    await user.type(screen.getByLabelText('Data de nascimento'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Data de nascimento inválida')).toBeTruthy();
  });
});
