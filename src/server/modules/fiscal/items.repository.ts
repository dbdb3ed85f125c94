/** The restaurant's menu items with their tax data (`menu_items.fiscal_tax`). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ItemTax } from '../../../domain/fiscal/item-tax';
import type { Db } from '../../db/client';
import { categories, menuItems } from '../../db/schema';

export function createItemsRepository(db: Db) {
  return {
    list(restaurantId: string) {
      return db
        .select({
          id: menuItems.id,
          name: menuItems.name,
          categoryId: menuItems.categoryId,
          categoryName: categories.name,
          categoryText: menuItems.category,
          isActive: menuItems.isActive,
          tax: menuItems.fiscalTax,
        })
        .from(menuItems)
        .leftJoin(categories, eq(categories.id, menuItems.categoryId))
        .where(eq(menuItems.restaurantId, restaurantId))
        .orderBy(asc(categories.position), asc(menuItems.position), asc(menuItems.name));
    },

    /** How many of these ids are the restaurant's items (the others are someone else's, or none). */
    async countOwned(restaurantId: string, itemIds: string[]): Promise<number> {
      const rows = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, itemIds)));
      return rows.length;
    },

    async setTax(restaurantId: string, itemIds: string[], tax: ItemTax): Promise<number> {
      const rows = await db
        .update(menuItems)
        .set({ fiscalTax: tax, updatedAt: new Date() })
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, itemIds)))
        .returning({ id: menuItems.id });
      return rows.length;
    },
  };
}
