/** Reads and writes of the loyalty tables, scoped by restaurant. */
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { LoyaltySettingsValues } from '../../../domain/loyalty/loyalty.schemas';
import { type EarningRule, tierFor } from '../../../domain/loyalty/loyalty-rules';
import type { Db, Tx } from '../../db/client';
import {
  customerLoyalty,
  loyaltyRewards,
  loyaltySettings,
  loyaltyTiers,
  loyaltyTransactions,
  menuItems,
  restaurants,
} from '../../db/schema';

export type RewardRow = typeof loyaltyRewards.$inferSelect;
export type TierRow = typeof loyaltyTiers.$inferSelect;

export function createLoyaltyRepository(db: Db | Tx) {
  return {
    /** The settings row plus the restaurant's coupon-and-points switch, shown on the same form. */
    async settings(restaurantId: string) {
      const [row] = await db
        .select({
          ...getTableColumns(loyaltySettings),
          allowCouponWithPoints: restaurants.allowCouponWithPoints,
        })
        .from(loyaltySettings)
        .innerJoin(restaurants, eq(restaurants.id, loyaltySettings.restaurantId))
        .where(eq(loyaltySettings.restaurantId, restaurantId));
      return row ?? null;
    },

    /**
     * How orders earn here, for the menu card and checkout (null while the program is off): the
     * settings and the entry tier's multiplier, the one a new diner starts on.
     */
    async earningRule(restaurantId: string): Promise<EarningRule | null> {
      const [settings, tiers] = await Promise.all([
        db.select().from(loyaltySettings).where(eq(loyaltySettings.restaurantId, restaurantId)),
        db
          .select({
            name: loyaltyTiers.name,
            minPoints: loyaltyTiers.minPoints,
            multiplier: loyaltyTiers.multiplier,
          })
          .from(loyaltyTiers)
          .where(eq(loyaltyTiers.restaurantId, restaurantId)),
      ]);
      const row = settings[0];
      if (!row?.isActive) return null;
      return {
        pointsPerReal: row.pointsPerReal,
        bonusPointsPerOrder: row.bonusPointsPerOrder,
        multiplier: tierFor(tiers, 0)?.multiplier ?? '1.00',
      };
    },

    async setCouponWithPoints(restaurantId: string, allowed: boolean) {
      await db
        .update(restaurants)
        .set({ allowCouponWithPoints: allowed })
        .where(eq(restaurants.id, restaurantId));
    },

    async saveSettings(restaurantId: string, values: LoyaltySettingsValues) {
      const set = {
        pointsPerReal: values.pointsPerReal.toFixed(2),
        pointsForRedemption: values.pointsForRedemption,
        discountValue: values.discountValue.toFixed(2),
        bonusPointsPerOrder: values.bonusPointsPerOrder,
        ...(values.birthdayBonus !== undefined ? { birthdayBonus: values.birthdayBonus } : {}),
        ...(values.referralBonus !== undefined ? { referralBonus: values.referralBonus } : {}),
        ...(values.isActive !== undefined ? { isActive: values.isActive } : {}),
      };
      const [row] = await db
        .insert(loyaltySettings)
        .values({ restaurantId, ...set })
        .onConflictDoUpdate({ target: loyaltySettings.restaurantId, set })
        .returning();
      return row!;
    },

    customers(restaurantId: string) {
      return db
        .select()
        .from(customerLoyalty)
        .where(eq(customerLoyalty.restaurantId, restaurantId))
        .orderBy(sql`${customerLoyalty.lastOrderAt} desc nulls last`, desc(customerLoyalty.createdAt))
        .limit(2000);
    },

    async customerByPhone(restaurantId: string, phone: string) {
      const [row] = await db
        .select()
        .from(customerLoyalty)
        .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.customerPhone, phone)));
      return row ?? null;
    },

    async customerById(restaurantId: string, customerId: string) {
      const [row] = await db
        .select()
        .from(customerLoyalty)
        .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.id, customerId)));
      return row ?? null;
    },

    transactions(customerId: string) {
      return db
        .select()
        .from(loyaltyTransactions)
        .where(eq(loyaltyTransactions.customerId, customerId))
        .orderBy(desc(loyaltyTransactions.createdAt))
        .limit(200);
    },

    /** With the name of the item a free-item reward gives, so the menu and the cart can say it. */
    rewards(restaurantId: string) {
      return db
        .select({ ...getTableColumns(loyaltyRewards), itemName: menuItems.name })
        .from(loyaltyRewards)
        .leftJoin(menuItems, eq(menuItems.id, loyaltyRewards.itemId))
        .where(eq(loyaltyRewards.restaurantId, restaurantId))
        .orderBy(loyaltyRewards.pointsCost, loyaltyRewards.createdAt);
    },

    /** Whether the menu item is this restaurant's: a reward may only give its own dishes. */
    async ownsItem(restaurantId: string, itemId: string) {
      const [row] = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, itemId)));
      return Boolean(row);
    },

    async insertReward(values: typeof loyaltyRewards.$inferInsert) {
      const [row] = await db.insert(loyaltyRewards).values(values).returning();
      return row!;
    },

    async updateReward(
      restaurantId: string,
      rewardId: string,
      values: Partial<typeof loyaltyRewards.$inferInsert>,
    ) {
      const [row] = await db
        .update(loyaltyRewards)
        .set(values)
        .where(and(eq(loyaltyRewards.restaurantId, restaurantId), eq(loyaltyRewards.id, rewardId)))
        .returning();
      return row ?? null;
    },

    tiers(restaurantId: string) {
      return db
        .select()
        .from(loyaltyTiers)
        .where(eq(loyaltyTiers.restaurantId, restaurantId))
        .orderBy(loyaltyTiers.minPoints);
    },

    /** Each tier ends one point before the next begins; the highest has no ceiling. */
    async realignTierRanges(restaurantId: string) {
      const tiers = await this.tiers(restaurantId);
      for (const [index, tier] of tiers.entries()) {
        const next = tiers[index + 1];
        const maxPoints = next ? Math.max(tier.minPoints, next.minPoints - 1) : null;
        if (tier.maxPoints !== maxPoints)
          await db.update(loyaltyTiers).set({ maxPoints }).where(eq(loyaltyTiers.id, tier.id));
      }
    },

    async insertTier(values: typeof loyaltyTiers.$inferInsert) {
      const [row] = await db.insert(loyaltyTiers).values(values).returning();
      return row!;
    },

    async deleteTier(restaurantId: string, tierId: string) {
      const [row] = await db
        .delete(loyaltyTiers)
        .where(and(eq(loyaltyTiers.restaurantId, restaurantId), eq(loyaltyTiers.id, tierId)))
        .returning({ id: loyaltyTiers.id });
      return Boolean(row);
    },

    /** The restaurant's tiers, locked so two edits of the ladder run one after the other. */
    lockTiers(restaurantId: string) {
      return db
        .select()
        .from(loyaltyTiers)
        .where(eq(loyaltyTiers.restaurantId, restaurantId))
        .orderBy(loyaltyTiers.minPoints)
        .for('update');
    },

    /**
     * After the ladder changed, every customer gets the tier their points earned reach now (the
     * domain's tierFor, the same rule as on every earn). Returns how many customers moved.
     */
    async rerankCustomers(restaurantId: string) {
      const tiers = await this.tiers(restaurantId);
      const customers = await db
        .select({
          id: customerLoyalty.id,
          totalPointsEarned: customerLoyalty.totalPointsEarned,
          currentTier: customerLoyalty.currentTier,
        })
        .from(customerLoyalty)
        .where(eq(customerLoyalty.restaurantId, restaurantId))
        .for('update');
      const moves = new Map<string, string[]>();
      for (const customer of customers) {
        const tier = tierFor(tiers, customer.totalPointsEarned)?.name;
        if (tier && tier !== customer.currentTier) moves.set(tier, [...(moves.get(tier) ?? []), customer.id]);
      }
      let moved = 0;
      for (const [tier, ids] of moves) {
        for (let start = 0; start < ids.length; start += 1000) {
          const chunk = ids.slice(start, start + 1000);
          await db
            .update(customerLoyalty)
            .set({ currentTier: tier })
            .where(inArray(customerLoyalty.id, chunk));
          moved += chunk.length;
        }
      }
      return moved;
    },

    async updateCustomerProfile(
      restaurantId: string,
      customerId: string,
      values: Partial<
        Pick<typeof customerLoyalty.$inferInsert, 'customerName' | 'customerEmail' | 'birthDate'>
      >,
    ) {
      if (Object.keys(values).length === 0) return this.customerById(restaurantId, customerId);
      const [row] = await db
        .update(customerLoyalty)
        .set(values)
        .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.id, customerId)))
        .returning();
      return row ?? null;
    },

    async updateTier(
      restaurantId: string,
      tierId: string,
      values: Partial<typeof loyaltyTiers.$inferInsert>,
    ) {
      const [row] = await db
        .update(loyaltyTiers)
        .set(values)
        .where(and(eq(loyaltyTiers.restaurantId, restaurantId), eq(loyaltyTiers.id, tierId)))
        .returning();
      return row ?? null;
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
