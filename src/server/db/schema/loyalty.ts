import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz } from './columns';
import { loyaltyRewards } from './loyalty-rewards';
import { orders } from './orders';
import { restaurants } from './restaurants';
import { bills } from './tables';

export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    pointsPerReal: money().notNull().default('1.00'),
    pointsForRedemption: integer().notNull().default(10),
    discountValue: money().notNull().default('5.00'),
    bonusPointsPerOrder: integer().notNull().default(0),
    birthdayBonus: integer().notNull().default(50),
    referralBonus: integer().notNull().default(25),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loyalty_settings_restaurant_unique').on(t.restaurantId)],
);

export const loyaltyTiers = pgTable(
  'loyalty_tiers',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    minPoints: integer().notNull(),
    maxPoints: integer(),
    multiplier: numeric({ precision: 3, scale: 2 }).notNull().default('1.00'),
    /** JSON array text. */
    benefits: text().notNull().default('[]'),
    color: text(),
    icon: text().notNull().default('star'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loyalty_tiers_restaurant_name_unique').on(t.restaurantId, t.name)],
);

export const customerLoyalty = pgTable(
  'customer_loyalty',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerPhone: text().notNull(),
    customerName: text(),
    customerEmail: text(),
    birthDate: date(),
    points: integer().notNull().default(0),
    totalPointsEarned: integer().notNull().default(0),
    totalPointsRedeemed: integer().notNull().default(0),
    totalOrders: integer().notNull().default(0),
    totalSpent: money().notNull().default('0'),
    currentTier: text().notNull().default('bronze'),
    lastOrderAt: timestamptz(),
    joinedAt: timestamptz().notNull().defaultNow(),
    birthdayRewardClaimed: boolean().notNull().default(false),
    /** Year of the last birthday bonus, so it is granted once a year. */
    birthdayRewardYear: integer(),
    referralCode: text().notNull(),
    referredBy: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_loyalty_restaurant_phone_unique').on(t.restaurantId, t.customerPhone),
    uniqueIndex('customer_loyalty_referral_code_unique').on(t.referralCode),
  ],
);

/** The ledger: every change of points is a row; balances in customer_loyalty equal its sums. */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: id(),
    customerId: text()
      .notNull()
      .references(() => customerLoyalty.id, { onDelete: 'cascade' }),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text().references(() => orders.id, { onDelete: 'set null' }),
    /** A table's bill that earned, redeemed or released points (decision 0046). */
    billId: text().references(() => bills.id, { onDelete: 'set null' }),
    type: text().notNull(),
    points: integer().notNull(),
    description: text(),
    rewardId: text().references(() => loyaltyRewards.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_transactions_customer_idx').on(t.customerId, t.createdAt),
    index('loyalty_transactions_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('loyalty_transactions_reward_idx').on(t.rewardId),
    // An order earns, redeems or releases points at most once per type: replays cannot double-count.
    uniqueIndex('loyalty_transactions_order_type_unique').on(t.orderId, t.type),
    // A bill's entries are written under the bill's row lock (bills.service.ts), once per change.
    index('loyalty_transactions_bill_idx').on(t.billId),
  ],
);
