import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { restaurants } from './restaurants';

/**
 * The plan's Mercado Pago subscription (preapproval), one per restaurant: its id and the status
 * read back from `GET /preapproval/{id}` on every `subscription_preapproval` notification.
 */
export const planSubscriptions = pgTable('plan_subscriptions', {
  restaurantId: text()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  preapprovalId: text().notNull().unique(),
  /** The plan_payments row whose id is the subscription's external_reference. */
  checkoutId: text().notNull(),
  provider: text().notNull(),
  /** Mercado Pago's status: pending, authorized, paused, cancelled. */
  status: text().notNull(),
  nextPaymentDate: timestamptz(),
  cancelledAt: timestamptz(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A restaurant's own Mercado Pago account for diners' PIX, connected through Comanda's application's
 * OAuth (decision 0066): tokens are AES-256-GCM ciphertexts only. Rows from before OAuth (a pasted
 * token and the owner's own webhook secret, no user_id) keep working until the owner reconnects.
 */
export const mercadopagoAccounts = pgTable(
  'mercadopago_accounts',
  {
    restaurantId: text()
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    accessToken: text().notNull(),
    /** Only on rows from before OAuth: the owner's own application's secret. */
    webhookSecret: text(),
    /** Mercado Pago's id of the seller (`user_id` of the token and of its notifications). */
    userId: text(),
    refreshToken: text(),
    publicKey: text(),
    liveMode: boolean(),
    /** When the access token stops working (`expires_in` after the exchange or the last refresh). */
    expiresAt: timestamptz(),
    /** Set when Mercado Pago refused the refresh: the owner must connect again. */
    reconnectNeededAt: timestamptz(),
    /** Set when a PIX charge was refused for want of a PIX key ('sem chave Pix'): PIX is off. */
    pixKeyMissingAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mercadopago_accounts_user_unique').on(t.userId)],
);

/**
 * One OAuth attempt ('Conectar Mercado Pago'): the `state` nonce, single use, with its PKCE verifier
 * (encrypted) until the owner comes back or it expires (10 minutes, as the authorization code).
 */
export const mercadopagoOauthStates = pgTable(
  'mercadopago_oauth_states',
  {
    nonce: text().primaryKey(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    codeVerifier: text(),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mercadopago_oauth_states_restaurant_idx').on(t.restaurantId)],
);

/** The Mercado Pago PIX payment created for a diner's order (one per order). */
export const orderPixCharges = pgTable(
  'order_pix_charges',
  {
    orderId: text()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    providerPaymentId: text().notNull(),
    amount: money().notNull(),
    /** Mercado Pago's payment status: pending, approved, cancelled, refunded, ... */
    status: text().notNull(),
    qrCode: text().notNull(),
    qrCodeBase64: text(),
    ticketUrl: text(),
    expiresAt: timestamptz(),
    /**
     * When the polling job reads the payment again (null: no longer polled). Notifications to a
     * payment's notification_url may never come, so a waiting PIX is read until it expires.
     */
    nextCheckAt: timestamptz(),
    /** How many times the job has read it: the backoff between reads grows with it. */
    checks: integer().notNull().default(0),
    /**
     * When Comanda asked Mercado Pago to undo it because its order was cancelled: cancel it while it
     * waits, refund it once paid. Set before the call, so one instance makes it.
     */
    cancellationRequestedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_pix_charges_payment_unique').on(t.providerPaymentId),
    index('order_pix_charges_restaurant_idx').on(t.restaurantId),
    index('order_pix_charges_next_check_idx').on(t.nextCheckAt),
  ],
);
