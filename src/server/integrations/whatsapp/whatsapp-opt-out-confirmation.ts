/**
 * The reply confirming an opt-out ('SAIR', 'PARAR', ...): a free-form text, allowed because the
 * diner's own message opened the 24-hour customer service window. The webhook only records the
 * opt-out; the job sends the reply, so Meta gets its 200 at once and several instances send it
 * once. A contact is claimed (marked) before the call: a runner dying mid-call loses the reply
 * rather than risking a second one, as with order updates (decision 0020).
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { CUSTOMER_SERVICE_WINDOW_MS, optOutConfirmation } from '../../../domain/whatsapp/whatsapp-rules';
import type { Db } from '../../db/client';
import { restaurants, whatsappContacts } from '../../db/schema';
import { GraphApiError, sendText } from './graph-client';
import { loadAccount, type WhatsAppSettings } from './whatsapp-accounts';

/** Claims one opt-out still unconfirmed whose window is open; null when there is none. */
async function claimOptOut(db: Db, now: Date) {
  const windowStart = new Date(now.getTime() - CUSTOMER_SERVICE_WINDOW_MS);
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .select({
        id: whatsappContacts.id,
        restaurantId: whatsappContacts.restaurantId,
        phone: whatsappContacts.phone,
      })
      .from(whatsappContacts)
      .where(
        and(
          isNotNull(whatsappContacts.optedOutAt),
          isNull(whatsappContacts.optOutConfirmedAt),
          gt(whatsappContacts.lastInboundAt, windowStart),
        ),
      )
      .limit(1)
      .for('update', { skipLocked: true });
    if (!contact) return null;
    await tx
      .update(whatsappContacts)
      .set({ optOutConfirmedAt: now })
      .where(eq(whatsappContacts.id, contact.id));
    return contact;
  });
}

/** Sends the due confirmations (at most `max` a tick); returns how many went out. */
export async function confirmOptOuts(
  deps: { db: Db; settings: WhatsAppSettings },
  now: Date,
  max = 50,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < max; index++) {
    const contact = await claimOptOut(deps.db, now);
    if (!contact) break;
    const loaded = await loadAccount(deps.db, deps.settings, contact.restaurantId);
    if (!loaded) continue;
    const [restaurant] = await deps.db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, contact.restaurantId));
    try {
      await sendText(loaded.credentials, {
        phoneNumberId: loaded.account.phoneNumberId,
        to: contact.phone,
        body: optOutConfirmation(restaurant?.name ?? 'este restaurante'),
      });
      sent += 1;
    } catch (error) {
      // The opt-out holds either way; the reply is a courtesy, not retried.
      if (!(error instanceof GraphApiError)) throw error;
    }
  }
  return sent;
}
