import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';

type NewStaff = typeof staffMembers.$inferInsert;
type StaffPatch = Partial<Pick<NewStaff, 'name' | 'role' | 'isActive' | 'pinHash'>>;

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

    async find(restaurantId: string, staffId: string) {
      const [row] = await db.select().from(staffMembers).where(own(restaurantId, staffId));
      return row;
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
