import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, restaurants } from '../../db/schema';

/** Changes read per page of a replay. */
export const REPLAY_PAGE = 1000;

export type OrderRow = typeof orders.$inferSelect;
export interface ChangedOrder {
  order: OrderRow;
  restaurantName: string;
  restaurantTimeZone?: string;
}

export function createRealtimeRepository(db: Db) {
  return {
    /** The current rows of changed orders, with their restaurant's name, oldest change first. */
    async changedOrders(orderIds: readonly string[]): Promise<ChangedOrder[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({ order: orders, restaurantName: restaurants.name, restaurantTimeZone: restaurants.timeZone })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(inArray(orders.id, [...orderIds]))
        .orderBy(asc(orders.changeSeq));
    },

    /** A restaurant's orders changed after a change number (orders_restaurant_change_idx). */
    async restaurantChangesAfter(restaurantId: string, afterSeq: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), gt(orders.changeSeq, afterSeq)))
        .orderBy(asc(orders.changeSeq))
        .limit(REPLAY_PAGE);
    },

    /** A phone's most recent orders (orders_customer_phone_idx), with their restaurant's name. */
    async phoneOrders(phones: readonly string[], createdAfter: Date): Promise<ChangedOrder[]> {
      return db
        .select({ order: orders, restaurantName: restaurants.name, restaurantTimeZone: restaurants.timeZone })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(and(inArray(orders.customerPhone, [...phones]), gt(orders.createdAt, createdAfter)))
        .orderBy(asc(orders.changeSeq))
        .limit(REPLAY_PAGE);
    },
  };
}

export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
