import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { CouponView } from '../api/owner-coupons';
import { CouponsPanel } from './coupons-panel';

const url = '/api/restaurants/r1/coupons';
const coupon: CouponView = {
  id: 'k1',
  code: 'BEMVINDO',
  kind: 'fixed',
  value: '7.50',
  minOrder: '30.00',
  validFrom: null,
  validUntil: null,
  maxUses: 100,
  maxUsesPerPhone: 1,
  usedCount: 4,
  isActive: true,
};

describe('Programa VIP: Cupons', () => {
  it('lists coupons, validates and creates one, and switches one off', async () => {
    const posted: Record<string, unknown>[] = [];
    const patched: unknown[] = [];
    let list = [coupon];
    stubFetch({
      [`GET ${url}`]: () => ({ body: list }),
      [`POST ${url}`]: (init) => {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        const next = { ...coupon, ...body, id: 'k2', code: String(body.code).toUpperCase(), usedCount: 0 };
        list = [...list, next];
        return { status: 201, body: next };
      },
      [`PATCH ${url}/k1`]: (init) => {
        patched.push(JSON.parse(String(init.body)));
        list = list.map((row) => (row.id === 'k1' ? { ...row, isActive: false } : row));
        return { body: list[0] };
      },
    });
    const { user } = renderWithProviders(<CouponsPanel restaurantId="r1" />);
    const card = (await screen.findByText('BEMVINDO')).closest('li') as HTMLElement;
    expect(within(card).getByText('R$ 7,50 de desconto')).toBeTruthy();
    expect(within(card).getByText(/Pedido mínimo R\$ 30,00 · 4\/100 usos · 1 por telefone/)).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Novo cupom' });
    await user.type(within(form).getByLabelText('Código'), 'x');
    await user.type(within(form).getByLabelText('Desconto (%)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Criar cupom' }));
    expect(await within(form).findByText('Use de 3 a 30 letras, números, - ou _')).toBeTruthy();
    expect(within(form).getByText('O percentual máximo é 100')).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Código'));
    await user.type(within(form).getByLabelText('Código'), 'pizza10');
    await user.clear(within(form).getByLabelText('Desconto (%)'));
    await user.type(within(form).getByLabelText('Desconto (%)'), '10');
    await user.type(within(form).getByLabelText('Pedido mínimo (R$)'), '50');
    await user.type(within(form).getByLabelText('Limite por telefone'), '2');
    await user.type(within(form).getByLabelText('Válido a partir de'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Cupom criado!')).toBeTruthy();
    expect(posted[0]).toMatchObject({
      code: 'pizza10',
      kind: 'percent',
      value: '10',
      minOrder: '50',
      maxUsesPerPhone: 2,
      validFrom: '2026-12-01T03:00:00.000Z',
    });
    expect(await screen.findByText('PIZZA10')).toBeTruthy();
    expect(screen.getByText('10% de desconto')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Desativar' }));
    expect(await within(card).findByRole('button', { name: 'Ativar' })).toBeTruthy();
    expect(patched).toEqual([{ isActive: false }]);
  });

  it('shows the empty state', async () => {
    stubFetch({ [`GET ${url}`]: { body: [] } });
    renderWithProviders(<CouponsPanel restaurantId="r1" />);
    expect(await screen.findByText('Nenhum cupom cadastrado.')).toBeTruthy();
  });
});
