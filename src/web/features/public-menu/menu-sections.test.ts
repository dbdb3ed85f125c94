import { describe, expect, it } from 'vitest';
import { activeSectionAt, firstItems, menuSections } from './menu-sections';
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

describe('activeSectionAt (the highlighted category pill)', () => {
  // Pizzas, Bebidas and a short Sobremesas last, as a phone shows them while scrolling.
  const boxes = (scroll: number) => [
    { id: 'pizzas', top: 300 - scroll, bottom: 1100 - scroll },
    { id: 'bebidas', top: 1100 - scroll, bottom: 1500 - scroll },
    { id: 'sobremesas', top: 1500 - scroll, bottom: 1700 - scroll },
  ];
  const view = { reachedAt: 80, viewportHeight: 844, atBottom: false, preferred: null };
  it.each([
    ['the top of the page: the first category on screen', 0, false, null, 'pizzas'],
    ['Pizzas under the pills', 400, false, null, 'pizzas'],
    ['Bebidas reached the pills', 1030, false, null, 'bebidas'],
    ['the bottom, after tapping Sobremesas', 856, true, 'sobremesas', 'sobremesas'],
    ['the bottom, after tapping Bebidas (still on screen)', 856, true, 'bebidas', 'bebidas'],
    ['the bottom, nothing tapped', 856, true, null, 'sobremesas'],
  ])('%s', (_case, scroll, atBottom, preferred, expected) => {
    expect(activeSectionAt(boxes(scroll), { ...view, atBottom, preferred })).toBe(expected);
  });

  it('is null for an empty menu', () => {
    expect(activeSectionAt([], view)).toBeNull();
  });
});
