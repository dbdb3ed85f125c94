import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillPart, BillSplit, SplitResult } from './bill-part';
import { oddCentsNote, SPLIT_ERRORS, splitBill, wholeBill } from './bill-split';
import { billOf } from './bills.fixtures';

function splitOf(result: SplitResult): BillSplit {
  if (!result.ok) throw new Error(result.error);
  return result.split;
}
const amounts = (split: BillSplit) => split.parts.map((part) => part.amountCents);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('wholeBill', () => {
  it('is one part, the whole bill', () => {
    expect(wholeBill(21_758)).toEqual({
      method: 'whole',
      parts: [{ id: 'part-1', label: 'Conta inteira', amountCents: 21_758 }],
      note: null,
    });
    expect(splitOf(splitBill(billOf(21_758), { method: 'whole' }))).toEqual(wholeBill(21_758));
  });
});

describe('splitBill in equal parts', () => {
  it('gives the odd cents to the first parts, and says so', () => {
    const split = splitOf(splitBill(billOf(10_000), { method: 'equal', parts: 3 }));
    expect(split.parts).toEqual([
      { id: 'part-1', label: 'Parte 1', amountCents: 3334 },
      { id: 'part-2', label: 'Parte 2', amountCents: 3333 },
      { id: 'part-3', label: 'Parte 3', amountCents: 3333 },
    ]);
    expect(split.note).toBe('Parte 1 fica com R$ 0,01 a mais para fechar o total.');
    const two = splitOf(splitBill(billOf(10_001), { method: 'equal', parts: 3 }));
    expect(amounts(two)).toEqual([3334, 3334, 3333]);
    expect(two.note).toBe('Parte 1 e Parte 2 ficam com R$ 0,01 a mais para fechar o total.');
  });

  it('has no note when the total divides evenly', () => {
    const split = splitOf(splitBill(billOf(9000), { method: 'equal', parts: 4 }));
    expect(amounts(split)).toEqual([2250, 2250, 2250, 2250]);
    expect(split.note).toBeNull();
  });

  it.each([0, -1, 201, 2.5])('refuses %s parts', (parts) => {
    expect(splitBill(billOf(10_000), { method: 'equal', parts })).toEqual({
      ok: false,
      error: SPLIT_ERRORS.partCount,
    });
  });

  it('refuses more parts than cents', () => {
    expect(splitBill(billOf(2), { method: 'equal', parts: 3 })).toEqual({
      ok: false,
      error: 'O valor a dividir (R$ 0,02) não dá para 3 partes.',
    });
  });

  it('adds up to the total, parts within a cent of each other, none negative (random)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.integer({ min: 1, max: 200 }),
        (total, count) => {
          fc.pre(count <= total);
          const split = splitOf(splitBill(billOf(total), { method: 'equal', parts: count }));
          const values = amounts(split);
          expect(values).toHaveLength(count);
          expect(sum(values)).toBe(total);
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
          expect(Math.min(...values)).toBeGreaterThan(0);
          expect(new Set(split.parts.map((part) => part.id)).size).toBe(count);
        },
      ),
    );
  });
});

describe('splitBill by amounts', () => {
  it("leaves the rest to 'O restante'", () => {
    const split = splitOf(splitBill(billOf(10_000), { method: 'amounts', amounts: [3000, 2050] }));
    expect(split.parts).toEqual([
      { id: 'part-1', label: 'Parte 1', amountCents: 3000 },
      { id: 'part-2', label: 'Parte 2', amountCents: 2050 },
      { id: 'part-3', label: 'O restante', amountCents: 4950 },
    ]);
  });

  it('has no zero rest when the amounts cover the bill', () => {
    expect(amounts(splitOf(splitBill(billOf(10_000), { method: 'amounts', amounts: [6000, 4000] })))).toEqual(
      [6000, 4000],
    );
  });

  it('refuses amounts past what is left, zero or negative parts', () => {
    expect(splitBill(billOf(10_000), { method: 'amounts', amounts: [6000, 4001] })).toEqual({
      ok: false,
      error: 'Os valores somam R$ 100,01, mais que os R$ 100,00 a dividir.',
    });
    for (const bad of [[0], [-500, 2000], [10.5], [Number.NaN]])
      expect(splitBill(billOf(10_000), { method: 'amounts', amounts: bad })).toEqual({
        ok: false,
        error: SPLIT_ERRORS.amountPositive,
      });
    expect(splitBill(billOf(10_000), { method: 'amounts', amounts: [] })).toEqual({
      ok: false,
      error: SPLIT_ERRORS.amountCount,
    });
  });

  it('adds up to the total with no part below a cent (random)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, stated) => {
          const result = splitBill(billOf(total), { method: 'amounts', amounts: stated });
          if (sum(stated) > total) {
            expect(result.ok).toBe(false);
            return;
          }
          const values = amounts(splitOf(result));
          expect(sum(values)).toBe(total);
          expect(Math.min(...values)).toBeGreaterThan(0);
          expect(values.slice(0, stated.length)).toEqual(stated);
        },
      ),
    );
  });
});

describe('splitBill after a part is paid', () => {
  const bill = billOf(10_000);
  const first = splitOf(splitBill(bill, { method: 'equal', parts: 3 }));
  const paid: BillPart[] = [first.parts[0]!]; // Parte 1, R$ 33,34, holds a payment

  it('keeps the paid part and splits only what is left', () => {
    const split = splitOf(splitBill(bill, { method: 'equal', parts: 2 }, paid));
    expect(split.parts).toEqual([
      { id: 'part-1', label: 'Parte 1', amountCents: 3334 },
      { id: 'part-2', label: 'Parte 2', amountCents: 3333 },
      { id: 'part-3', label: 'Parte 3', amountCents: 3333 },
    ]);
    const byAmounts = splitOf(splitBill(bill, { method: 'amounts', amounts: [1000] }, paid));
    expect(byAmounts.parts).toEqual([
      { id: 'part-1', label: 'Parte 1', amountCents: 3334 },
      { id: 'part-2', label: 'Parte 2', amountCents: 1000 },
      { id: 'part-3', label: 'O restante', amountCents: 5666 },
    ]);
    const rest = splitOf(splitBill(bill, { method: 'whole' }, paid));
    expect(rest.parts[1]).toEqual({ id: 'part-2', label: 'O restante', amountCents: 6666 });
  });

  it('never reuses a kept part id', () => {
    const kept: BillPart[] = [{ id: 'part-2', label: 'Ana', amountCents: 4000 }];
    const split = splitOf(splitBill(bill, { method: 'equal', parts: 2 }, kept));
    expect(split.parts.map((part) => part.id)).toEqual(['part-2', 'part-1', 'part-3']);
  });

  it('never prints two parts with the same name', () => {
    const kept: BillPart[] = [first.parts[2]!]; // Parte 3 paid first
    const split = splitOf(splitBill(bill, { method: 'equal', parts: 2 }, kept));
    expect(split.parts.map((part) => [part.id, part.label])).toEqual([
      ['part-3', 'Parte 3'],
      ['part-1', 'Parte 1'],
      ['part-2', 'Parte 2'],
    ]);
  });

  it("names a second rest 'Parte n' when the kept 'O restante' holds a payment", () => {
    const byAmounts = splitOf(splitBill(bill, { method: 'amounts', amounts: [4000] }));
    const kept = [byAmounts.parts[1]!]; // 'O restante', R$ 60,00, partly paid
    const split = splitOf(splitBill(bill, { method: 'amounts', amounts: [1000] }, kept));
    expect(split.parts.map((part) => [part.id, part.label, part.amountCents])).toEqual([
      ['part-2', 'O restante', 6000],
      ['part-1', 'Parte 1', 1000],
      ['part-3', 'Parte 3', 3000],
    ]);
  });

  it('refuses a split by item once something is paid', () => {
    expect(splitBill(bill, { method: 'items', people: [{ key: 'a', name: 'Ana' }] }, paid)).toEqual({
      ok: false,
      error: SPLIT_ERRORS.itemsAfterPayment,
    });
  });

  it('refuses to split when the paid parts cover or pass the bill, or the bill is zero', () => {
    expect(
      splitBill(bill, { method: 'equal', parts: 2 }, [{ id: 'p', label: 'P', amountCents: 10_000 }]),
    ).toEqual({
      ok: false,
      error: SPLIT_ERRORS.keptCoverBill,
    });
    expect(
      splitBill(bill, { method: 'equal', parts: 2 }, [{ id: 'p', label: 'P', amountCents: 10_001 }]),
    ).toEqual({
      ok: false,
      error: SPLIT_ERRORS.keptExceedBill,
    });
    expect(splitBill(billOf(0), { method: 'equal', parts: 2 })).toEqual({
      ok: false,
      error: SPLIT_ERRORS.zeroBill,
    });
  });

  it('still adds up to the bill (random re-splits after random payments)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1_000_000 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (total, count, keep, again) => {
          fc.pre(count <= total);
          const bill = billOf(total);
          const split = splitOf(splitBill(bill, { method: 'equal', parts: count }));
          const kept = split.parts.slice(0, Math.min(keep, count - 1));
          const left = total - sum(kept.map((part) => part.amountCents));
          fc.pre(again <= left);
          const redone = splitOf(splitBill(bill, { method: 'equal', parts: again }, kept));
          expect(sum(amounts(redone))).toBe(total);
          expect(redone.parts.slice(0, kept.length)).toEqual(kept);
          expect(new Set(redone.parts.map((part) => part.id)).size).toBe(redone.parts.length);
          expect(new Set(redone.parts.map((part) => part.label)).size).toBe(redone.parts.length);
        },
      ),
    );
  });
});

describe('oddCentsNote', () => {
  it.each([
    [[], null],
    [['Parte 1'], 'Parte 1 fica com R$ 0,01 a mais para fechar o total.'],
    [
      ['Parte 1', 'Parte 2', 'Parte 3'],
      'Parte 1, Parte 2 e Parte 3 ficam com R$ 0,01 a mais para fechar o total.',
    ],
  ])('%j -> %s', (labels, note) => {
    expect(oddCentsNote(labels)).toBe(note);
  });
});
