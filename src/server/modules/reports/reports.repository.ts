import { and, eq, gt, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseCents } from '../../../domain/money/money';
import type { DeliveryType, OrderSource } from '../../../domain/orders/order-status';
import { zonedDateKey, zonedHour } from '../../../domain/reports/periods';
import type { SalesFigures } from '../../../domain/reports/sales';
import { POINTS_DISTRIBUTED_TYPES } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import { loyaltyTransactions, orderSalesCurrent, orders } from '../../db/schema';

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

export const cents = (value: string | null | undefined) => parseCents(value ?? '0') ?? 0;

/** `column` within a window (instants, or the summaries' wall-clock hours), for a FILTER clause. */
const within = (
  column: AnyPgColumn | SQL,
  { start, end }: { start: Date | string; end: Date | string | null },
) => (end ? sql`${column} >= ${start} and ${column} < ${end}` : sql`${column} >= ${start}`);

const earliest = (windows: readonly Range[]) =>
  new Date(Math.min(...windows.map((window) => window.start.getTime())));

export function createReportsRepository(db: Db) {
  return {
    /**
     * Sales of several windows (the dashboard's six: today, the last 7 days and this month until
     * now, and the same stretch of the period before each) without reading the orders themselves:
     *
     * - whole hours come from the sales summaries and their tail not yet folded
     *   (`order_sales_current`, exact at every moment, decision 0026): a row per hour, channel and
     *   order type that had orders, where a busy restaurant's two months of orders are tens of
     *   thousands of rows, and the dashboard's scan of them held a rush's orders back
     *   (bench/orders-throughput.mjs, ten restaurants; decision 0033);
     * - a window that ends inside an hour (the periods before, ending "at the same hour") takes that
     *   last hour's minutes from its orders: at most an hour of them, through the restaurant's index.
     *
     * Windows start at a midnight of the restaurant's calendar, which the summaries' hours never
     * straddle. The summaries count the orders not cancelled and their totals, as reports do.
     */
    async salesWindows(
      restaurantId: string,
      windows: readonly Range[],
      timeZone: string,
    ): Promise<SalesFigures[]> {
      if (windows.length === 0) return [];
      const s = orderSalesCurrent;
      const hour = sql`(${s.day} + ${s.hour} * interval '1 hour')`;
      const cuts = windows.map(({ start, end }) => ({
        from: zonedHour(start, timeZone).wall,
        until: end ? zonedHour(end, timeZone) : null,
      }));
      const summed: Record<string, SQL> = {};
      cuts.forEach(({ from, until }, index) => {
        const inside = within(hour, { start: from, end: until?.wall ?? null });
        summed[`total${index}`] = sql<string>`coalesce(sum(${s.sales}) filter (where ${inside}), 0)::text`;
        summed[`orders${index}`] = sql<number>`coalesce(sum(${s.orders}) filter (where ${inside}), 0)::int`;
      });
      // The unfinished last hour of each window that ends inside one.
      const lastHours = windows.flatMap(({ end }, index) => {
        const started = cuts[index]!.until?.start;
        return end && started && started < end ? [{ index, range: { start: started, end } }] : [];
      });
      const tail: Record<string, SQL> = {};
      for (const { index, range } of lastHours) {
        const inside = within(orders.createdAt, range);
        tail[`total${index}`] = sql<string>`coalesce(sum(${orders.total}) filter (where ${inside}), 0)::text`;
        tail[`orders${index}`] = sql<number>`(count(*) filter (where ${inside}))::int`;
      }
      const [[hours], [minutes]] = await Promise.all([
        db
          .select(summed)
          .from(s)
          .where(
            and(eq(s.restaurantId, restaurantId), gte(s.day, zonedDateKey(earliest(windows), timeZone))),
          ),
        lastHours.length > 0
          ? db
              .select(tail)
              .from(orders)
              .where(
                and(
                  eq(orders.restaurantId, restaurantId),
                  ne(orders.status, 'cancelled'),
                  or(...lastHours.map(({ range }) => within(orders.createdAt, range))),
                ),
              )
          : [undefined],
      ]);
      const read = (row: Record<string, unknown> | undefined, index: number) => ({
        totalCents: cents(row?.[`total${index}`] as string | undefined),
        orders: Number(row?.[`orders${index}`] ?? 0),
      });
      return windows.map((_window, index) => {
        const [whole, last] = [read(hours, index), read(minutes, index)];
        return { totalCents: whole.totalCents + last.totalCents, orders: whole.orders + last.orders };
      });
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
