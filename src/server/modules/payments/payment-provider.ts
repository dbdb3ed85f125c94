/**
 * Which Mercado Pago the app talks to: the real API when MERCADOPAGO_ACCESS_TOKEN is set, or the
 * offline stand-in with its local test checkout otherwise. One instance per app, shared by the
 * checkout routes, the webhook and the test checkout page (the stand-in holds its payments).
 */
import type { Config } from '../../config';
import { createMercadoPagoClient } from '../../integrations/mercadopago/mercadopago.client';
import type { MercadoPagoApi } from '../../integrations/mercadopago/mercadopago.types';
import {
  createOfflineMercadoPago,
  type OfflineMercadoPago,
} from '../../integrations/mercadopago/offline-mercadopago';

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
