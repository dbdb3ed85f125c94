/**
 * iFood Merchant API client: OAuth client-credentials token (cached until shortly before it
 * expires, renewed once on a 401), events polling (200 or 204), acknowledgment, order details and
 * order actions (202). A 429 surfaces as IfoodRateLimited with the server's Retry-After.
 */
import type { IfoodAction } from '../../../domain/integrations/external-status';
import type { PartnerErrorOptions } from '../partner-error';
import type { IfoodMerchant, IfoodMerchantStatus } from './ifood.merchant-types';
import type { IfoodCancellationReason, IfoodCredentials, IfoodEvent, IfoodOrder } from './ifood.types';

/** A distributed app's store token, kept and refreshed by the caller (ifood.store-token.ts). */
export interface StoreTokenSource {
  token(fresh: boolean): Promise<string>;
}

export class IfoodError extends Error {
  /** Failed before iFood saw the request (its token, our configuration): see PartnerErrorOptions. */
  readonly beforeRequest: boolean;

  constructor(
    readonly status: number,
    message: string,
    options: PartnerErrorOptions = {},
  ) {
    super(message);
    this.name = 'IfoodError';
    this.beforeRequest = options.beforeRequest ?? false;
  }
}

export class IfoodRateLimited extends IfoodError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'Limite de requisições do iFood atingido');
    this.name = 'IfoodRateLimited';
  }
}

const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;
const MERCHANT_PAGE_SIZE = 100;
/** A bound on the pages read (10,000 stores), so a misbehaving answer cannot loop forever. */
const MERCHANT_PAGES = 100;

/** Tokens per client id, shared by every client of this process. */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

export function createIfoodClient(baseUrl: string, credentials: IfoodCredentials | StoreTokenSource) {
  const base = baseUrl.replace(/\/$/, '');
  const cacheKey = 'token' in credentials ? '' : `${base} ${credentials.clientId}`;

  async function fetchToken(): Promise<string> {
    if ('token' in credentials) return credentials.token(true);
    const response = await fetch(`${base}/authentication/v1.0/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grantType: 'client_credentials',
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 429) throw new IfoodRateLimited(retryAfter(response));
    if (!response.ok)
      throw new IfoodError(response.status, 'Credenciais do iFood recusadas', { beforeRequest: true });
    const body = (await response.json()) as { accessToken?: string; expiresIn?: number };
    if (!body.accessToken) throw new IfoodError(502, 'Resposta inválida do iFood');
    tokenCache.set(cacheKey, {
      token: body.accessToken,
      expiresAt: Date.now() + (body.expiresIn ?? 3600) * 1000 - EXPIRY_MARGIN_MS,
    });
    return body.accessToken;
  }

  async function token(): Promise<string> {
    if ('token' in credentials) return credentials.token(false);
    const cached = tokenCache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    return fetchToken();
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const send = async (accessToken: string) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    let response = await send(await token());
    if (response.status === 401) {
      // The token expired early (or was revoked): renew once and repeat the call.
      tokenCache.delete(cacheKey);
      response = await send(await fetchToken());
    }
    if (response.status === 429) throw new IfoodRateLimited(retryAfter(response));
    if (!response.ok) throw new IfoodError(response.status, `iFood respondeu ${response.status} em ${path}`);
    return response;
  }

  return {
    /** Validates the credentials by getting a token. */
    async authenticate(): Promise<void> {
      await fetchToken();
    },

    /** One poll; `x-polling-merchants` names the stores it is for (a centralized app's token reaches them all). */
    async pollEvents(merchantIds?: string | string[] | null): Promise<IfoodEvent[]> {
      const merchants = [merchantIds ?? []].flat().filter(Boolean);
      const response = await call(
        'GET',
        '/events/v1.0/events:polling',
        undefined,
        merchants.length ? { 'x-polling-merchants': merchants.join(',') } : {},
      );
      if (response.status === 204) return [];
      return (await response.json()) as IfoodEvent[];
    },

    async acknowledge(eventIds: string[]): Promise<void> {
      if (eventIds.length === 0) return;
      await call(
        'POST',
        '/events/v1.0/events/acknowledgment',
        eventIds.map((id) => ({ id })),
      );
    },

    async order(orderId: string): Promise<IfoodOrder> {
      const response = await call('GET', `/order/v1.0/orders/${encodeURIComponent(orderId)}`);
      return (await response.json()) as IfoodOrder;
    },

    async catalogs(merchantId: string): Promise<{ catalogId: string; context: string[] }[]> {
      return (
        await call('GET', `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}/catalogs`)
      ).json() as Promise<{ catalogId: string; context: string[] }[]>;
    },

    async categories(merchantId: string, catalogId: string): Promise<{ id: string; name: string }[]> {
      const path = `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}/catalogs/${encodeURIComponent(catalogId)}/categories`;
      return (await call('GET', path)).json() as Promise<{ id: string; name: string }[]>;
    },

    async createCategory(
      merchantId: string,
      catalogId: string,
      name: string,
      sequence: number,
    ): Promise<{ id: string }> {
      const path = `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}/catalogs/${encodeURIComponent(catalogId)}/categories`;
      const body = { name, status: 'AVAILABLE', template: 'DEFAULT', sequence };
      return (await call('POST', path, body)).json() as Promise<{ id: string }>;
    },

    /** Creates or updates a complete item (same id updates). */
    async putItem(merchantId: string, body: unknown): Promise<void> {
      await call('PUT', `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}/items`, body);
    },

    /**
     * The stores this token reaches (Merchant module, `page` from 1, `size` up to 100): a
     * centralized app's token reaches every store whose owner approved it, so every page is read.
     */
    async merchants(): Promise<IfoodMerchant[]> {
      const all: IfoodMerchant[] = [];
      for (let page = 1; page <= MERCHANT_PAGES; page += 1) {
        const response = await call(
          'GET',
          `/merchant/v1.0/merchants?page=${page}&size=${MERCHANT_PAGE_SIZE}`,
        );
        const batch = response.status === 204 ? [] : ((await response.json()) as IfoodMerchant[]);
        all.push(...batch);
        if (batch.length < MERCHANT_PAGE_SIZE) break;
      }
      return all;
    },
    /** GET /merchants/{id}/status: one entry per operation and sales channel. */
    async merchantStatus(merchantId: string): Promise<IfoodMerchantStatus[]> {
      const response = await call('GET', `/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}/status`);
      if (response.status === 204) return [];
      return (await response.json()) as IfoodMerchantStatus[];
    },
    /** The reasons iFood accepts for this order's cancellation right now (a raw array; 204 when none). */
    async cancellationReasons(orderId: string): Promise<IfoodCancellationReason[]> {
      const response = await call(
        'GET',
        `/order/v1.0/orders/${encodeURIComponent(orderId)}/cancellationReasons`,
      );
      if (response.status === 204) return [];
      return (await response.json()) as IfoodCancellationReason[];
    },
    /**
     * The owner's answer to a negotiation (HSD): POST /order/v1.0/disputes/{id}/accept (the guide's
     * example sends no body), /reject with the reason, /alternatives/{alternativeId} with the offer.
     */
    async answerDispute(
      disputeId: string,
      answer:
        | { kind: 'accept' }
        | { kind: 'reject'; reason: string }
        | { kind: 'alternative'; alternativeId: string; body: unknown },
    ): Promise<void> {
      const base = `/order/v1.0/disputes/${encodeURIComponent(disputeId)}`;
      if (answer.kind === 'accept') await call('POST', `${base}/accept`);
      else if (answer.kind === 'reject') await call('POST', `${base}/reject`, { reason: answer.reason });
      else
        await call('POST', `${base}/alternatives/${encodeURIComponent(answer.alternativeId)}`, answer.body);
    },
    async action(orderId: string, action: IfoodAction, body?: unknown): Promise<void> {
      await call('POST', `/order/v1.0/orders/${encodeURIComponent(orderId)}/${action}`, body);
    },
  };
}

export type IfoodClient = ReturnType<typeof createIfoodClient>;

function retryAfter(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000;
}
