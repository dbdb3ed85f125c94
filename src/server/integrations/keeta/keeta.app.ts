/**
 * Comanda's one Keeta app (decision 0063): "Keeta provide one clientId and clientSecret credentials
 * for Software Service" (api-docs.mykeeta.com/apis/opendelivery). Every Keeta call, for every
 * restaurant, goes through this client; the store it concerns is named by its merchant id.
 */
import type { Config } from '../../config';
import { createOpenDeliveryClient, type OpenDeliveryClient } from '../open-delivery/open-delivery.client';

export type KeetaConfig = Pick<Config, 'keeta'>;

export const KEETA_NOT_CONFIGURED = 'O Comanda ainda não foi configurado para a Keeta neste servidor.';

export const keetaConfigured = (config: KeetaConfig) =>
  Boolean(config.keeta.clientId && config.keeta.clientSecret);

/** Null when the operator has not set KEETA_CLIENT_ID and KEETA_CLIENT_SECRET. */
export function keetaAppClient(config: KeetaConfig): OpenDeliveryClient | null {
  if (!keetaConfigured(config)) return null;
  return createOpenDeliveryClient({
    // KEETA_BASE_URL, or Keeta's documented address by default (config.ts).
    baseUrl: config.keeta.baseUrl,
    clientId: config.keeta.clientId ?? '',
    clientSecret: config.keeta.clientSecret ?? '',
    ownerUrlPolicy: null,
    flavor: 'keeta',
  });
}
