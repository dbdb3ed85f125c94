/**
 * The fake iFood's Authentication and Merchant side (sources):
 * - POST /authentication/v1.0/oauth/userCode, form `clientId`, answering {userCode,
 *   authorizationCodeVerifier, verificationUrl, verificationUrlComplete, expiresIn}:
 *   developer.ifood.com.br/pt-BR/docs/guides/authentication/distributed (steps 1–3); field names
 *   as public clients of that flow read them (e.g. a Next.js route's `UserCodeResponse` found by
 *   find_string "authorizationCodeVerifier").
 * - POST /authentication/v1.0/oauth/token, form grantType client_credentials | authorization_code
 *   (authorizationCode, authorizationCodeVerifier) | refresh_token (refreshToken), answering
 *   {accessToken, refreshToken?, type: "bearer", expiresIn}: the same page (steps 5–8) and
 *   .../modules/authentication/centralized ("centralized applications do not receive refresh
 *   tokens").
 * - GET /merchant/v1.0/merchants: [{id, name, corporateName}] (Merchant module). The docs say
 *   nothing here about the error body of a refused code: the fake answers 401 with iFood's usual
 *   {error: {code, message}}.
 */
import { randomUUID } from 'node:crypto';

export interface FakeIfoodAuthState {
  clientId: string;
  clientSecret: string;
  tokenTtl: number;
  tokens: Map<string, { expiresAt: number; issuedAt: number; merchantId?: string }>;
  /** userCode -> its verifier and, once the owner authorised it in the Portal, the code shown. */
  links: Map<string, { verifier: string; authorizationCode?: string; merchantId?: string }>;
  refreshTokens: Map<string, string>;
}

type Answer = { status: number; body?: unknown } | null;

function issue(state: FakeIfoodAuthState, merchantId: string | undefined, withRefresh: boolean) {
  const accessToken = `tok_${randomUUID()}`;
  state.tokens.set(accessToken, {
    expiresAt: Date.now() + state.tokenTtl * 1000,
    issuedAt: Date.now(),
    merchantId,
  });
  const refreshToken = withRefresh ? `ref_${randomUUID()}` : undefined;
  if (refreshToken && merchantId) state.refreshTokens.set(refreshToken, merchantId);
  return {
    accessToken,
    ...(refreshToken ? { refreshToken } : {}),
    type: 'bearer',
    expiresIn: state.tokenTtl,
  };
}

const refused = { status: 401, body: { error: { code: 'Unauthorized', message: 'invalid grant' } } };

export function handleIfoodAuth(
  state: FakeIfoodAuthState,
  method: string,
  path: string,
  body: string,
): Answer {
  if (method !== 'POST') return null;
  const form = new URLSearchParams(body);
  if (path === '/authentication/v1.0/oauth/userCode') {
    if (form.get('clientId') !== state.clientId) return refused;
    const userCode = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
    state.links.set(userCode, { verifier: `ver_${randomUUID()}` });
    return {
      status: 200,
      body: {
        userCode,
        authorizationCodeVerifier: state.links.get(userCode)!.verifier,
        verificationUrl: 'https://portal.ifood.com.br/apps/code',
        verificationUrlComplete: `https://portal.ifood.com.br/apps/code?c=${userCode}`,
        expiresIn: 600,
      },
    };
  }
  if (path !== '/authentication/v1.0/oauth/token') return null;
  if (form.get('clientId') !== state.clientId || form.get('clientSecret') !== state.clientSecret)
    return refused;
  const grant = form.get('grantType');
  if (grant === 'client_credentials') return { status: 200, body: issue(state, undefined, false) };
  if (grant === 'authorization_code') {
    const link = [...state.links.values()].find(
      (candidate) =>
        candidate.authorizationCode === form.get('authorizationCode') &&
        candidate.verifier === form.get('authorizationCodeVerifier'),
    );
    if (!link?.authorizationCode) return refused;
    link.authorizationCode = undefined;
    return { status: 200, body: issue(state, link.merchantId, true) };
  }
  if (grant === 'refresh_token') {
    const merchantId = state.refreshTokens.get(form.get('refreshToken') ?? '');
    if (!merchantId) return refused;
    state.refreshTokens.delete(form.get('refreshToken') ?? '');
    return { status: 200, body: issue(state, merchantId, true) };
  }
  return refused;
}

/** What the owner does in the Portal do Parceiro: enters the user code, gets an authorization code. */
export function authorizeInPortal(state: FakeIfoodAuthState, userCode: string, merchantId: string): string {
  const link = state.links.get(userCode);
  if (!link) throw new Error(`unknown user code ${userCode}`);
  link.authorizationCode = `AUTH-${randomUUID().slice(0, 8).toUpperCase()}`;
  link.merchantId = merchantId;
  return link.authorizationCode;
}
