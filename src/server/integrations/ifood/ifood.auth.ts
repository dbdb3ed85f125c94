/**
 * iFood's Authentication module for a distributed app (developer.ifood.com.br/pt-BR/docs/guides/
 * authentication/distributed): Comanda's one client id asks for a user code
 * (POST /authentication/v1.0/oauth/userCode, form `clientId`), the owner enters it in the Portal do
 * Parceiro and gets an authorization code, which Comanda exchanges with the verifier for the
 * store's tokens (grantType=authorization_code); afterwards grantType=refresh_token renews them.
 */
import { IfoodError, IfoodRateLimited } from './ifood.client';
import type { IfoodToken, IfoodUserCode } from './ifood.types';

const TIMEOUT_MS = 10_000;

export interface IfoodApp {
  clientId: string;
  clientSecret: string;
}

async function form<T>(baseUrl: string, path: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/authentication/v1.0/oauth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 429) throw new IfoodRateLimited(60_000);
  if (!response.ok) throw new IfoodError(response.status, 'O iFood recusou a autorização');
  return (await response.json()) as T;
}

export function requestUserCode(baseUrl: string, app: IfoodApp) {
  return form<IfoodUserCode>(baseUrl, 'userCode', { clientId: app.clientId });
}

export function exchangeAuthorizationCode(
  baseUrl: string,
  app: IfoodApp,
  authorizationCode: string,
  authorizationCodeVerifier: string,
) {
  return form<IfoodToken>(baseUrl, 'token', {
    grantType: 'authorization_code',
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    authorizationCode,
    authorizationCodeVerifier,
  });
}

export function refreshStoreToken(baseUrl: string, app: IfoodApp, refreshToken: string) {
  return form<IfoodToken>(baseUrl, 'token', {
    grantType: 'refresh_token',
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    refreshToken,
  });
}
