/**
 * Rappi's public API for the restaurant's side of an order, all on the new domain family
 * (`https://api.rappi.com.br` for Brazil, decision 0060):
 * - the token: `POST {base}/restaurants/auth/v1/token/login/integrations` with JSON
 *   `{client_id, client_secret}` and nothing else (dev-portal.rappi.com/en/api-reference/
 *   authentication/; "Your access token has a validity of 1 week", …/en/authentication-process/),
 *   sent back as `x-authorization: Bearer <token>` (the pages' samples);
 * - take, ready-for-pickup and reject under /restaurants/orders/v1/stores/{storeId}/orders/{orderId}
 *   (…/en/api-reference/orders-rests-api/).
 * The login answer's field names are not on the stored pages; `access_token` and `expires_in` are
 * read as public integrations transcribe them, and without `expires_in` the documented week holds.
 */
import type { PartnerErrorOptions } from '../partner-error';

export class RappiError extends Error {
  /** Failed before Rappi saw the request (its token, our configuration): see PartnerErrorOptions. */
  readonly beforeRequest: boolean;

  constructor(
    readonly status: number,
    message: string,
    options: PartnerErrorOptions = {},
  ) {
    super(message);
    this.name = 'RappiError';
    this.beforeRequest = options.beforeRequest ?? false;
  }
}

export interface RappiApiConfig {
  baseUrl: string;
}

/** The integrations login of the new family (not the `/utils` one, nor the old Auth0 token). */
export const RAPPI_LOGIN_PATH = '/restaurants/auth/v1/token/login/integrations';
/** "Your access token has a validity of 1 week" (dev-portal.rappi.com/en/authentication-process/). */
const DOCUMENTED_VALIDITY_S = 7 * 24 * 60 * 60;

export const RAPPI_TIMEOUT_MS = 10_000;
const EXPIRY_MARGIN_MS = 60_000;
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** A token for these credentials, kept for its validity; `fresh` logs in again (after a 401). */
export async function rappiToken(
  api: RappiApiConfig,
  credentials: { clientId: string; clientSecret: string },
  fresh = false,
): Promise<string> {
  const base = api.baseUrl.replace(/\/$/, '');
  const cacheKey = `${base} ${credentials.clientId}`;
  const cached = tokenCache.get(cacheKey);
  if (!fresh && cached && cached.expiresAt > Date.now()) return cached.token;
  const response = await fetch(`${base}${RAPPI_LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: credentials.clientId, client_secret: credentials.clientSecret }),
    signal: AbortSignal.timeout(RAPPI_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new RappiError(response.status, 'Credenciais da Rappi recusadas', { beforeRequest: true });
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new RappiError(502, 'Resposta inválida da Rappi');
  tokenCache.set(cacheKey, {
    token: body.access_token,
    expiresAt: Date.now() + (body.expires_in ?? DOCUMENTED_VALIDITY_S) * 1000 - EXPIRY_MARGIN_MS,
  });
  return body.access_token;
}

export function createRappiClient(
  api: RappiApiConfig,
  credentials: { clientId: string; clientSecret: string; storeId: string },
) {
  const base = api.baseUrl.replace(/\/$/, '');
  const token = (fresh = false) => rappiToken(api, credentials, fresh);

  async function call(method: 'PUT' | 'POST', path: string, body?: unknown) {
    const send = async (accessToken: string) =>
      fetch(`${base}/restaurants/orders/v1/stores/${encodeURIComponent(credentials.storeId)}${path}`, {
        method,
        headers: {
          'x-authorization': `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(RAPPI_TIMEOUT_MS),
      });
    let response = await send(await token());
    if (response.status === 401) response = await send(await token(true));
    if (!response.ok) throw new RappiError(response.status, `Rappi respondeu ${response.status}`);
  }

  const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
  return {
    /** Validates the credentials by getting a token. */
    authenticate: () => token(true).then(() => undefined),
    take: (orderId: string) => call('PUT', `${order(orderId)}/take`),
    readyForPickup: (orderId: string) => call('POST', `${order(orderId)}/ready-for-pickup`),
    reject: (orderId: string, cancelType: string, reason: string) =>
      call('PUT', `${order(orderId)}/cancel_type/${encodeURIComponent(cancelType)}/reject`, { reason }),
  };
}
export type RappiClient = ReturnType<typeof createRappiClient>;
