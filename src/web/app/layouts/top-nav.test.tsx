import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionUser } from '../../features/auth/session';
import { expectLocation, renderWithProviders, stubFetch } from '../../test/render';
import { TopNav } from './top-nav';

const nav = () => screen.getByRole('navigation', { name: 'Principal' });

describe('TopNav', () => {
  it('offers login and sign-up to a visitor, and highlights the current page', () => {
    renderWithProviders(<TopNav />, { route: '/plans' });
    expect(within(nav()).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
    expect(within(nav()).getByRole('link', { name: 'Cadastre-se' }).getAttribute('href')).toBe('/register');
    expect(within(nav()).queryByRole('link', { name: 'Painel' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: /Sair/ })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Planos' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBeNull();
  });

  it("offers the owner's panel and logout when logged in", () => {
    setSessionUser({ id: 'r1', name: 'Cantina' });
    renderWithProviders(<TopNav />);
    expect(within(nav()).getByRole('link', { name: 'Painel' }).getAttribute('href')).toBe('/admin/r1');
    expect(within(nav()).getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Cadastre-se' })).toBeNull();
  });

  it("opens the mobile menu with the same links and the owner's name on logout", async () => {
    setSessionUser({ id: 'r1', name: 'Cantina' });
    const { user } = renderWithProviders(<TopNav />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Sair (Cantina)' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById('menu-movel') as HTMLElement;
    for (const name of ['Início', 'Planos', 'Explorar', 'Rastrear Pedido', 'Painel']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(menu).getByRole('button', { name: 'Sair (Cantina)' })).toBeTruthy();
  });

  it('logs out on the server, forgets the user and goes home', async () => {
    setSessionUser({ id: 'r1', name: 'Cantina' });
    const fetchMock = stubFetch({ 'POST /api/auth/logout': { status: 204 } });
    const { user } = renderWithProviders(<TopNav />, { route: '/plans' });
    await user.click(within(nav()).getByRole('button', { name: 'Sair' }));
    await expectLocation('/');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(await within(nav()).findByRole('link', { name: 'Entrar' })).toBeTruthy();
    expect(window.localStorage.getItem('comanda:user')).toBeNull();
  });
});
