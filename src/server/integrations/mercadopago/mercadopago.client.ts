/**
 * A small Mercado Pago REST client over `fetch`. The base URL comes from configuration
 * (MERCADOPAGO_BASE_URL), so tests point it at the local fake and production at
 * https://api.mercadopago.com; the code path is the same. No retries here: a webhook that
 * fails is answered with an error and Mercado Pago delivers it again later.
 */
import type { z } from 'zod';
import {
  authorizedPaymentSchema,
  type MercadoPagoApi,
  MercadoPagoError,
  mpPaymentSchema,
  mpRefundSchema,
  preapprovalSchema,
  preferenceSchema,
} from './mercadopago.types';

export interface MercadoPagoClientOptions {
  baseUrl: string;
  accessToken: string;
  timeoutMs?: number;
}

export function createMercadoPagoClient(options: MercadoPagoClientOptions): MercadoPagoApi {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MercadoPagoError(0, `Mercado Pago unreachable: ${(error as Error).message}`, true);
    }
    const text = await response.text();
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429;
      throw new MercadoPagoError(
        response.status,
        `Mercado Pago ${method} ${path}: ${response.status} ${text.slice(0, 300)}`,
        retryable,
      );
    }
    const parsed = schema.safeParse(text ? JSON.parse(text) : undefined);
    if (!parsed.success) {
      throw new MercadoPagoError(response.status, `Mercado Pago ${method} ${path}: unexpected answer`, false);
    }
    return parsed.data;
  }

  const segment = (id: string) => encodeURIComponent(id);

  return {
    createPreference: (body, key) => call(preferenceSchema, 'POST', '/checkout/preferences', body, key),
    getPayment: (id) => call(mpPaymentSchema, 'GET', `/v1/payments/${segment(id)}`),
    createPreapproval: (body, key) => call(preapprovalSchema, 'POST', '/preapproval', body, key),
    getPreapproval: (id) => call(preapprovalSchema, 'GET', `/preapproval/${segment(id)}`),
    updatePreapproval: (id, body) => call(preapprovalSchema, 'PUT', `/preapproval/${segment(id)}`, body),
    getAuthorizedPayment: (id) => call(authorizedPaymentSchema, 'GET', `/authorized_payments/${segment(id)}`),
    createPayment: (body, key) => call(mpPaymentSchema, 'POST', '/v1/payments', body, key),
    cancelPayment: (id) =>
      call(mpPaymentSchema, 'PUT', `/v1/payments/${segment(id)}`, { status: 'cancelled' }),
    refundPayment: (id, key) => call(mpRefundSchema, 'POST', `/v1/payments/${segment(id)}/refunds`, {}, key),
  };
}

/**
 * Whether Mercado Pago accepts an access token, asked with the cheapest read of the account it
 * belongs to (`GET /v1/payments/search?limit=1`, "Pesquisar pagamentos"): 'refused' on 401/403,
 * 'unavailable' when Mercado Pago cannot be reached or fails, so a typo is caught when the owner
 * connects instead of at the first diner's PIX.
 */
export async function checkMercadoPagoToken(
  options: MercadoPagoClientOptions,
): Promise<'ok' | 'refused' | 'unavailable'> {
  try {
    const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/v1/payments/search?limit=1`, {
      headers: { authorization: `Bearer ${options.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) return 'refused';
    return response.ok ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
