/**
 * Mercado Pago's OAuth for platforms (decision 0066), over `fetch` like the REST client:
 * - the authorization URL as the official SDK builds it (mercadopago/sdk-nodejs
 *   src/clients/oAuth/getAuthorizationURL): `{auth base}/authorization?client_id&response_type=code
 *   &platform_id=mp&state&redirect_uri`, plus `code_challenge` and `code_challenge_method=S256` when
 *   PKCE is on in the application ("Creation" page of the OAuth docs);
 * - `POST {api base}/oauth/token` with the parameters in the body (grant_type authorization_code
 *   or refresh_token; reference /developers/pt/reference/oauth/_oauth_token/post), `code_verifier`
 *   when PKCE is on (RFC 7636 §4.5: the page shows no token request with it);
 * - the answer's access_token, refresh_token, user_id, public_key, live_mode, expires_in, scope
 *   (SDK src/clients/oAuth/commonTypes.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

export interface MercadoPagoOauthApp {
  clientId: string;
  clientSecret: string;
  authBaseUrl: string;
  apiBaseUrl: string;
  redirectUri: string;
}

export const oauthTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  user_id: z.union([z.string(), z.number()]).transform(String),
  public_key: z.string().nullish(),
  live_mode: z.boolean().nullish(),
  expires_in: z.number().int().positive().nullish(),
  scope: z.string().nullish(),
});
export type OauthToken = z.infer<typeof oauthTokenSchema>;

/** PKCE (RFC 7636): a 43-character verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(app: MercadoPagoOauthApp, state: string, challenge: string | null): string {
  const url = new URL(`${app.authBaseUrl.replace(/\/$/, '')}/authorization`);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('platform_id', 'mp');
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', app.redirectUri);
  if (challenge) {
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** 'refused': Mercado Pago answered 4xx (a used or expired code, a revoked refresh token). */
export class OauthRefused extends Error {}
export class OauthUnavailable extends Error {}

async function tokenRequest(app: MercadoPagoOauthApp, grant: Record<string, string>): Promise<OauthToken> {
  let response: Response;
  try {
    response = await fetch(`${app.apiBaseUrl.replace(/\/$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: app.clientId, client_secret: app.clientSecret, ...grant }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new OauthUnavailable(`Mercado Pago unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (response.status >= 400 && response.status < 500)
    throw new OauthRefused(`Mercado Pago /oauth/token ${response.status}`);
  if (!response.ok) throw new OauthUnavailable(`Mercado Pago /oauth/token ${response.status}`);
  const parsed = oauthTokenSchema.safeParse(text ? JSON.parse(text) : undefined);
  if (!parsed.success) throw new OauthUnavailable('Mercado Pago /oauth/token: unexpected answer');
  return parsed.data;
}

export const exchangeCode = (app: MercadoPagoOauthApp, code: string, verifier: string | null) =>
  tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: app.redirectUri,
    ...(verifier ? { code_verifier: verifier } : {}),
  });

export const refreshAccessToken = (app: MercadoPagoOauthApp, refreshToken: string) =>
  tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
