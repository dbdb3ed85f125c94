import { describe, expect, it } from 'vitest';
import { planState, trialEnd } from './plan-state';

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
