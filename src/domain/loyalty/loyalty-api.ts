/** The shapes of the loyalty API's answers, shared by the server's views and the admin screens. */
import type { RewardType } from './loyalty';

export interface LoyaltySettingsView {
  pointsPerReal: string;
  pointsForRedemption: number;
  discountValue: string;
  bonusPointsPerOrder: number;
  birthdayBonus: number;
  referralBonus: number;
  isActive: boolean;
  allowCouponWithPoints: boolean;
}

export interface LoyaltyCustomerView {
  id: string;
  customerName: string | null;
  customerPhone: string;
  points: number;
  totalPointsEarned: number;
  totalPointsRedeemed: number;
  totalOrders: number;
  totalSpent: string;
  currentTier: string;
  lastOrderAt: string | null;
  joinedAt: string | null;
  birthDate: string | null;
  customerEmail: string | null;
  referralCode: string;
  /** The friend's code this customer gave, if any. */
  referredBy: string | null;
}

export interface LoyaltyOverview {
  customers: LoyaltyCustomerView[];
  settings: LoyaltySettingsView;
}

export interface LoyaltyStats {
  pointsDistributed: number;
  rewardsRedeemed: number;
  redeemedValue: string;
  returnRate: number;
  activeCustomers: number;
  totalCustomers: number;
}

export interface LoyaltyTransactionView {
  id: string;
  type: string;
  points: number;
  description: string | null;
  orderId: string | null;
  rewardId: string | null;
  createdAt: string;
}

export interface RewardView {
  id: string;
  restaurantId: string;
  name: string;
  description: string | null;
  pointsCost: number;
  rewardType: RewardType | string;
  rewardValue: string | null;
  itemId: string | null;
  /** In the list: the menu item a free-item reward gives. */
  itemName?: string | null;
  imageUrl: string | null;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  maxRedemptions: number | null;
  currentRedemptions: number;
  createdAt: string | null;
}

export interface TierView {
  id: string;
  name: string;
  minPoints: number;
  maxPoints: number | null;
  multiplier: string;
  color: string | null;
  icon: string;
  benefits: string[];
}

export interface LoyaltyReports {
  weekly: { week: string; issued: number; redeemed: number }[];
  perTier: { tier: string; customers: number }[];
  topCustomers: LoyaltyCustomerView[];
}

export const TRANSACTION_LABELS: Record<string, string> = {
  earn: 'Pedido',
  redeem: 'Resgate',
  bonus: 'Bônus',
  birthday: 'Aniversário',
  referral: 'Indicação',
  adjust: 'Ajuste',
  expire: 'Expiração',
};

export const REWARD_TYPE_LABELS: Record<string, string> = {
  discount: 'Desconto',
  freeItem: 'Item grátis',
  cashback: 'Cashback',
  custom: 'Personalizada',
};

export const TIER_LABELS: Record<string, string> = {
  bronze: 'Bronze',
  prata: 'Prata',
  ouro: 'Ouro',
  diamante: 'Diamante',
};

/** A diner's standing at one restaurant, as 'Meus pedidos' shows it (no name, no history). */
export interface LoyaltyMembershipView {
  restaurantId: string;
  restaurantName: string;
  points: number;
  currentTier: string;
  pointsForRedemption: number;
  discountValue: string;
  /** The code to share; it exists once the diner is a program customer. */
  referralCode: string | null;
  referralBonus: number;
  /** A friend's code has been recorded for this diner. */
  referred: boolean;
  /** The diner may still type a friend's code. */
  canEnterReferral: boolean;
}
