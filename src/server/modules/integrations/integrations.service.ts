/**
 * Connecting, configuring and disconnecting delivery platforms. Credentials are encrypted before
 * they reach the database; iFood credentials are validated by getting a token, and a refusal is
 * reported to the dialog instead of being stored as active.
 */

import type { z } from 'zod';
import {
  type ConnectablePlatform,
  type connectIntegrationSchema,
  type OrderSourceCounts,
  PLATFORM_NAMES,
  type updateIntegrationSchema,
} from '../../../domain/integrations/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createIfoodClient, IfoodError } from '../../integrations/ifood/ifood.client';
import { holdingStore } from '../../integrations/integration-store';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import { createIntegrationsRepository, type IntegrationPatch } from './integrations.repository';
import { isRappiAllyLink, readSettings, toIntegrationView } from './integrations.views';
import { createRappiLinkService } from './rappi-link.service';

type ConnectInput = z.output<typeof connectIntegrationSchema>;
type UpdateInput = z.output<typeof updateIntegrationSchema>;

export const INTEGRATION_NOT_FOUND = 'Integração não encontrada';

/** Keeta's keys are Comanda's (decision 0063): the spec's connect body cannot carry an owner's. */
export const KEETA_LINKS_BY_STORE_ID =
  'A Keeta se conecta só pelo ID da loja, sem chaves: use Conectar no cartão da Keeta.';

async function validateCredentials(
  config: Config,
  platform: ConnectablePlatform,
  apiKey: string,
  secretKey: string,
) {
  if (platform !== 'ifood') return;
  try {
    await createIfoodClient(config.ifoodBaseUrl, {
      clientId: apiKey,
      clientSecret: secretKey,
    }).authenticate();
  } catch (error) {
    if (error instanceof IfoodError && error.status !== 429)
      throw new HttpError(422, 'O iFood recusou as credenciais. Verifique a API Key e a Secret Key.');
    throw new HttpError(502, 'Não foi possível falar com o iFood agora. Tente novamente em instantes.');
  }
}

/**
 * Uber Eats left Brazil in 2022. iFood stores link to Comanda's own app (ifood-link.service.ts,
 * decision 0061): by id to the centralized app, by code to a distributed one; owners never type keys.
 */
function refuseUnavailable(config: Config, platform: ConnectablePlatform) {
  if (platform === 'uber_eats')
    throw new HttpError(422, 'A Uber Eats está indisponível no Brasil desde 2022.');
  if (platform === 'keeta') throw new HttpError(422, KEETA_LINKS_BY_STORE_ID);
  if (platform === 'ifood')
    throw new HttpError(
      422,
      config.ifood.appType === 'distributed'
        ? 'Vincule a loja do iFood pelo código de autorização, sem chaves.'
        : 'Vincule a loja do iFood pelo ID da loja, sem chaves.',
    );
}

export function createIntegrationsService(db: Db, config: Config) {
  const repository = createIntegrationsRepository(db);
  const view = (row: Parameters<typeof toIntegrationView>[0]) => toIntegrationView(row, config);
  const encrypt = (secret: string) => encryptSecret(config.encryptionKey, secret);

  return {
    async list(restaurantId: string) {
      return (await repository.list(restaurantId)).map(view);
    },

    async orderSourceCounts(restaurantId: string): Promise<OrderSourceCounts> {
      const counts: OrderSourceCounts = { direct: 0, ifood: 0, uber_eats: 0, rappi: 0, other: 0 };
      for (const row of await repository.ordersBySource(restaurantId)) {
        const key = row.source in counts ? (row.source as keyof OrderSourceCounts) : 'other';
        counts[key] += row.orders;
      }
      return counts;
    },

    async connect(restaurantId: string, input: ConnectInput) {
      const { apiKey, secretKey, merchantId, webhookUrl, webhookSecret } = input.credentials;
      refuseUnavailable(config, input.platform);
      if (input.isActive) await validateCredentials(config, input.platform, apiKey, secretKey);
      const row = await holdingStore(() =>
        repository.upsert({
          restaurantId,
          platform: input.platform,
          platformName: PLATFORM_NAMES[input.platform],
          status: input.isActive ? 'active' : 'inactive',
          apiKey: encrypt(apiKey),
          secretKey: encrypt(secretKey),
          merchantId: merchantId ?? null,
          webhookUrl: webhookUrl ?? null,
          baseUrl: null,
          webhookSecret: webhookSecret ? encrypt(webhookSecret) : null,
          // Typed keys replace a linked store's tokens.
          accessToken: null,
          refreshToken: null,
          accessTokenExpiresAt: null,
          linkVerifier: null,
          settings: JSON.stringify(input.syncSettings),
          syncErrors: null,
          pollLeaseUntil: null,
        }),
      );
      return view(row);
    },

    /** 'Configurar' and 'Desconectar': secrets change only when retyped. */
    async update(restaurantId: string, platform: ConnectablePlatform, input: UpdateInput) {
      const existing = await repository.find(restaurantId, platform);
      if (!existing) throw notFound(INTEGRATION_NOT_FOUND);
      const credentials: NonNullable<UpdateInput['credentials']> = input.credentials ?? {
        apiKey: undefined,
        secretKey: undefined,
        webhookSecret: undefined,
      };
      const keeta = platform === 'keeta';
      if (keeta && (credentials.apiKey || credentials.secretKey || credentials.merchantId !== undefined))
        throw new HttpError(422, KEETA_LINKS_BY_STORE_ID);
      const patch: IntegrationPatch = {};
      if (credentials.apiKey) patch.apiKey = encrypt(credentials.apiKey);
      if (credentials.secretKey) patch.secretKey = encrypt(credentials.secretKey);
      if (credentials.merchantId !== undefined) patch.merchantId = credentials.merchantId || null;
      if (credentials.webhookUrl !== undefined) patch.webhookUrl = credentials.webhookUrl || null;
      if (credentials.webhookSecret) patch.webhookSecret = encrypt(credentials.webhookSecret);
      if (input.syncSettings) {
        patch.settings = JSON.stringify({ ...readSettings(existing.settings), ...input.syncSettings });
        // Saving the settings pushes the menu again on the next sync.
        patch.isMenuSynced = false;
      }
      const activating = input.isActive ?? existing.status === 'active';
      // Linked by code (tokens) or by id to Comanda's centralized app (no keys of its own); a Keeta
      // store is linked on Comanda's app: turning it back on needs the link, not keys.
      const rappiAlly = isRappiAllyLink(existing);
      const linked =
        Boolean(existing.refreshToken) || (platform === 'ifood' && !existing.apiKey) || keeta || rappiAlly;
      if (keeta && input.isActive && !existing.merchantId) throw new HttpError(422, KEETA_LINKS_BY_STORE_ID);
      if (activating && existing.status !== 'active' && !linked) refuseUnavailable(config, platform);
      if (
        !linked &&
        activating &&
        (credentials.apiKey || credentials.secretKey || existing.status !== 'active')
      ) {
        await validateCredentials(
          config,
          platform,
          credentials.apiKey || decryptSecret(config.encryptionKey, existing.apiKey ?? ''),
          credentials.secretKey || decryptSecret(config.encryptionKey, existing.secretKey ?? ''),
        );
      }
      if (input.isActive !== undefined) {
        patch.status = input.isActive ? 'active' : 'inactive';
        patch.pollLeaseUntil = null;
        if (input.isActive) patch.syncErrors = null;
      }
      // A store linked through Comanda's Rappi ally leaves its webhooks when disconnected.
      if (isRappiAllyLink(existing) && existing.status === 'active' && patch.status === 'inactive')
        await createRappiLinkService(db, config).unlink(existing);
      // Turned back on, it is linked again: the ownership check, and its webhooks back on the store.
      if (rappiAlly && existing.status !== 'active' && patch.status === 'active' && existing.merchantId)
        await createRappiLinkService(db, config).link(restaurantId, existing.merchantId);
      // Nothing to change (an empty body): answer with the integration as it is.
      // Turning a link back on, or naming another store, fails with 409 while another restaurant holds it.
      return view(
        Object.keys(patch).length
          ? await holdingStore(() => repository.update(existing.id, patch))
          : existing,
      );
    },
  };
}
