/**
 * Meta's WhatsApp webhooks: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed
 * with the app secret>`, then `entry[].changes[].value` with `statuses[]` (our messages' delivery)
 * and `messages[]` (what diners write: the 24-hour window and 'SAIR'). Deliveries repeat and arrive
 * out of order, so every write only moves a state forward and a replay changes nothing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import {
  DELIVERY_RANK,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  isOptOutMessage,
} from '../../../domain/whatsapp/whatsapp-rules';
import type { Db } from '../../db/client';
import { whatsappAccounts, whatsappContacts, whatsappMessages } from '../../db/schema';
import { verifyBodySignature } from '../webhook-signature';

export function verifyHubSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  return verifyBodySignature(appSecret, rawBody, header.slice('sha256='.length));
}

interface StatusItem {
  id?: string;
  status?: string;
  timestamp?: string;
  pricing?: { billable?: boolean; category?: string };
  errors?: { code?: number; title?: string }[];
}

interface MessageItem {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
}

interface WebhookPayload {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: { metadata?: { phone_number_id?: string }; statuses?: StatusItem[]; messages?: MessageItem[] };
    }[];
  }[];
}

const rankSql = (column: typeof whatsappMessages.deliveryStatus) =>
  sql`case ${column} when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 else 0 end`;

async function recordStatus(db: Db, restaurantId: string, item: StatusItem) {
  const status = item.status as DeliveryStatus;
  if (!item.id || !DELIVERY_STATUSES.includes(status)) return;
  const where = and(
    eq(whatsappMessages.waMessageId, item.id),
    eq(whatsappMessages.restaurantId, restaurantId),
  );
  await db
    .update(whatsappMessages)
    .set({
      deliveryStatus: status,
      ...(status === 'failed' && { errorCode: item.errors?.[0]?.code ?? null, state: 'failed' }),
    })
    .where(and(where, sql`${rankSql(whatsappMessages.deliveryStatus)} < ${DELIVERY_RANK[status]}`));
  // The pricing of a message is counted once, whichever status carried it first.
  if (item.pricing?.category)
    await db
      .update(whatsappMessages)
      .set({ pricingCategory: item.pricing.category, billable: item.pricing.billable ?? true })
      .where(and(where, isNull(whatsappMessages.pricingCategory)));
}

async function recordIncoming(db: Db, restaurantId: string, item: MessageItem) {
  if (!item.from) return;
  // WhatsApp writes most mobiles without their ninth digit: stored under the key every phone has.
  const phone = customerPhoneKey(item.from);
  const sentAt = item.timestamp ? new Date(Number(item.timestamp) * 1000) : new Date();
  const optOut = item.type === 'text' && isOptOutMessage(item.text?.body ?? '');
  await db
    .insert(whatsappContacts)
    .values({ restaurantId, phone, lastInboundAt: sentAt, optedOutAt: optOut ? sentAt : null })
    .onConflictDoUpdate({
      target: [whatsappContacts.restaurantId, whatsappContacts.phone],
      set: {
        lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, excluded.last_inbound_at)`,
        optedOutAt: sql`coalesce(${whatsappContacts.optedOutAt}, excluded.opted_out_at)`,
      },
    });
}

/** Applies one verified delivery; unknown numbers and fields are ignored (Meta still gets 200). */
export async function processWhatsAppWebhook(db: Db, payload: WebhookPayload): Promise<void> {
  if (payload.object !== 'whatsapp_business_account') return;
  for (const entry of payload.entry ?? []) {
    for (const change of entry.changes ?? []) {
      const phoneNumberId = change.value?.metadata?.phone_number_id;
      if (!phoneNumberId) continue;
      const [account] = await db
        .select({ restaurantId: whatsappAccounts.restaurantId })
        .from(whatsappAccounts)
        .where(eq(whatsappAccounts.phoneNumberId, phoneNumberId));
      if (!account) continue;
      for (const item of change.value?.statuses ?? []) await recordStatus(db, account.restaurantId, item);
      for (const item of change.value?.messages ?? []) await recordIncoming(db, account.restaurantId, item);
    }
  }
}
