/** Reads of the menu: items with their categories, option groups and options, in display order. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
  restaurants,
} from '../../db/schema';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type GroupWithOptions = OptionGroupRow & { options: OptionRow[] };

export function createMenuRepository(db: Db) {
  /** Option groups with their options, keyed by group id. */
  async function groupsById(groupIds: string[]): Promise<Map<string, GroupWithOptions>> {
    if (groupIds.length === 0) return new Map();
    const [groups, optionRows] = await Promise.all([
      db.select().from(optionGroups).where(inArray(optionGroups.id, groupIds)),
      db
        .select()
        .from(options)
        .where(inArray(options.groupId, groupIds))
        .orderBy(asc(options.position), asc(options.createdAt)),
    ]);
    const byId = new Map(groups.map((group) => [group.id, { ...group, options: [] as OptionRow[] }]));
    for (const option of optionRows) byId.get(option.groupId)?.options.push(option);
    return byId;
  }

  return {
    groupsById,

    async restaurantExists(restaurantId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return Boolean(row);
    },

    /** Items ordered by category position (uncategorised last), then item position. */
    async listItems(restaurantId: string, { includeInactive }: { includeInactive: boolean }) {
      const rows = await db
        .select({ item: menuItems })
        .from(menuItems)
        .leftJoin(categories, eq(categories.id, menuItems.categoryId))
        .where(
          includeInactive
            ? eq(menuItems.restaurantId, restaurantId)
            : and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isActive, true)),
        )
        .orderBy(
          sql`${categories.position} asc nulls last`,
          asc(menuItems.position),
          asc(menuItems.createdAt),
        );
      return rows.map((row) => row.item);
    },

    async findItem(restaurantId: string, itemId: string) {
      const [row] = await db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId)));
      return row ?? null;
    },

    /**
     * Each item's groups with their options, in the item's order: one query (links, groups and
     * options joined), since the public menu asks this for every item on every load.
     */
    async groupsOfItems(itemIds: string[]): Promise<Map<string, GroupWithOptions[]>> {
      const result = new Map<string, GroupWithOptions[]>(itemIds.map((id) => [id, []]));
      if (itemIds.length === 0) return result;
      const rows = await db
        .select({ itemId: menuItemOptionGroups.menuItemId, group: optionGroups, option: options })
        .from(menuItemOptionGroups)
        .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
        .leftJoin(options, eq(options.groupId, optionGroups.id))
        .where(inArray(menuItemOptionGroups.menuItemId, itemIds))
        .orderBy(
          asc(menuItemOptionGroups.menuItemId),
          asc(menuItemOptionGroups.position),
          asc(options.position),
          asc(options.createdAt),
        );
      // A group shared by several items is built once (its options once) and shared by reference.
      const groups = new Map<string, GroupWithOptions>();
      for (const { itemId, group, option } of rows) {
        let built = groups.get(group.id);
        if (!built) {
          built = { ...group, options: [] };
          groups.set(group.id, built);
        }
        const ofItem = result.get(itemId)!;
        if (ofItem.at(-1)?.id !== group.id) ofItem.push(built);
        if (option && !built.options.some((known) => known.id === option.id)) built.options.push(option);
      }
      return result;
    },

    async nextItemPosition(restaurantId: string): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${menuItems.position})` })
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId));
      return (row?.max ?? -1) + 1;
    },
  };
}
