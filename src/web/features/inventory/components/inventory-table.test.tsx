import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { setViewportWidth } from '../../../test/viewport';
import { InventoryTable } from './inventory-table';

const pie: InventoryItemView = {
  id: 'pie',
  name: 'Torta de limão',
  price: '12.00',
  imageUrl: null,
  category: 'Sobremesas',
  isActive: true,
  hasInventoryControl: true,
  stockQuantity: 4,
  minStockAlert: 6,
  stockUnit: 'fatia',
  costPrice: '3.00',
  status: 'Baixo',
};

const renderTable = (onAction = vi.fn()) =>
  render(
    <InventoryTable
      items={[pie, { ...pie, id: 'juice', name: 'Suco', stockUnit: 'unidade', stockQuantity: 1 }]}
      menuEmpty={false}
      onAction={onAction}
      onToggleControl={vi.fn()}
      togglingId={null}
    />,
  );

describe('InventoryTable at 390 px and at 1366 px (issue 32, item 31)', () => {
  it('is one card per item on a phone, its actions labelled and in the card', () => {
    setViewportWidth(390);
    const onAction = vi.fn();
    renderTable(onAction);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: 'Torta de limão' });
    expect(within(card).getByText('Ações')).toBeTruthy();
    expect(within(card).getByText('4 fatias')).toBeTruthy();
    expect(within(card).getByText('6 fatias')).toBeTruthy();
    for (const label of ['Editar', 'Histórico', 'Movimentar'])
      expect(within(card).getByRole('button', { name: `${label}: Torta de limão` }).textContent).toBe(label);
    within(card).getByRole('button', { name: 'Movimentar: Torta de limão' }).click();
    expect(onAction).toHaveBeenCalledWith('move', expect.objectContaining({ id: 'pie' }));
    expect(within(screen.getByRole('article', { name: 'Suco' })).getByText('1 un')).toBeTruthy();
  });

  it('stays a table with its nine columns on a laptop', () => {
    setViewportWidth(1366);
    renderTable();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Ações');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
