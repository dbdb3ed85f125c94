import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillSplit } from '../bills/bill-part';
import { type BillPayment, recordPayment } from '../bills/bill-payments';
import {
  COUNTED_METHODS,
  checkCount,
  checkMovement,
  checkOpeningFloat,
  checkReopenReason,
  closeSession,
  differenceLabel,
  type RegisterPayment,
  summarizeSession,
} from './register-session';

const cash = (amountCents: number, receivedCents = amountCents): RegisterPayment => ({
  method: 'cash',
  amountCents,
  receivedCents,
  changeCents: receivedCents - amountCents,
});
const paid = (method: RegisterPayment['method'], amountCents: number): RegisterPayment => ({
  method,
  amountCents,
  receivedCents: amountCents,
  changeCents: 0,
});

describe('the session summary', () => {
  it('adds the float, the cash kept, the top-ups, and takes the withdrawals', () => {
    const summary = summarizeSession({
      openingFloatCents: 10_000,
      payments: [cash(4_550, 5_000), paid('credit', 8_990), paid('pix', 3_000), paid('online', 6_500)],
      movements: [
        { kind: 'suprimento', amountCents: 2_000 },
        { kind: 'sangria', amountCents: 5_000 },
      ],
    });
    expect(summary.expected).toEqual({ cash: 11_550, credit: 8_990, debit: 0, meal_voucher: 0, pix: 3_000 });
    expect(summary.cashReceivedCents).toBe(5_000);
    expect(summary.changeGivenCents).toBe(450);
    expect(summary.onlineCents).toBe(6_500);
    expect(summary.salesCents).toBe(4_550 + 8_990 + 3_000 + 6_500);
    expect(summary.paymentCount).toBe(4);
  });

  it('closes a split bill paid in two methods with change to the cent', () => {
    // A R$ 187,35 bill split in three: R$ 62,45 each; one pays R$ 100,00 in cash, one on debit,
    // the last part half meal voucher, half cash with a R$ 20,00 note.
    const split: BillSplit = {
      method: 'equal',
      note: null,
      parts: [
        { id: 'a', label: '1/3', amountCents: 6_245 },
        { id: 'b', label: '2/3', amountCents: 6_245 },
        { id: 'c', label: '3/3', amountCents: 6_245 },
      ],
    };
    const requests = [
      { partId: 'a', method: 'cash', amountCents: 10_000 },
      { partId: 'b', method: 'debit', amountCents: 6_245 },
      { partId: 'c', method: 'meal_voucher', amountCents: 4_245 },
      { partId: 'c', method: 'cash', amountCents: 2_000 },
    ];
    const taken: BillPayment[] = [];
    for (const request of requests) {
      const result = recordPayment(split, taken, request);
      if (!result.ok) throw new Error(result.error);
      taken.push(result.payment);
    }
    const summary = summarizeSession({
      openingFloatCents: 5_000,
      payments: taken.map((payment) => ({ ...payment })),
      movements: [{ kind: 'sangria', amountCents: 3_000 }],
    });
    // Cash kept: 62,45 (change 37,55) + 20,00 = 82,45; drawer: 50,00 + 82,45 − 30,00 = 102,45.
    expect(summary.expected.cash).toBe(10_245);
    expect(summary.changeGivenCents).toBe(3_755);
    expect(summary.salesCents).toBe(18_735);
    const closing = closeSession(summary.expected, {
      cash: 10_045,
      credit: 0,
      debit: 6_245,
      meal_voucher: 4_245,
      pix: 0,
    });
    expect(closing.lines.find((line) => line.method === 'cash')?.differenceCents).toBe(-200);
    expect(closing.differenceCents).toBe(-200);
    expect(differenceLabel(closing.differenceCents)).toBe('Falta de R$ 2,00');
  });

  it('always balances: sales + float + top-ups − withdrawals − online = expected in all counted methods', () => {
    const payment = fc.record({
      method: fc.constantFrom('cash', 'pix', 'credit', 'debit', 'meal_voucher', 'online'),
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      extra: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(payment, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 5 }),
        (openingFloatCents, drawn, topUps) => {
          const payments = drawn.map(({ method, amountCents, extra }) =>
            method === 'cash' ? cash(amountCents, amountCents + extra) : paid(method, amountCents),
          );
          const movements = topUps.map((amountCents) => ({ kind: 'suprimento' as const, amountCents }));
          const summary = summarizeSession({ openingFloatCents, payments, movements });
          const expectedTotal = COUNTED_METHODS.reduce((sum, method) => sum + summary.expected[method], 0);
          const topUpsCents = topUps.reduce((sum, value) => sum + value, 0);
          return expectedTotal === summary.salesCents - summary.onlineCents + openingFloatCents + topUpsCents;
        },
      ),
    );
  });
});

describe('closing', () => {
  it('says over, short or even', () => {
    expect(differenceLabel(0)).toBe('Sem diferença');
    expect(differenceLabel(250)).toBe('Sobra de R$ 2,50');
    expect(differenceLabel(-123_456)).toBe('Falta de R$ 1.234,56');
  });

  it('wants every counted method typed, zero allowed, never negative', () => {
    expect(checkCount({ cash: 0, credit: 0, debit: 0, meal_voucher: 0, pix: 0 })).toEqual({ ok: true });
    expect(checkCount({ cash: 100 })).toMatchObject({ ok: false });
    expect(checkCount({ cash: -1, credit: 0, debit: 0, meal_voucher: 0, pix: 0 })).toMatchObject({
      ok: false,
    });
    expect(checkCount({ cash: 1.5, credit: 0, debit: 0, meal_voucher: 0, pix: 0 })).toMatchObject({
      ok: false,
    });
  });
});

describe('movements and opening', () => {
  it('takes a withdrawal only up to the cash in the drawer, with a reason', () => {
    expect(
      checkMovement({ kind: 'sangria', amountCents: 5_000, reason: 'Depósito no banco' }, 5_000),
    ).toEqual({
      ok: true,
    });
    expect(checkMovement({ kind: 'sangria', amountCents: 5_001, reason: 'Depósito' }, 5_000)).toEqual({
      ok: false,
      error: 'A sangria não pode ser maior que o dinheiro na gaveta (R$ 50,00).',
    });
    expect(checkMovement({ kind: 'suprimento', amountCents: 100, reason: '  ' }, 0)).toMatchObject({
      ok: false,
    });
    expect(checkMovement({ kind: 'suprimento', amountCents: 0, reason: 'Troco' }, 0)).toMatchObject({
      ok: false,
    });
    expect(checkMovement({ kind: 'suprimento', amountCents: 100_000, reason: 'Troco' }, 0)).toEqual({
      ok: true,
    });
  });

  it('opens with a float of zero or more and reopens only with a reason', () => {
    expect(checkOpeningFloat(0)).toEqual({ ok: true });
    expect(checkOpeningFloat(-1)).toMatchObject({ ok: false });
    expect(checkOpeningFloat(Number.NaN)).toMatchObject({ ok: false });
    expect(checkReopenReason('contagem')).toMatchObject({ ok: false });
    expect(checkReopenReason('Cédula de R$ 50 achada na gaveta')).toEqual({ ok: true });
  });
});
