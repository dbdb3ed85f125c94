import { describe, expect, it } from 'vitest';
import { type Station, type StationRouting, splitByStation, stationsForLine } from './stations';

const stations: Station[] = [
  { id: 'cozinha', name: 'Cozinha', kind: 'producao' },
  { id: 'bar', name: 'Bar', kind: 'producao' },
  { id: 'pizzaria', name: 'Pizzaria', kind: 'producao' },
  { id: 'caixa', name: 'Caixa', kind: 'caixa' },
];
const routing: StationRouting = {
  byCategory: new Map([
    ['bebidas', ['bar']],
    ['pizzas', ['pizzaria']],
    ['combos', ['cozinha', 'bar']],
  ]),
  byItem: new Map([['caipirinha-de-frutas', ['bar', 'cozinha']]]),
};

describe('where a line is made', () => {
  it("follows its category's stations", () => {
    expect(stationsForLine({ menuItemId: 'coca', categoryId: 'bebidas' }, routing, stations)).toEqual([
      'bar',
    ]);
    expect(stationsForLine({ menuItemId: 'combo', categoryId: 'combos' }, routing, stations)).toEqual([
      'cozinha',
      'bar',
    ]);
  });

  it("an item's own rule replaces its category's", () => {
    expect(
      stationsForLine({ menuItemId: 'caipirinha-de-frutas', categoryId: 'bebidas' }, routing, stations),
    ).toEqual(['bar', 'cozinha']);
  });

  it('a line nobody routed goes to every production station, never to none', () => {
    expect(stationsForLine({ menuItemId: null, categoryId: null }, routing, stations)).toEqual([
      'cozinha',
      'bar',
      'pizzaria',
    ]);
    expect(stationsForLine({ menuItemId: 'x', categoryId: 'sobremesas' }, routing, stations)).toEqual([
      'cozinha',
      'bar',
      'pizzaria',
    ]);
  });

  it('a rule naming a station that is gone falls back as if there were none', () => {
    const gone = { byCategory: new Map([['bebidas', ['adega']]]), byItem: new Map() };
    expect(stationsForLine({ menuItemId: 'vinho', categoryId: 'bebidas' }, gone, stations)).toHaveLength(3);
  });
});

describe('an order split by station', () => {
  const lines = [
    { name: 'Pizza', menuItemId: 'p', categoryId: 'pizzas' },
    { name: 'Coca', menuItemId: 'c', categoryId: 'bebidas' },
    { name: 'Combo', menuItemId: 'k', categoryId: 'combos' },
  ];

  it('gives each production station only its lines and the counter the whole order', () => {
    const split = splitByStation(lines, routing, stations);
    expect(split.get('pizzaria')?.map((line) => line.name)).toEqual(['Pizza']);
    expect(split.get('bar')?.map((line) => line.name)).toEqual(['Coca', 'Combo']);
    expect(split.get('cozinha')?.map((line) => line.name)).toEqual(['Combo']);
    expect(split.get('caixa')?.map((line) => line.name)).toEqual(['Pizza', 'Coca', 'Combo']);
  });

  it('leaves out a station with nothing to make, and an empty order prints nowhere', () => {
    const split = splitByStation([lines[1]!], routing, stations);
    expect([...split.keys()].sort()).toEqual(['bar', 'caixa']);
    expect(splitByStation([], routing, stations).size).toBe(0);
  });
});
