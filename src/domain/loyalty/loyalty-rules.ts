/**
 * The loyalty rules (PRODUCT.md, "Loyalty"): earning, tiers, redemption blocks, the birthday and
 * referral bonuses. They live here, pure, so the server that writes the ledger and the screens that
 * preview a balance can never disagree. All maths is integer (cents and hundredths).
 */
import { TIME_ZONE } from '../format/format';
import { parseCents } from '../money/money';

/** "1.25" -> 125: multipliers and points-per-real are kept in hundredths. */
export function hundredths(value: string | number): number {
  const cents = parseCents(value);
  return cents === null ? 0 : cents;
}

export interface EarnInput {
  totalCents: number;
  pointsPerReal: string | number;
  multiplier: string | number;
  bonusPointsPerOrder: number;
}

/**
 * floor(total × pointsPerReal × multiplier) + bonusPointsPerOrder. With the total in cents and both
 * factors in hundredths the product is divided by 10^6 once, in BigInt, so no float ever drifts.
 */
export function pointsEarned({ totalCents, pointsPerReal, multiplier, bonusPointsPerOrder }: EarnInput) {
  if (totalCents <= 0) return Math.max(0, bonusPointsPerOrder);
  const product = BigInt(totalCents) * BigInt(hundredths(pointsPerReal)) * BigInt(hundredths(multiplier));
  return Number(product / 1_000_000n) + Math.max(0, bonusPointsPerOrder);
}

/**
 * How a restaurant's orders earn points: what the public profile publishes (`loyaltyEarning`) so
 * the menu card and checkout can say, through pointsEarned, exactly what the ledger will credit.
 * `multiplier` is the entry tier's (a new diner's); a known diner's own tier replaces it.
 */
export interface EarningRule {
  pointsPerReal: string;
  bonusPointsPerOrder: number;
  multiplier: string;
}

/** The points an order of `totalCents` earns when delivered: the card, checkout and ledger agree. */
export function orderPoints(totalCents: number, rule: EarningRule): number {
  return pointsEarned({ totalCents, ...rule });
}

/** Above this share of the money spent given back, the Fidelidade form warns the owner. */
export const HIGH_RETURN_PERCENT = 15;

export interface EffectiveReturn {
  spentCents: number;
  points: number;
  discountCents: number;
  /** Discount as a percentage of the money spent (50 for 50%). */
  percent: number;
  high: boolean;
}

/**
 * What the settings give back, in money, for R$ 100,00 of orders at the entry tier (without the
 * per-order bonus, which depends on how many orders it takes): the spec's defaults, 1 point per
 * real and R$ 5,00 for 10 points, give R$ 50,00 — 50%.
 */
export function effectiveReturn(settings: {
  pointsPerReal: string | number;
  pointsForRedemption: number;
  discountValue: string | number;
}): EffectiveReturn {
  const spentCents = 10_000;
  const points = pointsEarned({
    totalCents: spentCents,
    pointsPerReal: settings.pointsPerReal,
    multiplier: '1.00',
    bonusPointsPerOrder: 0,
  });
  const block = settings.pointsForRedemption;
  const discountCents = block >= 1 ? Math.floor(points / block) * hundredths(settings.discountValue) : 0;
  const percent = (discountCents / spentCents) * 100;
  return { spentCents, points, discountCents, percent, high: percent > HIGH_RETURN_PERCENT };
}

export interface TierLike {
  name: string;
  minPoints: number;
}

/** The tier a customer holds: the highest threshold reached by the points earned (never spent). */
export function tierFor<T extends TierLike>(tiers: readonly T[], totalPointsEarned: number): T | undefined {
  const sorted = [...tiers].sort((a, b) => a.minPoints - b.minPoints);
  let current: T | undefined = sorted[0];
  for (const tier of sorted) if (totalPointsEarned >= tier.minPoints) current = tier;
  return current;
}

export interface RedemptionSettings {
  pointsForRedemption: number;
  discountValue: string | number;
}

/** Points that can be used now: whole blocks, within the balance and the order's subtotal. */
export function maxRedeemablePoints(balance: number, settings: RedemptionSettings, subtotalCents: number) {
  const block = settings.pointsForRedemption;
  const blockCents = hundredths(settings.discountValue);
  if (block < 1 || blockCents <= 0 || balance < block) return 0;
  const byBalance = Math.floor(balance / block);
  const bySubtotal = Math.floor(Math.max(0, subtotalCents) / blockCents);
  return Math.min(byBalance, bySubtotal) * block;
}

export type RedemptionResult =
  | { ok: true; points: number; discountCents: number }
  | { ok: false; error: string };

export const REDEMPTION_ERRORS = {
  blocks: 'Os pontos devem ser usados em blocos de',
  balance: 'Saldo de pontos insuficiente',
  subtotal: 'O desconto não pode passar do subtotal do pedido',
} as const;

/** Checks a diner's request to use points on an order and prices it. */
export function redeemPoints(
  points: number,
  balance: number,
  settings: RedemptionSettings,
  subtotalCents: number,
): RedemptionResult {
  if (points === 0) return { ok: true, points: 0, discountCents: 0 };
  const block = settings.pointsForRedemption;
  if (!Number.isInteger(points) || points < 0 || block < 1 || points % block !== 0)
    return { ok: false, error: `${REDEMPTION_ERRORS.blocks} ${block} pontos` };
  if (points > balance) return { ok: false, error: REDEMPTION_ERRORS.balance };
  const discountCents = (points / block) * hundredths(settings.discountValue);
  if (discountCents > subtotalCents) return { ok: false, error: REDEMPTION_ERRORS.subtotal };
  return { ok: true, points, discountCents };
}

/** The month (1-12) and year of an instant on the restaurant's calendar (its zone, decision 0014). */
export function zonedMonthYear(now: Date, timeZone: string = TIME_ZONE): { month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: get('month'), year: get('year') };
}

/**
 * The birthday bonus: once a year, in the birthday month (the restaurant's local time), on the first
 * order delivered that month. `lastBonusYear` is the year it was last granted.
 */
export function birthdayBonusDue(
  birthDate: string | null,
  lastBonusYear: number | null,
  now: Date,
  timeZone: string = TIME_ZONE,
) {
  if (!birthDate) return false;
  const month = Number(birthDate.slice(5, 7));
  const current = zonedMonthYear(now, timeZone);
  return month === current.month && lastBonusYear !== current.year;
}

/**
 * The referral bonus goes to the referrer once: when the referred customer's first order is
 * delivered, and never for referring oneself.
 */
export function referralBonusDue(input: {
  referredBy: string | null;
  ownCode: string;
  deliveredOrdersBefore: number;
}) {
  return Boolean(input.referredBy) && input.referredBy !== input.ownCode && input.deliveredOrdersBefore === 0;
}
