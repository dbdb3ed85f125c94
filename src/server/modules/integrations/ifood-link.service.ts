/**
 * Linking a store to Comanda's distributed iFood app (developer.ifood.com.br/pt-BR/docs/guides/
 * authentication/distributed): start asks iFood for a user code and keeps its verifier
 * (encrypted) on the restaurant's iFood row; the owner authorises Comanda in the Portal do
 * Parceiro and types the authorization code it shows; complete exchanges code and verifier for the
 * store's tokens, learns the merchant id from the Merchant API and activates the integration.
 */
import { PLATFORM_NAMES } from '../../../domain/integrations/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { exchangeAuthorizationCode, requestUserCode } from '../../integrations/ifood/ifood.auth';
import { createIfoodClient, IfoodError } from '../../integrations/ifood/ifood.client';
import { storedTokens } from '../../integrations/ifood/ifood.store-token';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { conflict, HttpError } from '../../lib/http-error';
import { createIntegrationsRepository } from './integrations.repository';
import { toIntegrationView } from './integrations.views';

function linkApp(config: Config) {
  const { appType, clientId, clientSecret } = config.ifood;
  if (appType !== 'distributed')
    throw conflict('Este servidor usa um app próprio do iFood: conecte com as chaves do app.');
  if (!clientId || !clientSecret)
    throw new HttpError(
      409,
      'O iFood ainda não foi configurado neste servidor. Fale com o suporte do Comanda.',
    );
  return { clientId, clientSecret };
}

function unreachable(error: unknown): never {
  if (error instanceof IfoodError && error.status >= 400 && error.status < 500 && error.status !== 429)
    throw new HttpError(422, 'O iFood recusou o código de autorização. Gere um novo código e tente de novo.');
  throw new HttpError(502, 'Não foi possível falar com o iFood agora. Tente novamente em instantes.');
}

export function createIfoodLinkService(db: Db, config: Config) {
  const repository = createIntegrationsRepository(db);

  return {
    /** Where the dialog sends the owner: Comanda's distributed app, or the operator's own keys. */
    mode() {
      const { appType, clientId, clientSecret } = config.ifood;
      return { appType, configured: appType === 'centralized' || Boolean(clientId && clientSecret) };
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
      const row = await repository.update(existing.id, {
        ...storedTokens(config.encryptionKey, token),
        merchantId: merchants[0]?.id ?? existing.merchantId,
        apiKey: null,
        secretKey: null,
        linkVerifier: null,
        status: 'active',
        syncErrors: null,
        pollLeaseUntil: null,
        isMenuSynced: false,
      });
      return toIntegrationView(row, config);
    },
  };
}
