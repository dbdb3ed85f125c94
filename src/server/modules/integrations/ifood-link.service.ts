/**
 * Linking a store to Comanda's iFood app (decision 0061).
 * - Centralized (the default): the operator requests access to the store in iFood's Developer
 *   Portal, its owner approves it in the Portal do Parceiro, then types the store id here. Comanda
 *   looks it up in GET /merchants with the app's token (which lists every approved store of every
 *   restaurant, so the owner never picks from that list), shows its name to confirm, and links it
 *   unless another restaurant already did (decision 0053).
 * - Distributed (a self-hosted install, developer.ifood.com.br/pt-BR/docs/guides/authentication/
 *   distributed): start asks iFood for a user code and keeps its verifier (encrypted); the owner
 *   authorises Comanda in the Portal do Parceiro and types the authorization code it shows;
 *   complete exchanges code and verifier for the store's tokens.
 */
import { PLATFORM_NAMES } from '../../../domain/integrations/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { exchangeAuthorizationCode, requestUserCode } from '../../integrations/ifood/ifood.auth';
import { createIfoodClient, IfoodError } from '../../integrations/ifood/ifood.client';
import { storeStatusView } from '../../integrations/ifood/ifood.merchant-status';
import { storedTokens } from '../../integrations/ifood/ifood.store-token';
import { ifoodClientFor } from '../../integrations/ifood/ifood.sync';
import {
  holdingStore,
  MERCHANT_TAKEN_MESSAGE,
  merchantLinkedElsewhere,
} from '../../integrations/integration-store';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { conflict, HttpError } from '../../lib/http-error';
import { createIntegrationsRepository } from './integrations.repository';
import { toIntegrationView } from './integrations.views';

export const IFOOD_NOT_CONFIGURED = 'O Comanda ainda não foi configurado para o iFood neste servidor.';

function linkApp(config: Config, appType: 'distributed' | 'centralized' = 'distributed') {
  const { clientId, clientSecret } = config.ifood;
  if (config.ifood.appType !== appType)
    throw conflict(
      appType === 'distributed'
        ? 'Este servidor vincula lojas do iFood pelo ID da loja, sem código.'
        : 'Este servidor vincula lojas do iFood pelo código de vínculo.',
    );
  if (!clientId || !clientSecret) throw new HttpError(409, IFOOD_NOT_CONFIGURED);
  return { clientId, clientSecret };
}

/** 14 digits, with or without the usual punctuation. */
const looksLikeCnpj = (text: string) => /^\d{14}$/.test(text.replace(/[.\-/\s]/g, ''));

function storeUnreachable(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new HttpError(502, 'Não foi possível falar com o iFood agora. Tente novamente em instantes.');
}

function unreachable(error: unknown): never {
  if (error instanceof IfoodError && error.status >= 400 && error.status < 500 && error.status !== 429)
    throw new HttpError(422, 'O iFood recusou o código de autorização. Gere um novo código e tente de novo.');
  throw new HttpError(502, 'Não foi possível falar com o iFood agora. Tente novamente em instantes.');
}

export function createIfoodLinkService(db: Db, config: Config) {
  const repository = createIntegrationsRepository(db);

  return {
    /** Which dialog the owner gets, and whether the operator has configured Comanda's iFood app. */
    mode() {
      const { appType, clientId, clientSecret } = config.ifood;
      return { appType, configured: Boolean(clientId && clientSecret) };
    },

    /**
     * The store the owner named, as iFood knows it: in the app token's GET /merchants and not linked
     * by another restaurant. A store approved after the token was issued appears only in a new token
     * ("Solicite um novo access_token quando seu aplicativo receber uma nova permissão"), so a miss
     * asks for one before answering that the store is not there.
     */
    async findStore(restaurantId: string, store: string) {
      const app = linkApp(config, 'centralized');
      const merchantId = store.trim();
      if (looksLikeCnpj(merchantId))
        throw new HttpError(
          422,
          'O iFood não informa o CNPJ na lista de lojas. Digite o ID da loja, como aparece no Portal do Parceiro.',
        );
      if (await merchantLinkedElsewhere(db, 'ifood', merchantId, restaurantId))
        throw conflict(MERCHANT_TAKEN_MESSAGE);
      const client = createIfoodClient(config.ifoodBaseUrl, app);
      try {
        let found = (await client.merchants()).find((merchant) => merchant.id === merchantId);
        if (!found) {
          await client.authenticate();
          found = (await client.merchants()).find((merchant) => merchant.id === merchantId);
        }
        if (!found)
          throw new HttpError(
            422,
            'O iFood ainda não liberou esta loja para o Comanda. Confira o ID e aprove o pedido de acesso do Comanda no Portal do Parceiro; depois tente de novo.',
          );
        return { merchantId: found.id, name: found.name, corporateName: found.corporateName ?? null };
      } catch (error) {
        storeUnreachable(error);
      }
    },

    /** Links the store the owner confirmed (checked again: approval and ownership may have changed). */
    async linkStore(restaurantId: string, store: string) {
      const found = await this.findStore(restaurantId, store);
      const row = await holdingStore(() =>
        repository.upsert({
          restaurantId,
          platform: 'ifood',
          platformName: PLATFORM_NAMES.ifood,
          status: 'active',
          merchantId: found.merchantId,
          // The app's token serves the store: no keys or tokens of its own.
          apiKey: null,
          secretKey: null,
          accessToken: null,
          refreshToken: null,
          accessTokenExpiresAt: null,
          linkVerifier: null,
          syncErrors: null,
          pollLeaseUntil: null,
          isMenuSynced: false,
        }),
      );
      return toIntegrationView(row, config);
    },

    /** GET /merchants/{id}/status of the restaurant's linked store, for the iFood card. */
    async storeStatus(restaurantId: string) {
      const existing = await repository.find(restaurantId, 'ifood');
      if (existing?.status !== 'active' || !existing.merchantId)
        throw new HttpError(404, 'Nenhuma loja do iFood vinculada a este restaurante.');
      const client = ifoodClientFor(db, existing, {
        baseUrl: config.ifoodBaseUrl,
        encryptionKey: config.encryptionKey,
        app: config.ifood,
      });
      const answer = await client.merchantStatus(existing.merchantId).catch(storeUnreachable);
      return storeStatusView(answer);
    },

    async start(restaurantId: string) {
      const app = linkApp(config);
      const code = await requestUserCode(config.ifoodBaseUrl, app).catch(unreachable);
      const existing = await repository.find(restaurantId, 'ifood');
      const linkVerifier = encryptSecret(config.encryptionKey, code.authorizationCodeVerifier);
      if (existing) await repository.update(existing.id, { linkVerifier });
      else
        await repository.upsert({
          restaurantId,
          platform: 'ifood',
          platformName: PLATFORM_NAMES.ifood,
          status: 'inactive',
          linkVerifier,
        });
      return {
        userCode: code.userCode,
        verificationUrl: code.verificationUrl,
        verificationUrlComplete: code.verificationUrlComplete,
        expiresIn: code.expiresIn,
      };
    },

    async complete(restaurantId: string, authorizationCode: string) {
      const app = linkApp(config);
      const existing = await repository.find(restaurantId, 'ifood');
      if (!existing?.linkVerifier)
        throw conflict('Gere o código de vínculo do iFood antes de informar a autorização.');
      const verifier = decryptSecret(config.encryptionKey, existing.linkVerifier);
      const token = await exchangeAuthorizationCode(
        config.ifoodBaseUrl,
        app,
        authorizationCode,
        verifier,
      ).catch(unreachable);
      const client = createIfoodClient(config.ifoodBaseUrl, { token: async () => token.accessToken });
      const merchants = await client.merchants().catch(unreachable);
      const merchantId = merchants[0]?.id ?? existing.merchantId;
      if (merchantId && (await merchantLinkedElsewhere(db, 'ifood', merchantId, restaurantId)))
        throw conflict(MERCHANT_TAKEN_MESSAGE);
      const row = await holdingStore(() =>
        repository.update(existing.id, {
          ...storedTokens(config.encryptionKey, token),
          merchantId,
          apiKey: null,
          secretKey: null,
          linkVerifier: null,
          status: 'active',
          syncErrors: null,
          pollLeaseUntil: null,
          isMenuSynced: false,
        }),
      );
      return toIntegrationView(row, config);
    },
  };
}
