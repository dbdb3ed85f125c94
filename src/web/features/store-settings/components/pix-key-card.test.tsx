import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { PixKeyCard } from './pix-key-card';

describe('PixKeyCard', () => {
  it('validates the key with the domain, then saves it in canonical form', async () => {
    const saved = { type: 'cpf', typeLabel: 'CPF', key: '12345678909' };
    const fetchMock = stubFetch({
      'GET /api/restaurants/r1/pix-key': { body: { type: null, typeLabel: null, key: null } },
      'PUT /api/restaurants/r1/pix-key': { body: saved },
    });
    const { user } = renderWithProviders(<PixKeyCard restaurantId="r1" />);
    await screen.findByText('Nenhuma chave PIX cadastrada. Cadastre uma para aceitar PIX.');
    await user.selectOptions(screen.getByLabelText('Tipo da chave'), 'CPF');
    await user.type(screen.getByLabelText('Chave PIX'), '123.456.789-00');
    await user.click(screen.getByRole('button', { name: 'Salvar chave PIX' }));
    expect(screen.getByRole('alert').textContent).toBe('CPF inválido: confira os 11 dígitos');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Chave PIX'));
    await user.type(screen.getByLabelText('Chave PIX'), '123.456.789-09');
    await user.click(screen.getByRole('button', { name: 'Salvar chave PIX' }));
    await screen.findByText('Chave cadastrada (CPF): 12345678909');
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ type: 'cpf', key: '12345678909' });
    expect(screen.getByRole('button', { name: 'Remover chave PIX' })).toBeTruthy();
  });
});
