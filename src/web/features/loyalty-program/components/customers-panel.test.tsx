import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { CustomersPanel } from './customers-panel';

const customer = {
  id: 'c1',
  customerName: 'Paula Reis',
  customerPhone: '5511988887777',
  points: 45,
  totalPointsEarned: 45,
  totalPointsRedeemed: 0,
  totalOrders: 2,
  totalSpent: '90.00',
  currentTier: 'bronze',
  lastOrderAt: '2026-11-20T15:00:00.000Z',
  joinedAt: '2026-11-01T15:00:00.000Z',
  birthDate: null,
  customerEmail: null,
  referralCode: 'ABCD2345',
  referredBy: null,
};
const base = '/api/restaurants/r1/loyalty';

describe('Programa VIP: Clientes', () => {
  it('searches by phone with the section 8 toasts, adds a bonus and shows the ledger', async () => {
    const calls: string[] = [];
    stubFetch({
      [`GET ${base}`]: { body: { customers: [customer], settings: {} } },
      [`GET ${base}/rewards`]: { body: [] },
      [`GET ${base}/customer/11988887777`]: { body: { customer } },
      [`GET ${base}/customer/11900000000`]: { status: 404, body: { error: 'Cliente não encontrado' } },
      [`GET ${base}/customers/c1/transactions`]: {
        body: [
          {
            id: 't1',
            type: 'earn',
            points: 45,
            description: 'Pedido #ABC123 entregue',
            orderId: 'o',
            rewardId: null,
            createdAt: '2026-11-20T15:00:00.000Z',
          },
        ],
      },
      [`POST ${base}/customer/c1/points`]: (init) => {
        calls.push(String(init.body));
        return { body: { customer: { ...customer, points: 70 } } };
      },
    });
    const { user } = renderWithProviders(<CustomersPanel restaurantId="r1" />);
    expect(await screen.findByText('Paula Reis')).toBeTruthy();

    const search = screen.getByLabelText('Buscar cliente por telefone');
    await user.type(search, '11988');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Telefone deve ter pelo menos 10 dígitos')).toBeTruthy();

    await user.clear(search);
    await user.type(search, '(11) 90000-0000');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum cliente cadastrado com este telefone.')).toBeTruthy();

    await user.clear(search);
    await user.type(search, '(11) 98888-7777');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Cliente encontrado!')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Paula Reis' });
    expect(await within(dialog).findByText(/Pedido #ABC123 entregue/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '+25' }));
    expect(await screen.findByText('Pontos adicionados!')).toBeTruthy();
    expect(JSON.parse(calls[0]!)).toMatchObject({ points: 25, type: 'bonus' });
  });
});
