/** What leaves the server about a plan payment: our record, never the provider's raw data. */
import { PLAN } from '../../../domain/marketing/plan';
import { planPaymentStatusLabel, resultPageOf } from '../../../domain/payments/plan-payment';
import { planState } from '../../../domain/payments/plan-state';
import type { PlanPaymentRow, StatusHistoryEntry } from './plan-payments.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toPlanPaymentView(row: PlanPaymentRow) {
  const history = (row.statusHistory as StatusHistoryEntry[]).map((entry) => ({
    status: entry.status,
    statusLabel: planPaymentStatusLabel(entry.status),
    at: entry.at,
  }));
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planId === PLAN.id ? PLAN.name : row.planId,
    amount: row.amount,
    status: row.status,
    statusLabel: planPaymentStatusLabel(row.status),
    resultPage: resultPageOf(row.status),
    testMode: row.provider === 'test',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    appliedAt: iso(row.appliedAt),
    periodEnd: iso(row.periodEnd),
    history,
  };
}

export function toAccountPlanView(
  account: { trialEndsAt: Date | null; paidUntil: Date | null },
  now = new Date(),
) {
  return {
    trialEndsAt: iso(account.trialEndsAt),
    paidUntil: iso(account.paidUntil),
    planState: planState(account, now),
  };
}

export type PlanPaymentView = ReturnType<typeof toPlanPaymentView>;
