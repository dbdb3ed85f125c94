import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionUser } from '../features/auth/session';
import { renderWithProviders } from '../test/render';
import { HomePage } from './home';

const figure = (label: string | RegExp) => screen.getByText(label).nextElementSibling?.textContent;

describe('HomePage', () => {
  it("shows the specification's savings example by default", () => {
    renderWithProviders(<HomePage />);
    expect(figure(/Faturamento: 100 pedidos × R\$ 50,00/)).toBe('R$ 5.000,00');
    expect(figure('Comissão de 25% nos apps')).toBe('R$ 1.250,00');
    expect(figure('Com o Comanda você fica com')).toBe('R$ 4.960,02');
    expect(figure('Você economiza por mês')).toBe('R$ 1.210,02');
  });

  it('recomputes the savings as the owner types', async () => {
    const { user } = renderWithProviders(<HomePage />);
    const orders = screen.getByLabelText('Pedidos por mês');
    await user.clear(orders);
    await user.type(orders, '200');
    expect(figure('Com o Comanda você fica com')).toBe('R$ 9.960,02');
    expect(figure('Você economiza por mês')).toBe('R$ 2.460,02');
    await user.clear(screen.getByLabelText('Comissão do app (%)'));
    expect(screen.getByLabelText('Comissão do app (%)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Você economiza por mês')).toBeNull();
  });

  it('shows the price and the commission range in the hero', () => {
    renderWithProviders(<HomePage />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByText('R$ 39,98')).toBeTruthy();
    expect(within(hero).getAllByText(/12% a 30%/).length).toBeGreaterThan(0);
  });

  it('sends visitors to sign-up and login, and owners to their panel', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'TESTE GRÁTIS 7 DIAS' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Já sou cliente' }).getAttribute('href')).toBe('/login');
    act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
    expect(screen.getAllByRole('link', { name: /Acessar Painel/ })[0]?.getAttribute('href')).toBe(
      '/admin/r1',
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'TESTE GRÁTIS 7 DIAS' })).toBeNull();
  });
});
