/**
 * Which restaurant a Keeta event belongs to (decisions 0053, 0063): always the store Keeta names,
 * never whose credentials fetched it. A new order is routed by its details' `merchant.id` (our
 * merchant id, the one given to Keeta at onboarding); a webhook by its `X-App-MerchantId`; any other
 * polled event by the order it concerns, which we imported for one restaurant only. An event for a
 * store nobody linked is acknowledged and dropped by the caller, with its ids in the log.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryIntegrations, orders } from '../../db/schema';
import { findIntegrationByMerchant, type IntegrationRow } from '../integration-store';
import type { OpenDeliveryClient } from '../open-delivery/open-delivery.client';
import { applyOpenDeliveryEvent } from '../open-delivery/open-delivery.sync';
import type { OpenDeliveryEvent, OpenDeliveryOrder } from '../open-delivery/open-delivery.types';

export interface KeetaRoute {
  integration: IntegrationRow | null;
  /** The store the event named, for the log line of an unlinked one. */
  merchantId: string | null;
  fetched?: OpenDeliveryOrder;
}

async function integrationOfOrder(db: Db, externalOrderId: string): Promise<IntegrationRow | null> {
  const [row] = await db
    .select({ integration: deliveryIntegrations })
    .from(orders)
    .innerJoin(
      deliveryIntegrations,
      and(
        eq(deliveryIntegrations.restaurantId, orders.restaurantId),
        eq(deliveryIntegrations.platform, 'keeta'),
        eq(deliveryIntegrations.status, 'active'),
      ),
    )
    .where(and(eq(orders.orderSource, 'keeta'), eq(orders.externalOrderId, externalOrderId)))
    .limit(1);
  return row?.integration ?? null;
}

export async function routeKeetaEvent(
  db: Db,
  client: OpenDeliveryClient,
  event: OpenDeliveryEvent,
  namedMerchant: string | null,
): Promise<KeetaRoute> {
  if (event.eventType === 'CREATED') {
    const fetched = await client.order(event.orderId);
    const merchantId = fetched.merchant.id;
    return { integration: await findIntegrationByMerchant(db, 'keeta', merchantId), merchantId, fetched };
  }
  if (namedMerchant)
    return {
      integration: await findIntegrationByMerchant(db, 'keeta', namedMerchant),
      merchantId: namedMerchant,
    };
  const integration = await integrationOfOrder(db, event.orderId);
  return { integration, merchantId: integration?.merchantId ?? null };
}

/** Routes and applies one event; false when no restaurant linked its store (acknowledge and drop). */
export async function handleKeetaEvent(
  db: Db,
  client: OpenDeliveryClient,
  event: OpenDeliveryEvent,
  namedMerchant: string | null,
): Promise<{ applied: boolean; merchantId: string | null }> {
  const route = await routeKeetaEvent(db, client, event, namedMerchant);
  if (!route.integration) return { applied: false, merchantId: route.merchantId };
  await applyOpenDeliveryEvent(db, client, route.integration, event, route.fetched);
  return { applied: true, merchantId: route.merchantId };
}
