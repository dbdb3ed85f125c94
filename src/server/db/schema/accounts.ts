import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';

/** Server-side sessions: the cookie holds a random token, the table only its keyed hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    /**
     * The staff member this session acts as after a PIN switch (decision 0040); null is the owner.
     * Removing the staff member ends the sessions acting as them rather than handing them to the owner.
     */
    actingStaffId: text().references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** Set by 'Bloquear': the session does nothing until someone switches in with a PIN or password. */
    lockedAt: timestamptz(),
    /**
     * The staff member who opened this session with their own e-mail and password (an accepted
     * invitation), not the owner's login: deactivating them deletes it.
     */
    loginStaffId: text().references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_restaurant_idx').on(t.restaurantId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_acting_staff_idx').on(t.actingStaffId),
    index('sessions_login_staff_idx').on(t.loginStaffId),
  ],
);

/** Failed-login counters per account and per IP, in the database so every instance shares them. */
export const loginThrottles = pgTable('login_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  /** Failures in the current hour window, for the per-account hourly ceiling. */
  hourFailures: integer().notNull().default(0),
  hourStartedAt: timestamptz().notNull().defaultNow(),
  lockedUntil: timestamptz(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text().primaryKey(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_restaurant_idx').on(t.restaurantId)],
);

/**
 * Links mailed to confirm a restaurant's e-mail: the id is the HMAC of the token in the link (the
 * token itself is never stored), bound to the address it was sent to.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text().primaryKey(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_restaurant_idx').on(t.restaurantId)],
);

/**
 * Fixed-window request counters for rate limits shared by every app instance. Rows whose window has
 * closed are deleted in batches by jobs/expired-rows.job.ts, found through the reset_at index.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull().default(0),
    resetAt: timestamptz().notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
