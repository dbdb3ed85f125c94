/**
 * Linking a Rappi store to Comanda's ally (decision 0065). The owner types the store id Rappi shows
 * them; Comanda checks that Rappi attached that store to its ally (`GET stores-pa`) and that no
 * other restaurant linked it, puts the store on the app's one webhook URL for every event it takes,
 * and tells Rappi the store is integrated. Disconnecting takes the store off the webhooks.
 */
import { DEFAULT_SYNC_SETTINGS, PLATFORM_NAMES } from '../../../domain/integrations/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  holdingStore,
  MERCHANT_TAKEN_MESSAGE,
  merchantLinkedElsewhere,
} from '../../integrations/integration-store';
import { createRappiAllyClient, rappiAllyConfig } from '../../integrations/rappi/rappi-ally.client';
import { registerStoreWebhooks, removeStoreWebhooks } from '../../integrations/rappi/rappi-webhook-secrets';
import { conflict, HttpError } from '../../lib/http-error';
import { createIntegrationsRepository, type IntegrationRow } from './integrations.repository';
import { toIntegrationView } from './integrations.views';

export const RAPPI_NOT_CONFIGURED = 'O Comanda ainda não foi configurado para a Rappi neste servidor.';
export const RAPPI_UNREACHABLE = 'Não foi possível falar com a Rappi agora. Tente novamente em instantes.';
export const rappiStoreNotAttached = (storeId: string) =>
  `A Rappi não mostra a loja ${storeId} para o Comanda. Peça à Rappi (pelo seu contato comercial ou pelo suporte da Rappi para lojas parceiras) que associe a loja ao integrador Comanda e tente de novo.`;

/** The one URL Rappi posts every event of every store to. */
export const rappiWebhookUrl = (publicUrl: string) => `${publicUrl}/api/integrations/rappi/webhook`;

export function createRappiLinkService(db: Db, config: Config) {
  const repository = createIntegrationsRepository(db);
  const ally = () => {
    const app = rappiAllyConfig(config.rappi);
    if (!app) throw new HttpError(422, RAPPI_NOT_CONFIGURED);
    return app;
  };

  return {
    /** What the card and the panel need: whether the ally is configured, and the take deadline. */
    mode() {
      return {
        configured: rappiAllyConfig(config.rappi) !== null,
        takeDeadlineSeconds: config.rappi.takeDeadlineSeconds,
      };
    },

    async link(restaurantId: string, storeId: string) {
      const app = ally();
      if (await merchantLinkedElsewhere(db, 'rappi', storeId, restaurantId))
        throw conflict(MERCHANT_TAKEN_MESSAGE);
      const client = createRappiAllyClient(app);
      const stores = await client.stores().catch(() => {
        throw new HttpError(502, RAPPI_UNREACHABLE);
      });
      if (!stores.some((store) => store.rappiId === storeId))
        throw new HttpError(422, rappiStoreNotAttached(storeId));
      try {
        await registerStoreWebhooks(db, client, {
          clientId: app.clientId,
          url: rappiWebhookUrl(config.publicUrl),
          storeId,
          encryptionKey: config.encryptionKey,
        });
        await client.markIntegrated(storeId, true);
      } catch {
        throw new HttpError(502, RAPPI_UNREACHABLE);
      }
      const existing = await repository.find(restaurantId, 'rappi');
      const row = await holdingStore(() =>
        repository.upsert({
          restaurantId,
          platform: 'rappi',
          platformName: PLATFORM_NAMES.rappi,
          status: 'active',
          merchantId: storeId,
          // The ally's credentials are the operator's; nothing of the owner's is kept.
          apiKey: null,
          secretKey: null,
          webhookSecret: null,
          webhookUrl: null,
          baseUrl: null,
          accessToken: null,
          refreshToken: null,
          accessTokenExpiresAt: null,
          linkVerifier: null,
          settings: existing?.settings ?? JSON.stringify(DEFAULT_SYNC_SETTINGS),
          syncErrors: null,
          pollLeaseUntil: null,
        }),
      );
      return toIntegrationView(row, config);
    },

    /**
     * Takes the store off the ally's webhooks and tells Rappi it is no longer integrated. Best
     * effort: the owner's disconnection stands even if Rappi is unreachable, and an event that still
     * arrives finds no active link and is dropped.
     */
    async unlink(row: IntegrationRow): Promise<boolean> {
      const app = rappiAllyConfig(config.rappi);
      if (!app || !row.merchantId) return false;
      const client = createRappiAllyClient(app);
      try {
        await removeStoreWebhooks(db, client, app.clientId, row.merchantId);
        await client.markIntegrated(row.merchantId, false);
        return true;
      } catch {
        return false;
      }
    },
  };
}
