/**
 * A restaurant's Rappi store connected through the owner's API, and Rappi's deliveries to it, signed
 * as Rappi signs them (`Rappi-Signature: t=<ts>,sign=<hex>`, test/fakes/rappi.ts), sent in-process.
 */
import { expect } from 'vitest';
import { signRappi } from '../../src/server/integrations/webhook-signature';
import type { App } from '../../src/server/lib/types';

export interface RappiCredentials {
  apiKey: string;
  secretKey: string;
  merchantId: string;
  webhookSecret: string;
}

export const RAPPI_TEST_CREDENTIALS: RappiCredentials = {
  apiKey: 'rappi-id',
  secretKey: 'rappi-segredo',
  merchantId: '900109448',
  webhookSecret: 'segredo-webhook-rappi',
};

/** Connects Rappi for the owner's restaurant; answers the path Rappi's webhooks are sent to. */
export async function connectRappi(
  app: App,
  owner: { cookie: string; restaurant: { id: string } },
  credentials: RappiCredentials = RAPPI_TEST_CREDENTIALS,
): Promise<string> {
  const connected = await app.inject({
    method: 'POST',
    url: `/api/restaurants/${owner.restaurant.id}/integrations`,
    headers: { cookie: owner.cookie },
    payload: { platform: 'rappi', credentials },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  return new URL(connected.json().receiveUrl).pathname;
}

/** Rappi delivering `payload` to `path`, signed with the store's webhook secret. */
export function postSignedRappi(
  app: App,
  path: string,
  payload: unknown,
  secret = RAPPI_TEST_CREDENTIALS.webhookSecret,
) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', 'rappi-signature': signRappi(secret, body, Date.now()) },
    payload: body,
  });
}
