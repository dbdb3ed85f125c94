import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../app/routes';
import { renderWithProviders } from '../test/render';

describe('unknown routes', () => {
  it('show the 404 page, explained in Portuguese with a link home, inside the site layout', async () => {
    renderWithProviders(<AppRoutes />, { route: '/pagina-que-nao-existe' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByText(/Did you forget/)).toBeNull();
    expect(screen.getByText(/Não encontramos esta página/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Comanda`))).toBeTruthy();
  });

  it('do not catch the aliases of the route table', async () => {
    renderWithProviders(<AppRoutes />, { route: '/explore' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Restaurantes' })).toBeTruthy();
  });
});
