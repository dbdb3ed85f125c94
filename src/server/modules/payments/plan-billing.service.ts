/**
 * Applying what Mercado Pago reports about a plan payment. One transaction per report, with the
 * payment row and then the restaurant row locked, so any number of deliveries of the same
 * notification — concurrent or late — make at most one status change each and extend the paid
 * period exactly once per approved payment. The status only moves forward (domain rule): a late
 * 'pending' never undoes an 'approved'.
 */
import { parseCents } from '../../../domain/money/money';
import { extendPaidPeriod } from '../../../domain/payments/paid-period';
import { nextPlanPaymentStatus } from '../../../domain/payments/plan-payment';
import type { Db } from '../../db/client';
import type { MpPayment } from '../../integrations/mercadopago/mercadopago.types';
import { planPaymentLocks as locks, type PlanPaymentRow } from './plan-payments.repository';

export interface BillingOutcome {
  /** 'unknown' when the payment is not one of ours (another app on the same account). */
  result: 'unknown' | 'unchanged' | 'updated';
  planPaymentId?: string;
  status?: string;
  /** Whether this report extended the paid period. */
  extended?: boolean;
}

/** The amount and currency must be what we asked for before a payment buys a month. */
function paysInFull(payment: MpPayment, row: PlanPaymentRow): boolean {
  const paidCents = Math.round(payment.transaction_amount * 100);
  return payment.currency_id === 'BRL' && paidCents >= (parseCents(row.amount) ?? Number.POSITIVE_INFINITY);
}

export async function applyProviderPayment(
  db: Db,
  provider: string,
  payment: MpPayment,
  now: Date = new Date(),
  log?: { warn(object: object, message: string): void },
): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    let row = await locks.byProviderPayment(tx, provider, payment.id);
    if (!row) {
      const checkout = payment.external_reference
        ? await locks.checkout(tx, provider, payment.external_reference)
        : null;
      if (!checkout) return { result: 'unknown' };
      row = await locks.claim(tx, checkout.id, payment.id);
      if (!row) {
        await locks.insertAttempt(tx, {
          restaurantId: checkout.restaurantId,
          planId: checkout.planId,
          provider,
          amount: checkout.amount,
          preferenceId: checkout.preferenceId,
          providerPaymentId: payment.id,
        });
        row = (await locks.byProviderPayment(tx, provider, payment.id))!;
      }
    }

    const next = nextPlanPaymentStatus(row.status, payment.status);
    if (next) {
      await locks.recordStatus(tx, row.id, next, {
        status: next,
        at: now.toISOString(),
        providerPaymentId: payment.id,
        detail: payment.status_detail ?? null,
      });
    }
    const status = next ?? row.status;
    let extended = false;
    if (status === 'approved' && !row.appliedAt) {
      if (paysInFull(payment, row)) {
        const account = await locks.lockAccount(tx, row.restaurantId);
        if (account) {
          const periodEnd = extendPaidPeriod(account, now);
          await locks.setPaidUntil(tx, row.restaurantId, periodEnd);
          await locks.markApplied(tx, row.id, now, periodEnd);
          extended = true;
        }
      } else {
        log?.warn(
          { planPaymentId: row.id, amount: payment.transaction_amount, currency: payment.currency_id },
          'approved plan payment does not cover the plan price; paid period not extended',
        );
      }
    }
    return { result: next || extended ? 'updated' : 'unchanged', planPaymentId: row.id, status, extended };
  });
}
