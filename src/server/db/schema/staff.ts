import { boolean, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../domain/staff/roles';
import { createdAt, id, updatedAt } from './columns';
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
    /** For a person invited to log in with their own e-mail (invitations are not built yet). */
    email: text(),
    pinHash: text(),
    isActive: boolean().notNull().default(true),
    /** The staff member who created this one; null when the owner did. */
    createdByStaffId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_members_restaurant_idx').on(t.restaurantId)],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('staff_actions_staff_member_idx').on(t.staffMemberId),
  ],
);
