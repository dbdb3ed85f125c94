/** Reads and settings writes of the 'Estoque' tab: the menu's items with stock, and the movements. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, menuItems, stockMovements } from '../../db/schema';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type ItemSettings = Partial<
  Pick<typeof menuItems.$inferInsert, 'hasInventoryControl' | 'minStockAlert' | 'stockUnit' | 'costPrice'>
>;

export function createInventoryRepository(db: Db) {
  return {
    /** Every item of the restaurant (inactive ones too), in the menu's display order. */
    async listItems(restaurantId: string): Promise<MenuItemRow[]> {
      const rows = await db
        .select({ item: menuItems })
        .from(menuItems)
        .leftJoin(categories, eq(categories.id, menuItems.categoryId))
        .where(eq(menuItems.restaurantId, restaurantId))
        .orderBy(
          sql`${categories.position} asc nulls last`,
          asc(menuItems.position),
          asc(menuItems.createdAt),
        );
      return rows.map((row) => row.item);
    },

    async itemExists(restaurantId: string, menuItemId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurantId)));
      return Boolean(row);
    },

    async updateSettings(restaurantId: string, menuItemId: string, settings: ItemSettings) {
      const [row] = await db
        .update(menuItems)
        .set(settings)
        .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurantId)))
        .returning();
      return row ?? null;
    },

    /** Movements, newest first, with the item's name; one item's when `menuItemId` is given. */
    async listMovements(restaurantId: string, filter: { menuItemId?: string; limit: number }) {
      const conditions = [eq(stockMovements.restaurantId, restaurantId)];
      if (filter.menuItemId) conditions.push(eq(stockMovements.menuItemId, filter.menuItemId));
      return db
        .select({ movement: stockMovements, menuItemName: menuItems.name })
        .from(stockMovements)
        .innerJoin(menuItems, eq(menuItems.id, stockMovements.menuItemId))
        .where(and(...conditions))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(filter.limit);
    },
  };
}
