/**
 * Linking a store to Comanda's Keeta app (decision 0063): the owner types the store's id in Keeta
 * ("Merchants can obtain this merchantId from the Keeta merchant portal"), Comanda refuses one that
 * another restaurant linked (re-onboarding it would take its orders), then calls
 * `PUT /v1/merchantOnboarding?merchantId=<ours>` with `keetaMerchantId`, our GET merchant URL and
 * our one webhook URL (api-docs.mykeeta.com/apis/opendelivery/merchantendpoints/putmerchantonboarding).
 * Our merchant id for the store is its Keeta id itself: one-to-one by construction, and what Keeta
 * sends back as `X-App-MerchantId` and `merchant.id` finds the restaurant through
 * `delivery_integrations.merchant_id`. No keys are typed or stored for Keeta.
 */
import { PLATFORM_NAMES } from '../../../domain/integrations/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  findIntegrationByMerchant,
  holdingStore,
  MERCHANT_TAKEN_MESSAGE,
  merchantLinkedElsewhere,
} from '../../integrations/integration-store';
import { KEETA_NOT_CONFIGURED, keetaAppClient } from '../../integrations/keeta/keeta.app';
import { OpenDeliveryError } from '../../integrations/open-delivery/open-delivery.types';
import { HttpError } from '../../lib/http-error';
import { createIntegrationsRepository } from './integrations.repository';
import { toIntegrationView } from './integrations.views';

export const KEETA_REFUSED_STORE =
  'A Keeta não aceitou este ID de loja. Confira o ID no portal da Keeta e tente de novo.';

export const keetaMerchantUrl = (publicUrl: string, integrationId: string) =>
  `${publicUrl}/api/open-delivery/merchants/${integrationId}`;
export const keetaWebhookUrl = (publicUrl: string) => `${publicUrl}/api/integrations/keeta/newEvent`;

export function createKeetaLinkService(db: Db, config: Config) {
  const repository = createIntegrationsRepository(db);

  return {
    mode: () => ({ configured: keetaAppClient(config) !== null }),

    async link(restaurantId: string, keetaMerchantId: string) {
      const client = keetaAppClient(config);
      if (!client) throw new HttpError(409, KEETA_NOT_CONFIGURED);
      if (await merchantLinkedElsewhere(db, 'keeta', keetaMerchantId, restaurantId))
        throw new HttpError(409, MERCHANT_TAKEN_MESSAGE);
      // The row exists first (inactive) so its id can be the store's merchant URL.
      const row =
        (await repository.find(restaurantId, 'keeta')) ??
        (await repository.upsert({
          restaurantId,
          platform: 'keeta',
          platformName: PLATFORM_NAMES.keeta,
          status: 'inactive',
        }));
      const onboard = (integrationId: string) =>
        client.onboard({
          merchantId: keetaMerchantId,
          keetaMerchantId: Number(keetaMerchantId),
          merchantUrl: keetaMerchantUrl(config.publicUrl, integrationId),
          webhookUrl: keetaWebhookUrl(config.publicUrl),
        });
      try {
        await onboard(row.id);
      } catch (error) {
        if (
          error instanceof OpenDeliveryError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429
        )
          throw new HttpError(
            422,
            // A refused token is Comanda's app credentials, not the owner's store id.
            error.status === 401 || error.beforeRequest ? KEETA_NOT_CONFIGURED : KEETA_REFUSED_STORE,
          );
        throw new HttpError(502, 'Não foi possível falar com a Keeta agora. Tente novamente em instantes.');
      }
      const linked = await holdingStore(() =>
        repository.update(row.id, {
          status: 'active',
          merchantId: keetaMerchantId,
          apiKey: null,
          secretKey: null,
          baseUrl: null,
          syncErrors: null,
          isMenuSynced: false,
          pollLeaseUntil: null,
          updatedAt: new Date(),
        }),
      ).catch(async (error: unknown) => {
        // Another restaurant linked the store between our check and now, and our onboarding may
        // have reached Keeta last: put the holder's merchant URL back, so Keeta never reads this
        // restaurant's menu and hours for the holder's store.
        const holder = await findIntegrationByMerchant(db, 'keeta', keetaMerchantId);
        if (holder && holder.restaurantId !== restaurantId) await onboard(holder.id).catch(() => undefined);
        throw error;
      });
      return toIntegrationView(linked, config);
    },
  };
}
