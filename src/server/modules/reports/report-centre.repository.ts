/**
 * The grouped queries behind the report centre. Every order query goes through `counted`
 * (restaurant, period, not cancelled, optional channel/type) and the orders (restaurant_id,
 * created_at) index; revenue sums only delivered orders.
 */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/format/format';
import { POINTS_DISTRIBUTED_TYPES } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import {
  customerLoyalty,
  loyaltyTiers,
  loyaltyTransactions,
  menuItems,
  orderItems,
  orders,
  stockMovements,
} from '../../db/schema';
import { cents, counted, delivered, type OrderFilters, type Range } from './reports.repository';

const zone = sql.raw(`'${TIME_ZONE}'`);
const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;
const sumDelivered = (column: unknown) =>
  sql<string>`coalesce(sum(${column}) filter (where ${delivered}), 0)::text`;
const countAll = sql<number>`count(*)::int`;
const countDelivered = sql<number>`(count(*) filter (where ${delivered}))::int`;

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

export function createReportCentreRepository(db: Db) {
  /** Orders grouped by an expression: counts, sales (not cancelled) and revenue (delivered). */
  async function groupOrders(
    restaurantId: string,
    range: Range,
    filters: OrderFilters,
    key: ReturnType<typeof sql<string>>,
  ) {
    const rows = await db
      .select({
        key,
        orders: countAll,
        sales: sum(orders.total),
        deliveredOrders: countDelivered,
        revenue: sumDelivered(orders.total),
      })
      .from(orders)
      .where(counted(restaurantId, range, filters))
      .groupBy(key)
      .orderBy(key);
    return rows.map(toGroup);
  }

  return {
    byDay: (restaurantId: string, range: Range, filters: OrderFilters = {}) =>
      groupOrders(
        restaurantId,
        range,
        filters,
        sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`,
      ),
    bySource: (restaurantId: string, range: Range, filters: OrderFilters = {}) =>
      groupOrders(restaurantId, range, filters, sql<string>`${orders.orderSource}::text`),
    /** Orders by type, by channel and by São Paulo hour in one scan (grouping sets). */
    async breakdowns(restaurantId: string, range: Range) {
      const hour = sql<string>`extract(hour from ${orders.createdAt} at time zone ${zone})::int::text`;
      const rows = await db
        .select({
          deliveryType: sql<string | null>`${orders.deliveryType}::text`,
          orderSource: sql<string | null>`${orders.orderSource}::text`,
          hour,
          orders: countAll,
          sales: sum(orders.total),
          deliveredOrders: countDelivered,
          revenue: sumDelivered(orders.total),
        })
        .from(orders)
        .where(counted(restaurantId, range))
        .groupBy(sql`grouping sets ((${orders.deliveryType}), (${orders.orderSource}), (${hour}))`);
      // In each grouping set the other keys are null; the columns themselves are never null.
      const pick = (key: 'deliveryType' | 'orderSource' | 'hour') =>
        rows.filter((row) => row[key] !== null).map((row) => toGroup({ ...row, key: row[key]! }));
      return { byOrderType: pick('deliveryType'), bySource: pick('orderSource'), byHour: pick('hour') };
    },

    /** Product lines: quantity and sales of counted orders, revenue of delivered ones. */
    async products(restaurantId: string, range: Range, filters: OrderFilters = {}) {
      const quantity = sql<number>`sum(${orderItems.quantity})::int`;
      const rows = await db
        .select({
          menuItemId: orderItems.menuItemId,
          name: sql<string>`max(${orderItems.name})`,
          quantity,
          sales: sum(orderItems.subtotal),
          revenue: sumDelivered(orderItems.subtotal),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        // The lines' own restaurant column lets the planner read them by restaurant, not per order.
        .where(and(counted(restaurantId, range, filters), eq(orderItems.restaurantId, restaurantId)))
        .groupBy(sql`coalesce(${orderItems.menuItemId}, ${orderItems.name})`, orderItems.menuItemId)
        .orderBy(desc(quantity), sql`max(${orderItems.name})`);
      return rows.map((row) => ({
        menuItemId: row.menuItemId,
        name: row.name,
        quantity: row.quantity,
        salesCents: cents(row.sales),
        revenueCents: cents(row.revenue),
      }));
    },

    /** Delivered orders per channel: revenue, discounts, delivery fees and fees actually charged. */
    async financialBySource(restaurantId: string, range: Range, filters: OrderFilters = {}) {
      const rows = await db
        .select({
          source: sql<string>`${orders.orderSource}::text`,
          orders: countAll,
          revenue: sum(orders.total),
          discounts: sql<string>`coalesce(sum(${orders.discountApplied} + ${orders.couponDiscount}), 0)::text`,
          deliveryFees: sum(orders.deliveryFee),
          platformFee: sum(orders.platformFee),
        })
        .from(orders)
        .where(and(counted(restaurantId, range, filters), delivered))
        .groupBy(orders.orderSource);
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
