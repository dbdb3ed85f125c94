import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { MenuItemForm } from './menu-item-form';

const GROUPS = [
  {
    id: 'g1',
    name: 'Tamanho',
    kind: 'standard',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [],
    itemIds: [],
  },
];

function setup(post: (init: RequestInit) => { status?: number; body?: unknown }) {
  const fetchMock = stubFetch({
    'GET /api/restaurants/r1/categories': { body: [{ id: 'c1', name: 'Lanches', position: 0 }] },
    'GET /api/restaurants/r1/option-groups': { body: GROUPS },
    'POST /api/restaurants/r1/menu': post,
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<MenuItemForm restaurantId="r1" onDone={onDone} />);
  return { ...view, fetchMock, onDone };
}

describe('MenuItemForm', () => {
  it('checks the fields with the Portuguese messages before sending', async () => {
    const { user, fetchMock } = setup(() => ({ status: 201, body: {} }));
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeTruthy();
    expect(screen.getByText('Informe o preço')).toBeTruthy();
    await user.type(screen.getByLabelText('Preço (R$)'), '0');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('O preço deve ser maior que zero')).toBeTruthy();
    await user.clear(screen.getByLabelText('Preço (R$)'));
    await user.type(screen.getByLabelText('Preço (R$)'), '100000');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('O preço deve ser menor que R$ 100.000,00')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("sends the price as a decimal string with the chosen groups, then 'Item adicionado!'", async () => {
    let sent: Record<string, unknown> = {};
    const { user, onDone } = setup((init) => {
      sent = JSON.parse(String(init.body));
      return { status: 201, body: { id: 'i1' } };
    });
    await user.type(screen.getByLabelText('Nome'), 'X-Salada');
    await user.type(screen.getByLabelText('Preço (R$)'), '32,90');
    await user.type(screen.getByLabelText('Categoria'), 'Lanches');
    await user.click(await screen.findByLabelText(/Tamanho/));
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Item adicionado!')).toBeTruthy();
    expect(sent).toMatchObject({
      name: 'X-Salada',
      price: '32.90',
      category: 'Lanches',
      optionGroupIds: ['g1'],
      isActive: true,
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's refusal with 'Erro ao adicionar item'", async () => {
    const { user } = setup(() => ({ status: 400, body: { error: 'Grupo de opções inválido' } }));
    await user.type(screen.getByLabelText('Nome'), 'X-Salada');
    await user.type(screen.getByLabelText('Preço (R$)'), '10');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Erro ao adicionar item')).toBeTruthy();
    expect(screen.getByText('Grupo de opções inválido')).toBeTruthy();
  });
});
