/**
 * The grouped queries behind the report centre. Order figures come from the daily summary rows
 * (reports count orders that were not cancelled, revenue counts delivered ones); stock and loyalty
 * read their ledgers for the period.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DateRange } from '../../../domain/reports/report-range';
import { POINTS_DISTRIBUTED_TYPES } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import {
  customerLoyalty,
  loyaltyTiers,
  loyaltyTransactions,
  menuItems,
  orderSalesCurrent,
  productSalesCurrent,
  stockMovements,
} from '../../db/schema';
import { cents, type OrderFilters, type Range } from './reports.repository';

const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;
const countAll = sql<number>`count(*)::int`;

export interface GroupSales {
  key: string;
  orders: number;
  salesCents: number;
  deliveredOrders: number;
  revenueCents: number;
}

const toGroup = (row: {
  key: string;
  orders: number;
  sales: string;
  deliveredOrders: number;
  revenue: string;
}) => ({
  key: row.key,
  orders: row.orders,
  salesCents: cents(row.sales),
  deliveredOrders: row.deliveredOrders,
  revenueCents: cents(row.revenue),
});

/** The summary rows of a restaurant's whole calendar days, narrowed to a channel or order type. */
function summaryRows(
  table: typeof orderSalesCurrent | typeof productSalesCurrent,
  restaurantId: string,
  { from, to }: DateRange,
  filters: OrderFilters,
) {
  return and(
    eq(table.restaurantId, restaurantId),
    gte(table.day, from),
    lte(table.day, to),
    filters.orderSource ? eq(table.orderSource, filters.orderSource) : undefined,
    filters.deliveryType ? eq(table.deliveryType, filters.deliveryType) : undefined,
  );
}

const s = orderSalesCurrent;
const salesColumns = {
  orders: sql<number>`sum(${s.orders})::int`,
  sales: sum(s.sales),
  deliveredOrders: sql<number>`sum(${s.deliveredOrders})::int`,
  revenue: sum(s.revenue),
};
/** Groups whose orders were all cancelled leave rows of zeros behind: they are not shown. */
const anyOrders = sql`sum(${s.orders}) > 0`;

/**
 * Periods here are whole calendar days, so every query reads the daily summary rows plus the
 * changes not yet folded into them (the `*_current` views, schema/sales-summaries.ts): exact at
 * every moment, and a 12-month report sums a few thousand rows.
 */
export function createReportCentreRepository(db: Db) {
  /** Orders grouped by a summary column: counts, sales (not cancelled) and revenue (delivered). */
  async function groupOrders(
    restaurantId: string,
    range: DateRange,
    filters: OrderFilters,
    key: ReturnType<typeof sql<string>>,
  ) {
    const rows = await db
      .select({ key, ...salesColumns })
      .from(s)
      .where(summaryRows(s, restaurantId, range, filters))
      .groupBy(key)
      .having(anyOrders)
      .orderBy(key);
    return rows.map(toGroup);
  }

  return {
    byDay: (restaurantId: string, range: DateRange, filters: OrderFilters = {}) =>
      groupOrders(restaurantId, range, filters, sql<string>`${s.day}::text`),
    bySource: (restaurantId: string, range: DateRange, filters: OrderFilters = {}) =>
      groupOrders(restaurantId, range, filters, sql<string>`${s.orderSource}::text`),
    /** Orders by type, by channel and by São Paulo hour in one read (grouping sets). */
    async breakdowns(restaurantId: string, range: DateRange) {
      const rows = await db
        .select({
          deliveryType: sql<string | null>`${s.deliveryType}::text`,
          orderSource: sql<string | null>`${s.orderSource}::text`,
          hour: sql<string | null>`${s.hour}::text`,
          ...salesColumns,
        })
        .from(s)
        .where(summaryRows(s, restaurantId, range, {}))
        .groupBy(sql`grouping sets ((${s.deliveryType}), (${s.orderSource}), (${s.hour}))`)
        .having(anyOrders);
      // In each grouping set the other keys are null; the columns themselves are never null.
      const pick = (key: 'deliveryType' | 'orderSource' | 'hour') =>
        rows.filter((row) => row[key] !== null).map((row) => toGroup({ ...row, key: row[key]! }));
      return { byOrderType: pick('deliveryType'), bySource: pick('orderSource'), byHour: pick('hour') };
    },

    /**
     * Products: quantity and sales of counted orders' lines, revenue of delivered ones. A renamed item's
     * lines stay one product (under one of its names); lines whose item left the menu group by name.
     */
    async products(restaurantId: string, range: DateRange, filters: OrderFilters = {}) {
      const p = productSalesCurrent;
      const quantity = sql<number>`sum(${p.quantity})::int`;
      const name = sql<string>`max(${p.name})`;
      const rows = await db
        .select({
          menuItemKey: p.menuItemKey,
          name,
          quantity,
          sales: sum(p.sales),
          revenue: sum(p.revenue),
        })
        .from(p)
        .where(summaryRows(p, restaurantId, range, filters))
        .groupBy(p.menuItemKey, sql`case when ${p.menuItemKey} = '' then ${p.name} end`)
        .having(sql`${quantity} > 0`)
        .orderBy(desc(quantity), name);
      return rows.map((row) => ({
        menuItemId: row.menuItemKey || null,
        name: row.name,
        quantity: row.quantity,
        salesCents: cents(row.sales),
        revenueCents: cents(row.revenue),
      }));
    },

    /** Delivered orders per channel: revenue, discounts, delivery fees and fees actually charged. */
    async financialBySource(restaurantId: string, range: DateRange, filters: OrderFilters = {}) {
      const rows = await db
        .select({
          source: sql<string>`${s.orderSource}::text`,
          orders: sql<number>`sum(${s.deliveredOrders})::int`,
          revenue: sum(s.revenue),
          discounts: sum(s.discounts),
          deliveryFees: sum(s.deliveryFees),
          platformFee: sum(s.platformFees),
        })
        .from(s)
        .where(summaryRows(s, restaurantId, range, filters))
        .groupBy(s.orderSource)
        .having(sql`sum(${s.deliveredOrders}) > 0`);
      return rows.map((row) => ({
        source: row.source,
        orders: row.orders,
        revenueCents: cents(row.revenue),
        discountsCents: cents(row.discounts),
        deliveryFeesCents: cents(row.deliveryFees),
        platformFeeCents: cents(row.platformFee),
      }));
    },

    /** Items under stock control (or moved in the period) with their movements in the period. */
    async stock(restaurantId: string, { start, end }: Range) {
      const items = await db
        .select({
          id: menuItems.id,
          name: menuItems.name,
          unit: menuItems.stockUnit,
          hasInventoryControl: menuItems.hasInventoryControl,
          stockQuantity: menuItems.stockQuantity,
          minStockAlert: menuItems.minStockAlert,
          costPrice: menuItems.costPrice,
        })
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId))
        .orderBy(asc(menuItems.name));
      const movements = await db
        .select({
          menuItemId: stockMovements.menuItemId,
          type: sql<string>`${stockMovements.type}::text`,
          count: countAll,
          quantity: sql<number>`coalesce(sum(abs(${stockMovements.quantity})), 0)::int`,
          cost: sum(stockMovements.totalCost),
        })
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.restaurantId, restaurantId),
            gte(stockMovements.createdAt, start),
            end ? lt(stockMovements.createdAt, end) : undefined,
          ),
        )
        .groupBy(stockMovements.menuItemId, stockMovements.type);
      return {
        items: items.map((item) => ({ ...item, costCents: cents(item.costPrice) })),
        movements: movements.map((row) => ({ ...row, costCents: cents(row.cost) })),
      };
    },

    /** Customers and points per tier, the ledger's issued and redeemed points in the period. */
    async loyalty(restaurantId: string, { start, end }: Range) {
      const tiers = await db
        .select({ name: loyaltyTiers.name, minPoints: loyaltyTiers.minPoints })
        .from(loyaltyTiers)
        .where(eq(loyaltyTiers.restaurantId, restaurantId))
        .orderBy(asc(loyaltyTiers.minPoints));
      const customers = await db
        .select({
          tier: customerLoyalty.currentTier,
          customers: countAll,
          points: sql<number>`coalesce(sum(${customerLoyalty.points}), 0)::int`,
          joined: sql<number>`(count(*) filter (where ${customerLoyalty.joinedAt} >= ${start}${end ? sql` and ${customerLoyalty.joinedAt} < ${end}` : sql``}))::int`,
        })
        .from(customerLoyalty)
        .where(eq(customerLoyalty.restaurantId, restaurantId))
        .groupBy(customerLoyalty.currentTier);
      const issuedTypes = sql.join(
        POINTS_DISTRIBUTED_TYPES.map((type) => sql`${type}`),
        sql`, `,
      );
      const ledger = await db
        .select({
          tier: customerLoyalty.currentTier,
          issued: sql<number>`coalesce(sum(${loyaltyTransactions.points}) filter (where ${loyaltyTransactions.type} in (${issuedTypes}) and ${loyaltyTransactions.points} > 0), 0)::int`,
          // A cancelled order's release (an order-linked adjust) gives redeemed points back.
          redeemed: sql<number>`coalesce(-sum(${loyaltyTransactions.points}) filter (where ${loyaltyTransactions.type} = 'redeem' or (${loyaltyTransactions.type} = 'adjust' and ${loyaltyTransactions.orderId} is not null)), 0)::int`,
          activeCustomers: sql<number>`count(distinct ${loyaltyTransactions.customerId})::int`,
        })
        .from(loyaltyTransactions)
        .innerJoin(customerLoyalty, eq(customerLoyalty.id, loyaltyTransactions.customerId))
        .where(
          and(
            eq(loyaltyTransactions.restaurantId, restaurantId),
            gte(loyaltyTransactions.createdAt, start),
            end ? lt(loyaltyTransactions.createdAt, end) : undefined,
          ),
        )
        .groupBy(customerLoyalty.currentTier);
      return { tiers, customers, ledger };
    },
  };
}

export type ReportCentreRepository = ReturnType<typeof createReportCentreRepository>;
