/**
 * What the 'WhatsApp Business' card and the orders panel read: the connected number, the
 * templates' approval states, this month's messages per pricing category, and each order's last
 * update with its delivery state.
 */
import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { zonedDay, zonedMidnight } from '../../../domain/reports/periods';
import { OPTED_OUT_REASON } from '../../../domain/whatsapp/whatsapp-rules';
import { ALL_TEMPLATES } from '../../../domain/whatsapp/whatsapp-templates';
import type { Db } from '../../db/client';
import { whatsappAccounts, whatsappMessages, whatsappTemplates } from '../../db/schema';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { FACEBOOK_ORIGINS } from '../../plugins/security';

/** Midnight of the 1st of this month on the restaurant's clock (its zone, decision 0014). */
function monthStart(now: Date, timeZone: string): Date {
  const { year, month } = zonedDay(now, timeZone);
  return zonedMidnight(year, month, 1, timeZone);
}

/** Comanda's Embedded Signup as the operator configured it (config.whatsapp.embeddedSignup). */
export type EmbeddedSignupConfig = { appId: string; configId: string; sdkUrl: string } | null;

/**
 * Where the popup's WA_EMBEDDED_SIGNUP messages may come from: Facebook's origins, and the SDK's own
 * (the operator's choice: Meta's connect.facebook.net, or the tests' fake).
 */
const messageOrigins = (sdkUrl: string) => [...new Set([...FACEBOOK_ORIGINS, new URL(sdkUrl).origin])];

export async function whatsAppCard(
  db: Db,
  restaurantId: string,
  signup: EmbeddedSignupConfig,
  now = new Date(),
) {
  const [account] = await db
    .select()
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.restaurantId, restaurantId));
  const embeddedSignup = signup && { ...signup, messageOrigins: messageOrigins(signup.sdkUrl) };
  if (!account) return { connected: false as const, embeddedSignup };
  const templates = await db
    .select({ name: whatsappTemplates.name, status: whatsappTemplates.status })
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.restaurantId, restaurantId));
  const usage = await db
    .select({
      category: whatsappMessages.pricingCategory,
      messages: sql<number>`count(*)::int`,
      billable: sql<number>`count(*) filter (where ${whatsappMessages.billable})::int`,
    })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.restaurantId, restaurantId),
        isNotNull(whatsappMessages.pricingCategory),
        gte(whatsappMessages.sentAt, monthStart(now, await restaurantTimeZone(db, restaurantId))),
      ),
    )
    .groupBy(whatsappMessages.pricingCategory);
  return {
    connected: true as const,
    embeddedSignup,
    registration: account.registration,
    phoneNumberId: account.phoneNumberId,
    wabaId: account.wabaId,
    displayPhoneNumber: account.displayPhoneNumber,
    verifiedName: account.verifiedName,
    qualityRating: account.qualityRating,
    messagingLimitTier: account.messagingLimitTier,
    templates: ALL_TEMPLATES.map((template) => ({
      name: template.name,
      label: template.label,
      category: template.category,
      status: templates.find((row) => row.name === template.name)?.status ?? 'PENDING',
    })),
    usage: usage.map((row) => ({
      category: row.category ?? '',
      messages: row.messages,
      billable: row.billable,
    })),
  };
}

const STATE_SHOWN: Record<string, string> = { sent: 'sent', failed: 'failed' };

/** Each order's most recent update: 'queued' until sent, then Meta's delivery state. */
export async function orderMessageStates(db: Db, restaurantId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([whatsappMessages.orderId], {
      orderId: whatsappMessages.orderId,
      state: whatsappMessages.state,
      lastError: whatsappMessages.lastError,
      deliveryStatus: whatsappMessages.deliveryStatus,
      errorCode: whatsappMessages.errorCode,
    })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.restaurantId, restaurantId),
        inArray(whatsappMessages.orderId, orderIds),
        or(
          inArray(whatsappMessages.state, ['pending', 'sending', 'sent', 'failed']),
          and(eq(whatsappMessages.state, 'skipped'), eq(whatsappMessages.lastError, OPTED_OUT_REASON)),
        ),
      ),
    )
    .orderBy(whatsappMessages.orderId, desc(whatsappMessages.createdAt));
  return rows.map((row) => ({
    orderId: row.orderId!,
    status:
      row.state === 'skipped' ? 'opted_out' : (row.deliveryStatus ?? STATE_SHOWN[row.state] ?? 'queued'),
    errorCode: row.errorCode,
  }));
}
