import { DISHES_PER_RESTAURANT, searchWords } from '../../../domain/menu/dish-search';
import { openingStatus } from '../../../domain/menu/opening-hours';
import type { Db } from '../../db/client';
import { createExploreRepository, type ExploreRow } from './explore.repository';
import { municipalitiesNear } from './municipalities';

function toExploreRestaurant(
  row: ExploreRow,
  periods: { weekday: number; opensAt: number; closesAt: number }[],
  now: Date,
) {
  const { ordersPausedUntil, createdAt, ...fields } = row;
  const status = openingStatus(periods, ordersPausedUntil, now, fields.timeZone);
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    isOpen: status.isOpen,
    closedReason: status.reason ?? null,
    nextOpeningAt: status.nextOpeningAt?.toISOString() ?? null,
  };
}

export type ExploreRestaurant = ReturnType<typeof toExploreRestaurant>;

/** Enough rows for every restaurant Explorar can list to name a dish, never the whole menu table. */
const DISH_ROWS = 2000;

export function createExploreService(db: Db) {
  const repository = createExploreRepository(db);
  return {
    /** Every restaurant with its public fields and whether it takes orders now. */
    async listRestaurants(now = new Date()): Promise<ExploreRestaurant[]> {
      const rows = await repository.restaurants();
      const hours = await repository.openingHoursOf(rows.map((row) => row.id));
      return rows.map((row) =>
        toExploreRestaurant(
          row,
          hours.filter((period) => period.restaurantId === row.id),
          now,
        ),
      );
    },

    /** The restaurants with a dish named like the search, and up to three of those dishes each. */
    async dishMatches(search: string): Promise<{ restaurantId: string; dishes: string[] }[]> {
      const words = searchWords(search);
      if (words.length === 0) return [];
      const byRestaurant = new Map<string, string[]>();
      for (const dish of await repository.dishesNamed(words, DISH_ROWS)) {
        const dishes = byRestaurant.get(dish.restaurantId) ?? [];
        if (dishes.length < DISHES_PER_RESTAURANT && !dishes.includes(dish.name)) dishes.push(dish.name);
        byRestaurant.set(dish.restaurantId, dishes);
      }
      return [...byRestaurant].map(([restaurantId, dishes]) => ({ restaurantId, dishes }));
    },

    /** Distinct cities of the restaurants, in pt-BR order. */
    async cities(): Promise<string[]> {
      const cities = await repository.cities();
      return [...new Set(cities)].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    },

    async municipalities(latitude: number, longitude: number) {
      return municipalitiesNear({ latitude, longitude }, await repository.placedRestaurants());
    },
  };
}
