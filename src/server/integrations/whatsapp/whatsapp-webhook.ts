/**
 * Meta's WhatsApp webhooks: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed
 * with the app secret>`, then `entry[].changes[].value` with `statuses[]` (our messages' delivery)
 * and `messages[]` (what diners write: the 24-hour window and 'SAIR'). Deliveries repeat and arrive
 * out of order, so every write only moves a state forward and a replay changes nothing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
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

/**
 * The parts of a delivery we read, checked at the edge (issue 32, item 7). Meta's webhook reference
 * gives `from`/`wa_id` as digits and `timestamp` as Unix seconds in a string; anything else (a
 * number, letters, a year past 9999) is not Meta's and is skipped, never stored. Each status and each
 * message is checked on its own so a malformed one does not cost its neighbours.
 */
/** 9999-12-31T23:59:59Z, the last instant PostgreSQL's timestamptz and JavaScript's Date agree on. */
const MAX_UNIX_SECONDS = 253_402_300_799;
const unixSeconds = z
  .string()
  .regex(/^\d{1,11}$/)
  .transform(Number)
  .refine((seconds) => seconds <= MAX_UNIX_SECONDS);
const statusItemSchema = z.object({
  id: z.string().min(1).max(256),
  status: z.string().max(32),
  timestamp: unixSeconds.optional(),
  pricing: z.object({ billable: z.boolean().optional(), category: z.string().max(64).optional() }).optional(),
  errors: z.array(z.object({ code: z.number().int().optional(), title: z.string().optional() })).optional(),
});
const messageItemSchema = z.object({
  from: z.string().regex(/^\d{8,15}$/),
  id: z.string().max(256).optional(),
  timestamp: unixSeconds.optional(),
  type: z.string().max(32).optional(),
  text: z.object({ body: z.string().max(65_536) }).optional(),
});
const changeSchema = z.object({
  value: z.object({
    metadata: z.object({ phone_number_id: z.string().min(1).max(64) }),
    statuses: z.array(z.unknown()).optional(),
    messages: z.array(z.unknown()).optional(),
  }),
});
const deliverySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({ id: z.string().max(64).optional(), changes: z.array(z.unknown()) })),
});

type StatusItem = z.infer<typeof statusItemSchema>;
type MessageItem = z.infer<typeof messageItemSchema>;

/** What a delivery held that was not Meta's shape: counted for the log line, never its values. */
export interface SkippedParts {
  wabaId: string | null;
  skipped: number;
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
  const sentAt = item.timestamp === undefined ? new Date() : new Date(item.timestamp * 1000);
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

/** A change for a number no restaurant connected: dropped, named by its ids only (decision 0053). */
export interface UnroutedChange {
  wabaId: string | null;
  phoneNumberId: string;
}

/**
 * Applies one verified delivery, each change to the restaurant that connected the number it names
 * (`metadata.phone_number_id`, one app for every restaurant: decision 0067). A number nobody
 * connected and unknown fields are dropped, parts of another shape skipped (Meta still gets 200: it
 * retries anything else for days). Answers what it skipped and what it could not route.
 */
export async function processWhatsAppWebhook(
  db: Db,
  payload: unknown,
): Promise<{ skipped: SkippedParts[]; unrouted: UnroutedChange[] }> {
  const delivery = deliverySchema.safeParse(payload);
  if (!delivery.success) return { skipped: [{ wabaId: null, skipped: 1 }], unrouted: [] };
  const skippedParts: SkippedParts[] = [];
  const unrouted: UnroutedChange[] = [];
  for (const entry of delivery.data.entry) {
    let skipped = 0;
    for (const rawChange of entry.changes) {
      const change = changeSchema.safeParse(rawChange);
      if (!change.success) {
        skipped++;
        continue;
      }
      const { metadata, statuses = [], messages = [] } = change.data.value;
      const [account] = await db
        .select({ restaurantId: whatsappAccounts.restaurantId })
        .from(whatsappAccounts)
        .where(eq(whatsappAccounts.phoneNumberId, metadata.phone_number_id));
      if (!account) {
        unrouted.push({ wabaId: entry.id ?? null, phoneNumberId: metadata.phone_number_id });
        continue;
      }
      for (const raw of statuses) {
        const item = statusItemSchema.safeParse(raw);
        if (item.success) await recordStatus(db, account.restaurantId, item.data);
        else skipped++;
      }
      for (const raw of messages) {
        const item = messageItemSchema.safeParse(raw);
        if (item.success) await recordIncoming(db, account.restaurantId, item.data);
        else skipped++;
      }
    }
    if (skipped > 0) skippedParts.push({ wabaId: entry.id ?? null, skipped });
  }
  return { skipped: skippedParts, unrouted };
}
