import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz } from './columns';
import { stockMovementTypeEnum } from './enums';
import { menuItems } from './menu';
import { orders } from './orders';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contact: text(),
    phone: text(),
    email: text(),
    address: text(),
    notes: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('suppliers_restaurant_idx').on(t.restaurantId)],
);

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    supplierId: text().references(() => suppliers.id, { onDelete: 'set null' }),
    invoiceNumber: text(),
    purchaseDate: date(),
    totalAmount: money().notNull().default('0'),
    status: text().notNull().default('pendente'),
    notes: text(),
    receivedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchases_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('purchases_supplier_idx').on(t.supplierId),
  ],
);

export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: id(),
    purchaseId: text()
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    menuItemId: text()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    totalPrice: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchase_items_purchase_idx').on(t.purchaseId),
    index('purchase_items_menu_item_idx').on(t.menuItemId),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    menuItemId: text()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    type: stockMovementTypeEnum().notNull().default('entrada'),
    /** Signed change applied to the stock (an `ajuste` records the difference). */
    quantity: integer().notNull(),
    reason: text(),
    notes: text(),
    orderId: text().references(() => orders.id, { onDelete: 'set null' }),
    purchaseId: text().references(() => purchases.id, { onDelete: 'set null' }),
    costPerUnit: money().notNull().default('0'),
    totalCost: money().notNull().default('0'),
    createdBy: text(),
    /** The staff member who recorded it by hand; null for the owner and for orders and purchases. */
    staffMemberId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_staff_member_idx').on(t.staffMemberId),
    index('stock_movements_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('stock_movements_item_idx').on(t.menuItemId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_purchase_idx').on(t.purchaseId),
    // One sale movement and one reversal per order and item, so retries never move stock twice.
    uniqueIndex('stock_movements_order_item_type_unique').on(t.orderId, t.menuItemId, t.type, t.reason),
  ],
);
