/** The owner's and the menu's loyalty operations over the repository and the ledger. */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { formatPoints } from '../../../domain/format/points';
import type {
  LoyaltySettingsValues,
  manualBonusSchema,
  rewardSchema,
} from '../../../domain/loyalty/loyalty.schemas';
import type { customerProfileSchema } from '../../../domain/loyalty/referral';
import type { Db } from '../../db/client';
import { loyaltyRewards } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { createLoyaltyRepository } from './loyalty.repository';
import { rewardAvailable, toCustomer, toReward, toTier } from './loyalty.views';
import { postLedgerEntry } from './loyalty-ledger';
import { createLoyaltyStatsRepository } from './loyalty-stats.repository';

export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado';
export const REWARD_NOT_FOUND = 'Recompensa não encontrada';
export const REWARD_ITEM_NOT_FOUND = 'Item não encontrado no cardápio deste restaurante.';
const SETTINGS_NOT_FOUND = 'Restaurante não encontrado';

type RewardValues = z.output<typeof rewardSchema>;
type CustomerProfile = z.output<typeof customerProfileSchema>;

function settingsView(row: {
  pointsPerReal: string;
  pointsForRedemption: number;
  discountValue: string;
  bonusPointsPerOrder: number;
  birthdayBonus: number;
  referralBonus: number;
  isActive: boolean;
  allowCouponWithPoints: boolean;
}) {
  const {
    pointsPerReal,
    pointsForRedemption,
    discountValue,
    bonusPointsPerOrder,
    birthdayBonus,
    referralBonus,
    isActive,
    allowCouponWithPoints,
  } = row;
  return {
    pointsPerReal,
    pointsForRedemption,
    discountValue,
    bonusPointsPerOrder,
    birthdayBonus,
    referralBonus,
    isActive,
    allowCouponWithPoints,
  };
}

export function createLoyaltyService(db: Db) {
  const repository = createLoyaltyRepository(db);
  const statsRepository = createLoyaltyStatsRepository(db);

  const requireSettings = async (restaurantId: string) => {
    const settings = await repository.settings(restaurantId);
    if (!settings) throw notFound(SETTINGS_NOT_FOUND);
    return settings;
  };

  // The item a reward gives is named by id in the body: the server, not the form, holds it to this menu.
  const ensureOwnItem = async (restaurantId: string, itemId: string | null | undefined) => {
    if (itemId && !(await repository.ownsItem(restaurantId, itemId)))
      throw badRequest(REWARD_ITEM_NOT_FOUND, { itemId: 'Item não encontrado' });
  };

  return {
    async overview(restaurantId: string) {
      const [settings, customers] = await Promise.all([
        requireSettings(restaurantId),
        repository.customers(restaurantId),
      ]);
      return { customers: customers.map(toCustomer), settings: settingsView(settings) };
    },

    async saveSettings(restaurantId: string, values: LoyaltySettingsValues) {
      return db.transaction(async (tx) => {
        const inTx = createLoyaltyRepository(tx);
        await inTx.saveSettings(restaurantId, values);
        if (values.allowCouponWithPoints !== undefined)
          await inTx.setCouponWithPoints(restaurantId, values.allowCouponWithPoints);
        return settingsView((await inTx.settings(restaurantId))!);
      });
    },

    stats: (restaurantId: string) => statsRepository.stats(restaurantId),

    async reports(restaurantId: string) {
      const [weekly, perTier, top] = await Promise.all([
        statsRepository.weekly(restaurantId),
        statsRepository.perTier(restaurantId),
        statsRepository.topCustomers(restaurantId),
      ]);
      return { weekly, perTier, topCustomers: top.map(toCustomer) };
    },

    /** The menu's look-up: the balance and the redemption settings only, never a name or history. */
    async publicBalance(restaurantId: string, phone: string) {
      const settings = await requireSettings(restaurantId);
      const customer = await repository.customerByPhone(restaurantId, customerPhoneKey(phone));
      // Points only: anyone can type a phone, so its tier (and so its multiplier) stays private; the
      // menu promises the entry tier's points, which a higher tier only adds to.
      return {
        customer: { points: settings.isActive ? (customer?.points ?? 0) : 0 },
        settings: {
          pointsForRedemption: settings.pointsForRedemption,
          discountValue: settings.discountValue,
        },
      };
    },

    async customerByPhone(restaurantId: string, phone: string) {
      const customer = await repository.customerByPhone(restaurantId, customerPhoneKey(phone));
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return { customer: toCustomer(customer) };
    },

    async transactions(restaurantId: string, customerId: string) {
      const customer = await repository.customerById(restaurantId, customerId);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      const rows = await repository.transactions(customerId);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        points: row.points,
        description: row.description,
        orderId: row.orderId,
        rewardId: row.rewardId,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** The owner's edit of a customer: name, e-mail and the birth date the birthday bonus needs. */
    async updateCustomer(restaurantId: string, customerId: string, values: CustomerProfile) {
      const row = await repository.updateCustomerProfile(restaurantId, customerId, values);
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      return { customer: toCustomer(row) };
    },

    async addBonus(restaurantId: string, customerId: string, input: z.output<typeof manualBonusSchema>) {
      return db.transaction(async (tx) => {
        const inTx = createLoyaltyRepository(tx);
        const customer = await inTx.customerById(restaurantId, customerId);
        if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
        await postLedgerEntry(tx, {
          customerId,
          restaurantId,
          type: 'bonus',
          points: input.points,
          description: input.description || `Bônus manual de ${formatPoints(input.points)}`,
        });
        const updated = await inTx.customerById(restaurantId, customerId);
        return { customer: toCustomer(updated!) };
      });
    },

    /** The owner redeems a reward for a customer: dates, limits and balance are all checked here. */
    async redeemReward(restaurantId: string, customerId: string, rewardId: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const [reward] = await tx
          .select()
          .from(loyaltyRewards)
          .where(and(eq(loyaltyRewards.restaurantId, restaurantId), eq(loyaltyRewards.id, rewardId)))
          .for('update');
        if (!reward) throw notFound(REWARD_NOT_FOUND);
        if (!rewardAvailable(reward, now)) throw conflict('Recompensa indisponível no momento');
        const inTx = createLoyaltyRepository(tx);
        const customer = await inTx.customerById(restaurantId, customerId);
        if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
        await postLedgerEntry(tx, {
          customerId,
          restaurantId,
          type: 'redeem',
          points: -reward.pointsCost,
          rewardId,
          description: `Resgate: ${reward.name}`,
          createdAt: now,
        });
        await tx
          .update(loyaltyRewards)
          .set({ currentRedemptions: sql`${loyaltyRewards.currentRedemptions} + 1` })
          .where(eq(loyaltyRewards.id, rewardId));
        const updated = await inTx.customerById(restaurantId, customerId);
        return { customer: toCustomer(updated!) };
      });
    },

    async rewards(restaurantId: string, options: { owner: boolean }, now = new Date()) {
      const rows = await repository.rewards(restaurantId);
      return (options.owner ? rows : rows.filter((row) => rewardAvailable(row, now))).map(toReward);
    },

    async createReward(restaurantId: string, values: RewardValues) {
      await ensureOwnItem(restaurantId, values.itemId);
      return toReward(
        await repository.insertReward({ restaurantId, ...values, isActive: values.isActive ?? true }),
      );
    },

    async updateReward(restaurantId: string, rewardId: string, values: Partial<RewardValues>) {
      await ensureOwnItem(restaurantId, values.itemId);
      const row = await repository.updateReward(restaurantId, rewardId, values);
      if (!row) throw notFound(REWARD_NOT_FOUND);
      return toReward(row);
    },

    async tiers(restaurantId: string) {
      return (await repository.tiers(restaurantId)).map(toTier);
    },
  };
}
