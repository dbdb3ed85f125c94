/**
 * LGPD retention: personal data of orders older than the configured age (24 months by default) is
 * anonymised; totals and items stay for the books. Phone proofs keep a phone only while they are of
 * use: a one-time code a day after it expired (its rate limits look back an hour), a trusted device
 * once its 90 days are over. A report recipient's confirmation link that expired unused loses its
 * token hash a day later (the address stays, 'Aguardando confirmação', until the owner resends or
 * removes it). Running it again changes nothing.
 */
import { and, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bills, orders, phoneProofCodes, scheduledReportRecipients, trustedDevices } from '../../db/schema';
import type { Job } from '../../jobs/runner';
import { ANONYMOUS_NAME } from './privacy.service';

export function retentionJob(months: number): Job {
  return {
    name: 'order-retention',
    everyMs: 6 * 60 * 60 * 1000,
    async run(tx: Tx) {
      await anonymiseOldOrders(tx, months);
      await anonymiseOldBills(tx, months);
      await purgeSpentPhoneProofs(tx);
      await purgeExpiredReportLinks(tx);
    },
  };
}

export async function anonymiseOldOrders(tx: Tx, months: number): Promise<number> {
  const cutoff = sql`now() - make_interval(months => ${months})`;
  const updated = await tx
    .update(orders)
    .set({
      customerName: ANONYMOUS_NAME,
      customerPhone: '',
      deliveryAddress: null,
      deliveryAddressDetails: null,
      notes: null,
    })
    .where(and(lt(orders.createdAt, cutoff), ne(orders.customerPhone, '')))
    .returning({ id: orders.id });
  return updated.length;
}

/** A closed bill's phone (decision 0046) goes when its orders' phones go. */
export async function anonymiseOldBills(tx: Tx, months: number): Promise<void> {
  const cutoff = sql`now() - make_interval(months => ${months})`;
  await tx
    .update(bills)
    .set({ loyaltyPhone: null })
    .where(and(lt(bills.openedAt, cutoff), isNotNull(bills.loyaltyPhone)));
}

export async function purgeSpentPhoneProofs(tx: Tx): Promise<void> {
  await tx.delete(phoneProofCodes).where(lt(phoneProofCodes.expiresAt, sql`now() - interval '1 day'`));
  await tx.delete(trustedDevices).where(lt(trustedDevices.expiresAt, sql`now()`));
}

export async function purgeExpiredReportLinks(tx: Tx): Promise<void> {
  await tx
    .update(scheduledReportRecipients)
    .set({ tokenHash: null, tokenExpiresAt: null })
    .where(lt(scheduledReportRecipients.tokenExpiresAt, sql`now() - interval '1 day'`));
}
