/**
 * Daily summary rows behind the long-range reports, so a 12-month report sums a few thousand rows
 * instead of reading hundreds of thousands of orders. Triggers on orders and order_items (migrations
 * 0004, 0014) append every change to the pending tables below, and the sales-fold job folds them in
 * within seconds; reports read both through the `*_current` views, so they are exact at every
 * moment. Days and hours are the restaurant's own calendar ones (migration 0010); cancelled orders
 * contribute nothing; the delivered columns count revenue (PRODUCT.md). Only whole-day periods read
 * them: the dashboard's "until now" windows read orders.
 */
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/*
 * Changes waiting to be folded (decision 0026). The triggers on orders and order_items append each
 * change here as signed figures (-1 for the row as it was, +1 for the row as it is), so an order's
 * transaction never waits on a rush's shared summary row; the sales-fold job moves them into the
 * daily rows every few seconds, in one transaction that deletes what it adds. The day and hour are
 * not fixed here: the fold buckets by the restaurant's zone as it stands, like a rebuild would.
 * No foreign key: a deleted restaurant's leftovers are dropped by the fold's join.
 */
export const orderSalesPending = pgTable(
  'order_sales_pending',
  {
    restaurantId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    orderSource: orderSourceEnum().notNull(),
    deliveryType: deliveryTypeEnum().notNull(),
    orders: count(),
    sales: total(),
    deliveredOrders: count(),
    revenue: total(),
    discounts: total(),
    deliveryFees: total(),
    platformFees: total(),
  },
  (t) => [index('order_sales_pending_restaurant_idx').on(t.restaurantId)],
);

export const productSalesPending = pgTable(
  'product_sales_pending',
  {
    restaurantId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    orderSource: orderSourceEnum().notNull(),
    deliveryType: deliveryTypeEnum().notNull(),
    menuItemKey: text().notNull(),
    name: text().notNull(),
    quantity: count(),
    sales: total(),
    revenue: total(),
  },
  (t) => [index('product_sales_pending_restaurant_idx').on(t.restaurantId)],
);

/*
 * What reports read: the folded daily rows plus the pending changes bucketed on the fly, so a
 * report is exact at every moment, folded or not (views created by migration 0014).
 */
export const orderSalesCurrent = pgView('order_sales_current', {
  restaurantId: text().notNull(),
  day: date({ mode: 'string' }).notNull(),
  hour: smallint().notNull(),
  orderSource: orderSourceEnum().notNull(),
  deliveryType: deliveryTypeEnum().notNull(),
  orders: integer().notNull(),
  sales: numeric({ precision: 14, scale: 2 }).notNull(),
  deliveredOrders: integer().notNull(),
  revenue: numeric({ precision: 14, scale: 2 }).notNull(),
  discounts: numeric({ precision: 14, scale: 2 }).notNull(),
  deliveryFees: numeric({ precision: 14, scale: 2 }).notNull(),
  platformFees: numeric({ precision: 14, scale: 2 }).notNull(),
}).existing();

export const productSalesCurrent = pgView('product_sales_current', {
  restaurantId: text().notNull(),
  day: date({ mode: 'string' }).notNull(),
  orderSource: orderSourceEnum().notNull(),
  deliveryType: deliveryTypeEnum().notNull(),
  menuItemKey: text().notNull(),
  name: text().notNull(),
  quantity: integer().notNull(),
  sales: numeric({ precision: 14, scale: 2 }).notNull(),
  revenue: numeric({ precision: 14, scale: 2 }).notNull(),
}).existing();
