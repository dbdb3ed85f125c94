/** Reads and writes of the loyalty tables, scoped by restaurant. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LoyaltySettingsValues } from '../../../domain/loyalty/loyalty.schemas';
import type { Db, Tx } from '../../db/client';
import {
  customerLoyalty,
  loyaltyRewards,
  loyaltySettings,
  loyaltyTiers,
  loyaltyTransactions,
} from '../../db/schema';

export type RewardRow = typeof loyaltyRewards.$inferSelect;
export type TierRow = typeof loyaltyTiers.$inferSelect;

export function createLoyaltyRepository(db: Db | Tx) {
  return {
    async settings(restaurantId: string) {
      const [row] = await db
        .select()
        .from(loyaltySettings)
        .where(eq(loyaltySettings.restaurantId, restaurantId));
      return row ?? null;
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

    rewards(restaurantId: string) {
      return db
        .select()
        .from(loyaltyRewards)
        .where(eq(loyaltyRewards.restaurantId, restaurantId))
        .orderBy(loyaltyRewards.pointsCost, loyaltyRewards.createdAt);
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
