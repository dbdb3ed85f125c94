/**
 * A linked store's iFood tokens (distributed app), encrypted at rest in its integration row: the
 * access token is used until shortly before it expires, then the refresh token gets a new pair
 * (iFood may rotate the refresh token, so both are stored again).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryIntegrations } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import type { IntegrationRow } from '../integration-store';
import { type IfoodApp, refreshStoreToken } from './ifood.auth';
import { IfoodError, IfoodRateLimited, type StoreTokenSource } from './ifood.client';
import type { IfoodToken } from './ifood.types';

const EXPIRY_MARGIN_MS = 60_000;

/** The columns a token answer sets. */
export function storedTokens(encryptionKey: string, token: IfoodToken, now = new Date()) {
  return {
    accessToken: encryptSecret(encryptionKey, token.accessToken),
    ...(token.refreshToken ? { refreshToken: encryptSecret(encryptionKey, token.refreshToken) } : {}),
    accessTokenExpiresAt: new Date(now.getTime() + token.expiresIn * 1000),
  };
}

export function storeTokenSource(
  db: Db,
  integration: IntegrationRow,
  options: { baseUrl: string; encryptionKey: string; app: IfoodApp },
): StoreTokenSource {
  let current = {
    accessToken: integration.accessToken,
    refreshToken: integration.refreshToken,
    expiresAt: integration.accessTokenExpiresAt,
  };
  return {
    async token(fresh) {
      const valid = current.expiresAt && current.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
      if (!fresh && valid && current.accessToken)
        return decryptSecret(options.encryptionKey, current.accessToken);
      if (!current.refreshToken) throw new IfoodError(401, 'Loja do iFood desvinculada: vincule novamente');
      const answer = await refreshStoreToken(
        options.baseUrl,
        options.app,
        decryptSecret(options.encryptionKey, current.refreshToken),
      ).catch((error: unknown) => {
        // A refused refresh is the store's token, never an answer to the request that needed it.
        if (error instanceof IfoodError && !(error instanceof IfoodRateLimited))
          throw new IfoodError(error.status, error.message, { beforeRequest: true });
        throw error;
      });
      const columns = storedTokens(options.encryptionKey, answer);
      await db.update(deliveryIntegrations).set(columns).where(eq(deliveryIntegrations.id, integration.id));
      current = {
        accessToken: columns.accessToken,
        refreshToken: columns.refreshToken ?? current.refreshToken,
        expiresAt: columns.accessTokenExpiresAt,
      };
      return answer.accessToken;
    },
  };
}
