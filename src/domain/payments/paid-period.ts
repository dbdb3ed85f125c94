/**
 * The paid-period arithmetic of the plan: each approved payment buys one calendar month in
 * America/Sao_Paulo, counted from the later of now and the current end (the trial's end while
 * on trial, the paid date once paid), so paying early never loses a day. The webhook applies it
 * and the panel, the tests and the result pages read the same rule, so they cannot drift apart.
 */
import { zonedDay, zonedMidnight } from '../reports/periods';

export interface PlanAccount {
  trialEndsAt: Date | string | null;
  paidUntil: Date | string | null;
}

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same São Paulo wall-clock time `months` calendar months later. A day the target month
 * lacks is clamped to its last day: 31 January + 1 month = 28 (or 29) February.
 */
export function addMonthsInSaoPaulo(instant: Date, months: number): Date {
  const { year, month, day } = zonedDay(instant);
  const sinceMidnight = instant.getTime() - zonedMidnight(year, month, day).getTime();
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (((monthIndex % 12) + 12) % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return new Date(zonedMidnight(targetYear, targetMonth, targetDay).getTime() + sinceMidnight);
}

/** Where the current period (trial or paid) ends; null for an account with neither. */
export function currentPeriodEnd(account: PlanAccount): Date | null {
  const end = Math.max(time(account.trialEndsAt), time(account.paidUntil));
  return end ? new Date(end) : null;
}

/** The new paid-until date after one approved monthly payment. */
export function extendPaidPeriod(account: PlanAccount, now: Date = new Date(), months = 1): Date {
  const from = Math.max(now.getTime(), currentPeriodEnd(account)?.getTime() ?? 0);
  return addMonthsInSaoPaulo(new Date(from), months);
}
