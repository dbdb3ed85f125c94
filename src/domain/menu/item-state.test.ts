import { describe, expect, it } from 'vitest';
import { type ItemState, itemState, itemStateChange, soldOutByStock } from './item-state';

describe('one state per menu item', () => {
  it.each<[string, { isActive: boolean; isSoldOut: boolean; soldOutSwitch: boolean }, ItemState, boolean]>([
    [
      'active, nothing sold out',
      { isActive: true, isSoldOut: false, soldOutSwitch: false },
      'available',
      false,
    ],
    ["the owner's switch", { isActive: true, isSoldOut: true, soldOutSwitch: true }, 'soldOut', false],
    ['no stock left', { isActive: true, isSoldOut: true, soldOutSwitch: false }, 'soldOut', true],
    ['deactivated', { isActive: false, isSoldOut: false, soldOutSwitch: false }, 'inactive', false],
    [
      'deactivated and sold out',
      { isActive: false, isSoldOut: true, soldOutSwitch: true },
      'inactive',
      false,
    ],
  ])('%s', (_, flags, state, byStock) => {
    expect(itemState(flags)).toBe(state);
    expect(soldOutByStock(flags)).toBe(byStock);
  });

  it.each<[ItemState, { isActive: boolean; isSoldOut: boolean }]>([
    ['available', { isActive: true, isSoldOut: false }],
    ['soldOut', { isActive: true, isSoldOut: true }],
    ['inactive', { isActive: false, isSoldOut: false }],
  ])('choosing %s sets both flags', (state, change) => {
    expect(itemStateChange(state)).toEqual(change);
    expect(itemState({ ...change, soldOutSwitch: change.isSoldOut })).toBe(state);
  });
});
