/**
 * The figures of the 'Fidelidade' statistics card and the 'Relatórios' sub-tab, computed from the
 * ledger, the customers and the orders: nothing here is a sample figure.
 */
import { and, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { customerLoyalty, loyaltyRewards, loyaltyTiers, loyaltyTransactions, orders } from '../../db/schema';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { EARNING_TYPES } from './loyalty-ledger';

const ACTIVE_DAYS = 90;
const int = (value: unknown) => Number(value ?? 0);

export function createLoyaltyStatsRepository(db: Db) {
  return {
    async stats(restaurantId: string, now = new Date()) {
      const ledger = loyaltyTransactions;
      const [distributed] = await db
        .select({ points: sql<string>`coalesce(sum(${ledger.points}), 0)` })
        .from(ledger)
        .where(and(eq(ledger.restaurantId, restaurantId), inArray(ledger.type, [...EARNING_TYPES])));
      // A redemption counts unless its order was cancelled (the points went back).
      const [redeemed] = await db
        .select({
          count: sql<string>`count(*)`,
          orderCents: sql<string>`coalesce(sum(${orders.discountApplied} - ${orders.couponDiscount}), 0)`,
          // A reward redeemed with an order is already in the order's discount; only the counter's
          // redemptions (no order) add the reward's value.
          rewardCents: sql<string>`coalesce(sum(case when ${ledger.orderId} is null and ${loyaltyRewards.rewardType} in ('discount', 'cashback') then ${loyaltyRewards.rewardValue} else 0 end), 0)`,
        })
        .from(ledger)
        .leftJoin(orders, eq(orders.id, ledger.orderId))
        .leftJoin(loyaltyRewards, eq(loyaltyRewards.id, ledger.rewardId))
        .where(
          and(
            eq(ledger.restaurantId, restaurantId),
            eq(ledger.type, 'redeem'),
            or(isNull(ledger.orderId), ne(orders.status, 'cancelled')),
          ),
        );
      const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
      const [customers] = await db
        .select({
          total: sql<string>`count(*)`,
          returning: sql<string>`count(*) filter (where ${customerLoyalty.totalOrders} >= 2)`,
          active: sql<string>`count(*) filter (where ${customerLoyalty.lastOrderAt} >= ${since.toISOString()})`,
        })
        .from(customerLoyalty)
        .where(eq(customerLoyalty.restaurantId, restaurantId));
      const total = int(customers?.total);
      const valueCents =
        (parseCents(String(redeemed?.orderCents ?? '0')) ?? 0) +
        (parseCents(String(redeemed?.rewardCents ?? '0')) ?? 0);
      return {
        pointsDistributed: int(distributed?.points),
        rewardsRedeemed: int(redeemed?.count),
        redeemedValue: centsToDecimal(valueCents),
        returnRate: total === 0 ? 0 : Math.round((int(customers?.returning) * 100) / total),
        activeCustomers: int(customers?.active),
        totalCustomers: total,
      };
    },

    /**
     * Points issued and redeemed per week (weeks start on Monday, on the restaurant's clock), last 12
     * weeks. The zone is inlined (restaurantTimeZone returns only Brazil's listed zones) so the
     * select and its group by stay one expression.
     */
    async weekly(restaurantId: string, now = new Date()) {
      const ledger = loyaltyTransactions;
      const zone = sql.raw(`'${await restaurantTimeZone(db, restaurantId)}'`);
      const week = sql<string>`to_char(date_trunc('week', ${ledger.createdAt} at time zone ${zone}), 'YYYY-MM-DD')`;
      const since = new Date(now.getTime() - 12 * 7 * 86_400_000);
      const earning = sql.join(
        EARNING_TYPES.map((type) => sql`${type}`),
        sql`, `,
      );
      const rows = await db
        .select({
          week,
          issued: sql<string>`coalesce(sum(${ledger.points}) filter (where ${ledger.type} in (${earning})), 0)`,
          redeemed: sql<string>`coalesce(-sum(${ledger.points}) filter (where ${ledger.type} = 'redeem' or (${ledger.type} = 'adjust' and ${ledger.orderId} is not null)), 0)`,
        })
        .from(ledger)
        .where(and(eq(ledger.restaurantId, restaurantId), gte(ledger.createdAt, since)))
        .groupBy(week)
        .orderBy(week);
      return rows.map((row) => ({ week: row.week, issued: int(row.issued), redeemed: int(row.redeemed) }));
    },

    /**
     * Customers per tier in the program's own order (the ladder, by minimum points), not by name:
     * Bronze, Prata, Ouro, Diamante. A tier no longer on the ladder comes last.
     */
    async perTier(restaurantId: string) {
      const rows = await db
        .select({
          tier: customerLoyalty.currentTier,
          customers: sql<string>`count(*)`,
          minPoints: sql<number | null>`min(${loyaltyTiers.minPoints})`,
        })
        .from(customerLoyalty)
        .leftJoin(
          loyaltyTiers,
          and(
            eq(loyaltyTiers.restaurantId, customerLoyalty.restaurantId),
            eq(loyaltyTiers.name, customerLoyalty.currentTier),
          ),
        )
        .where(eq(customerLoyalty.restaurantId, restaurantId))
        .groupBy(customerLoyalty.currentTier)
        .orderBy(sql`min(${loyaltyTiers.minPoints}) asc nulls last`, customerLoyalty.currentTier);
      return rows.map((row) => ({ tier: row.tier, customers: int(row.customers) }));
    },

    topCustomers(restaurantId: string) {
      return db
        .select()
        .from(customerLoyalty)
        .where(eq(customerLoyalty.restaurantId, restaurantId))
        .orderBy(desc(customerLoyalty.totalPointsEarned), desc(customerLoyalty.totalSpent))
        .limit(10);
    },
  };
}
