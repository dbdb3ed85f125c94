import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiscalReceipts, orders, restaurants } from '../../db/schema';

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

    /**
     * The authorized (or contingency) NFC-e of these orders: its consult URL and access key only.
     * A bill's note is not the diner's order's: only notes issued for an order are answered.
     */
    async receiptsOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: fiscalReceipts.orderId,
          consultUrl: fiscalReceipts.consultUrl,
          accessKey: fiscalReceipts.accessKey,
        })
        .from(fiscalReceipts)
        .where(
          and(
            inArray(fiscalReceipts.orderId, orderIds),
            inArray(fiscalReceipts.status, ['autorizada', 'contingencia']),
          ),
        );
    },
  };
}
