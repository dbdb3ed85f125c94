/**
 * The loyalty rows as the API answers them: camelCase, money as decimal strings, times ISO. Each view
 * has its zod schema below, the routes' response description (decision 0007).
 */

import { z } from 'zod';
import { isoDateTime, money } from '../../lib/answer-schemas';
import type { RewardRow, TierRow } from './loyalty.repository';
import type { CustomerRow } from './loyalty-ledger';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toCustomer(row: CustomerRow) {
  return {
    id: row.id,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    points: row.points,
    totalPointsEarned: row.totalPointsEarned,
    totalPointsRedeemed: row.totalPointsRedeemed,
    totalOrders: row.totalOrders,
    totalSpent: row.totalSpent,
    currentTier: row.currentTier,
    lastOrderAt: iso(row.lastOrderAt),
    joinedAt: iso(row.joinedAt),
    birthDate: row.birthDate,
    customerEmail: row.customerEmail,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
  };
}

/** A reward; the list also names the item a free-item reward gives (`itemName`). */
export function toReward(row: RewardRow & { itemName?: string | null }) {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    pointsCost: row.pointsCost,
    rewardType: row.rewardType,
    rewardValue: row.rewardValue,
    itemId: row.itemId,
    ...(row.itemName !== undefined && { itemName: row.itemName }),
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    maxRedemptions: row.maxRedemptions,
    currentRedemptions: row.currentRedemptions,
    createdAt: iso(row.createdAt),
  };
}

export function toTier(row: TierRow) {
  let benefits: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.benefits);
    if (Array.isArray(parsed)) benefits = parsed.map(String);
  } catch {
    benefits = [];
  }
  return {
    id: row.id,
    name: row.name,
    minPoints: row.minPoints,
    maxPoints: row.maxPoints,
    multiplier: row.multiplier,
    color: row.color,
    icon: row.icon,
    benefits,
  };
}

/** A reward a diner can see (and redeem) now: the domain's one rule (reward-redemption.ts). */
export { rewardAvailable } from '../../../domain/loyalty/reward-redemption';

export const loyaltyCustomerSchema = z.object({
  id: z.string(),
  customerName: z.string().nullable(),
  customerPhone: z.string(),
  points: z.number().describe('Saldo de pontos.'),
  totalPointsEarned: z.number(),
  totalPointsRedeemed: z.number(),
  totalOrders: z.number(),
  totalSpent: money,
  currentTier: z
    .string()
    .describe('Nível atual: bronze, prata, ouro, diamante ou um nível criado pelo dono.'),
  lastOrderAt: isoDateTime.nullable(),
  joinedAt: isoDateTime.nullable(),
  birthDate: z.string().nullable().describe('Data de nascimento, AAAA-MM-DD.'),
  customerEmail: z.string().nullable(),
  referralCode: z.string().describe('Código de indicação do cliente.'),
  referredBy: z.string().nullable(),
});

/** Answers of the owner's edits of one customer. */
export const customerAnswerSchema = z.object({ customer: loyaltyCustomerSchema });

export const loyaltySettingsViewSchema = z.object({
  pointsPerReal: z.string().describe('Pontos por real gasto, decimal.'),
  pointsForRedemption: z.number().describe('Pontos que valem um desconto.'),
  discountValue: money.describe('Desconto em reais a cada pointsForRedemption pontos.'),
  bonusPointsPerOrder: z.number(),
  birthdayBonus: z.number(),
  referralBonus: z.number(),
  isActive: z.boolean(),
  allowCouponWithPoints: z.boolean(),
});

export const loyaltyOverviewSchema = z.object({
  customers: z.array(loyaltyCustomerSchema),
  settings: loyaltySettingsViewSchema,
});

export const loyaltyStatsSchema = z.object({
  pointsDistributed: z.number(),
  rewardsRedeemed: z.number(),
  redeemedValue: money,
  returnRate: z.number().describe('Percentual de clientes com dois pedidos ou mais.'),
  activeCustomers: z.number(),
  totalCustomers: z.number(),
});

export const loyaltyReportsSchema = z.object({
  weekly: z
    .array(
      z.object({
        week: z.string().describe('Segunda-feira da semana, AAAA-MM-DD.'),
        issued: z.number(),
        redeemed: z.number(),
      }),
    )
    .describe('Pontos emitidos e resgatados por semana, últimas 12 semanas.'),
  perTier: z.array(z.object({ tier: z.string(), customers: z.number() })),
  topCustomers: z.array(loyaltyCustomerSchema),
});

export const publicBalanceSchema = z
  .object({
    customer: z.object({ points: z.number() }),
    settings: z.object({ pointsForRedemption: z.number(), discountValue: money }),
  })
  .describe('Só o saldo de pontos e as regras de resgate: nenhum nome nem histórico.');

export const loyaltyTransactionsSchema = z.array(
  z.object({
    id: z.string(),
    type: z.string().describe('earn, redeem, bonus, birthday, referral, adjust ou expire.'),
    points: z.number().describe('Positivo quando soma, negativo quando desconta.'),
    description: z.string().nullable(),
    orderId: z.string().nullable(),
    rewardId: z.string().nullable(),
    createdAt: isoDateTime,
  }),
);

export const rewardViewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  pointsCost: z.number(),
  rewardType: z.string().describe('discount, freeItem, cashback ou custom.'),
  rewardValue: money.nullable(),
  itemId: z.string().nullable(),
  itemName: z
    .string()
    .nullable()
    .optional()
    .describe('Na lista: o nome do item do cardápio que a recompensa dá (freeItem).'),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
  maxRedemptions: z.number().nullable(),
  currentRedemptions: z.number(),
  createdAt: isoDateTime.nullable(),
});

export const tierViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  minPoints: z.number(),
  maxPoints: z.number().nullable(),
  multiplier: z.string().describe('Multiplicador de pontos, decimal, ex.: "1.50".'),
  color: z.string().nullable(),
  icon: z.string(),
  benefits: z.array(z.string()),
});

/** A change of the ladder re-ranks the customers: the answer says how many moved. */
const customersMoved = z.number().describe('Clientes que mudaram de nível com a alteração.');
export const tierChangedSchema = tierViewSchema.extend({ customersMoved });
export const tierRemovedSchema = z.object({ customersMoved });

export const membershipViewSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  points: z.number(),
  currentTier: z.string(),
  pointsForRedemption: z.number(),
  discountValue: money,
  referralCode: z
    .string()
    .nullable()
    .describe('O código para compartilhar, quando já é cliente do programa.'),
  referralBonus: z.number(),
  referred: z.boolean().describe('Já registrou o código de um amigo.'),
  canEnterReferral: z.boolean().describe('Ainda pode digitar o código de um amigo.'),
});
