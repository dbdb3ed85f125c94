import { and, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseCents } from '../../../domain/money/money';
import type { DeliveryType, OrderSource } from '../../../domain/orders/order-status';
import type { DaySales, SalesFigures } from '../../../domain/reports/sales';
import { POINTS_DISTRIBUTED_TYPES } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import { loyaltyTransactions, orders } from '../../db/schema';

/** [start, end); a current period has no end, so an order stamped by a database clock a little
 * ahead of the app's still counts. */
export interface Range {
  start: Date;
  end: Date | null;
}

/** A report's optional narrowing to one channel or one order type. */
export interface OrderFilters {
  orderSource?: OrderSource;
  deliveryType?: DeliveryType;
}

/** Reports count every order that was not cancelled (PRODUCT.md). */
const counted = (restaurantId: string, { start, end }: Range) =>
  and(
    eq(orders.restaurantId, restaurantId),
    ne(orders.status, 'cancelled'),
    gte(orders.createdAt, start),
    end ? lt(orders.createdAt, end) : undefined,
  );

export const cents = (value: string | null | undefined) => parseCents(value ?? '0') ?? 0;

/** `column` within a window, for a FILTER clause. */
const within = (column: AnyPgColumn, { start, end }: Range) =>
  end ? sql`${column} >= ${start} and ${column} < ${end}` : sql`${column} >= ${start}`;

const earliest = (windows: readonly Range[]) =>
  new Date(Math.min(...windows.map((window) => window.start.getTime())));

export function createReportsRepository(db: Db) {
  return {
    /**
     * Sales of several windows in one scan: the dashboard's six periods (today, 7 days, month and
     * the stretches before them) cost one query instead of six.
     */
    async salesWindows(restaurantId: string, windows: readonly Range[]): Promise<SalesFigures[]> {
      const columns: Record<string, SQL> = {};
      windows.forEach((window, index) => {
        const inside = within(orders.createdAt, window);
        columns[`total${index}`] =
          sql<string>`coalesce(sum(${orders.total}) filter (where ${inside}), 0)::text`;
        columns[`orders${index}`] = sql<number>`(count(*) filter (where ${inside}))::int`;
      });
      const [row] = await db
        .select(columns)
        .from(orders)
        .where(counted(restaurantId, { start: earliest(windows), end: null }));
      return windows.map((_window, index) => ({
        totalCents: cents((row?.[`total${index}`] as string | undefined) ?? null),
        orders: Number(row?.[`orders${index}`] ?? 0),
      }));
    },

    /** Sales per calendar day of the restaurant's zone (one of Brazil's, checked by its reader). */
    async dailySales(restaurantId: string, range: Range, timeZone: string): Promise<DaySales[]> {
      // The zone is inlined (a constant), so the select and the group by are the same expression.
      const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${timeZone}'`)}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          date: day,
          total: sql<string>`sum(${orders.total})::text`,
          orders: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(counted(restaurantId, range))
        .groupBy(day);
      return rows.map((row) => ({ date: row.date, totalCents: cents(row.total), orders: row.orders }));
    },

    /** Points the loyalty ledger handed to customers in each window, in one query. */
    async pointsWindows(restaurantId: string, windows: readonly Range[]): Promise<number[]> {
      const columns: Record<string, SQL> = {};
      windows.forEach((window, index) => {
        columns[`points${index}`] =
          sql<number>`coalesce(sum(${loyaltyTransactions.points}) filter (where ${within(loyaltyTransactions.createdAt, window)}), 0)::int`;
      });
      const [row] = await db
        .select(columns)
        .from(loyaltyTransactions)
        .where(
          and(
            eq(loyaltyTransactions.restaurantId, restaurantId),
            inArray(loyaltyTransactions.type, [...POINTS_DISTRIBUTED_TYPES]),
            gt(loyaltyTransactions.points, 0),
            gte(loyaltyTransactions.createdAt, earliest(windows)),
          ),
        );
      return windows.map((_window, index) => Number(row?.[`points${index}`] ?? 0));
    },
  };
}
