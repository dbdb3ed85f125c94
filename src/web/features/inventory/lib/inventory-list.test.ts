import { describe, expect, it } from 'vitest';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { type InventorySort, visibleItems } from './inventory-list';

const item = (
  name: string,
  category: string | null,
  stockQuantity: number,
  status: InventoryItemView['status'],
) => ({ id: name, name, category, stockQuantity, status }) as InventoryItemView;

const items = [
  item('Suco de maçã', 'Bebidas', 8, 'OK'),
  item('Água', 'Bebidas', 2, 'Baixo'),
  item('Pão de queijo', 'Lanches', 30, 'N/A'),
  item('Coxinha', null, 0, 'Baixo'),
];

const names = (list: InventoryItemView[]) => list.map((entry) => entry.name);

describe('visibleItems', () => {
  it.each<[InventorySort, string[]]>([
    ['name', ['Água', 'Coxinha', 'Pão de queijo', 'Suco de maçã']],
    ['category', ['Água', 'Suco de maçã', 'Pão de queijo', 'Coxinha']],
    ['status', ['Coxinha', 'Água', 'Suco de maçã', 'Pão de queijo']],
    ['stock-asc', ['Coxinha', 'Água', 'Suco de maçã', 'Pão de queijo']],
    ['stock-desc', ['Pão de queijo', 'Suco de maçã', 'Água', 'Coxinha']],
  ])('sorts by %s', (sort, expected) => {
    expect(names(visibleItems(items, '', sort))).toEqual(expected);
  });

  it.each([
    ['maca', ['Suco de maçã']],
    ['BEBIDAS', ['Água', 'Suco de maçã']],
    ['  queijo ', ['Pão de queijo']],
    ['pizza', []],
  ])('finds %s ignoring case and accents, by name or category', (search, expected) => {
    expect(names(visibleItems(items, search, 'name'))).toEqual(expected);
  });

  it('does not reorder the list it was given', () => {
    const before = names(items);
    visibleItems(items, '', 'stock-desc');
    expect(names(items)).toEqual(before);
  });
});
