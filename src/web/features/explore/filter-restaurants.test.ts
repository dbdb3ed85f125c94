import { describe, expect, it } from 'vitest';
import { filterRestaurants, INITIAL_FILTERS, mapsUrl } from './filter-restaurants';
import type { ExploreRestaurant } from './types';

const restaurant = (overrides: Partial<ExploreRestaurant>): ExploreRestaurant => ({
  id: 'r',
  name: 'Restaurante',
  description: null,
  whatsapp: '5511999998888',
  address: 'Rua A, 1',
  city: 'São Paulo',
  state: 'SP',
  latitude: null,
  longitude: null,
  logoUrl: null,
  bannerUrl: null,
  isOpen: true,
  ...overrides,
});

const paulista = restaurant({
  id: 'near',
  name: 'Cantina Paulista',
  latitude: '-23.5614',
  longitude: '-46.6559',
});
const campinas = restaurant({
  id: 'far',
  name: 'Pizzaria Campineira',
  city: 'Campinas',
  latitude: '-22.9099',
  longitude: '-47.0626',
});
const nowhere = restaurant({ id: 'none', name: 'Café sem Mapa', description: 'Pão de queijo quentinho' });
const all = [campinas, nowhere, paulista];
const se = { latitude: -23.5505, longitude: -46.6333 };

describe('filterRestaurants', () => {
  it('keeps everyone without filters, nearest first and those without coordinates last', () => {
    expect(filterRestaurants(all, INITIAL_FILTERS, se).map((r) => r.restaurant.id)).toEqual(['near', 'none']);
    const listed = filterRestaurants(all, { ...INITIAL_FILTERS, maxKm: 100 }, se);
    expect(listed.map((r) => r.restaurant.id)).toEqual(['near', 'far', 'none']);
    expect(listed[0]!.distanceKm).toBeCloseTo(2.6, 1);
  });

  it.each([
    ['text in the name, ignoring accents and case', { search: 'CANTINA paulista' }, ['near']],
    ['text in the description', { search: 'pao de queijo' }, ['none']],
    ['a city', { city: 'Campinas', maxKm: 100 }, ['far']],
    ['a city of nobody', { city: 'Santos' }, []],
    ['a short distance (restaurants without coordinates stay)', { maxKm: 1 }, ['none']],
  ])('filters by %s', (_label, filters, ids) => {
    expect(
      filterRestaurants(all, { ...INITIAL_FILTERS, ...filters }, se).map((r) => r.restaurant.id),
    ).toEqual(ids);
  });

  it('ignores distance when the location is unknown', () => {
    expect(filterRestaurants(all, { ...INITIAL_FILTERS, maxKm: 1 }, null)).toHaveLength(3);
  });
});

describe('mapsUrl', () => {
  it('searches by coordinates, else by address, else gives nothing', () => {
    expect(mapsUrl(paulista)).toBe('https://www.google.com/maps/search/?api=1&query=-23.5614%2C-46.6559');
    expect(mapsUrl(nowhere)).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20A%2C%201');
    expect(mapsUrl({ latitude: null, longitude: null, address: ' ' })).toBeNull();
  });
});
