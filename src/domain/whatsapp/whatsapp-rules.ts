/**
 * The rules of WhatsApp messaging Comanda follows: consent wording (LGPD), the opt-out words,
 * delivery states that only move forward, Meta's per-number throughput and messaging tiers, the
 * 24-hour customer service window, and the retry schedule of the outbox.
 */

/** Shown next to the checkbox and stored with each consent, word for word. */
export const CONSENT_WORDING = 'Quero receber atualizações do pedido pelo WhatsApp';

/** The words that opt a diner out, as Brazilians write them to a business (and the English STOP). */
export const OPT_OUT_WORDS = ['SAIR', 'PARAR', 'STOP', 'CANCELAR', 'DESCADASTRAR'] as const;

/** Punctuation, spaces and emoji around the word: anything that is neither a letter nor a digit. */
const AROUND = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * A message that is one opt-out word, in any case, with punctuation or emoji around it ('Parar!',
 * '🛑 stop', 'sair.'), stops that restaurant's messages to the diner. A sentence that merely
 * contains one ('quero cancelar o pedido') is not an opt-out: the restaurant answers it.
 */
export function isOptOutMessage(text: string): boolean {
  const word = text.replace(AROUND, '').toLocaleUpperCase('pt-BR');
  return (OPT_OUT_WORDS as readonly string[]).includes(word);
}

/** The reply confirming an opt-out, sent as free text within the 24-hour window the diner opened. */
export function optOutConfirmation(restaurantName: string): string {
  return `Pronto: você não vai mais receber mensagens de ${restaurantName} por este WhatsApp.`;
}

export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Webhooks arrive more than once and out of order; a state only replaces a lower one. 'failed'
 * outranks 'sent' but not 'delivered' or 'read': a message seen on a device was delivered even if
 * another device failed (Meta: "a status is considered read only if it has been delivered").
 */
export const DELIVERY_RANK: Record<DeliveryStatus, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

/** Why a queued update was not sent because the diner wrote 'SAIR' (shown on the panel). */
export const OPTED_OUT_REASON = 'cliente pediu SAIR';

export const DELIVERY_LABELS: Record<DeliveryStatus | 'queued' | 'opted_out', string> = {
  queued: 'na fila',
  opted_out: 'cliente pediu para sair',
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
};

/**
 * Cloud API throughput per business phone number: 80 messages per second by default (Meta's
 * "Throughput" page; up to 1,000 after an upgrade, which we do not assume).
 */
export const MESSAGES_PER_SECOND = 80;

/**
 * Distinct diners the business portfolio may message outside a service window in 24 h: 250, then
 * 2,000, 10,000, 100,000 and unlimited (developers.facebook.com/documentation/business-messaging/
 * whatsapp/messaging-limits, read through `whatsapp_business_manager_messaging_limit`). The values
 * as returned (TIER_2K, TIER_UNLIMITED or UNLIMITED) come from public integrations of the field
 * (research dossier of issue 36, §5.2). TIER_1K is the old per-number step, kept for rows stored
 * before the change.
 */
const TIER_LIMITS: Record<string, number> = {
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_2K: 2_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
};

/** The tier's limit, or null when unlimited or unknown (then only the throughput applies). */
export function tierLimit(tier: string | null | undefined): number | null {
  return tier ? (TIER_LIMITS[tier] ?? null) : null;
}

/** Outside 24 h of the diner's last message only approved templates may be sent. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function insideServiceWindow(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < CUSTOMER_SERVICE_WINDOW_MS;
}

/** Waits before the 2nd, 3rd, ... attempt of a message; after the last one it is marked failed. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000] as const;

export function retryDelay(failures: number): number | null {
  return RETRY_DELAYS_MS[failures - 1] ?? null;
}

/**
 * Graph API error codes worth another attempt: throughput and spam rate limits, temporary errors.
 * Anything else (131026 undeliverable, 131047 re-engagement, 131051, 132xxx template errors, 190
 * token) is final.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export function isRetryableGraphError(code: number | undefined, httpStatus: number): boolean {
  return (code !== undefined && RETRYABLE_CODES.has(code)) || httpStatus >= 500;
}

/** Conversation / pricing categories of the status webhooks, in the order the card lists them. */
export const PRICING_CATEGORIES = ['utility', 'authentication', 'marketing', 'service'] as const;
export const PRICING_CATEGORY_LABELS: Record<string, string> = {
  utility: 'Utilidade',
  authentication: 'Autenticação',
  marketing: 'Marketing',
  service: 'Atendimento',
};
