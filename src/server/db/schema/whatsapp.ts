/**
 * WhatsApp Business Platform (Cloud API): the restaurant's connected number, its message templates,
 * the diners' consent and opt-outs, and the outbox of messages (order updates and one-time codes)
 * with the delivery state Meta's webhooks report. Decision 0020.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { restaurants } from './restaurants';

/**
 * How far a connection went (decision 0067): 'registered' sends; 'pin_required' waits for the
 * owner's two-step verification PIN (Meta's error 133005); 'phone_pending' has a business account
 * and no number yet (Embedded Signup v4 may finish without one).
 */
export const WHATSAPP_REGISTRATIONS = ['registered', 'pin_required', 'phone_pending'] as const;
export type WhatsAppRegistration = (typeof WHATSAPP_REGISTRATIONS)[number];

/** One connected WhatsApp Business number per restaurant. */
export const whatsappAccounts = pgTable(
  'whatsapp_accounts',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Null while Embedded Signup finished without a number ('phone_pending'). */
    phoneNumberId: text(),
    wabaId: text().notNull(),
    /**
     * AES-256-GCM ciphertext (lib/crypto.ts) of the business token Embedded Signup's code was
     * exchanged for; rows connected before decision 0067 hold the token their owner pasted.
     */
    accessToken: text().notNull(),
    registration: text().$type<WhatsAppRegistration>().notNull().default('registered'),
    displayPhoneNumber: text(),
    verifiedName: text(),
    /** GREEN, YELLOW, RED or UNKNOWN, as the Graph API reports it. */
    qualityRating: text(),
    /** TIER_250, TIER_1K, ... when the Graph API reports it. */
    messagingLimitTier: text(),
    connectedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_accounts_restaurant_unique').on(t.restaurantId),
    // Webhooks name the number, not the restaurant.
    uniqueIndex('whatsapp_accounts_phone_number_unique').on(t.phoneNumberId),
    // A business account connected by one restaurant cannot be connected by another.
    index('whatsapp_accounts_waba_idx').on(t.wabaId),
  ],
);

/**
 * The two-step verification PIN a number was registered with, by Comanda (random) or typed by the
 * owner (decision 0068). Meta keeps it as the number's PIN ("There is no endpoint to disable two-step
 * verification") and asks for it at every later registration, so disconnecting keeps it: the same
 * restaurant reconnecting the same number registers it again without asking the owner for a PIN
 * they never saw. AES-256-GCM ciphertext; erased with the restaurant.
 */
export const whatsappNumberPins = pgTable(
  'whatsapp_number_pins',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    phoneNumberId: text().notNull(),
    pin: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('whatsapp_number_pins_restaurant_number_unique').on(t.restaurantId, t.phoneNumberId)],
);

/** The templates Comanda created on the restaurant's WhatsApp Business account. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text().notNull(),
    language: text().notNull(),
    metaTemplateId: text(),
    /** APPROVED, PENDING, REJECTED, ... as Meta reports it; ERROR when creation itself failed. */
    status: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('whatsapp_templates_restaurant_name_unique').on(t.restaurantId, t.name)],
);

/** A diner's consent to order updates, with the time and the exact wording shown (LGPD). */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    orderId: text()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The WhatsApp number in international digits (55 + area code + number). */
    phone: text().notNull(),
    wording: text().notNull(),
    consentedAt: createdAt(),
  },
  (t) => [index('whatsapp_consents_restaurant_idx').on(t.restaurantId)],
);

/** What a diner's own messages told us: the last one (the 24-hour window) and an opt-out ('SAIR'). */
export const whatsappContacts = pgTable(
  'whatsapp_contacts',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    lastInboundAt: timestamptz(),
    optedOutAt: timestamptz(),
    /** When the opt-out's confirmation was claimed for sending (once, within the 24-hour window). */
    optOutConfirmedAt: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('whatsapp_contacts_restaurant_phone_unique').on(t.restaurantId, t.phone)],
);

/**
 * The outbox. Order updates are queued here by a trigger on orders (migration 0006) and sent by
 * whatsapp-notifications.job.ts; one-time codes are recorded after their synchronous send.
 * `state` is ours (pending, sending, sent, failed, superseded, skipped); `deliveryStatus` is Meta's.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    /** The order status this update announces; null for one-time codes. */
    orderStatus: text(),
    templateName: text(),
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lastError: text(),
    waMessageId: text(),
    deliveryStatus: text(),
    errorCode: integer(),
    pricingCategory: text(),
    billable: boolean(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One message per order status, whatever the retries and instances.
    uniqueIndex('whatsapp_messages_order_status_unique')
      .on(t.orderId, t.orderStatus)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('whatsapp_messages_wa_message_unique').on(t.waMessageId),
    index('whatsapp_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('pending', 'sending')`),
    index('whatsapp_messages_restaurant_idx').on(t.restaurantId, t.sentAt),
  ],
);
