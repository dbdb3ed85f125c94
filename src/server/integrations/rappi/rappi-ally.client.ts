/**
 * The ally's calls on Rappi's legacy family (`{legacy}/api/v2/restaurants-integrations-public-api`,
 * Brasil `https://services.rappi.com.br`), with the token of the new family's login (decision 0065):
 * - `GET stores-pa` → `[{ "integrationId", "rappiId", "name" }]` and
 *   `PUT stores-pa/{storeId}/status?integrated=true` (public transcription of the portal, research
 *   dossier of issue 36 §3.4);
 * - `POST webhook`, `PUT webhook/{event}/add-stores`, `DELETE webhook/{event}/remove-stores`,
 *   `PUT webhook/{event}/reset-secret` (dev-portal.dev.rappi.com/en/api-reference/webhooks/, whose
 *   stored excerpts show the endpoints, not their bodies). The bodies are the public client's:
 *   add-stores `[{ "url", "stores": [...] }]` (LucasBonato RappiWebhookAddStoresRequest.cs),
 *   remove-stores `{ "stores": [...] }` (RappiWebhookRemoveStoresRequest.cs), POST webhook
 *   `{ "event", "url", "stores" }` (the transcription's integration-level `{ event, url }` plus the
 *   documented "for a list of stores"). The reset-secret answer's field is not published: `secret`
 *   is read, and only a live homologation confirms it.
 */
import type { RappiApiConfig } from './rappi.client';
import { RAPPI_TIMEOUT_MS, RappiError, rappiToken } from './rappi.client';

export const RAPPI_LEGACY_PREFIX = '/api/v2/restaurants-integrations-public-api';

/** The events Comanda takes; the same URL receives them all (dev-portal.rappi.com/en/webhook-events/). */
export const RAPPI_WEBHOOK_EVENTS = ['NEW_ORDER', 'ORDER_EVENT_CANCEL', 'ORDER_OTHER_EVENT', 'PING'] as const;
export type RappiWebhookEvent = (typeof RAPPI_WEBHOOK_EVENTS)[number];

export interface RappiAllyConfig extends RappiApiConfig {
  legacyBaseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface RappiStore {
  integrationId: string;
  rappiId: string;
  name: string;
}

export function createRappiAllyClient(config: RappiAllyConfig) {
  const base = `${config.legacyBaseUrl.replace(/\/$/, '')}${RAPPI_LEGACY_PREFIX}`;
  const credentials = { clientId: config.clientId, clientSecret: config.clientSecret };

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const send = async (token: string) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          'x-authorization': `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(RAPPI_TIMEOUT_MS),
      });
    let response = await send(await rappiToken(config, credentials));
    if (response.status === 401) response = await send(await rappiToken(config, credentials, true));
    if (!response.ok) throw new RappiError(response.status, `Rappi respondeu ${response.status}`);
    const text = await response.text();
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  }

  const event = (name: RappiWebhookEvent) => `/webhook/${encodeURIComponent(name)}`;
  return {
    /** The stores Rappi attached to this ally. */
    async stores(): Promise<RappiStore[]> {
      const answer = await call('GET', '/stores-pa');
      if (!Array.isArray(answer)) throw new RappiError(502, 'Resposta inválida da Rappi');
      return answer.flatMap((row: { integrationId?: unknown; rappiId?: unknown; name?: unknown }) =>
        row && (typeof row.rappiId === 'string' || typeof row.rappiId === 'number')
          ? [
              {
                integrationId: String(row.integrationId ?? ''),
                rappiId: String(row.rappiId),
                name: String(row.name ?? ''),
              },
            ]
          : [],
      );
    },
    markIntegrated: (storeId: string, integrated: boolean) =>
      call('PUT', `/stores-pa/${encodeURIComponent(storeId)}/status?integrated=${integrated}`),
    createWebhook: (name: RappiWebhookEvent, url: string, stores: string[]) =>
      call('POST', '/webhook', { event: name, url, stores }),
    addStores: (name: RappiWebhookEvent, url: string, stores: string[]) =>
      call('PUT', `${event(name)}/add-stores`, [{ url, stores }]),
    removeStores: (name: RappiWebhookEvent, stores: string[]) =>
      call('DELETE', `${event(name)}/remove-stores`, { stores }),
    /** A new secret for the event's webhook; the one before stops signing. */
    async resetSecret(name: RappiWebhookEvent): Promise<string> {
      const answer = (await call('PUT', `${event(name)}/reset-secret`)) as { secret?: unknown } | null;
      if (typeof answer?.secret !== 'string' || !answer.secret)
        throw new RappiError(502, 'A Rappi não devolveu o segredo do webhook');
      return answer.secret;
    },
  };
}
export type RappiAllyClient = ReturnType<typeof createRappiAllyClient>;

/** The ally's configuration, or null when the operator has not set its credentials. */
export function rappiAllyConfig(rappi: {
  baseUrl: string;
  legacyBaseUrl: string;
  clientId?: string;
  clientSecret?: string;
}): RappiAllyConfig | null {
  if (!rappi.clientId || !rappi.clientSecret) return null;
  return {
    baseUrl: rappi.baseUrl,
    legacyBaseUrl: rappi.legacyBaseUrl,
    clientId: rappi.clientId,
    clientSecret: rappi.clientSecret,
  };
}
