/**
 * The rewards a restaurant's program offers. A file of its own because both the ledger
 * (loyalty.ts) and the orders that redeem a reward (orders.ts) point at it, and orders.ts is
 * imported by loyalty.ts.
 */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz } from './columns';
import { menuItems } from './menu';
import { restaurants } from './restaurants';

export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    pointsCost: integer().notNull(),
    rewardType: text().notNull(),
    rewardValue: money(),
    itemId: text().references(() => menuItems.id, { onDelete: 'set null' }),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    validFrom: timestamptz(),
    validUntil: timestamptz(),
    maxRedemptions: integer(),
    currentRedemptions: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_rewards_restaurant_idx').on(t.restaurantId),
    index('loyalty_rewards_item_idx').on(t.itemId),
  ],
);
