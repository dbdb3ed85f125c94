/**
 * Proof that a diner holds a phone (issue 19): one-time codes sent over the restaurant's WhatsApp,
 * and the devices that proved a phone at a restaurant, trusted for 90 days. Codes and device tokens
 * are stored hashed: a copy of the database neither reveals a live code nor lets anyone act as a
 * trusted device.
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { restaurants } from './restaurants';

export const phoneProofCodes = pgTable(
  'phone_proof_codes',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The stored phone key (digits only, customerPhoneKey). */
    phone: text().notNull(),
    /** HMAC-SHA256 of the code under the server's secret: 6 digits alone are too few for a plain hash. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_proof_codes_lookup_idx').on(t.restaurantId, t.phone, t.createdAt)],
);

export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    /** SHA-256 of the device cookie's random token. */
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_unique').on(t.tokenHash, t.restaurantId, t.phone),
    index('trusted_devices_phone_idx').on(t.restaurantId, t.phone),
  ],
);
