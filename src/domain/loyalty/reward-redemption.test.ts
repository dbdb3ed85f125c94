import { describe, expect, it } from 'vitest';
import {
  REWARD_ERRORS,
  type RewardRule,
  redeemReward,
  rewardAvailable,
  rewardHandedOver,
} from './reward-redemption';

const now = new Date('2025-06-10T15:00:00Z');
const reward = (overrides: Partial<RewardRule> = {}): RewardRule => ({
  name: 'Refrigerante lata grátis',
  pointsCost: 80,
  rewardType: 'freeItem',
  rewardValue: null,
  itemId: 'soda',
  isActive: true,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  currentRedemptions: 0,
  ...overrides,
});
const soda = { menuItemId: 'soda', unitCents: 700 };
const pizza = { menuItemId: 'pizza', unitCents: 4690 };
const redeem = (overrides: Partial<Parameters<typeof redeemReward>[0]> = {}) =>
  redeemReward({
    reward: reward(),
    balance: 100,
    pointsToRedeem: 0,
    lines: [soda, pizza],
    itemName: 'Refrigerante lata',
    roomCents: 5390,
    now,
    ...overrides,
  });

describe('rewardAvailable', () => {
  it.each([
    { case: 'active, no dates, no limit', overrides: {}, expected: true },
    { case: 'inactive', overrides: { isActive: false }, expected: false },
    { case: 'not yet valid', overrides: { validFrom: '2025-06-11T00:00:00Z' }, expected: false },
    { case: 'expired', overrides: { validUntil: new Date('2025-06-09T00:00:00Z') }, expected: false },
    {
      case: 'inside its dates',
      overrides: { validFrom: '2025-06-01', validUntil: '2025-06-30' },
      expected: true,
    },
    { case: 'sold out', overrides: { maxRedemptions: 5, currentRedemptions: 5 }, expected: false },
    { case: 'one left', overrides: { maxRedemptions: 5, currentRedemptions: 4 }, expected: true },
    {
      case: 'a discount worth nothing',
      overrides: { rewardType: 'discount', rewardValue: null },
      expected: false,
    },
    {
      case: 'cashback of R$ 0,00',
      overrides: { rewardType: 'cashback', rewardValue: '0.00' },
      expected: false,
    },
    { case: 'a custom gift', overrides: { rewardType: 'custom', itemId: null }, expected: true },
  ])('$case: $expected', ({ overrides, expected }) => {
    expect(rewardAvailable(reward(overrides), now)).toBe(expected);
  });
});

describe('redeemReward', () => {
  it('takes one unit of the named item off, at its price with options', () => {
    expect(redeem()).toEqual({ ok: true, points: 80, discountCents: 700, handedOver: false });
  });

  it('takes the dearest unit of the item, up to the reward value', () => {
    const big = { menuItemId: 'pizza', unitCents: 6890 };
    const medium = reward({ itemId: 'pizza', rewardValue: '46.90', pointsCost: 400 });
    expect(redeem({ reward: medium, balance: 400, lines: [pizza, big], roomCents: 11_580 })).toMatchObject({
      ok: true,
      discountCents: 4690,
    });
    expect(
      redeem({ reward: reward({ itemId: 'pizza' }), lines: [pizza, big], roomCents: 11_580 }),
    ).toMatchObject({
      discountCents: 6890,
    });
  });

  it('asks for the item in the cart by its name', () => {
    expect(redeem({ lines: [pizza] })).toEqual({
      ok: false,
      reason: 'item',
      error: 'Adicione Refrigerante lata ao carrinho para usar esta recompensa.',
    });
  });

  it('prices a discount at its value, never past the room left', () => {
    const discount = reward({ rewardType: 'discount', rewardValue: '15.00', itemId: null, pointsCost: 150 });
    expect(redeem({ reward: discount, balance: 150 })).toMatchObject({ ok: true, discountCents: 1500 });
    expect(redeem({ reward: discount, balance: 150, roomCents: 1000 })).toMatchObject({
      discountCents: 1000,
    });
    expect(redeem({ reward: discount, balance: 150, roomCents: -50 })).toMatchObject({ discountCents: 0 });
    const cashback = reward({ rewardType: 'cashback', rewardValue: '5', itemId: null });
    expect(redeem({ reward: cashback })).toMatchObject({ ok: true, discountCents: 500 });
  });

  it('changes no price for a gift the restaurant hands over', () => {
    expect(redeem({ reward: reward({ rewardType: 'custom', itemId: null }) })).toEqual({
      ok: true,
      points: 80,
      discountCents: 0,
      handedOver: true,
    });
    expect(redeem({ reward: reward({ itemId: null }), lines: [pizza] })).toMatchObject({ handedOver: true });
  });

  it.each([
    { case: 'short of points', overrides: { balance: 79 }, reason: 'balance', error: /\(faltam 1\)\.$/ },
    { case: 'short by many', overrides: { balance: 0 }, reason: 'balance', error: /\(faltam 80\)\.$/ },
    {
      case: 'with points',
      overrides: { pointsToRedeem: 10 },
      reason: 'combined',
      error: REWARD_ERRORS.combined,
    },
    {
      case: 'inactive',
      overrides: { reward: reward({ isActive: false }) },
      reason: 'unavailable',
      error: REWARD_ERRORS.unavailable,
    },
  ])('refuses $case', ({ overrides, reason, error }) => {
    const result = redeem(overrides);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe(reason);
    expect(result.error).toMatch(error);
  });
});

describe('rewardHandedOver', () => {
  it.each([
    { type: 'discount', itemId: null, handed: false },
    { type: 'cashback', itemId: null, handed: false },
    { type: 'freeItem', itemId: 'soda', handed: false },
    { type: 'freeItem', itemId: null, handed: true },
    { type: 'custom', itemId: null, handed: true },
  ])('$type with item $itemId: $handed', ({ type, itemId, handed }) => {
    expect(rewardHandedOver({ rewardType: type, itemId })).toBe(handed);
  });
});
