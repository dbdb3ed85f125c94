/**
 * One poll of Keeta for every linked store (decision 0063). "The Keeta polling API enforces a rate
 * limit of no more than two requests per minute per token … It is recommended to poll … every 30
 * seconds. The TTL for order events is 4 hours and 10 minutes"
 * (api-docs.mykeeta.com/en/apis/opendelivery/development-guides/orders/polling); the stores go in
 * `x-polling-merchants` as our merchant ids (…/pollingwebhook.md). A lease in the database, taken
 * for 30 s by a conditional upsert, lets one instance poll per window, so never more than two polls a
 * minute whatever the number of instances; a 429 waits for the next minute. Every polled event is
 * acknowledged, used or not ("ack every polled event", …/orderspolling/pollingacknowledgment),
 * except one whose handling failed: it comes back in the next poll.
 */
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { parseSyncSettings } from '../../../domain/integrations/platforms';
import type { Db } from '../../db/client';
import { deliveryIntegrations, partnerPollLeases } from '../../db/schema';
import { recordSyncResult } from '../integration-store';
import { notifyMerchantChanged, pushKeetaMerchantStatus } from '../open-delivery/keeta-merchant-update';
import { OpenDeliveryError, type OpenDeliveryEvent } from '../open-delivery/open-delivery.types';
import { type KeetaConfig, keetaAppClient } from './keeta.app';
import { handleKeetaEvent } from './keeta.events';

export interface KeetaLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const KEETA_POLL_WINDOW_MS = 30_000;
const MINUTE_MS = 60_000;

export const keetaLeaseName = (config: KeetaConfig) => `keeta:${config.keeta.clientId ?? ''}`;

/** Takes the app's poll lease until `until` unless another instance holds it. */
async function claimLease(db: Db, name: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(partnerPollLeases)
    .values({ name, leaseUntil: until })
    .onConflictDoUpdate({
      target: partnerPollLeases.name,
      set: { leaseUntil: until },
      setWhere: lt(partnerPollLeases.leaseUntil, now),
    })
    .returning({ name: partnerPollLeases.name });
  return rows.length > 0;
}

async function holdLease(db: Db, name: string, until: Date) {
  await db.update(partnerPollLeases).set({ leaseUntil: until }).where(eq(partnerPollLeases.name, name));
}

function syncMessage(error: unknown): string {
  if (error instanceof OpenDeliveryError) {
    if (error.status === 401) return 'A Keeta recusou as credenciais do Comanda; avise o suporte';
    if (error.status === 0) return 'Keeta inacessível; nova tentativa em instantes';
    if (error.status === 429) return 'A Keeta pediu para esperar; nova tentativa no próximo minuto';
    return `A Keeta respondeu ${error.status}`;
  }
  return 'Falha de comunicação com a Keeta';
}

export async function runKeetaPoll(db: Db, config: KeetaConfig, logger?: KeetaLogger, now = new Date()) {
  const client = keetaAppClient(config);
  if (!client) return { polled: false, events: 0 };
  const linked = await db
    .select()
    .from(deliveryIntegrations)
    .where(
      and(
        eq(deliveryIntegrations.platform, 'keeta'),
        eq(deliveryIntegrations.status, 'active'),
        isNotNull(deliveryIntegrations.merchantId),
      ),
    );
  if (linked.length === 0) return { polled: false, events: 0 };
  const lease = keetaLeaseName(config);
  if (!(await claimLease(db, lease, now, new Date(now.getTime() + KEETA_POLL_WINDOW_MS))))
    return { polled: false, events: 0 };

  let events: OpenDeliveryEvent[];
  try {
    events = await client.pollEvents(linked.map((row) => row.merchantId ?? ''));
  } catch (error) {
    if (error instanceof OpenDeliveryError && error.status === 429)
      await holdLease(db, lease, new Date(Math.ceil((now.getTime() + 1) / MINUTE_MS) * MINUTE_MS));
    for (const row of linked) await recordSyncResult(db, row.id, syncMessage(error));
    return { polled: true, events: 0, error: syncMessage(error) };
  }
  const unique = [...new Map(events.map((event) => [event.eventId, event])).values()].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  const done: OpenDeliveryEvent[] = [];
  for (const event of unique) {
    try {
      const result = await handleKeetaEvent(db, client, event, null);
      if (!result.applied)
        logger?.warn(
          { platform: 'keeta', merchantId: result.merchantId, eventId: event.eventId },
          'event for a store no restaurant linked, acknowledged and dropped',
        );
      done.push(event);
    } catch (error) {
      logger?.error(
        { platform: 'keeta', eventId: event.eventId, status: (error as OpenDeliveryError).status },
        'keeta event not handled, it will be polled again',
      );
    }
  }
  try {
    await client.acknowledge(done);
    for (const row of linked) {
      await pushKeetaMerchantStatus(db, client, row);
      if (parseSyncSettings(row.settings).autoSyncMenu && !row.isMenuSynced) {
        await notifyMerchantChanged(client, row);
        await db
          .update(deliveryIntegrations)
          .set({ isMenuSynced: true })
          .where(eq(deliveryIntegrations.id, row.id));
      }
      await recordSyncResult(db, row.id, null);
    }
  } catch (error) {
    for (const row of linked) await recordSyncResult(db, row.id, syncMessage(error));
    return { polled: true, events: unique.length, error: syncMessage(error) };
  }
  return { polled: true, events: unique.length };
}
