import { describe, expect, it } from 'vitest';
import { planState, planStatus, trialEnd } from './plan-state';

const now = new Date('2026-11-21T12:00:00Z');

describe('planState', () => {
  it.each([
    [{ trialEndsAt: '2026-11-25T00:00:00Z', paidUntil: null }, 'trial'],
    [{ trialEndsAt: '2026-11-20T00:00:00Z', paidUntil: null }, 'overdue'],
    [{ trialEndsAt: '2026-11-01T00:00:00Z', paidUntil: '2026-12-01T00:00:00Z' }, 'active'],
    [{ trialEndsAt: '2026-11-25T00:00:00Z', paidUntil: '2026-12-25T00:00:00Z' }, 'active'],
    [{ trialEndsAt: '2026-10-01T00:00:00Z', paidUntil: '2026-11-01T00:00:00Z' }, 'overdue'],
    [{ trialEndsAt: null, paidUntil: null }, 'overdue'],
  ] as const)('%o is %s', (account, state) => {
    expect(planState(account, now)).toBe(state);
  });

  it('ends the trial 7 days after registration', () => {
    expect(trialEnd(now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });
});

describe('planStatus by date', () => {
  const registered = new Date('2026-11-01T15:00:00Z');
  const trial = { trialEndsAt: trialEnd(registered), paidUntil: null };
  const paid = { trialEndsAt: trialEnd(registered), paidUntil: '2026-12-08T15:00:00Z' };
  const at = (iso: string) => new Date(iso);

  it.each([
    // Trial: banner only in its last 3 days; lock only after 3 days overdue.
    [
      'trial, first day',
      trial,
      '2026-11-01T15:00:00Z',
      { state: 'trial', daysLeft: 7, renewalDue: false, locked: false },
    ],
    [
      'trial, 3 days and a minute left',
      trial,
      '2026-11-05T14:59:00Z',
      { state: 'trial', daysLeft: 4, renewalDue: false, locked: false },
    ],
    [
      'trial, exactly 3 days left',
      trial,
      '2026-11-05T15:00:00Z',
      { state: 'trial', daysLeft: 3, renewalDue: true, locked: false },
    ],
    [
      'trial, last hour',
      trial,
      '2026-11-08T14:00:00Z',
      { state: 'trial', daysLeft: 1, renewalDue: true, locked: false },
    ],
    [
      'trial over by a day',
      trial,
      '2026-11-09T15:00:00Z',
      { state: 'overdue', daysLeft: 0, renewalDue: false, locked: false },
    ],
    [
      'trial over by exactly 3 days',
      trial,
      '2026-11-11T15:00:00Z',
      { state: 'overdue', daysLeft: 0, renewalDue: false, locked: false },
    ],
    [
      'trial over by 3 days and a minute',
      trial,
      '2026-11-11T15:01:00Z',
      { state: 'overdue', daysLeft: 0, renewalDue: false, locked: true },
    ],
    // Paid month: same rules against paidUntil.
    [
      'paid, mid-month',
      paid,
      '2026-11-20T12:00:00Z',
      { state: 'active', daysLeft: 19, renewalDue: false, locked: false },
    ],
    [
      'paid, 2 days left',
      paid,
      '2026-12-06T15:00:00Z',
      { state: 'active', daysLeft: 2, renewalDue: true, locked: false },
    ],
    [
      'paid period over by 2 days',
      paid,
      '2026-12-10T15:00:00Z',
      { state: 'overdue', daysLeft: 0, renewalDue: false, locked: false },
    ],
    [
      'paid period over by 4 days',
      paid,
      '2026-12-12T15:00:00Z',
      { state: 'overdue', daysLeft: 0, renewalDue: false, locked: true },
    ],
  ] as const)('%s', (_name, account, nowIso, expected) => {
    expect(planStatus(account, at(nowIso))).toMatchObject(expected);
  });

  it('reports the end of the current period', () => {
    expect(planStatus(paid, at('2026-11-20T12:00:00Z')).endsAt?.toISOString()).toBe(
      '2026-12-08T15:00:00.000Z',
    );
    expect(planStatus(trial, at('2026-11-02T12:00:00Z')).endsAt?.toISOString()).toBe(
      '2026-11-08T15:00:00.000Z',
    );
  });
});
