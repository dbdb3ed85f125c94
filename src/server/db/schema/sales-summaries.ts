/**
 * Daily summary rows behind the long-range reports. Triggers on orders and order_items (migration
 * 0004) keep them exact in the same transaction as every write, so a 12-month report sums a few
 * thousand rows instead of reading hundreds of thousands of orders. Days and hours are São Paulo
 * calendar ones; cancelled orders contribute nothing; the delivered columns count revenue
 * (PRODUCT.md). Only whole-day periods read them: the dashboard's "until now" windows read orders.
 */
import { date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { deliveryTypeEnum, orderSourceEnum } from './enums';
import { restaurants } from './restaurants';

/** A day's sums can pass numeric(10,2)'s R$ 99 million only in theory; the room costs nothing. */
const total = () => numeric({ precision: 14, scale: 2 }).notNull().default('0');
const count = () => integer().notNull().default(0);

/** Orders per restaurant, São Paulo day and hour, channel and order type. */
export const orderSalesDaily = pgTable(
  'order_sales_daily',
  {
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    hour: smallint().notNull(),
    orderSource: orderSourceEnum().notNull(),
    deliveryType: deliveryTypeEnum().notNull(),
    /** Orders that were not cancelled, and their totals. */
    orders: count(),
    sales: total(),
    /** Delivered orders: revenue, and what it was made of. */
    deliveredOrders: count(),
    revenue: total(),
    discounts: total(),
    deliveryFees: total(),
    platformFees: total(),
  },
  (t) => [
    primaryKey({
      name: 'order_sales_daily_pk',
      columns: [t.restaurantId, t.day, t.hour, t.orderSource, t.deliveryType],
    }),
  ],
);

/** Order lines per restaurant, São Paulo day, channel, order type and product. */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    orderSource: orderSourceEnum().notNull(),
    deliveryType: deliveryTypeEnum().notNull(),
    /** The line's menu item id, or '' once the item left the menu (lines then group by name). */
    menuItemKey: text().notNull(),
    name: text().notNull(),
    /** Lines of orders that were not cancelled. */
    quantity: count(),
    sales: total(),
    /** Lines of delivered orders. */
    revenue: total(),
  },
  (t) => [
    primaryKey({
      name: 'product_sales_daily_pk',
      columns: [t.restaurantId, t.day, t.orderSource, t.deliveryType, t.menuItemKey, t.name],
    }),
  ],
);
