/**
 * Telling the marketplace the merchant changed. Keeta takes `POST /v1/merchantUpdate/{merchantId}`
 * (our merchant id in the path) in three modes: an empty body (read `GET /v1/merchant` again), only
 * `merchantStatus` (open or close without a re-read), or entity updates; "do not pass
 * merchantStatus and entityType&updatedObjects at the same time"
 * (api-docs.mykeeta.com/apis/opendelivery/merchantendpoints/merchantupdate, v1.0.7). The bare
 * standard keeps `POST /v1/menuUpdated` (its path key, openapi.yaml v1.7.0 l.2493).
 * The pause is pushed as `merchantStatus` the first tick after it changes, so a paused restaurant
 * receives no order before Keeta's next read of the document.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants } from '../../db/schema';
import type { IntegrationRow } from '../integration-store';
import type { OpenDeliveryClient } from './open-delivery.client';

/** The last status each integration's marketplace was told, per process (a repeat is harmless). */
const lastStatus = new Map<string, 'AVAILABLE' | 'UNAVAILABLE'>();

const ourMerchantId = (integration: IntegrationRow) => integration.merchantId ?? integration.restaurantId;

export async function notifyMerchantChanged(client: OpenDeliveryClient, integration: IntegrationRow) {
  if (integration.platform === 'keeta') await client.merchantUpdate(ourMerchantId(integration), {});
  else await client.merchantUpdated();
}

export async function pushKeetaMerchantStatus(
  db: Db,
  client: OpenDeliveryClient,
  integration: IntegrationRow,
  now = new Date(),
) {
  if (integration.platform !== 'keeta') return;
  const [restaurant] = await db
    .select({ pausedUntil: restaurants.ordersPausedUntil })
    .from(restaurants)
    .where(eq(restaurants.id, integration.restaurantId));
  if (!restaurant) return;
  const status = restaurant.pausedUntil && restaurant.pausedUntil > now ? 'UNAVAILABLE' : 'AVAILABLE';
  // The first tick of a process says nothing while open: the document Keeta read already does.
  if ((lastStatus.get(integration.id) ?? 'AVAILABLE') === status) return;
  await client.merchantUpdate(ourMerchantId(integration), { merchantStatus: status });
  lastStatus.set(integration.id, status);
}
