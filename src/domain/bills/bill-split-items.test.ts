import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillSplit, SplitPerson, SplitResult } from './bill-part';
import { SPLIT_ERRORS, splitBill } from './bill-split';
import { ITEM_SPLIT_ERRORS } from './bill-split-items';
import type { BillDiscount, BillLine } from './bill-totals';
import { line, settings, totalsOf } from './bills.fixtures';

function splitOf(result: SplitResult): BillSplit {
  if (!result.ok) throw new Error(result.error);
  return result.split;
}
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const people: SplitPerson[] = [
  { key: 'ana', name: 'Ana' },
  { key: 'bruno', name: 'Bruno' },
  { key: 'carla', name: 'Carla' },
];
const lines: BillLine[] = [
  line('Picanha', 8990, 1, { orderedBy: 'ana' }),
  line('Salada', 3250, 1, { orderedBy: 'bruno' }),
  line('Fritas', 2990, 1, { orderedBy: 'bruno', assignedTo: ['ana', 'bruno', 'carla'] }),
  line('Chope', 1200, 3, { orderedBy: 'carla' }),
]; // R$ 188,30
const withCouvert = { people: 3, settings: settings({ couvertCents: 1500 }) };

describe('splitBill by item', () => {
  it('gives each her items, shares the shared one, and allocates service and couvert exactly', () => {
    const totals = totalsOf(lines, withCouvert);
    expect(totals).toMatchObject({
      itemsCents: 18_830,
      serviceCents: 1883,
      couvertCents: 4500,
      totalCents: 25_213,
    });
    const split = splitOf(splitBill({ totals, lines }, { method: 'items', people }));
    expect(split.method).toBe('items');
    expect(
      split.parts.map(({ id, label, amountCents, personKey }) => ({ id, label, amountCents, personKey })),
    ).toEqual([
      { id: 'part-1', label: 'Ana', amountCents: 12_486, personKey: 'ana' },
      { id: 'part-2', label: 'Bruno', amountCents: 6172, personKey: 'bruno' },
      { id: 'part-3', label: 'Carla', amountCents: 6555, personKey: 'carla' },
    ]);
    // Fritas R$ 29,90 in three: 996,67 each; the two odd cents to the first two.
    expect(split.parts.map((part) => part.shares)).toEqual([
      {
        itemsCents: 9987,
        discountCents: 0,
        serviceCents: 999,
        couvertCents: 1500,
        lines: [
          { lineId: 'Picanha', name: 'Picanha', quantity: 1, lineCents: 8990, sharedBy: 1 },
          { lineId: 'Fritas', name: 'Fritas', quantity: 1, lineCents: 2990, sharedBy: 3 },
        ],
      },
      {
        itemsCents: 4247,
        discountCents: 0,
        serviceCents: 425,
        couvertCents: 1500,
        lines: [
          { lineId: 'Salada', name: 'Salada', quantity: 1, lineCents: 3250, sharedBy: 1 },
          { lineId: 'Fritas', name: 'Fritas', quantity: 1, lineCents: 2990, sharedBy: 3 },
        ],
      },
      {
        itemsCents: 4596,
        discountCents: 0,
        serviceCents: 459,
        couvertCents: 1500,
        lines: [
          { lineId: 'Fritas', name: 'Fritas', quantity: 1, lineCents: 2990, sharedBy: 3 },
          { lineId: 'Chope', name: 'Chope', quantity: 3, lineCents: 3600, sharedBy: 1 },
        ],
      },
    ]);
  });

  it("gives a held discount to its holder and shares the rest by what each one's items still cost", () => {
    const discounts: BillDiscount[] = [
      { kind: 'points', cents: 500, points: 200, heldBy: 'ana' },
      { kind: 'coupon', cents: 1000, code: 'MESA' },
    ];
    const totals = totalsOf(lines, { ...withCouvert, discounts });
    const split = splitOf(splitBill({ totals, lines }, { method: 'items', people }));
    expect(split.parts.map((part) => part.shares!.discountCents)).toEqual([1017, 232, 251]);
    expect(sum(split.parts.map((part) => part.amountCents))).toBe(totals.totalCents);
    expect(sum(split.parts.map((part) => part.shares!.serviceCents))).toBe(totals.serviceCents);
  });

  it('caps a held discount at what her items cost and shares the excess', () => {
    const cheap = [
      line('Água', 500, 1, { orderedBy: 'ana' }),
      line('Pizza', 6000, 1, { orderedBy: 'bruno' }),
    ];
    const totals = totalsOf(cheap, {
      settings: settings({ couvertCents: 1000 }),
      discounts: [{ kind: 'coupon', cents: 1500, code: 'X', heldBy: 'ana' }],
    });
    const split = splitOf(
      splitBill({ totals, lines: cheap }, { method: 'items', people: people.slice(0, 2) }),
    );
    expect(split.parts.map((part) => part.shares!.discountCents)).toEqual([500, 1000]);
    expect(split.parts.map((part) => part.shares!.serviceCents)).toEqual([0, 500]);
    // Her items are free; she still pays her couvert.
    expect(split.parts.map((part) => part.amountCents)).toEqual([1000, 6500]);
  });

  it('charges the couvert by the people each part stands for, and serves a food couvert', () => {
    const couple: SplitPerson[] = [
      { key: 'ana', name: 'Ana e Bia', people: 2 },
      { key: 'bruno', name: 'Bruno' },
      { key: 'carla', name: 'Carla' },
    ];
    const totals = totalsOf(lines, {
      people: 4,
      settings: settings({ couvertCents: 800, couvertKind: 'cover' }),
    });
    const split = splitOf(splitBill({ totals, lines }, { method: 'items', people: couple }));
    expect(split.parts.map((part) => part.shares!.couvertCents)).toEqual([1600, 800, 800]);
    // The food couvert is in each part's service base: Ana's is 99,87 + 16,00.
    expect(split.parts[0]!.shares!.serviceCents).toBe(1159);
    expect(sum(split.parts.map((part) => part.amountCents))).toBe(totals.totalCents);
  });

  it('splits among everyone a line whose orderer is not in the split, or that no one ordered', () => {
    const table = [line('Água', 900, 1, { orderedBy: 'diego' }), line('Pão', 600)];
    const split = splitOf(
      splitBill({ totals: totalsOf(table), lines: table }, { method: 'items', people: people.slice(0, 2) }),
    );
    expect(split.parts.map((part) => part.shares!.itemsCents)).toEqual([750, 750]);
  });

  it('refuses a line given to someone outside the split', () => {
    const odd = [line('Vinho', 12_000, 1, { assignedTo: ['ana', 'ze'] })];
    expect(splitBill({ totals: totalsOf(odd), lines: odd }, { method: 'items', people })).toEqual({
      ok: false,
      error: 'O item "Vinho" está com alguém que não está na divisão.',
    });
  });

  it('refuses a person left with nothing to pay', () => {
    const two = [line('Pizza', 6000, 1, { orderedBy: 'ana' }), line('Suco', 900, 1, { orderedBy: 'bruno' })];
    const everyone = [...people.slice(0, 2), { key: 'dani', name: ' Dani ' }];
    expect(splitBill({ totals: totalsOf(two), lines: two }, { method: 'items', people: everyone })).toEqual({
      ok: false,
      error: 'Dani não tem nada a pagar nesta divisão: atribua um item ou tire da divisão.',
    });
  });

  it.each([
    [[], ITEM_SPLIT_ERRORS.people],
    [[{ key: 'a', name: '  ' }], ITEM_SPLIT_ERRORS.person],
    [
      [
        { key: 'a', name: 'Ana' },
        { key: 'a', name: 'Ana' },
      ],
      ITEM_SPLIT_ERRORS.duplicate,
    ],
    [[{ key: 'a', name: 'Ana', people: 0 }], ITEM_SPLIT_ERRORS.partPeople],
  ])('refuses the people %j', (who, error) => {
    expect(splitBill({ totals: totalsOf(lines), lines }, { method: 'items', people: who })).toEqual({
      ok: false,
      error,
    });
  });

  const randomBill = fc.record({
    persons: fc.integer({ min: 1, max: 6 }),
    lines: fc.array(
      fc.record({
        unit: fc.integer({ min: 1, max: 30_000 }),
        quantity: fc.integer({ min: 1, max: 4 }),
        takers: fc.uniqueArray(fc.nat(5), { maxLength: 6 }),
        orderedBy: fc.option(fc.nat(7)),
      }),
      { minLength: 1, maxLength: 10 },
    ),
    discounts: fc.array(
      fc.record({ cents: fc.integer({ min: 0, max: 40_000 }), heldBy: fc.option(fc.nat(5)) }),
      { maxLength: 3 },
    ),
    rate: fc.integer({ min: 0, max: 2000 }),
    couvert: fc.constantFrom(0, 0, 700, 1500, 2333),
    couvertKind: fc.constantFrom('artistic' as const, 'cover' as const),
    weights: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
  });

  it('adds up exactly, component by component, with each service within a cent of its items (random)', () => {
    fc.assert(
      fc.property(randomBill, (random) => {
        const who: SplitPerson[] = Array.from({ length: random.persons }, (_, i) => ({
          key: `p${i}`,
          name: `Pessoa ${i + 1}`,
          people: random.weights[i]!,
        }));
        const billLines = random.lines.map((l, i) =>
          line(`l${i}`, l.unit, l.quantity, {
            orderedBy: l.orderedBy === null ? null : `p${l.orderedBy}`,
            assignedTo: l.takers.filter((t) => t < random.persons).map((t) => `p${t}`),
          }),
        );
        const totals = totalsOf(billLines, {
          people: sum(random.weights.slice(0, random.persons)),
          settings: settings({
            serviceRateBps: random.rate,
            couvertCents: random.couvert,
            couvertKind: random.couvertKind,
          }),
          discounts: random.discounts.map((d) => ({
            kind: 'manual' as const,
            cents: d.cents,
            reason: 'r',
            heldBy: d.heldBy === null ? null : `p${d.heldBy}`,
          })),
        });
        const result = splitBill({ totals, lines: billLines }, { method: 'items', people: who });
        if (!result.ok) {
          // Only a bill of zero, or a person left with nothing to pay, is refused here.
          if (totals.totalCents === 0) expect(result.error).toBe(SPLIT_ERRORS.zeroBill);
          else expect(result.error).toContain('não tem nada a pagar');
          return;
        }
        const parts = result.split.parts;
        const shares = parts.map((part) => part.shares!);
        expect(sum(parts.map((part) => part.amountCents))).toBe(totals.totalCents);
        expect(sum(shares.map((s) => s.itemsCents))).toBe(totals.itemsCents);
        expect(sum(shares.map((s) => s.discountCents))).toBe(totals.discountCents);
        expect(sum(shares.map((s) => s.serviceCents))).toBe(totals.serviceCents);
        expect(sum(shares.map((s) => s.couvertCents))).toBe(totals.couvertCents);
        for (const [i, s] of shares.entries()) {
          expect(parts[i]!.amountCents).toBeGreaterThan(0);
          expect(s.discountCents).toBeGreaterThanOrEqual(0);
          expect(s.discountCents).toBeLessThanOrEqual(s.itemsCents);
          expect(Math.min(s.itemsCents, s.serviceCents, s.couvertCents)).toBeGreaterThanOrEqual(0);
          const base = s.itemsCents - s.discountCents + (totals.couvertKind === 'cover' ? s.couvertCents : 0);
          expect(Math.abs(s.serviceCents - (base * totals.serviceRateBps) / 10_000)).toBeLessThan(1);
        }
      }),
    );
  });
});
