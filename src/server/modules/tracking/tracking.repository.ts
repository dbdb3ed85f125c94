import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, restaurants } from '../../db/schema';

export const TRACKED_ORDERS_LIMIT = 20;

export function createTrackingRepository(db: Db) {
  return {
    /** A phone's newest orders, each with its restaurant's real name. */
    async ordersOf(phones: string[]) {
      return db
        .select({ order: orders, restaurantName: restaurants.name, restaurantTimeZone: restaurants.timeZone })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(inArray(orders.customerPhone, phones))
        .orderBy(desc(orders.createdAt))
        .limit(TRACKED_ORDERS_LIMIT);
    },
  };
}
