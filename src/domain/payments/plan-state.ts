/**
 * Where a restaurant stands with its plan: on the 7-day trial, paid until a date, or overdue.
 * The panel's banner and the server's gate both read this one rule.
 */
import { TRIAL_DAYS } from '../marketing/plan';

export type PlanState = 'trial' | 'active' | 'overdue';

const DAY_MS = 86_400_000;

export function trialEnd(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + TRIAL_DAYS * DAY_MS);
}

export function planState(
  account: { trialEndsAt: Date | string | null; paidUntil: Date | string | null },
  now: Date = new Date(),
): PlanState {
  const paidUntil = account.paidUntil ? new Date(account.paidUntil).getTime() : 0;
  if (paidUntil > now.getTime()) return 'active';
  const trialEndsAt = account.trialEndsAt ? new Date(account.trialEndsAt).getTime() : 0;
  if (!paidUntil && trialEndsAt > now.getTime()) return 'trial';
  return 'overdue';
}
