import { boolean, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../domain/staff/roles';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { restaurants } from './restaurants';

export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);

/**
 * A restaurant's team (decision 0040). The owner is the restaurant's account, not a row here. A PIN
 * is stored as an argon2id hash, like a password; deactivating keeps the row so the audit trail
 * still names who did what.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    role: staffRoleEnum().notNull(),
    /**
     * The e-mail a person invited by mail logs in with (lower-cased), unique across every
     * restaurant: one address opens one panel. Null for people who only use a PIN.
     */
    email: text(),
    /** The argon2id hash of the password set from the invitation; null for PIN-only people. */
    passwordHash: text(),
    pinHash: text(),
    isActive: boolean().notNull().default(true),
    /** The staff member who created this one; null when the owner did. */
    createdByStaffId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_members_restaurant_idx').on(t.restaurantId),
    uniqueIndex('staff_members_email_unique').on(t.email),
  ],
);

/**
 * An invitation by e-mail (decision 0040, later): a random token mailed as `/convite/<token>`, only
 * its HMAC kept, single use, expiring. 'Reenviar' replaces the token (the old link dies) and the
 * expiry; 'Cancelar' sets cancelledAt. Accepting creates the staff member with the role.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    role: staffRoleEnum().notNull(),
    tokenHash: text().notNull(),
    /** The staff member who invited (null: the owner). */
    invitedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The staff member the accepted invitation created. */
    staffMemberId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    sentAt: timestamptz().notNull().defaultNow(),
    acceptedAt: timestamptz(),
    cancelledAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invites_restaurant_idx').on(t.restaurantId, t.createdAt),
    uniqueIndex('staff_invites_token_unique').on(t.tokenHash),
    index('staff_invites_invited_by_idx').on(t.invitedByStaffId),
    index('staff_invites_staff_member_idx').on(t.staffMemberId),
  ],
);

/**
 * Who did what: one row per successful write of the owner's API, naming the acting staff member
 * (null for the owner), the route and the resource it addressed. No body is kept, so no personal
 * data lands here.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    staffMemberId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The route, e.g. `PATCH /api/orders/:orderId/status`. */
    action: text().notNull(),
    /** The addressed resource's id (the route's last id parameter), when it has one. */
    subjectId: text(),
    /**
     * What the route says it did beyond its name, from our own vocabulary only (never a body): the
     * status an order was moved to. Null for most routes.
     */
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('staff_actions_staff_member_idx').on(t.staffMemberId),
    // An order's history: the actions on that order.
    index('staff_actions_subject_idx').on(t.subjectId),
  ],
);
