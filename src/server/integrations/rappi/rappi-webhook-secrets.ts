/**
 * The ally's webhook secrets (table rappi_webhook_secrets, decision 0065): registering a store on an
 * event creates that event's webhook once and keeps the secret Rappi issues for it; later stores
 * are added to the same webhook and share it. A signed delivery is checked against the ally's
 * secrets: one per event, and Comanda tells the events apart only after the signature is checked.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rappiWebhookSecrets } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { RAPPI_WEBHOOK_EVENTS, type RappiAllyClient } from './rappi-ally.client';

export async function allySecrets(db: Db, clientId: string, encryptionKey: string) {
  const rows = await db.select().from(rappiWebhookSecrets).where(eq(rappiWebhookSecrets.clientId, clientId));
  return rows.map((row) => ({ event: row.event, secret: decryptSecret(encryptionKey, row.secret) }));
}

/** Puts the store on each event's webhook, creating the webhook (and keeping its secret) the first time. */
export async function registerStoreWebhooks(
  db: Db,
  client: RappiAllyClient,
  options: { clientId: string; url: string; storeId: string; encryptionKey: string },
) {
  for (const event of RAPPI_WEBHOOK_EVENTS) {
    const [known] = await db
      .select({ event: rappiWebhookSecrets.event })
      .from(rappiWebhookSecrets)
      .where(and(eq(rappiWebhookSecrets.clientId, options.clientId), eq(rappiWebhookSecrets.event, event)));
    if (known) {
      await client.addStores(event, options.url, [options.storeId]);
      continue;
    }
    await client.createWebhook(event, options.url, [options.storeId]);
    const secret = encryptSecret(options.encryptionKey, await client.resetSecret(event));
    await db
      .insert(rappiWebhookSecrets)
      .values({ clientId: options.clientId, event, secret, url: options.url })
      .onConflictDoUpdate({
        target: [rappiWebhookSecrets.clientId, rappiWebhookSecrets.event],
        set: { secret, url: options.url, updatedAt: new Date() },
      });
  }
}

/** Takes the store off every webhook the ally holds; Rappi stops sending its events. */
export async function removeStoreWebhooks(
  db: Db,
  client: RappiAllyClient,
  clientId: string,
  storeId: string,
) {
  const rows = await db
    .select({ event: rappiWebhookSecrets.event })
    .from(rappiWebhookSecrets)
    .where(eq(rappiWebhookSecrets.clientId, clientId));
  for (const row of rows) {
    const event = RAPPI_WEBHOOK_EVENTS.find((name) => name === row.event);
    if (event) await client.removeStores(event, [storeId]);
  }
}
