/**
 * A diner's consent to order updates (LGPD): stored with its time and the exact wording shown, only
 * when the restaurant has WhatsApp connected. Storing it queues the 'order received' update
 * (trigger of migration 0006); a replayed order request stores nothing new.
 */

import { and, eq, sql } from 'drizzle-orm';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { CONSENT_WORDING } from '../../../domain/whatsapp/whatsapp-rules';
import type { Db } from '../../db/client';
import { whatsappAccounts, whatsappConsents } from '../../db/schema';

/** A number that can send: connected and registered (not waiting for a PIN or a number, decision 0067). */
const sends = (restaurantId: string) =>
  and(eq(whatsappAccounts.restaurantId, restaurantId), eq(whatsappAccounts.registration, 'registered'));

export async function whatsAppConnected(db: Db, restaurantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappAccounts.id })
    .from(whatsappAccounts)
    .where(sends(restaurantId));
  return Boolean(row);
}

export async function recordOrderUpdatesConsent(
  db: Db,
  order: { id: string; restaurantId: string; customerPhone: string },
): Promise<void> {
  const phone = customerPhoneKey(order.customerPhone);
  if (!phone) return;
  await db
    .insert(whatsappConsents)
    .select(
      db
        .select({
          orderId: sql<string>`${order.id}`.as('order_id'),
          restaurantId: whatsappAccounts.restaurantId,
          phone: sql<string>`${phone}`.as('phone'),
          wording: sql<string>`${CONSENT_WORDING}`.as('wording'),
          consentedAt: sql<Date>`now()`.as('consented_at'),
        })
        .from(whatsappAccounts)
        .where(sends(order.restaurantId)),
    )
    .onConflictDoNothing();
}
