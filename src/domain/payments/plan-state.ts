/**
 * Where a restaurant stands with its plan: on the 7-day trial, paid until a date, or overdue.
 * The panel's banner, the panel's lock and the server's gate all read this one rule.
 */
import { TRIAL_DAYS } from '../marketing/plan';
import { currentPeriodEnd, type PlanAccount } from './paid-period';

export type PlanState = 'trial' | 'active' | 'overdue';

const DAY_MS = 86_400_000;

/** The renewal banner shows in the last days of the trial or of a paid period. */
export const RENEWAL_NOTICE_DAYS = 3;
/** Overdue longer than this, the panel shows only the plan page and new orders are refused. */
export const OVERDUE_GRACE_DAYS = 3;

export function trialEnd(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + TRIAL_DAYS * DAY_MS);
}

export function planState(account: PlanAccount, now: Date = new Date()): PlanState {
  const paidUntil = account.paidUntil ? new Date(account.paidUntil).getTime() : 0;
  if (paidUntil > now.getTime()) return 'active';
  const trialEndsAt = account.trialEndsAt ? new Date(account.trialEndsAt).getTime() : 0;
  if (!paidUntil && trialEndsAt > now.getTime()) return 'trial';
  return 'overdue';
}

export interface PlanStatus {
  state: PlanState;
  /** End of the trial or of the paid period (in the past when overdue). */
  endsAt: Date | null;
  /** Whole days until endsAt, rounded up; 0 when it has passed. */
  daysLeft: number;
  /** In the last RENEWAL_NOTICE_DAYS of the trial or paid period: show the plan banner. */
  renewalDue: boolean;
  /** Overdue for more than OVERDUE_GRACE_DAYS: only paying is possible, data is kept. */
  locked: boolean;
}

export function planStatus(account: PlanAccount, now: Date = new Date()): PlanStatus {
  const state = planState(account, now);
  const endsAt = currentPeriodEnd(account);
  const msLeft = endsAt ? endsAt.getTime() - now.getTime() : 0;
  const daysLeft = msLeft > 0 ? Math.ceil(msLeft / DAY_MS) : 0;
  return {
    state,
    endsAt,
    daysLeft,
    renewalDue: state !== 'overdue' && msLeft <= RENEWAL_NOTICE_DAYS * DAY_MS,
    locked: state === 'overdue' && -msLeft > OVERDUE_GRACE_DAYS * DAY_MS,
  };
}
