/**
 * Open Delivery's merchant endpoint, hosted by the merchant software: each connected merchant has
 * its own URL (the standard requires one URL per merchant), which the owner gives the marketplace.
 * Public like the store's menu; the integration's random id is the address.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryIntegrations } from '../../db/schema';
import { buildOpenDeliveryMerchant } from '../../integrations/open-delivery/open-delivery.merchant';
import { openDeliveryMerchantSchema } from '../../integrations/open-delivery/open-delivery.merchant.schemas';
import { OPEN_DELIVERY_PLATFORMS } from '../../integrations/open-delivery/open-delivery.sync';
import { notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';

const params = z.object({ integrationId: z.string().min(1).max(100) });

export async function openDeliveryMerchantRoutes(app: App) {
  app.get(
    '/open-delivery/merchants/:integrationId',
    { schema: { params, response: { 200: openDeliveryMerchantSchema } }, config: { access: 'public' } },
    async (request) => {
      const [integration] = await app.db
        .select()
        .from(deliveryIntegrations)
        .where(
          and(
            eq(deliveryIntegrations.id, request.params.integrationId),
            inArray(deliveryIntegrations.platform, [...OPEN_DELIVERY_PLATFORMS]),
          ),
        );
      const merchant =
        integration && (await buildOpenDeliveryMerchant(app.db, integration, app.config.publicUrl));
      if (!merchant) throw notFound('Estabelecimento não encontrado');
      return merchant;
    },
  );
}
