import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { MenuItemRow } from './menu-item-row';

const item = (overrides: Partial<OwnerMenuItemView> = {}): OwnerMenuItemView => ({
  id: 'i1',
  restaurantId: 'r1',
  name: 'Pizza Calabresa',
  description: null,
  price: '45.90',
  category: 'Pizzas',
  categoryId: 'c1',
  imageUrl: null,
  isActive: true,
  isSoldOut: false,
  loyaltyPoints: 0,
  hasInventoryControl: false,
  stockUnit: 'un',
  position: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  optionGroups: [],
  costPrice: '0.00',
  stockQuantity: 0,
  minStockAlert: 0,
  soldOutSwitch: false,
  ...overrides,
});

function checked(): string[] {
  return screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

describe('MenuItemRow', () => {
  it.each([
    [{}, 'Disponível'],
    [{ isSoldOut: true, soldOutSwitch: true }, 'Esgotado'],
    [{ isActive: false }, 'Desativado'],
  ])('shows one state lit, never two switches off', (overrides, state) => {
    stubFetch({});
    renderWithProviders(
      <ul>
        <MenuItemRow restaurantId="r1" item={item(overrides)} onEdit={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole('group', { name: 'Situação de Pizza Calabresa' })).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(checked()).toEqual([state]);
  });

  it("says an item is sold out by stock, and 'Desativado' sends both flags", async () => {
    let sent: unknown;
    stubFetch({
      'PATCH /api/restaurants/r1/menu/i1': (init) => {
        sent = JSON.parse(String(init.body));
        return { body: item({ isActive: false }) };
      },
    });
    const { user } = renderWithProviders(
      <ul>
        <MenuItemRow restaurantId="r1" item={item({ isSoldOut: true })} onEdit={() => undefined} />
      </ul>,
    );
    expect(checked()).toEqual(['Esgotado']);
    expect(screen.getByText('Sem estoque: volta quando entrar estoque.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Desativado' }));
    expect(sent).toEqual({ isActive: false, isSoldOut: false });
  });
});
