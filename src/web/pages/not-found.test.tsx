import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../app/routes';
import { renderWithProviders } from '../test/render';

describe('unknown routes', () => {
  it('show the 404 page with its English message inside the site layout', async () => {
    renderWithProviders(<AppRoutes />, { route: '/pagina-que-nao-existe' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Comanda`))).toBeTruthy();
  });

  it('do not catch the aliases of the route table', async () => {
    renderWithProviders(<AppRoutes />, { route: '/explore' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Restaurantes' })).toBeTruthy();
  });
});
