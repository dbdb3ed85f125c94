import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillSplit } from './bill-part';
import {
  BILL_PAYMENT_METHOD_LABELS,
  BILL_PAYMENT_METHODS,
  type BillPayment,
  billPaymentStatus,
  changeLabel,
  orderPaymentOf,
  PAYMENT_ERRORS,
  type PaymentRequest,
  partBalance,
  partsWithPayments,
  recordPayment,
  serviceByPayment,
} from './bill-payments';

const split: BillSplit = {
  method: 'equal',
  parts: [
    { id: 'part-1', label: 'Parte 1', amountCents: 3334 },
    { id: 'part-2', label: 'Parte 2', amountCents: 3333 },
    { id: 'part-3', label: 'Parte 3', amountCents: 3333 },
  ],
  note: 'Parte 1 fica com R$ 0,01 a mais para fechar o total.',
};

/** Records the payments one after another, failing the test on a refusal. */
function pay(requests: PaymentRequest[]): BillPayment[] {
  const payments: BillPayment[] = [];
  for (const request of requests) {
    const result = recordPayment(split, payments, request);
    if (!result.ok) throw new Error(result.error);
    payments.push(result.payment);
  }
  return payments;
}

describe('bill payment methods', () => {
  it("names the till's methods, reusing the checkout's words", () => {
    expect(BILL_PAYMENT_METHODS.map((method) => BILL_PAYMENT_METHOD_LABELS[method])).toEqual([
      'Dinheiro',
      'PIX',
      'Cartão de crédito',
      'Cartão de débito',
      'Vale-refeição',
    ]);
  });

  it.each([
    ['cash', { paymentMethod: 'cash', cardType: null }],
    ['pix', { paymentMethod: 'pix', cardType: null }],
    ['credit', { paymentMethod: 'card', cardType: 'credit' }],
    ['debit', { paymentMethod: 'card', cardType: 'debit' }],
    ['meal_voucher', { paymentMethod: 'card', cardType: 'credit' }],
  ] as const)("maps %s to the order's payment fields", (method, fields) => {
    expect(orderPaymentOf(method)).toEqual(fields);
  });
});

describe('recordPayment', () => {
  it('takes cash above what is due and gives the change', () => {
    const result = recordPayment(split, [], { partId: 'part-1', method: 'cash', amountCents: 5000 });
    expect(result).toEqual({
      ok: true,
      payment: {
        partId: 'part-1',
        method: 'cash',
        amountCents: 3334,
        receivedCents: 5000,
        changeCents: 1666,
      },
      partPaid: true,
      billPaid: false,
    });
    expect(changeLabel(1666)).toBe('Troco: R$ 16,66');
  });

  it('pays a part with several methods: cash, then the rest on a card', () => {
    const payments = pay([
      { partId: 'part-2', method: 'cash', amountCents: 2000 },
      { partId: 'part-2', method: 'debit', amountCents: 1333 },
    ]);
    expect(payments.map((payment) => payment.changeCents)).toEqual([0, 0]);
    expect(partBalance(split.parts[1]!, payments)).toEqual({ paidCents: 3333, dueCents: 0, paid: true });
  });

  it.each(['pix', 'credit', 'debit', 'meal_voucher'] as const)(
    'refuses %s above what the part owes',
    (method) => {
      const payments = pay([{ partId: 'part-1', method: 'cash', amountCents: 1000 }]);
      const result = recordPayment(split, payments, { partId: 'part-1', method, amountCents: 2335 });
      const name = {
        pix: 'No PIX',
        credit: 'No cartão de crédito',
        debit: 'No cartão de débito',
        meal_voucher: 'No vale-refeição',
      }[method];
      expect(result).toEqual({
        ok: false,
        error: `${name}, o valor não pode passar do que falta nesta parte (R$ 23,34). Só o dinheiro tem troco.`,
      });
      expect(recordPayment(split, payments, { partId: 'part-1', method, amountCents: 2334 }).ok).toBe(true);
    },
  );

  it('refuses a payment on a paid part', () => {
    const payments = pay([{ partId: 'part-3', method: 'pix', amountCents: 3333 }]);
    for (const method of ['cash', 'pix'])
      expect(recordPayment(split, payments, { partId: 'part-3', method, amountCents: 100 })).toEqual({
        ok: false,
        error: PAYMENT_ERRORS.partPaid,
      });
  });

  it.each([
    [{ partId: 'part-1', method: 'cash', amountCents: 0 }, PAYMENT_ERRORS.amount],
    [{ partId: 'part-1', method: 'pix', amountCents: -500 }, PAYMENT_ERRORS.amount],
    [{ partId: 'part-1', method: 'pix', amountCents: 10.5 }, PAYMENT_ERRORS.amount],
    [{ partId: 'part-1', method: 'cash', amountCents: 10_000_000_000 }, PAYMENT_ERRORS.tooLarge],
    [{ partId: 'part-1', method: 'cheque', amountCents: 100 }, PAYMENT_ERRORS.method],
    [{ partId: 'part-9', method: 'pix', amountCents: 100 }, PAYMENT_ERRORS.part],
  ])('refuses %j', (request, error) => {
    expect(recordPayment(split, [], request)).toEqual({ ok: false, error });
  });

  it('settles the bill when the last part is paid', () => {
    const payments = pay([
      { partId: 'part-1', method: 'pix', amountCents: 3334 },
      { partId: 'part-2', method: 'credit', amountCents: 3333 },
    ]);
    expect(billPaymentStatus(split, payments)).toEqual({
      paidCents: 6667,
      dueCents: 3333,
      paidParts: 2,
      billPaid: false,
    });
    const last = recordPayment(split, payments, { partId: 'part-3', method: 'cash', amountCents: 5000 });
    expect(last).toMatchObject({ ok: true, partPaid: true, billPaid: true });
  });
});

describe('partsWithPayments', () => {
  it('lists the parts holding any payment, to keep them in a new split', () => {
    const payments = pay([{ partId: 'part-2', method: 'cash', amountCents: 100 }]);
    expect(partsWithPayments(split, payments)).toEqual([split.parts[1]]);
    expect(partsWithPayments(split, [])).toEqual([]);
  });
});

describe('random payments', () => {
  it('never settle more than a part, and settle the bill exactly when every cent is in', () => {
    const request = fc.record({
      partId: fc.constantFrom('part-1', 'part-2', 'part-3'),
      method: fc.constantFrom(...BILL_PAYMENT_METHODS),
      amountCents: fc.integer({ min: -100, max: 6000 }),
    });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 25 }), (requests) => {
        const payments: BillPayment[] = [];
        for (const candidate of requests) {
          const result = recordPayment(split, payments, candidate);
          if (!result.ok) continue;
          const { payment } = result;
          expect(payment.amountCents).toBeGreaterThan(0);
          expect(payment.changeCents).toBe(payment.receivedCents - payment.amountCents);
          if (payment.method !== 'cash') expect(payment.changeCents).toBe(0);
          payments.push(payment);
        }
        for (const part of split.parts)
          expect(partBalance(part, payments).paidCents).toBeLessThanOrEqual(part.amountCents);
        const status = billPaymentStatus(split, payments);
        expect(status.paidCents + status.dueCents).toBe(10_000);
        expect(status.billPaid).toBe(status.paidCents === 10_000);
      }),
    );
  });
});

describe('serviceByPayment', () => {
  it("shares the bill's service among the payments by what each settled, exactly", () => {
    const payments = pay([
      { partId: 'part-1', method: 'pix', amountCents: 3334 },
      { partId: 'part-2', method: 'cash', amountCents: 5000 },
      { partId: 'part-3', method: 'credit', amountCents: 3333 },
    ]);
    // R$ 100,00 with R$ 9,09 of service in it.
    expect(serviceByPayment(909, payments)).toEqual([303, 303, 303]);
  });

  it('adds up to the service (random)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        (service, amounts) => {
          const payments = amounts.map((amountCents) => ({
            partId: 'part-1',
            method: 'pix' as const,
            amountCents,
            receivedCents: amountCents,
            changeCents: 0,
          }));
          const shares = serviceByPayment(service, payments);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(service);
          expect(Math.min(...shares)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
