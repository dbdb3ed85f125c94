/**
 * Which Mercado Pago the app talks to: the real API when MERCADOPAGO_ACCESS_TOKEN is set, or the
 * offline stand-in with its local test checkout otherwise. One instance per app, shared by the
 * checkout routes, the webhook and the test checkout page (the stand-in holds its payments).
 *
 * On the embedded database (PGlite, `npm start` with no DATABASE_URL) the stand-in is how a new
 * owner tries the plan, so it stays whatever NODE_ENV says. A server on DATABASE_URL is a real
 * deployment: without a token there is no stand-in there, since its test checkout would let any
 * owner mark the plan paid for free. Checkouts are then refused with a 503 (and start-up warns).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { createMercadoPagoClient } from '../../integrations/mercadopago/mercadopago.client';
import type { MercadoPagoApi } from '../../integrations/mercadopago/mercadopago.types';
import {
  createOfflineMercadoPago,
  type OfflineMercadoPago,
} from '../../integrations/mercadopago/offline-mercadopago';
import { HttpError } from '../../lib/http-error';

export interface PaymentProvider {
  /** Stored in plan_payments.provider, so test payments never mix with real ones. */
  name: 'mercadopago' | 'test';
  api: MercadoPagoApi;
  webhookSecret: string;
  /** Present only in offline mode: drives the test checkout page. */
  offline: OfflineMercadoPago | null;
}

export const testCheckoutPath = (paymentId: string) => `/pagamento-teste/${encodeURIComponent(paymentId)}`;

const providers = new WeakMap<Config, PaymentProvider>();

export const PAYMENTS_UNAVAILABLE =
  'Pagamento do plano indisponível no momento: o Mercado Pago não está configurado neste servidor.';

/** The test checkout is for trying Comanda on the embedded database; a deployment needs the token. */
export const testCheckoutRefused = (config: Config) =>
  Boolean(config.databaseUrl) && !config.mercadoPago.accessToken;

function unavailableApi(): MercadoPagoApi {
  const refuse = () => Promise.reject(new HttpError(503, PAYMENTS_UNAVAILABLE));
  return {
    createPreference: refuse,
    getPayment: refuse,
    createPayment: refuse,
    cancelPayment: refuse,
    refundPayment: refuse,
    createPreapproval: refuse,
    getPreapproval: refuse,
    updatePreapproval: refuse,
    getAuthorizedPayment: refuse,
  };
}

function createProvider(config: Config): PaymentProvider {
  const { accessToken, webhookSecret, baseUrl } = config.mercadoPago;
  if (accessToken) {
    if (!webhookSecret) {
      throw new Error(
        'MERCADOPAGO_WEBHOOK_SECRET é obrigatório junto com MERCADOPAGO_ACCESS_TOKEN ' +
          '(Mercado Pago > Suas integrações > Webhooks > Assinatura secreta): sem ele nenhum pagamento é confirmado.',
      );
    }
    return {
      name: 'mercadopago',
      api: createMercadoPagoClient({ baseUrl, accessToken }),
      webhookSecret,
      offline: null,
    };
  }
  if (testCheckoutRefused(config))
    return {
      name: 'test',
      api: unavailableApi(),
      webhookSecret: randomBytes(32).toString('hex'),
      offline: null,
    };
  const offline = createOfflineMercadoPago({
    testCheckoutUrl: (paymentId) => `${config.publicUrl}${testCheckoutPath(paymentId)}`,
    webhookSecret,
  });
  return { name: 'test', api: offline.api, webhookSecret: offline.webhookSecret, offline };
}

export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
