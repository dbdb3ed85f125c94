/**
 * Sends the queued order updates (whatsapp_messages, filled by the trigger of migration 0006) and
 * the NFC-e messages of orders (queued with the note's authorization: whatsapp-outbox.ts). Safe
 * with several instances and across restarts: each row is claimed with FOR UPDATE SKIP LOCKED and
 * leased; the HTTP call happens outside any transaction. A definite refusal that is worth retrying
 * (rate limits, temporary errors, the API unreachable) is retried with backoff; an ambiguous one
 * (a timeout, a runner dying mid-call) is marked failed, because resending could duplicate it.
 * Each tick then confirms new opt-outs (whatsapp-opt-out-confirmation.ts).
 */
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/order-status';
import { isRetryableGraphError, OPTED_OUT_REASON, retryDelay } from '../../../domain/whatsapp/whatsapp-rules';
import {
  orderTemplateParameters,
  receiptTemplateParameters,
  TEMPLATES,
  type TemplateKey,
  templateForStatus,
} from '../../../domain/whatsapp/whatsapp-templates';
import type { Db } from '../../db/client';
import type { JobLogger } from '../../jobs/runner';
import { GraphApiError, sendTemplate } from './graph-client';
import { approvedTemplate, loadAccount, type WhatsAppSettings } from './whatsapp-accounts';
import { confirmOptOuts } from './whatsapp-opt-out-confirmation';
import {
  claimDue,
  laterStatuses,
  type OutboxRow,
  optedOut,
  orderForUpdate,
  RECEIPT_MESSAGE,
  receiptForMessage,
  settle,
  withinNumberLimits,
} from './whatsapp-outbox';

const MAX_PER_TICK = 50;

export interface WhatsAppJobDeps {
  db: Db;
  settings: WhatsAppSettings;
  logger?: JobLogger;
  now?: () => Date;
}

const isOrderStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

/** What a claimed row sends: the template, its body parameters and to whom; or why nothing is sent. */
type Planned =
  | {
      send: true;
      restaurantId: string;
      phone: string;
      key: TemplateKey;
      parameters: { type: 'text'; text: string }[];
    }
  | { send: false; state: 'skipped' | 'superseded'; reason?: string };

async function plan(db: Db, row: OutboxRow): Promise<Planned> {
  // An order's NFC-e (issue 35): sent once, while the note stands.
  if (row.orderStatus === RECEIPT_MESSAGE) {
    const receipt = row.orderId ? await receiptForMessage(db, row.orderId) : null;
    if (!receipt) return { send: false, state: 'skipped', reason: 'nota sem consulta ou cancelada' };
    return {
      send: true,
      restaurantId: receipt.restaurantId,
      phone: receipt.phone,
      key: 'receipt',
      parameters: receiptTemplateParameters(receipt.facts),
    };
  }
  const order = row.orderId ? await orderForUpdate(db, row.orderId) : null;
  if (!order || !isOrderStatus(row.orderStatus))
    return { send: false, state: 'skipped', reason: 'pedido sem consentimento' };
  const key = templateForStatus(row.orderStatus, order.deliveryType);
  if (!key) return { send: false, state: 'skipped', reason: 'etapa sem mensagem' };
  // Two quick changes: only the last one with a message goes out.
  const later = await laterStatuses(db, row);
  if (later.some((status) => isOrderStatus(status) && templateForStatus(status, order.deliveryType)))
    return { send: false, state: 'superseded' };
  return {
    send: true,
    restaurantId: order.restaurantId,
    phone: order.phone,
    key,
    parameters: orderTemplateParameters(key, order.facts),
  };
}

/** Sends one claimed message (an order update or an order's NFC-e), or settles why it is not sent. */
async function deliver(deps: WhatsAppJobDeps, row: OutboxRow, now: Date): Promise<boolean> {
  const skip = (reason: string) => settle(deps.db, row.id, { state: 'skipped', lastError: reason });
  const planned = await plan(deps.db, row);
  if (!planned.send) {
    if (planned.state === 'superseded') await settle(deps.db, row.id, { state: 'superseded' });
    else await skip(planned.reason ?? 'sem mensagem');
    return false;
  }
  const { restaurantId, key } = planned;
  const phone = customerPhoneKey(planned.phone);
  if (await optedOut(deps.db, restaurantId, phone)) return skip(OPTED_OUT_REASON).then(() => false);
  const loaded = await loadAccount(deps.db, deps.settings, restaurantId);
  if (!loaded) return skip('WhatsApp desconectado').then(() => false);
  const template = TEMPLATES[key];
  if (!(await approvedTemplate(deps.db, restaurantId, template.name)))
    return skip('modelo não aprovado').then(() => false);
  if (!(await withinNumberLimits(deps.db, loaded.account, phone))) {
    // Over Meta's per-number limits: wait, without counting an attempt.
    await settle(deps.db, row.id, {
      state: 'pending',
      attempts: row.attempts - 1,
      nextAttemptAt: new Date(now.getTime() + 1_000),
    });
    return false;
  }
  try {
    const waMessageId = await sendTemplate(loaded.credentials, {
      phoneNumberId: loaded.account.phoneNumberId,
      to: phone,
      templateName: template.name,
      components: [{ type: 'body', parameters: planned.parameters }],
    });
    await settle(deps.db, row.id, {
      state: 'sent',
      templateName: template.name,
      waMessageId,
      sentAt: now,
      lastError: null,
    });
    return true;
  } catch (error) {
    if (!(error instanceof GraphApiError)) throw error;
    const delay = retryDelay(row.attempts);
    const retry =
      (error.notDelivered || isRetryableGraphError(error.code, error.httpStatus)) && delay !== null;
    await settle(deps.db, row.id, {
      templateName: template.name,
      lastError: error.message.slice(0, 300),
      errorCode: error.code ?? null,
      ...(retry
        ? { state: 'pending', nextAttemptAt: new Date(now.getTime() + delay) }
        : { state: 'failed', deliveryStatus: 'failed' }),
    });
    return false;
  }
}

/** Sends every due order update once, then the replies confirming opt-outs; returns how many went out. */
export async function runWhatsAppOutbox(deps: WhatsAppJobDeps): Promise<number> {
  let sent = 0;
  for (let index = 0; index < MAX_PER_TICK; index++) {
    const now = deps.now?.() ?? new Date();
    const claim = await claimDue(deps.db, now);
    if (!claim) break;
    if (claim.interrupted) continue;
    try {
      if (await deliver(deps, claim.row, now)) sent += 1;
    } catch (error) {
      // Our own failure before or after the call: the lease expires and the row is settled then.
      deps.logger?.error({ err: error, messageId: claim.row.id }, 'whatsapp message failed');
    }
  }
  return sent + (await confirmOptOuts(deps, deps.now?.() ?? new Date()));
}

/** Checks the outbox every 2 s; the returned function stops it. */
export function startWhatsAppNotifications(deps: WhatsAppJobDeps, everyMs = 2_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runWhatsAppOutbox(deps)
      .catch((error) => deps.logger?.error({ err: error }, 'whatsapp outbox tick failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
