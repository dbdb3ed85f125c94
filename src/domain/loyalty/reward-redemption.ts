/**
 * Redeeming a reward at checkout (issue 32, item 27; decision 0039): what the menu shows, what the
 * cart's picker offers and what the server accepts come from these rules, so a reward the menu
 * lists is one the cart can redeem and the server never takes the client's word for it.
 * - a reward is available while active, inside its dates, not sold out, and (for a discount or
 *   cashback) worth something;
 * - the diner's balance covers its cost; a reward and points are not used on the same order;
 * - 'discount' and 'cashback' take their value off the order; a 'freeItem' naming a menu item needs
 *   that item in the cart and takes one unit of it off (with the options chosen, up to the reward's
 *   value when one is set, so 'Pizza média grátis' does not pay for a família); a 'freeItem' naming
 *   no item and a 'custom' reward change no price: the restaurant hands them over with the order;
 * - a discount never takes the order below its delivery fee (the room is the subtotal left after a
 *   coupon), so the total never goes below zero.
 */
import { parseCents } from '../money/money';

export interface RewardRule {
  name: string;
  pointsCost: number;
  rewardType: string;
  rewardValue: string | null;
  itemId: string | null;
  isActive: boolean;
  validFrom: Date | string | null;
  validUntil: Date | string | null;
  maxRedemptions: number | null;
  currentRedemptions: number;
}

/** A cart line as the rule needs it: the menu item and one unit's price with its options. */
export interface RewardCartLine {
  menuItemId: string;
  unitCents: number;
}

/** What the cart's picker may show; the server's own refusals live in its checkout-reward.ts. */
export const REWARD_ERRORS = {
  unavailable: 'Esta recompensa não está disponível no momento.',
  /** One redemption per order: the cart hides whichever the diner did not choose first. */
  combined: 'Pontos e recompensa não se somam no mesmo pedido.',
} as const;

export const shortOfPoints = (missing: number) =>
  `Saldo de pontos insuficiente para esta recompensa (faltam ${missing}).`;
export const itemMissing = (itemName: string) =>
  `Adicione ${itemName} ao carrinho para usar esta recompensa.`;

const DISCOUNT_TYPES = new Set(['discount', 'cashback']);
const valueCents = (reward: Pick<RewardRule, 'rewardValue'>) =>
  reward.rewardValue === null ? 0 : Math.max(0, parseCents(reward.rewardValue) ?? 0);
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Whether the menu may show the reward and the cart may redeem it now. */
export function rewardAvailable(reward: RewardRule, now: Date): boolean {
  if (!reward.isActive) return false;
  const from = instant(reward.validFrom);
  const until = instant(reward.validUntil);
  if (from !== null && from > now.getTime()) return false;
  if (until !== null && until < now.getTime()) return false;
  if (reward.maxRedemptions !== null && reward.currentRedemptions >= reward.maxRedemptions) return false;
  return !DISCOUNT_TYPES.has(reward.rewardType) || valueCents(reward) > 0;
}

/** Whether the restaurant hands the reward over itself (no price changes on the order). */
export function rewardHandedOver(reward: Pick<RewardRule, 'rewardType' | 'itemId'>): boolean {
  return !DISCOUNT_TYPES.has(reward.rewardType) && !(reward.rewardType === 'freeItem' && reward.itemId);
}

export interface RewardRedemptionInput {
  reward: RewardRule;
  balance: number;
  /** Points asked for on the same order (they do not combine with a reward). */
  pointsToRedeem: number;
  lines: readonly RewardCartLine[];
  /** The name of the menu item a 'freeItem' names, for the diner's message. */
  itemName?: string | null;
  /** The most a discount may take: the subtotal left after a coupon. */
  roomCents: number;
  now: Date;
}

export type RewardRedemptionResult =
  | { ok: true; points: number; discountCents: number; handedOver: boolean }
  | { ok: false; error: string; reason: 'unavailable' | 'combined' | 'balance' | 'item' };

/** Checks a diner's choice of a reward for an order and prices it. */
export function redeemReward(input: RewardRedemptionInput): RewardRedemptionResult {
  const { reward } = input;
  if (!rewardAvailable(reward, input.now))
    return { ok: false, error: REWARD_ERRORS.unavailable, reason: 'unavailable' };
  if (input.pointsToRedeem > 0) return { ok: false, error: REWARD_ERRORS.combined, reason: 'combined' };
  if (input.balance < reward.pointsCost)
    return { ok: false, error: shortOfPoints(reward.pointsCost - input.balance), reason: 'balance' };
  const room = Math.max(0, input.roomCents);
  const points = reward.pointsCost;
  if (rewardHandedOver(reward)) return { ok: true, points, discountCents: 0, handedOver: true };
  if (DISCOUNT_TYPES.has(reward.rewardType))
    return { ok: true, points, discountCents: Math.min(valueCents(reward), room), handedOver: false };
  const units = input.lines.filter((line) => line.menuItemId === reward.itemId).map((line) => line.unitCents);
  if (units.length === 0)
    return { ok: false, error: itemMissing(input.itemName ?? reward.name), reason: 'item' };
  // The dearest unit in the cart, up to the reward's value when it has one: the diner's reading of
  // 'grátis', bounded by what the restaurant meant to give.
  const cap = reward.rewardValue === null ? Number.POSITIVE_INFINITY : valueCents(reward);
  return { ok: true, points, discountCents: Math.min(Math.max(...units), cap, room), handedOver: false };
}
