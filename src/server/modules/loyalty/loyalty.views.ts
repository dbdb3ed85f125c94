/** The loyalty rows as the API answers them: camelCase, money as decimal strings, times ISO. */

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

export function toReward(row: RewardRow) {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    pointsCost: row.pointsCost,
    rewardType: row.rewardType,
    rewardValue: row.rewardValue,
    itemId: row.itemId,
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

/** A reward a diner can see now: active, inside its dates and not sold out. */
export function rewardAvailable(row: RewardRow, now: Date) {
  if (!row.isActive) return false;
  if (row.validFrom && row.validFrom > now) return false;
  if (row.validUntil && row.validUntil < now) return false;
  return row.maxRedemptions === null || row.currentRedemptions < row.maxRedemptions;
}
