import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { deliveryIntegrations } from './integrations';
import { orders } from './orders';
import { restaurants } from './restaurants';

/**
 * A partner's negotiation on an order (iFood's HANDSHAKE_DISPUTE): what the diner asks, the
 * alternatives iFood lets the owner offer, the deadline and what happens at it, and the owner's
 * answer and iFood's settlement (HANDSHAKE_SETTLEMENT). One row per dispute id and integration.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    integrationId: text()
      .notNull()
      .references(() => deliveryIntegrations.id, { onDelete: 'cascade' }),
    /** iFood's disputeId (metadata.disputeId), the path of the answer endpoints. */
    disputeId: text().notNull(),
    /** CANCELLATION, PARTIAL_CANCELLATION, PROPOSED_AMOUNT_REFUND, PROPOSED_ADDITIONAL_TIME, VOID. */
    action: text().notNull(),
    handshakeType: text(),
    /** The diner's justification, as iFood sends it. */
    message: text(),
    /** [{id, type, maxAmountCents, allowedMinutes, allowedReasons}] */
    alternatives: jsonb().notNull().default([]),
    /** ACCEPT_CANCELLATION, REJECT_CANCELLATION or VOID: what iFood does at expiresAt. */
    timeoutAction: text(),
    expiresAt: timestamptz().notNull(),
    /** open, accepted, rejected, alternative (the owner's answer), or settled. */
    status: text().notNull().default('open'),
    /** HANDSHAKE_SETTLEMENT's metadata.status, once iFood closes the negotiation. */
    settlement: text(),
    answeredAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_disputes_integration_dispute_unique').on(t.integrationId, t.disputeId),
    index('order_disputes_order_idx').on(t.orderId),
    index('order_disputes_restaurant_idx').on(t.restaurantId),
  ],
);
