import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { ExploreRestaurant } from '../types';
import { ExploreRestaurants } from './explore-restaurants';

const base: ExploreRestaurant = {
  id: 'r1',
  name: 'Cantina Aberta',
  description: 'Massas.',
  whatsapp: '5511987654321',
  address: 'Rua A, 1',
  city: 'São Paulo',
  state: 'SP',
  latitude: null,
  longitude: null,
  logoUrl: null,
  bannerUrl: null,
  isOpen: true,
};

describe('explore', () => {
  it('lists restaurants with open or closed, the city select and ‘Limpar filtros’', async () => {
    stubFetch({
      'GET /api/restaurants': {
        body: [base, { ...base, id: 'r2', name: 'Bar Fechado', city: 'Campinas', isOpen: false }],
      },
      'GET /api/restaurants/cities': { body: ['Campinas', 'São Paulo'] },
    });
    const { user } = renderWithProviders(<ExploreRestaurants />);
    expect(screen.getByText('Carregando restaurantes...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Cantina Aberta' });
    expect(screen.getByText('Aberto')).toBeTruthy();
    expect(screen.getByText('Fechado')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ver Cardápio de Cantina Aberta (abre em nova aba)' });
    expect(link.getAttribute('href')).toBe('/menu/r1');
    expect(link.getAttribute('target')).toBe('_blank');
    const city = screen.getByLabelText('Cidade') as HTMLSelectElement;
    expect([...city.options].map((option) => option.textContent)).toEqual([
      'Todas as cidades',
      'Campinas',
      'São Paulo',
    ]);
    await user.selectOptions(city, 'Campinas');
    expect(screen.queryByRole('heading', { name: 'Cantina Aberta' })).toBeNull();
    await user.type(screen.getByLabelText('Buscar'), 'sushi');
    await screen.findByText('Nenhum restaurante encontrado');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(city.value).toBe('all');
  });

  it('finds a restaurant by a dish of its menu and says which dish matched', async () => {
    stubFetch({
      'GET /api/restaurants': {
        body: [base, { ...base, id: 'r2', name: 'Bar do Zé', description: 'Petiscos.' }],
      },
      'GET /api/restaurants/cities': { body: ['São Paulo'] },
      'GET /api/restaurants/dishes?busca=calabresa': {
        body: [{ restaurantId: 'r2', dishes: ['Pizza Calabresa', 'Calabresa Acebolada'] }],
      },
    });
    const { user } = renderWithProviders(<ExploreRestaurants />);
    await screen.findByRole('heading', { name: 'Cantina Aberta' });
    await user.type(screen.getByLabelText('Buscar'), 'calabresa');
    const card = (await screen.findByText('Pizza Calabresa, Calabresa Acebolada', { exact: false })).closest(
      'article',
    )!;
    expect(card.textContent).toContain('Bar do Zé');
    expect(card.textContent).toContain('No cardápio: Pizza Calabresa, Calabresa Acebolada');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
