/** Suppliers of one restaurant: every read and write is scoped by the restaurant's id. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierColumns = Partial<
  Omit<typeof suppliers.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>
>;

export function createSuppliersRepository(db: Db) {
  const own = (restaurantId: string, supplierId: string) =>
    and(eq(suppliers.id, supplierId), eq(suppliers.restaurantId, restaurantId));

  return {
    /** Active suppliers first, then by name. */
    list(restaurantId: string) {
      return db
        .select()
        .from(suppliers)
        .where(eq(suppliers.restaurantId, restaurantId))
        .orderBy(desc(suppliers.isActive), asc(suppliers.name));
    },

    async find(restaurantId: string, supplierId: string) {
      const [row] = await db.select().from(suppliers).where(own(restaurantId, supplierId));
      return row ?? null;
    },

    async insert(restaurantId: string, columns: SupplierColumns & { name: string }) {
      const [row] = await db
        .insert(suppliers)
        .values({ ...columns, restaurantId })
        .returning();
      return row!;
    },

    async update(restaurantId: string, supplierId: string, columns: SupplierColumns) {
      if (Object.keys(columns).length === 0) return this.find(restaurantId, supplierId);
      const [row] = await db.update(suppliers).set(columns).where(own(restaurantId, supplierId)).returning();
      return row ?? null;
    },
  };
}
