/** Loyalty constants of sections 3 and 9. */
export const REWARD_TYPES = ['discount', 'freeItem', 'cashback', 'custom'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const TIER_NAMES = ['bronze', 'prata', 'ouro', 'diamante'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export const LOYALTY_TRANSACTION_TYPES = [
  'earn',
  'redeem',
  'bonus',
  'birthday',
  'referral',
  'adjust',
  'expire',
] as const;
export type LoyaltyTransactionType = (typeof LOYALTY_TRANSACTION_TYPES)[number];

export const LOYALTY_DEFAULTS = {
  pointsPerReal: '1.00',
  pointsForRedemption: 10,
  discountValue: '5.00',
  bonusPointsPerOrder: 0,
  birthdayBonus: 50,
  referralBonus: 25,
} as const;

export const MANUAL_BONUS_OPTIONS = [10, 25, 50] as const;

/** Default tiers created for a new restaurant (points earned, multiplier in hundredths). */
export const DEFAULT_TIERS = [
  {
    name: 'bronze',
    minPoints: 0,
    maxPoints: 99,
    multiplier: '1.00',
    color: '#cd7f32',
    benefits: ['Acúmulo de pontos em todo pedido'],
  },
  {
    name: 'prata',
    minPoints: 100,
    maxPoints: 499,
    multiplier: '1.10',
    color: '#9ca3af',
    benefits: ['10% a mais de pontos'],
  },
  {
    name: 'ouro',
    minPoints: 500,
    maxPoints: 1499,
    multiplier: '1.25',
    color: '#eab308',
    benefits: ['25% a mais de pontos', 'Prioridade no preparo'],
  },
  {
    name: 'diamante',
    minPoints: 1500,
    maxPoints: null,
    multiplier: '1.50',
    color: '#38bdf8',
    benefits: ['50% a mais de pontos', 'Prioridade no preparo', 'Brindes exclusivos'],
  },
] as const;
