/**
 * The store settings of the 'Visual' tab. Opening hours and zones are replaced as a whole, so what
 * the owner saw in the form is exactly what is stored. Orders read the same tables to refuse an
 * order while the restaurant is closed or paused and to compute the delivery fee.
 */
import { eq, sql } from 'drizzle-orm';
import { timeZoneForState } from '../../../domain/format/time-zones';
import type { OpeningPeriod } from '../../../domain/menu/opening-hours';
import { pauseError } from '../../../domain/menu/opening-hours.schemas';
import type {
  BrandingValues,
  DeliveryZoneValues,
  OrderSettingsValues,
} from '../../../domain/menu/store-settings.schemas';
import { centsToDecimal } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { deliveryZones, openingHours } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { createTablesService } from '../tables/tables.service';
import { createStoreRepository, type StoreState } from './store.repository';
import { toStoreSettingsView } from './store.views';

export const RESTAURANT_NOT_FOUND = 'Restaurante não encontrado';
export const PIX_NEEDS_KEY = 'Cadastre a chave PIX antes de aceitar PIX.';

export function createStoreService(db: Db) {
  const repository = createStoreRepository(db);

  async function state(restaurantId: string): Promise<StoreState> {
    const loaded = await repository.loadState(restaurantId);
    if (!loaded) throw notFound(RESTAURANT_NOT_FOUND);
    return loaded;
  }

  const settings = async (restaurantId: string, now = new Date()) =>
    toStoreSettingsView(await state(restaurantId), now);

  return {
    loadState: state,
    settings,

    /** Branding and location; absent optional fields are left as they are. */
    async updateBranding(restaurantId: string, values: BrandingValues) {
      const columns: Record<string, unknown> = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined),
      );
      // A new state without a chosen zone brings its capital's zone (decision 0014).
      if (values.timeZone === undefined && values.state) columns.timeZone = timeZoneForState(values.state);
      const before = await repository.findRestaurant(restaurantId);
      if (!before) throw notFound(RESTAURANT_NOT_FOUND);
      const row = await repository.updateRestaurant(restaurantId, columns);
      if (!row) throw notFound(RESTAURANT_NOT_FOUND);
      // The sales summaries bucket by the restaurant's calendar day: a new zone re-buckets them.
      if (row.timeZone !== before.timeZone)
        await db.execute(sql`select rebuild_sales_summaries(${restaurantId})`);
      return row;
    },

    async setOpeningHours(restaurantId: string, periods: OpeningPeriod[]) {
      await db.transaction(async (tx) => {
        await tx.delete(openingHours).where(eq(openingHours.restaurantId, restaurantId));
        if (periods.length > 0)
          await tx.insert(openingHours).values(periods.map((period) => ({ ...period, restaurantId })));
      });
      return settings(restaurantId);
    },

    /** 'Pausar pedidos' until a moment; null resumes now. */
    async setPause(restaurantId: string, pausedUntil: string | null, now = new Date()) {
      const until = pausedUntil === null ? null : new Date(pausedUntil);
      const error = until && pauseError(until, now);
      if (error) throw badRequest(error, { pausedUntil: error });
      await repository.updateRestaurant(restaurantId, { ordersPausedUntil: until });
      return settings(restaurantId, now);
    },

    /** PIX is offered only with a key to pay to; the key check and the write are one statement. */
    /**
     * The order settings. 'Número de mesas' is applied to the tables in the same transaction
     * (decision 0042): tables 1..N exist and are active, numbered ones above N without an open bill
     * are deactivated, and `table_count` is then read back from the tables. The table settings are
     * optional: absent, each keeps its value.
     */
    async updateOrderSettings(restaurantId: string, values: OrderSettingsValues) {
      // Absent table settings are undefined here, which the update leaves as they are.
      const { tableCount, ...columns } = values;
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateOrderSettings(restaurantId, columns, tx);
        if (!updated) return null;
        const tables = createTablesService(db);
        await tables.applyTableCount(tx, restaurantId, tableCount);
        if (values.tableCodeRequired) await tables.giveCodes(tx, restaurantId);
        return updated;
      });
      if (!row && !(await repository.findRestaurant(restaurantId))) throw notFound(RESTAURANT_NOT_FOUND);
      if (!row) throw badRequest(PIX_NEEDS_KEY, { acceptsPix: PIX_NEEDS_KEY });
      return settings(restaurantId);
    },

    async replaceDeliveryZones(restaurantId: string, zones: DeliveryZoneValues[]) {
      await db.transaction(async (tx) => {
        await tx.delete(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId));
        if (zones.length === 0) return;
        await tx.insert(deliveryZones).values(
          zones.map((zone, position) => ({
            restaurantId,
            name: zone.name,
            kind: zone.kind,
            radiusKm: zone.kind === 'radius' && zone.radiusKm !== null ? zone.radiusKm.toFixed(2) : null,
            neighborhoods: zone.kind === 'neighborhood' ? JSON.stringify(zone.neighborhoods) : null,
            fee: centsToDecimal(zone.fee),
            minOrder: centsToDecimal(zone.minOrder),
            isActive: zone.isActive,
            position,
          })),
        );
      });
      return settings(restaurantId);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
