/**
 * What leaves the server about the menu (the shapes are in the domain's menu-api.ts). Diners see
 * active items and the 'Esgotado' state; the restaurant's owner also sees cost, stock and the
 * switch itself.
 */

import type { OptionGroupKind } from '../../../domain/menu/menu';
import type {
  CategoryView,
  MenuItemView,
  OptionGroupView,
  OwnerMenuItemView,
} from '../../../domain/menu/menu-api';
import type { categories } from '../../db/schema';
import type { GroupWithOptions, MenuItemRow } from './menu.repository';

export function toOptionGroupView(group: GroupWithOptions): OptionGroupView {
  return {
    id: group.id,
    name: group.name,
    kind: group.kind as OptionGroupKind,
    isRequired: group.isRequired,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: option.price,
      isSoldOut: option.isSoldOut,
    })),
  };
}

/** Sold out when switched 'Esgotado' or when its controlled stock has run out. */
export const isItemSoldOut = (row: MenuItemRow) =>
  row.isSoldOut || (row.hasInventoryControl && row.stockQuantity <= 0);

export function toMenuItemView(row: MenuItemRow, groups: GroupWithOptions[]): MenuItemView {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    categoryId: row.categoryId,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    isSoldOut: isItemSoldOut(row),
    loyaltyPoints: row.loyaltyPoints,
    hasInventoryControl: row.hasInventoryControl,
    stockUnit: row.stockUnit,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    optionGroups: groups.map(toOptionGroupView),
  };
}

export function toOwnerMenuItemView(row: MenuItemRow, groups: GroupWithOptions[]): OwnerMenuItemView {
  return {
    ...toMenuItemView(row, groups),
    costPrice: row.costPrice,
    stockQuantity: row.stockQuantity,
    minStockAlert: row.minStockAlert,
    soldOutSwitch: row.isSoldOut,
  };
}

export function toCategoryView(row: typeof categories.$inferSelect): CategoryView {
  return { id: row.id, name: row.name, position: row.position };
}
