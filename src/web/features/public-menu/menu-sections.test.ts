import { describe, expect, it } from 'vitest';
import { firstItems, menuSections } from './menu-sections';
import type { MenuItem } from './types';

const item = (id: string, category: string | null, categoryId: string | null = category): MenuItem => ({
  id,
  restaurantId: 'r',
  name: id,
  description: null,
  price: '10.00',
  category,
  categoryId,
  imageUrl: null,
  loyaltyPoints: 0,
});

describe('menuSections', () => {
  it('groups by the restaurant’s categories in the API order, items without one last as Outros', () => {
    const sections = menuSections([
      item('a', 'Pizzas'),
      item('b', null),
      item('c', 'Bebidas'),
      item('d', 'Pizzas'),
    ]);
    expect(sections.map((s) => [s.id, s.name, s.items.map((i) => i.id)])).toEqual([
      ['categoria-1', 'Pizzas', ['a', 'd']],
      ['categoria-2', 'Bebidas', ['c']],
      ['categoria-3', 'Outros', ['b']],
    ]);
  });

  it('cuts the first render at a number of items across sections', () => {
    const sections = menuSections([item('a', 'X'), item('b', 'X'), item('c', 'Y'), item('d', 'Z')]);
    expect(firstItems(sections, 3).map((s) => s.items.map((i) => i.id))).toEqual([['a', 'b'], ['c']]);
    expect(firstItems(sections, 10)).toEqual(sections);
  });
});
