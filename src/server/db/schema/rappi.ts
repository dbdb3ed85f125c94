import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The secrets Rappi signs each webhook event with (decision 0065). Rappi issues them per event to
 * the ally (`PUT webhook/{event}/reset-secret`), not per store: one row per (ally client id,
 * event), so every store linked under that ally shares it, and a new ally never uses an old one.
 */
export const rappiWebhookSecrets = pgTable(
  'rappi_webhook_secrets',
  {
    clientId: text().notNull(),
    event: text().notNull(),
    /** AES-256-GCM ciphertext of the secret Rappi returned. */
    secret: text().notNull(),
    /** The URL registered for the event, so a change of PUBLIC_URL is seen. */
    url: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.event] })],
);
