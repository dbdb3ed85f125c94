/**
 * What a closed bill leaves for the reports (issue 33, decision 0045): written once, in the
 * transaction that takes the bill's last payment, from domain/reports/dine-in.ts's
 * `closedBillRecord`. Sales (items less discounts), the service charge and the couvert each in
 * their own column, per bill, per payment and per person who took the bill's orders, so the
 * 'Salão' report sums narrow rows by the restaurant's index over `closed_at` instead of
 * recomputing bills from their lines (and a later change of the service rate or the couvert never
 * rewrites a past month). Money in integer cents, as the bills' own rows.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/staff/roles';
import { id, timestamptz } from './columns';
import { restaurants } from './restaurants';
import { bills, diningTables } from './tables';

const cents = () => integer().notNull().default(0);

/** One row per closed bill: its table, people and money. */
export const dineInBillSales = pgTable(
  'dine_in_bill_sales',
  {
    billId: text()
      .primaryKey()
      .references(() => bills.id, { onDelete: 'cascade' }),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: text()
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    closedAt: timestamptz().notNull(),
    /** The table's people; null when a diner's QR order opened it and nobody said. */
    people: integer(),
    itemsCents: cents(),
    discountCents: cents(),
    salesCents: cents(),
    serviceCents: cents(),
    couvertCents: cents(),
    totalCents: cents(),
  },
  (t) => [
    index('dine_in_bill_sales_restaurant_idx').on(t.restaurantId, t.closedAt),
    index('dine_in_bill_sales_table_idx').on(t.tableId),
  ],
);

/** One row per payment of a closed bill: what it settled, split into sales, service and couvert. */
export const dineInPaymentSales = pgTable(
  'dine_in_payment_sales',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    closedAt: timestamptz().notNull(),
    method: text().notNull(),
    amountCents: cents(),
    salesCents: cents(),
    serviceCents: cents(),
    couvertCents: cents(),
  },
  (t) => [
    index('dine_in_payment_sales_restaurant_idx').on(t.restaurantId, t.closedAt),
    index('dine_in_payment_sales_bill_idx').on(t.billId),
  ],
);

/**
 * One row per closed bill and person who took its orders (a staff member, the owner's account, or
 * 'qr' for the diners' own QR orders): their orders, items, share of the discounts, sales and
 * share of the service. The name and role as they were then, as on the order.
 */
export const dineInTakerSales = pgTable(
  'dine_in_taker_sales',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    closedAt: timestamptz().notNull(),
    /** `staff:<id>`, 'dono' or 'qr' (domain/reports/dine-in.ts's takerKey). */
    takerKey: text().notNull(),
    takenByStaffId: text(),
    takenByName: text(),
    takenByRole: text().$type<Role>(),
    orders: integer().notNull().default(0),
    itemsCents: cents(),
    discountCents: cents(),
    salesCents: cents(),
    serviceCents: cents(),
  },
  (t) => [
    index('dine_in_taker_sales_restaurant_idx').on(t.restaurantId, t.closedAt),
    index('dine_in_taker_sales_bill_idx').on(t.billId),
  ],
);
