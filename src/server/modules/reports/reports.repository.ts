import { and, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/format/format';
import { parseCents } from '../../../domain/money/money';
import type { DaySales, SalesFigures } from '../../../domain/reports/sales';
import { POINTS_DISTRIBUTED_TYPES } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import { loyaltyTransactions, orderItems, orders } from '../../db/schema';

/** [start, end); a current period has no end, so an order stamped by a database clock a little
 * ahead of the app's still counts. */
export interface Range {
  start: Date;
  end: Date | null;
}

/** Reports count every order that was not cancelled (PRODUCT.md). */
const counted = (restaurantId: string, { start, end }: Range) =>
  and(
    eq(orders.restaurantId, restaurantId),
    ne(orders.status, 'cancelled'),
    gte(orders.createdAt, start),
    end ? lt(orders.createdAt, end) : undefined,
  );

const cents = (value: string | null) => parseCents(value ?? '0') ?? 0;

export function createReportsRepository(db: Db) {
  return {
    async sales(restaurantId: string, range: Range): Promise<SalesFigures> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
          orders: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(counted(restaurantId, range));
      return { totalCents: cents(row?.total ?? null), orders: row?.orders ?? 0 };
    },

    /** Sales per São Paulo calendar day. */
    async dailySales(restaurantId: string, range: Range): Promise<DaySales[]> {
      // The zone is inlined (a constant), so the select and the group by are the same expression.
      const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
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

    /** Best sellers by quantity, from the order lines of orders that were not cancelled. */
    async topProducts(restaurantId: string, range: Range, limit: number) {
      const quantity = sql<number>`sum(${orderItems.quantity})::int`;
      const rows = await db
        .select({
          menuItemId: orderItems.menuItemId,
          name: sql<string>`max(${orderItems.name})`,
          quantity,
          revenue: sql<string>`sum(${orderItems.subtotal})::text`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(counted(restaurantId, range))
        .groupBy(sql`coalesce(${orderItems.menuItemId}, ${orderItems.name})`, orderItems.menuItemId)
        .orderBy(desc(quantity), sql`max(${orderItems.name})`)
        .limit(limit);
      return rows.map((row) => ({ ...row, revenueCents: cents(row.revenue) }));
    },

    /** Points the loyalty ledger handed to customers in a period. */
    async pointsDistributed(restaurantId: string, { start, end }: Range): Promise<number> {
      const [row] = await db
        .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)::int` })
        .from(loyaltyTransactions)
        .where(
          and(
            eq(loyaltyTransactions.restaurantId, restaurantId),
            inArray(loyaltyTransactions.type, [...POINTS_DISTRIBUTED_TYPES]),
            gt(loyaltyTransactions.points, 0),
            gte(loyaltyTransactions.createdAt, start),
            end ? lt(loyaltyTransactions.createdAt, end) : undefined,
          ),
        );
      return row?.points ?? 0;
    },
  };
}
