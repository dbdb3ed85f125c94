import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz, updatedAt } from './columns';
import { restaurants } from './restaurants';

/** Every plan payment we asked for, with the provider's status history. */
export const planPayments = pgTable(
  'plan_payments',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    planId: text().notNull(),
    provider: text().notNull(),
    amount: money().notNull(),
    status: text().notNull().default('created'),
    preferenceId: text(),
    providerPaymentId: text(),
    /** [{status, at}] as the provider reported it. */
    statusHistory: jsonb().notNull().default([]),
    /** Set once, when this payment extended the paid period. */
    appliedAt: timestamptz(),
    periodEnd: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_payments_restaurant_idx').on(t.restaurantId, t.createdAt),
    uniqueIndex('plan_payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
  ],
);
