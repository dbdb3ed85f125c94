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
