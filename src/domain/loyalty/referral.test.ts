import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_ERROR,
  canEnterReferral,
  customerProfileSchema,
  isValidBirthDate,
  REFERRAL_ERRORS,
  referralCodeSchema,
  referralIssue,
} from './referral';

const fresh = { id: 'c1', referredBy: null, totalOrders: 0 };

describe('referralIssue', () => {
  it.each([
    { name: 'a first-time diner with a friend’s code', state: {}, issue: null },
    { name: 'a diner with no loyalty row yet', state: { customer: null }, issue: null },
    { name: 'a program turned off', state: { programActive: false }, issue: REFERRAL_ERRORS.unavailable },
    { name: 'no order at this restaurant', state: { hasOrdered: false }, issue: REFERRAL_ERRORS.noOrder },
    {
      name: 'a code already recorded',
      state: { customer: { ...fresh, referredBy: 'ABCD2345' } },
      issue: REFERRAL_ERRORS.already,
    },
    {
      name: 'after the first delivered order',
      state: { customer: { ...fresh, totalOrders: 1 } },
      issue: REFERRAL_ERRORS.afterFirstOrder,
    },
    { name: 'an unknown code', state: { referrerId: null }, issue: REFERRAL_ERRORS.notFound },
    { name: 'one’s own code', state: { referrerId: 'c1' }, issue: REFERRAL_ERRORS.own },
  ])('$name', ({ state, issue }) => {
    const base = { programActive: true, hasOrdered: true, customer: fresh, referrerId: 'c2' };
    expect(referralIssue({ ...base, ...state })).toBe(issue);
  });

  it('tells whether the code field should be offered at all', () => {
    expect(canEnterReferral({ programActive: true, hasOrdered: true, customer: null })).toBe(true);
    expect(
      canEnterReferral({ programActive: true, hasOrdered: true, customer: { ...fresh, totalOrders: 2 } }),
    ).toBe(false);
  });
});

describe('referralCodeSchema', () => {
  it.each([
    ['abcd2345', 'ABCD2345'],
    [' ABCD-2345 ', 'ABCD2345'],
  ])('%s reads as %s', (input, code) => {
    expect(referralCodeSchema.parse(input)).toBe(code);
  });
  it.each(['', 'AB1', 'ABCD 2345 ÉÉ', 'A'.repeat(13)])('%s is refused', (input) => {
    expect(referralCodeSchema.safeParse(input).error?.issues[0]?.message).toBe(REFERRAL_ERRORS.invalid);
  });
});

describe('isValidBirthDate', () => {
  const today = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['1990-03-15', true],
    ['2000-02-29', true],
    ['2026-06-15', true],
    ['2001-02-29', false],
    ['1990-13-01', false],
    ['2026-06-16', false],
    ['1899-12-31', false],
    ['15/03/1990', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidBirthDate(value, today)).toBe(valid);
  });
});

describe('customerProfileSchema', () => {
  it('keeps what is left out and clears what is blank', () => {
    expect(customerProfileSchema.parse({ birthDate: '1990-03-15' })).toEqual({ birthDate: '1990-03-15' });
    expect(customerProfileSchema.parse({ birthDate: '', customerEmail: '' })).toEqual({
      birthDate: null,
      customerEmail: null,
    });
  });
  it('refuses an impossible birth date and a bad e-mail in Portuguese', () => {
    const result = customerProfileSchema.safeParse({ birthDate: '1990-02-30', customerEmail: 'x@' });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([BIRTH_DATE_ERROR, 'E-mail inválido']));
  });
});
