/** The store settings' tables: the restaurant row's flags, opening hours and delivery zones. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryZones, openingHours, restaurants } from '../../db/schema';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type OpeningHoursRow = typeof openingHours.$inferSelect;
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;

export interface StoreState {
  restaurant: RestaurantRow;
  hours: OpeningHoursRow[];
  zones: DeliveryZoneRow[];
}

export function createStoreRepository(db: Db) {
  return {
    async findRestaurant(id: string) {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
      return row ?? null;
    },

    /** The restaurant with its opening hours and delivery zones, or null when it does not exist. */
    async loadState(id: string): Promise<StoreState | null> {
      const [restaurant, hours, zones] = await Promise.all([
        this.findRestaurant(id),
        db
          .select()
          .from(openingHours)
          .where(eq(openingHours.restaurantId, id))
          .orderBy(asc(openingHours.weekday), asc(openingHours.opensAt)),
        db
          .select()
          .from(deliveryZones)
          .where(eq(deliveryZones.restaurantId, id))
          .orderBy(asc(deliveryZones.position), asc(deliveryZones.createdAt)),
      ]);
      return restaurant ? { restaurant, hours, zones } : null;
    },

    /** Null when the restaurant does not exist or would accept PIX without a PIX key. */
    async updateOrderSettings(
      id: string,
      columns: Partial<typeof restaurants.$inferInsert>,
      on: Db | Tx = db,
    ) {
      const keyed = columns.acceptsPix ? isNotNull(restaurants.pixKey) : undefined;
      const [row] = await on
        .update(restaurants)
        .set(columns)
        .where(and(eq(restaurants.id, id), keyed))
        .returning({ id: restaurants.id });
      return row ?? null;
    },

    async updateRestaurant(id: string, columns: Partial<typeof restaurants.$inferInsert>) {
      const [row] = await db.update(restaurants).set(columns).where(eq(restaurants.id, id)).returning();
      return row ?? null;
    },
  };
}
