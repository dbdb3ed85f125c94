import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, staffActions, staffMembers } from '../../db/schema';

type NewStaff = typeof staffMembers.$inferInsert;
type StaffPatch = Partial<Pick<NewStaff, 'name' | 'role' | 'isActive' | 'pinHash'>>;
/** Which columns a person's own login reads. */
const loginColumns = {
  id: staffMembers.id,
  restaurantId: staffMembers.restaurantId,
  name: staffMembers.name,
  role: staffMembers.role,
  passwordHash: staffMembers.passwordHash,
} as const;

interface ActionsQuery {
  limit: number;
  offset: number;
  /** Only the actions on this resource (an order's history), oldest first. */
  subjectId?: string;
}

export function createStaffRepository(db: Db) {
  const own = (restaurantId: string, staffId: string) =>
    and(eq(staffMembers.restaurantId, restaurantId), eq(staffMembers.id, staffId));
  return {
    list: (restaurantId: string) =>
      db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.restaurantId, restaurantId))
        .orderBy(asc(staffMembers.name)),

    /** Active staff with a PIN, for the 'Trocar usuário' pad. */
    switchable: (restaurantId: string) =>
      db
        .select({ id: staffMembers.id, name: staffMembers.name, role: staffMembers.role })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.restaurantId, restaurantId),
            eq(staffMembers.isActive, true),
            isNotNull(staffMembers.pinHash),
          ),
        )
        .orderBy(asc(staffMembers.name)),

    /** An active person with their own login (an accepted invitation), by their lower-cased e-mail. */
    async findLogin(email: string) {
      const [row] = await db
        .select(loginColumns)
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.email, email),
            eq(staffMembers.isActive, true),
            isNotNull(staffMembers.passwordHash),
          ),
        );
      return row;
    },

    /** Whether anyone on the team of any restaurant already logs in with this e-mail. */
    async emailTaken(email: string) {
      const [row] = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(eq(staffMembers.email, email));
      return row !== undefined;
    },

    async find(restaurantId: string, staffId: string) {
      const [row] = await db.select().from(staffMembers).where(own(restaurantId, staffId));
      return row;
    },

    /**
     * A page of the audit trail, newest first: each action with the person's name and role and,
     * for an order cancelled, the reason kept on the order. One more row than asked tells whether
     * there is a next page.
     */
    actions: (restaurantId: string, { limit, offset, subjectId }: ActionsQuery) =>
      db
        .select({
          id: staffActions.id,
          at: staffActions.createdAt,
          action: staffActions.action,
          subjectId: staffActions.subjectId,
          detail: staffActions.detail,
          staffId: staffMembers.id,
          name: staffMembers.name,
          role: staffMembers.role,
          reason: orders.cancellationReason,
        })
        .from(staffActions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffActions.staffMemberId))
        .leftJoin(
          orders,
          and(
            eq(staffActions.detail, 'cancelled'),
            eq(orders.id, staffActions.subjectId),
            eq(orders.restaurantId, staffActions.restaurantId),
          ),
        )
        .where(
          and(
            eq(staffActions.restaurantId, restaurantId),
            subjectId === undefined ? undefined : eq(staffActions.subjectId, subjectId),
          ),
        )
        .orderBy(
          subjectId === undefined ? desc(staffActions.createdAt) : asc(staffActions.createdAt),
          desc(staffActions.id),
        )
        .limit(limit)
        .offset(offset),

    /** Whether an order is this restaurant's (an order's history answers 404 for anyone else's). */
    async ownsOrder(restaurantId: string, orderId: string) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)));
      return row !== undefined;
    },

    async create(values: NewStaff) {
      const [row] = await db.insert(staffMembers).values(values).returning();
      return row!;
    },

    async update(restaurantId: string, staffId: string, patch: StaffPatch) {
      const [row] = await db
        .update(staffMembers)
        .set({ ...patch, updatedAt: new Date() })
        .where(own(restaurantId, staffId))
        .returning();
      return row;
    },
  };
}
