import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTotals } from '../bills/bill-totals';
import {
  averagePerPersonCents,
  averagePerTableCents,
  type ClosingLine,
  closedBillRecord,
  paymentMethodLabel,
  takerKey,
  takerLabel,
} from './dine-in';

const ana = { staffId: 's-ana', name: 'Ana Souza', role: 'garcom' as const };
const qr = { staffId: null, name: null, role: null };
const owner = { staffId: null, name: null, role: 'dono' as const };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('who took the orders', () => {
  it('names a staff member with the role, the owner as Dono and the diner as QR da mesa', () => {
    expect(takerLabel(ana)).toBe('Ana Souza (Garçom)');
    expect(takerLabel(owner)).toBe('Dono');
    expect(takerLabel(qr)).toBe('QR da mesa');
    expect([takerKey(ana), takerKey(owner), takerKey(qr)]).toEqual(['staff:s-ana', 'dono', 'qr']);
  });
});

describe('a closed bill, recorded', () => {
  // R$ 99,99 of items (Ana R$ 66,66, the QR R$ 33,33), a R$ 10,00 discount, 10% service on 89,99
  // = 9,00 (8,999 half up), a couvert of 3 × R$ 7,00 = 21,00: total 119,99, paid in three.
  const totals = billTotals({
    lines: [
      { id: 'l1', name: 'Moqueca', unitCents: 3333, quantity: 2, orderId: 'o1' },
      { id: 'l2', name: 'Moqueca', unitCents: 3333, quantity: 1, orderId: 'o2' },
    ],
    settings: {
      serviceChargeEnabled: true,
      serviceRateBps: 1000,
      couvertCents: 700,
      couvertKind: 'artistic',
    },
    people: 3,
    discounts: [{ kind: 'manual', cents: 1000, reason: 'Aniversário' }],
  });
  const lines: ClosingLine[] = [
    { orderId: 'o1', cents: 6666, taker: ana },
    { orderId: 'o2', cents: 3333, taker: qr },
  ];
  const payments = [
    { method: 'pix' as const, amountCents: 4000 },
    { method: 'credit' as const, amountCents: 4000 },
    { method: 'cash' as const, amountCents: 3999 },
  ];
  const record = closedBillRecord(totals, payments, lines);

  it('keeps the service charge and the couvert out of the sales', () => {
    expect(totals.totalCents).toBe(11_999);
    expect(record).toMatchObject({
      itemsCents: 9999,
      discountCents: 1000,
      salesCents: 8999,
      serviceCents: 900,
      couvertCents: 2100,
      totalCents: 11_999,
    });
  });

  it('shares service and couvert among the payments to the cent', () => {
    // Service 900 by 4000/4000/3999: 300,03 / 300,03 / 299,95 → 300, 300, 300 (largest remainder).
    expect(record.payments.map((p) => p.serviceCents)).toEqual([300, 300, 300]);
    // Couvert 2100 by 3700/3700/3699 → 700,06 / 700,06 / 699,87 → 700, 700, 700.
    expect(record.payments.map((p) => p.couvertCents)).toEqual([700, 700, 700]);
    expect(record.payments.map((p) => p.salesCents)).toEqual([3000, 3000, 2999]);
    expect(sum(record.payments.map((p) => p.salesCents))).toBe(record.salesCents);
  });

  it('shares the discount by items and the service by sales among who took the orders', () => {
    expect(record.takers).toEqual([
      {
        key: 'staff:s-ana',
        taker: ana,
        orders: 1,
        itemsCents: 6666,
        discountCents: 667,
        salesCents: 5999,
        serviceCents: 600,
      },
      {
        key: 'qr',
        taker: qr,
        orders: 1,
        itemsCents: 3333,
        discountCents: 333,
        salesCents: 3000,
        serviceCents: 300,
      },
    ]);
  });

  it('adds up for any bill: no block loses or invents a cent, no share is negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ cents: fc.integer({ min: 1, max: 50_000 }), taker: fc.integer({ min: 0, max: 3 }) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (items, discountPercent, rateBps, couvert, people, weights, cover) => {
          const t = billTotals({
            lines: items.map((item, index) => ({
              id: `l${index}`,
              name: 'x',
              unitCents: item.cents,
              quantity: 1,
              orderId: `o${index}`,
            })),
            settings: {
              serviceChargeEnabled: true,
              serviceRateBps: rateBps,
              couvertCents: couvert,
              couvertKind: cover ? 'cover' : 'artistic',
            },
            people,
            discounts: [
              {
                kind: 'manual',
                cents: Math.floor((sum(items.map((i) => i.cents)) * discountPercent) / 100),
                reason: 'x',
              },
            ],
          });
          // The payments split the total by the weights (as parts would).
          const amounts = weights.map(() => 0);
          let left = t.totalCents;
          weights.forEach((weight, index) => {
            const share =
              index === weights.length - 1 ? left : Math.floor((t.totalCents * weight) / sum(weights));
            amounts[index] = share;
            left -= share;
          });
          const record = closedBillRecord(
            t,
            amounts.filter((a) => a > 0).map((amountCents) => ({ method: 'pix' as const, amountCents })),
            items.map((item, index) => ({
              orderId: `o${index}`,
              cents: item.cents,
              taker:
                item.taker === 0 ? qr : { staffId: `s${item.taker}`, name: `P${item.taker}`, role: 'garcom' },
            })),
          );
          expect(record.salesCents + record.serviceCents + record.couvertCents).toBe(t.totalCents);
          if (record.payments.length > 0) {
            expect(sum(record.payments.map((p) => p.salesCents))).toBe(record.salesCents);
            expect(sum(record.payments.map((p) => p.serviceCents))).toBe(record.serviceCents);
            expect(sum(record.payments.map((p) => p.couvertCents))).toBe(record.couvertCents);
          }
          expect(sum(record.takers.map((p) => p.salesCents))).toBe(record.salesCents);
          expect(sum(record.takers.map((p) => p.serviceCents))).toBe(record.serviceCents);
          for (const share of [...record.payments, ...record.takers]) {
            expect(share.salesCents).toBeGreaterThanOrEqual(0);
            expect(share.serviceCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('the averages', () => {
  it('divides sales by tables and by the people of the bills that have them, half up', () => {
    expect(averagePerTableCents(10_001, 2)).toBe(5001);
    expect(averagePerTableCents(10_000, 0)).toBe(0);
    // R$ 100,00 over 3 people: 33,333 → 33,33.
    expect(averagePerPersonCents(10_000, 3)).toBe(3333);
    expect(averagePerPersonCents(5000, 0)).toBe(0);
  });

  it('labels the till methods as the bill does', () => {
    expect(paymentMethodLabel('credit')).toBe('Cartão de crédito');
    expect(paymentMethodLabel('meal_voucher')).toBe('Vale-refeição');
  });
});
