import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { restaurants } from './restaurants';

export const deliveryIntegrations = pgTable(
  'delivery_integrations',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    platform: text().notNull(),
    platformName: text().notNull(),
    status: text().notNull().default('inactive'),
    /** AES-256-GCM ciphertext of the API key. */
    apiKey: text(),
    /** AES-256-GCM ciphertext of the secret key. */
    secretKey: text(),
    merchantId: text(),
    webhookUrl: text(),
    /** Open Delivery: the marketplace's base URL (its {baseURL}); null for the other platforms. */
    baseUrl: text(),
    /** JSON text: autoSyncMenu, autoSyncOrders, syncInterval. */
    settings: text().notNull().default('{}'),
    lastSync: timestamptz(),
    syncErrors: text(),
    ordersReceived: integer().notNull().default(0),
    isMenuSynced: boolean().notNull().default(false),
    /** AES-256-GCM ciphertext of the secret the platform signs its webhooks with (Rappi). */
    webhookSecret: text(),
    /** iFood distributed app: AES-256-GCM ciphertexts of the store's access and refresh tokens. */
    accessToken: text(),
    refreshToken: text(),
    accessTokenExpiresAt: timestamptz(),
    /** iFood distributed app, while linking: ciphertext of the authorizationCodeVerifier. */
    linkVerifier: text(),
    /** Polling lease, so one instance polls a restaurant at a time. */
    pollLeaseUntil: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_integrations_restaurant_platform_unique').on(t.restaurantId, t.platform),
    /** Events are routed by the partner's store id (decision 0053). */
    index('delivery_integrations_platform_merchant_idx').on(t.platform, t.merchantId),
    /** One active link holds a store: two restaurants cannot link it at once (decision 0068). */
    uniqueIndex('delivery_integrations_active_merchant_unique')
      .on(t.platform, t.merchantId)
      .where(sql`${t.status} = 'active' and ${t.merchantId} is not null`),
  ],
);

/** Events received from platforms, deduplicated by their own id. */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: id(),
    integrationId: text()
      .notNull()
      .references(() => deliveryIntegrations.id, { onDelete: 'cascade' }),
    externalEventId: text().notNull(),
    code: text(),
    externalOrderId: text(),
    payload: text(),
    processedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_events_unique').on(t.integrationId, t.externalEventId),
    index('integration_events_order_idx').on(t.externalOrderId),
  ],
);

/**
 * Leases of polls that serve a whole partner app rather than one restaurant (Keeta: one poll per app
 * token, at most two a minute, decision 0063). Claimed with a conditional upsert, so with several app
 * instances one polls, and `leaseUntil` is also the earliest next poll.
 */
export const partnerPollLeases = pgTable('partner_poll_leases', {
  name: text().primaryKey(),
  leaseUntil: timestamptz().notNull(),
});
