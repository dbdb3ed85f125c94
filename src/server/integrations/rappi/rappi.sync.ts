/**
 * Sends the panel's queued Rappi actions (take on confirm, ready-for-pickup on ready, reject on
 * cancel) after their transaction committed; a failed call is shown on the order and retried on
 * the next tick (a refusal for good is not: settleFailedAction, decision 0069), and an order's later
 * actions wait for its earlier ones.
 */

import { and, eq, isNull } from 'drizzle-orm';
import { RAPPI_ACTIONS, type RappiAction } from '../../../domain/integrations/external-status';
import type { Db } from '../../db/client';
import { deliveryIntegrations, integrationEvents } from '../../db/schema';
import type { JobLogger } from '../../jobs/runner';
import { decryptSecret } from '../../lib/crypto';
import {
  type IntegrationRow,
  pendingActions,
  setExternalStatus,
  settleFailedAction,
} from '../integration-store';
import { createRappiClient, type RappiApiConfig, RappiError } from './rappi.client';
import { RAPPI_REJECT_REASONS } from './rappi.types';

export interface RappiSyncOptions {
  /** The host, and the ally's credentials (decision 0065) for stores linked through it. */
  api: RappiApiConfig & { clientId?: string; clientSecret?: string };
  encryptionKey: string;
}

const ACTION_STATUS: Record<RappiAction, string> = {
  take: 'CONFIRMED',
  readyForPickup: 'READY_TO_PICKUP',
  reject: 'CANCELLED',
};

/** Without the owner's choice a rejection goes out as the most common documented reason. */
const DEFAULT_REJECT = RAPPI_REJECT_REASONS[0];

export function rappiClientFor(integration: IntegrationRow, options: RappiSyncOptions) {
  // Section 7's connect payload leaves the merchant id optional; Rappi's actions need the store id.
  if (!integration.merchantId)
    throw new RappiError(
      422,
      'Informe o ID da loja na Rappi (Configurar) para devolver o status dos pedidos.',
      { beforeRequest: true },
    );
  // A store linked by id acts with the ally's token; rows from before keep the owner's typed keys.
  if (!integration.apiKey) {
    const { clientId, clientSecret } = options.api;
    if (!clientId || !clientSecret)
      throw new RappiError(503, 'O Comanda ainda não foi configurado para a Rappi neste servidor.');
    return createRappiClient(options.api, { clientId, clientSecret, storeId: integration.merchantId });
  }
  return createRappiClient(options.api, {
    clientId: decryptSecret(options.encryptionKey, integration.apiKey),
    clientSecret: decryptSecret(options.encryptionKey, integration.secretKey ?? ''),
    storeId: integration.merchantId,
  });
}

export async function runRappiTick(db: Db, options: RappiSyncOptions) {
  const active = await db
    .select()
    .from(deliveryIntegrations)
    .where(and(eq(deliveryIntegrations.platform, 'rappi'), eq(deliveryIntegrations.status, 'active')));
  const byId = new Map(active.map((integration) => [integration.id, integration]));
  const blocked = new Set<string>();
  for (const row of await pendingActions(db, [...byId.keys()])) {
    const integration = byId.get(row.integrationId)!;
    const payload = JSON.parse(row.payload ?? '{}') as {
      orderId: string;
      action: RappiAction;
      cancellationCode?: string;
      reason?: string;
    };
    const { orderId, action } = payload;
    if (blocked.has(orderId) || !RAPPI_ACTIONS.includes(action)) continue;
    const claimed = await db
      .update(integrationEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(integrationEvents.id, row.id), isNull(integrationEvents.processedAt)))
      .returning({ id: integrationEvents.id });
    if (claimed.length === 0) continue;
    const externalId = row.externalOrderId ?? '';
    try {
      const client = rappiClientFor(integration, options);
      if (action === 'take') await client.take(externalId);
      else if (action === 'readyForPickup') await client.readyForPickup(externalId);
      else {
        const known = RAPPI_REJECT_REASONS.find((reason) => reason.code === payload.cancellationCode);
        const reason = known ?? DEFAULT_REJECT;
        await client.reject(externalId, reason.code, payload.reason || reason.description);
      }
      await setExternalStatus(db, orderId, ACTION_STATUS[action]);
    } catch (error) {
      await settleFailedAction(db, {
        eventId: row.id,
        integrationId: integration.id,
        orderId,
        action,
        error,
        message:
          error instanceof Error && error.name === 'RappiError'
            ? error.message
            : 'Falha de comunicação com a Rappi',
        blocked,
      });
    }
  }
}

const TICK_MS = 5_000;

export function startRappiSync(db: Db, options: RappiSyncOptions, logger: JobLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runRappiTick(db, options)
      .catch((error) => logger.error({ err: error, job: 'rappi-sync' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
