import { describe, expect, it } from 'vitest';
import { formatBRL } from '../format/format';
import { type CouponRule, couponDiscountCents, couponIssue, couponSchema } from './coupon';

const base: CouponRule = {
  kind: 'percent',
  value: '10.00',
  minOrder: '30.00',
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validUntil: new Date('2026-11-30T23:59:59Z'),
  maxUses: 5,
  maxUsesPerPhone: 1,
  usedCount: 0,
  isActive: true,
};
const now = new Date('2026-11-15T12:00:00Z');

describe('couponDiscountCents', () => {
  it.each([
    { kind: 'percent', value: '10.00', subtotal: 4000, expected: 400 },
    { kind: 'percent', value: '12.50', subtotal: 3999, expected: 500 },
    { kind: 'percent', value: '100', subtotal: 3999, expected: 3999 },
    { kind: 'fixed', value: '15.00', subtotal: 4000, expected: 1500 },
    { kind: 'fixed', value: '50.00', subtotal: 4000, expected: 4000 },
  ])('$kind $value on $subtotal cents = $expected', ({ kind, value, subtotal, expected }) => {
    expect(couponDiscountCents({ kind, value }, subtotal)).toBe(expected);
  });
});

describe('couponIssue', () => {
  it.each([
    { coupon: {}, order: {}, issue: null },
    { coupon: { isActive: false }, order: {}, issue: 'Cupom inválido' },
    {
      coupon: { validFrom: new Date('2026-11-20T00:00:00Z') },
      order: {},
      issue: 'Cupom ainda não está válido',
    },
    { coupon: { validUntil: new Date('2026-11-10T00:00:00Z') }, order: {}, issue: 'Cupom expirado' },
    { coupon: { usedCount: 5 }, order: {}, issue: 'Cupom esgotado' },
    { coupon: {}, order: { usesByPhone: 1 }, issue: 'Você já usou este cupom o número máximo de vezes' },
    {
      coupon: {},
      order: { subtotalCents: 2999 },
      issue: `Pedido mínimo para este cupom: ${formatBRL(3000)}`,
    },
    { coupon: { maxUses: null, maxUsesPerPhone: null }, order: { usesByPhone: 9 }, issue: null },
  ])('$issue', ({ coupon, order, issue }) => {
    expect(couponIssue({ ...base, ...coupon }, { subtotalCents: 4000, usesByPhone: 0, now, ...order })).toBe(
      issue,
    );
  });
});

describe('couponSchema', () => {
  it('normalises the code and refuses impossible values', () => {
    expect(couponSchema.parse({ code: ' bem-vindo10 ', kind: 'percent', value: '10' }).code).toBe(
      'BEM-VINDO10',
    );
    expect(couponSchema.safeParse({ code: 'X', kind: 'percent', value: '10' }).success).toBe(false);
    expect(couponSchema.safeParse({ code: 'ABC', kind: 'percent', value: '120' }).success).toBe(false);
    expect(couponSchema.safeParse({ code: 'ABC', kind: 'fixed', value: '0' }).success).toBe(false);
  });
});
