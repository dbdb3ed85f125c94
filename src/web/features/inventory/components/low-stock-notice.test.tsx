import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { LowStockNotice } from './low-stock-notice';

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

describe('LowStockNotice: quantities with their unit (issue 32, item 30)', () => {
  it('pluralises the unit: 4 fatias, 1 fatia, 1.200 g', () => {
    render(
      <LowStockNotice
        items={[
          pie,
          { ...pie, id: 'last', name: 'Torta de frango', stockQuantity: 1 },
          { ...pie, id: 'flour', name: 'Farinha', stockQuantity: 1200, stockUnit: 'g' },
        ]}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Estoque baixo: Torta de limão (4 fatias), Torta de frango (1 fatia), Farinha (1.200 g)',
    );
  });
});
