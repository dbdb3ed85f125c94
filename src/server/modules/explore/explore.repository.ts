import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ACCENTED, PLAIN } from '../../../domain/menu/dish-search';
import type { Db } from '../../db/client';
import { menuItems, openingHours, restaurants } from '../../db/schema';

/** The public columns only: e-mail, password hash, plan and trial are never even selected. */
const publicColumns = {
  id: restaurants.id,
  name: restaurants.name,
  description: restaurants.description,
  whatsapp: restaurants.whatsapp,
  address: restaurants.address,
  city: restaurants.city,
  state: restaurants.state,
  zipCode: restaurants.zipCode,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  logoUrl: restaurants.logoUrl,
  bannerUrl: restaurants.bannerUrl,
  createdAt: restaurants.createdAt,
  ordersPausedUntil: restaurants.ordersPausedUntil,
  timeZone: restaurants.timeZone,
  acceptsPickup: restaurants.acceptsPickup,
  acceptsDelivery: restaurants.acceptsDelivery,
  acceptsTable: restaurants.acceptsTable,
};

export const EXPLORE_LIMIT = 1000;

/** Explorar lists a restaurant once its owner confirmed the e-mail (decision 0022). */
const listed = isNotNull(restaurants.emailVerifiedAt);

export function createExploreRepository(db: Db) {
  return {
    async restaurants() {
      return db
        .select(publicColumns)
        .from(restaurants)
        .where(listed)
        .orderBy(asc(restaurants.name))
        .limit(EXPLORE_LIMIT);
    },

    async openingHoursOf(restaurantIds: string[]) {
      if (restaurantIds.length === 0) return [];
      return db.select().from(openingHours).where(inArray(openingHours.restaurantId, restaurantIds));
    },

    /**
     * Active dishes of listed restaurants whose name holds every word (already folded by
     * searchWords). A scan of names with translate(): a few milliseconds for tens of thousands of
     * items, and the route asks only once the diner has typed.
     */
    async dishesNamed(words: string[], limit: number) {
      const folded = sql`translate(lower(${menuItems.name}), ${ACCENTED}, ${PLAIN})`;
      return db
        .select({ restaurantId: menuItems.restaurantId, name: menuItems.name })
        .from(menuItems)
        .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
        .where(
          and(
            listed,
            eq(menuItems.isActive, true),
            ...words.map((word) => sql`${folded} like ${`%${word}%`}`),
          ),
        )
        .orderBy(asc(menuItems.name))
        .limit(limit);
    },

    async cities() {
      const rows = await db
        .selectDistinct({ city: sql<string>`trim(${restaurants.city})` })
        .from(restaurants)
        .where(and(listed, isNotNull(restaurants.city)));
      return rows.map((row) => row.city).filter(Boolean);
    },

    async placedRestaurants() {
      return db
        .select({
          city: restaurants.city,
          state: restaurants.state,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
        })
        .from(restaurants)
        .where(listed);
    },
  };
}

export type ExploreRow = Awaited<
  ReturnType<ReturnType<typeof createExploreRepository>['restaurants']>
>[number];
