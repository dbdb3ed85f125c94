import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ItemTax } from '../../../domain/fiscal/item-tax';
import { createdAt, id, money, updatedAt } from './columns';
import { restaurants } from './restaurants';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_restaurant_name_unique').on(t.restaurantId, t.name)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    price: money().notNull(),
    /** The category's name, as the specification's API sends and returns it. */
    category: text(),
    categoryId: text().references(() => categories.id, { onDelete: 'set null' }),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    /** The one-tap 'Esgotado' switch. */
    isSoldOut: boolean().notNull().default(false),
    loyaltyPoints: integer().notNull().default(0),
    hasInventoryControl: boolean().notNull().default(false),
    stockQuantity: integer().notNull().default(0),
    minStockAlert: integer().notNull().default(0),
    stockUnit: text().notNull().default('unidade'),
    costPrice: money().notNull().default('0'),
    /** Code used to match items imported from delivery platforms. */
    externalCode: text(),
    /** The item's tax data for the NFC-e (NCM, CFOP, CEST, origin, CSOSN/CST), or null (issue 35). */
    fiscalTax: jsonb().$type<ItemTax>(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_items_restaurant_idx').on(t.restaurantId, t.position),
    index('menu_items_category_idx').on(t.categoryId),
  ],
);

/** A group of choices ('Tamanho', 'Adicionais', 'Borda', pizza flavours), reusable across items. */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isRequired: boolean().notNull().default(false),
    minChoices: integer().notNull().default(0),
    maxChoices: integer().notNull().default(1),
    /** 'flavors' marks a half-and-half group, priced by the restaurant's rule. */
    kind: text().notNull().default('standard'),
    createdAt: createdAt(),
  },
  (t) => [index('option_groups_restaurant_idx').on(t.restaurantId)],
);

export const options = pgTable(
  'options',
  {
    id: id(),
    groupId: text()
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    price: money().notNull().default('0'),
    isSoldOut: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('options_group_idx').on(t.groupId, t.position)],
);

export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    menuItemId: text()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: text()
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menuItemId, t.groupId] }),
    index('menu_item_option_groups_group_idx').on(t.groupId),
  ],
);

/**
 * One counter per restaurant, bumped by triggers (migration 0002) on every change to what the
 * public menu shows: items, categories, option groups, options and their links. The menu API
 * compares it with its cached answer, so an edit is visible to the very next request.
 */
export const menuVersions = pgTable('menu_versions', {
  restaurantId: text()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
