import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillSplit } from '../bills/bill-part';
import {
  ITEM_MOVE_REFUSALS,
  type ItemMoveCheck,
  itemMoveIssue,
  linePaid,
  splitLineCents,
} from './item-moves';

const check = (overrides: Partial<ItemMoveCheck> = {}): ItemMoveCheck => ({
  fromStatus: 'aberta',
  toStatus: 'aberta',
  sameBill: false,
  orderCancelled: false,
  lineQuantity: 3,
  quantity: 1,
  paid: false,
  ...overrides,
});

describe('itemMoveIssue', () => {
  it('lets one or all units of a line go between two open bills, asked for or not', () => {
    expect(itemMoveIssue(check())).toBeNull();
    expect(itemMoveIssue(check({ quantity: 3 }))).toBeNull();
    expect(itemMoveIssue(check({ fromStatus: 'conta_pedida', toStatus: 'conta_pedida' }))).toBeNull();
  });

  it('refuses quantities outside 1..the line', () => {
    for (const quantity of [0, -1, 4, 1.5])
      expect(itemMoveIssue(check({ quantity }))).toBe(ITEM_MOVE_REFUSALS.quantity);
  });

  it('refuses a bill being paid, closed or cancelled, on either side, and a target without a bill', () => {
    expect(itemMoveIssue(check({ fromStatus: 'fechando' }))).toBe(ITEM_MOVE_REFUSALS.fromPaying);
    expect(itemMoveIssue(check({ fromStatus: 'fechada' }))).toBe(ITEM_MOVE_REFUSALS.fromClosed);
    expect(itemMoveIssue(check({ fromStatus: 'cancelada' }))).toBe(ITEM_MOVE_REFUSALS.fromClosed);
    expect(itemMoveIssue(check({ toStatus: 'fechando' }))).toBe(ITEM_MOVE_REFUSALS.toPaying);
    expect(itemMoveIssue(check({ toStatus: 'fechada' }))).toBe(ITEM_MOVE_REFUSALS.toClosed);
    expect(itemMoveIssue(check({ toStatus: null }))).toBe(ITEM_MOVE_REFUSALS.toClosed);
  });

  it('refuses the same bill, a cancelled order and a paid line', () => {
    expect(itemMoveIssue(check({ sameBill: true }))).toBe(ITEM_MOVE_REFUSALS.sameBill);
    expect(itemMoveIssue(check({ orderCancelled: true }))).toBe(ITEM_MOVE_REFUSALS.cancelled);
    expect(itemMoveIssue(check({ paid: true }))).toBe(ITEM_MOVE_REFUSALS.paid);
  });
});

describe('linePaid', () => {
  const byItem: BillSplit = {
    method: 'items',
    note: null,
    parts: [
      {
        id: 'p1',
        label: 'Ana',
        amountCents: 1000,
        shares: {
          itemsCents: 1000,
          discountCents: 0,
          serviceCents: 0,
          couvertCents: 0,
          lines: [{ lineId: 'l1', name: 'Chope', quantity: 1, lineCents: 1000, sharedBy: 1 }],
        },
      },
      {
        id: 'p2',
        label: 'Bia',
        amountCents: 500,
        shares: {
          itemsCents: 500,
          discountCents: 0,
          serviceCents: 0,
          couvertCents: 0,
          lines: [{ lineId: 'l2', name: 'Água', quantity: 1, lineCents: 500, sharedBy: 1 }],
        },
      },
    ],
  };
  const pay = (partId: string) => ({
    partId,
    method: 'pix' as const,
    amountCents: 100,
    receivedCents: 100,
    changeCents: 0,
  });

  it('is false without payments', () => {
    expect(linePaid(byItem, [], 'l1')).toBe(false);
    expect(linePaid(null, [], 'l1')).toBe(false);
  });

  it('names the lines of a paid part of a split by item only', () => {
    expect(linePaid(byItem, [pay('p1')], 'l1')).toBe(true);
    expect(linePaid(byItem, [pay('p1')], 'l2')).toBe(false);
  });

  it('covers every line once any part of an equal split holds a payment', () => {
    const equal: BillSplit = {
      method: 'equal',
      note: null,
      parts: [
        { id: 'a', label: '1/2', amountCents: 750 },
        { id: 'b', label: '2/2', amountCents: 750 },
      ],
    };
    expect(linePaid(equal, [pay('a')], 'l2')).toBe(true);
  });
});

describe('splitLineCents', () => {
  it('gives the moved units their share and the rest stays', () => {
    expect(splitLineCents(3000, 3, 1)).toEqual({ movedCents: 1000, keptCents: 2000 });
    expect(splitLineCents(1000, 3, 1)).toEqual({ movedCents: 333, keptCents: 667 });
    expect(splitLineCents(1000, 3, 3)).toEqual({ movedCents: 1000, keptCents: 0 });
  });

  it('always adds up to the line, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (cents, quantity) =>
          fc.assert(
            fc.property(fc.integer({ min: 1, max: quantity }), (moving) => {
              const { movedCents, keptCents } = splitLineCents(cents, quantity, moving);
              return movedCents + keptCents === cents && movedCents >= 0 && keptCents >= 0;
            }),
            { numRuns: 5 },
          ),
      ),
      { numRuns: 200 },
    );
  });
});
