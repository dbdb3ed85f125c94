/**
 * An Open Delivery ordering application seen from the merchant's software (Comanda): OAuth2
 * client credentials (`POST /oauth/token`, form body, scope od.all), events by polling
 * (`GET /v1/events:polling`, 200 with an array or 204) and their acknowledgment
 * (`POST /v1/events/acknowledgment`, `[{id, orderId, eventType}]`), order details
 * (`GET /v1/orders/{orderId}`), the merchant's status actions and the merchant update
 * notification (`POST /v1/menuUpdated`, empty body: "fetch GET /merchant again").
 * Source: Abrasel-Nacional/opendelivery-v2 docs/reference/v1/openapi.yaml (v1.7.0).
 */
import type { z } from 'zod';
import { guardedFetch, type OutboundPolicy } from '../../lib/safe-outbound';
import {
  eventSchema,
  type OpenDeliveryAction,
  OpenDeliveryError,
  type OpenDeliveryEvent,
  type OpenDeliveryOrder,
  orderSchema,
  tokenResponseSchema,
} from './open-delivery.types';

export interface OpenDeliveryCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * The policy a base URL an owner typed is called under (lib/safe-outbound.ts); null for the
   * operator's own configuration (KEETA_BASE_URL), which is trusted as it is.
   */
  ownerUrlPolicy: OutboundPolicy | null;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

export function createOpenDeliveryClient(credentials: OpenDeliveryCredentials, timeoutMs = 10_000) {
  const base = credentials.baseUrl.replace(/\/$/, '');
  const cacheKey = `${base} ${credentials.clientId}`;

  async function send(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Response> {
    const request = { ...init, signal: AbortSignal.timeout(timeoutMs) };
    try {
      return credentials.ownerUrlPolicy
        ? await guardedFetch(`${base}${path}`, request, credentials.ownerUrlPolicy)
        : await fetch(`${base}${path}`, request);
    } catch (error) {
      throw new OpenDeliveryError(0, `Open Delivery inacessível: ${(error as Error).message}`);
    }
  }

  async function authenticate(): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await send('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        grant_type: 'client_credentials',
        scope: 'od.all',
      }).toString(),
    });
    if (!response.ok) throw new OpenDeliveryError(response.status, `Token recusado (${response.status})`);
    const parsed = tokenResponseSchema.parse(await response.json());
    // Renew a minute early; without expires_in, keep it for 5 minutes.
    const lifetime = ((parsed.expires_in ?? 360) - 60) * 1000;
    tokens.set(cacheKey, { token: parsed.access_token, expiresAt: Date.now() + lifetime });
    return parsed.access_token;
  }

  async function call<T>(method: string, path: string, schema: z.ZodType<T> | null, body?: unknown) {
    const token = await authenticate();
    const response = await send(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401) tokens.delete(cacheKey);
    if (!response.ok) {
      const text = await response.text();
      throw new OpenDeliveryError(
        response.status,
        `Open Delivery ${method} ${path}: ${response.status} ${text.slice(0, 200)}`,
      );
    }
    if (!schema || response.status === 204) return null;
    return schema.parse(await response.json());
  }

  return {
    authenticate,
    async pollEvents(): Promise<OpenDeliveryEvent[]> {
      return (await call('GET', '/v1/events:polling', eventSchema.array())) ?? [];
    },
    async acknowledge(events: OpenDeliveryEvent[]) {
      if (events.length === 0) return;
      // At most 100 per request (AckEvents maxItems).
      for (let start = 0; start < events.length; start += 100) {
        const batch = events
          .slice(start, start + 100)
          .map((event) => ({ id: event.eventId, orderId: event.orderId, eventType: event.eventType }));
        await call('POST', '/v1/events/acknowledgment', null, batch);
      }
    },
    order: async (orderId: string): Promise<OpenDeliveryOrder> =>
      (await call('GET', `/v1/orders/${encodeURIComponent(orderId)}`, orderSchema))!,
    action: (orderId: string, action: OpenDeliveryAction, body?: unknown) =>
      call('POST', `/v1/orders/${encodeURIComponent(orderId)}/${action}`, null, body),
    merchantUpdated: () => call('POST', '/v1/menuUpdated', null, {}),
    // Keeta's merchant, refunds and cancellation answers (keeta-merchant-update.ts, keeta-refund.ts).
    /** Keeta: `POST /v1/merchantUpdate/{merchantId}`, our merchant id in the path (research §2.7). */
    merchantUpdate: (merchantId: string, body: Record<string, unknown>) =>
      call('POST', `/v1/merchantUpdate/${encodeURIComponent(merchantId)}`, null, body),
    /** Keeta: the customer's refund request, accepted (no body) or rejected with a code and a reason. */
    acceptRefund: (orderId: string) =>
      call('POST', `/v1/orders/${encodeURIComponent(orderId)}/acceptRefund`, null),
    rejectRefund: (orderId: string, body: { code: string; reason: string }) =>
      call('POST', `/v1/orders/${encodeURIComponent(orderId)}/rejectRefund`, null, body),
    /** Open Delivery 1.7.0: the consumer's cancellation request, accepted or denied. */
    acceptCancellation: (orderId: string) =>
      call('POST', `/v1/orders/${encodeURIComponent(orderId)}/acceptCancellation`, null),
    denyCancellation: (orderId: string, body: { code: string; reason: string }) =>
      call('POST', `/v1/orders/${encodeURIComponent(orderId)}/denyCancellation`, null, body),
  };
}

export type OpenDeliveryClient = ReturnType<typeof createOpenDeliveryClient>;
