/**
 * What placing an order reads and writes: the restaurant with its hours and delivery zones, the
 * ordered items with their option groups, the order with its lines, and the idempotency answers.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  deliveryZones,
  idempotencyKeys,
  menuItemOptionGroups,
  menuItems,
  openingHours,
  optionGroups,
  options,
  orderItems,
  orders,
  restaurants,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type OptionGroupWithOptions = typeof optionGroups.$inferSelect & {
  menuItemId: string;
  options: (typeof options.$inferSelect)[];
};

export function createOrderPlacementRepository(db: Db) {
  return {
    /** Read together: an unknown restaurant simply has no hours and no zones. */
    async restaurantContext(restaurantId: string) {
      const [[restaurant], hours, zones] = await Promise.all([
        db.select().from(restaurants).where(eq(restaurants.id, restaurantId)),
        db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurantId)),
        db
          .select()
          .from(deliveryZones)
          .where(and(eq(deliveryZones.restaurantId, restaurantId), eq(deliveryZones.isActive, true)))
          .orderBy(asc(deliveryZones.position)),
      ]);
      return restaurant ? { restaurant, hours, zones } : null;
    },

    /** The restaurant's items among these ids (another restaurant's ids simply are not found). */
    async menuItems(restaurantId: string, itemIds: string[]) {
      if (itemIds.length === 0) return [];
      return db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, itemIds)));
    },

    /** Option groups of these items, in the item's order, each with its options in order. */
    async optionGroupsOf(itemIds: string[]): Promise<OptionGroupWithOptions[]> {
      if (itemIds.length === 0) return [];
      // The groups and their options are read together (the options by the same links).
      const linked = db
        .select({ groupId: menuItemOptionGroups.groupId })
        .from(menuItemOptionGroups)
        .where(inArray(menuItemOptionGroups.menuItemId, itemIds));
      const [links, choices] = await Promise.all([
        db
          .select({ menuItemId: menuItemOptionGroups.menuItemId, group: optionGroups })
          .from(menuItemOptionGroups)
          .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
          .where(inArray(menuItemOptionGroups.menuItemId, itemIds))
          .orderBy(asc(menuItemOptionGroups.position)),
        db
          .select()
          .from(options)
          .where(inArray(options.groupId, linked))
          .orderBy(asc(options.position), asc(options.createdAt)),
      ]);
      return links.map(({ menuItemId, group }) => ({
        ...group,
        menuItemId,
        options: choices.filter((option) => option.groupId === group.id),
      }));
    },

    /** The order and its lines, in one transaction. */
    async insertOrder(
      order: NewOrder,
      lines: NewOrderLine[],
      /** Work that must commit with the order (the loyalty points it reserves). */
      withOrder?: (tx: Tx, row: OrderRow) => Promise<void>,
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values(order).returning();
        if (lines.length)
          await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row!.id })));
        if (withOrder) await withOrder(tx, row!);
        return row!;
      });
    },

    async findAnswer(key: string) {
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      return row ?? null;
    },

    async saveAnswer(answer: typeof idempotencyKeys.$inferInsert) {
      await db.insert(idempotencyKeys).values(answer);
    },
  };
}

export type OrderPlacementRepository = ReturnType<typeof createOrderPlacementRepository>;
