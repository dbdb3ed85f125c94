import { describe, expect, it } from 'vitest';
import { addMonthsInSaoPaulo, extendPaidPeriod } from './paid-period';

describe('addMonthsInSaoPaulo', () => {
  it.each([
    // São Paulo is UTC-3 (no daylight saving since 2019): 12:00Z is 09:00 there.
    ['2026-03-15T12:00:00Z', 1, '2026-04-15T12:00:00.000Z'],
    ['2026-01-31T12:00:00Z', 1, '2026-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00Z', 1, '2028-02-29T12:00:00.000Z'],
    ['2026-12-10T12:00:00Z', 1, '2027-01-10T12:00:00.000Z'],
    ['2026-05-31T12:00:00Z', 2, '2026-07-31T12:00:00.000Z'],
    ['2026-08-31T12:00:00Z', 1, '2026-09-30T12:00:00.000Z'],
    // 01:30Z on 1 April is still 31 March (22:30) in São Paulo: the month is March's.
    ['2026-04-01T01:30:00Z', 1, '2026-05-01T01:30:00.000Z'],
    ['2026-03-01T02:30:00Z', 1, '2026-03-29T02:30:00.000Z'],
    // Before 2019 Brazil had daylight saving: the wall-clock time is kept across the change.
    ['2018-10-15T12:00:00Z', 1, '2018-11-15T11:00:00.000Z'],
  ] as const)('%s + %i month(s) = %s', (from, months, expected) => {
    expect(addMonthsInSaoPaulo(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('extendPaidPeriod', () => {
  const now = new Date('2026-11-10T15:00:00Z');

  it.each([
    [
      'paying during the trial counts from the trial end',
      { trialEndsAt: '2026-11-14T18:00:00Z', paidUntil: null },
      '2026-12-14T18:00:00.000Z',
    ],
    [
      'paying after the trial counts from now',
      { trialEndsAt: '2026-11-01T18:00:00Z', paidUntil: null },
      '2026-12-10T15:00:00.000Z',
    ],
    [
      'paying early in a paid month counts from its end',
      { trialEndsAt: '2026-10-01T18:00:00Z', paidUntil: '2026-11-30T10:00:00Z' },
      '2026-12-30T10:00:00.000Z',
    ],
    [
      'paying when overdue counts from now',
      { trialEndsAt: '2026-09-01T18:00:00Z', paidUntil: '2026-10-31T10:00:00Z' },
      '2026-12-10T15:00:00.000Z',
    ],
    [
      'an account with no dates counts from now',
      { trialEndsAt: null, paidUntil: null },
      '2026-12-10T15:00:00.000Z',
    ],
  ] as const)('%s', (_name, account, expected) => {
    expect(extendPaidPeriod(account, now).toISOString()).toBe(expected);
  });

  it('two payments in a row buy two months', () => {
    const account = { trialEndsAt: '2026-11-14T18:00:00Z', paidUntil: null as Date | null };
    account.paidUntil = extendPaidPeriod(account, now);
    expect(extendPaidPeriod(account, now).toISOString()).toBe('2027-01-14T18:00:00.000Z');
  });
});
