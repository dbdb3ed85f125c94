import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';
import { billActorEnum, bills } from './tables';

/**
 * A part of a split bill paid by PIX from the diner's own phone (decision 0046): the staff make a
 * link `/conta/<token>` for one unpaid part; the Mercado Pago PIX payment is created at once in the
 * restaurant's own account for what the part owes, and its approval (webhook or polling) records the
 * part's payment. The token is the capability (32 random bytes); the link dies when its part is paid
 * or the bill is no longer open.
 */
export const billPixLinks = pgTable(
  'bill_pix_links',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    partId: text().notNull(),
    token: text().notNull(),
    /** What the part owed when the link was made: the PIX's amount, and what its payment must be. */
    amountCents: integer().notNull(),
    providerPaymentId: text().notNull(),
    /** Mercado Pago's payment status: pending, approved, cancelled, refunded, ... */
    status: text().notNull(),
    qrCode: text().notNull(),
    ticketUrl: text(),
    expiresAt: timestamptz(),
    /** When the polling job reads the payment again (null: no longer polled). */
    nextCheckAt: timestamptz(),
    checks: integer().notNull().default(0),
    /** The part's payment this PIX recorded (bill_payments.id), once. */
    billPaymentId: text(),
    paidAt: timestamptz(),
    /** Why an approved PIX was not recorded on the part (another amount, the part paid otherwise). */
    problem: text(),
    createdBy: billActorEnum().notNull(),
    createdByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bill_pix_links_token_unique').on(t.token),
    uniqueIndex('bill_pix_links_payment_unique').on(t.providerPaymentId),
    index('bill_pix_links_bill_idx').on(t.billId, t.partId),
    index('bill_pix_links_restaurant_idx').on(t.restaurantId),
    index('bill_pix_links_next_check_idx').on(t.nextCheckAt),
    index('bill_pix_links_staff_idx').on(t.createdByStaffId),
  ],
);
