/**
 * A fake Rappi: its public API as a real local HTTP server, and Rappi's side of the webhooks
 * (building documented payloads and delivering them signed). Sources:
 * - Webhook events, payloads and the signature: dev-portal.rappi.com/en/webhook-events/ —
 *   ORDER_EVENT_CANCEL `{ "event": "canceled_with_charge", "order_id": "106", "store_id":
 *   "900109448" }`, ORDER_OTHER_EVENT `{ "event": "taken_visible_order", ... }`, NEW_ORDER "the
 *   same information that we can get from the getOrders endpoint", header `Rappi-Signature:
 *   t=<ts>,sign=<hex>` with sign = HMAC-SHA256(secret, "<t>.<payload>").
 * - The order body (order_detail.totals.{total_products, total_discounts, total_order,
 *   total_to_pay, charges.{shipping, service_fee}, other_totals}, items[].{price, sku, quantity,
 *   subitems}, customer, store): the getOrders sample of dev-portal.rappi.com/en/api-reference/
 *   orders-rests-api/ and LucasBonato/Orders.Integrations.Hub Test/.../Payloads/Rappi/create.json;
 *   PING `{ "store_id": 12345 }` from the Hub's ping.json; the cancel event names from the Hub's
 *   RappiWebhookOrderEvent.cs.
 * - Login (decision 0060): the new domain family only, `POST /restaurants/auth/v1/token/login/
 *   integrations` with JSON `{client_id, client_secret}` (dev-portal.rappi.com/en/api-reference/
 *   authentication/ and dev-portal.dev.rappi.com/es/api-reference/authentication/, whose sample
 *   body has those two fields only; "For backward compatibility, you can still send audience and
 *   grant_type … The system will ignore these fields", …/en/authentication-process/, so extra fields
 *   are ignored here too). The old Auth0 token (`rests-integrations.auth0.com/oauth/token` with
 *   audience) is another host: this server answers 404 to `/oauth/token`. The answer's fields are
 *   not on the stored pages: `{access_token, token_type: "Bearer", expires_in: 604798}` as the
 *   public transcription of the portal (research dossier of issue 36, §3.1) gives it, matching the
 *   documented "validity of 1 week". Wrong credentials: 401 (its body is not documented).
 * - API: `x-authorization: Bearer <token>` (the samples; the tables write `Bearer: <token>`, also
 *   accepted); PUT .../stores/{storeId}/orders/{orderId}/take, POST .../ready-for-pickup,
 *   PUT .../cancel_type/{cancelType}/reject (orders-rests-api). The portal shows no response bodies
 *   or error bodies for these actions: the fake answers an empty 200, and 401 `{"message":
 *   "Unauthorized"}` (not documented) for a missing or stale token.
 *   What the reject body carries is not documented on that page; Comanda sends {reason}.
 * - The ally's side on the legacy family (decision 0065), a second server as Rappi's second host
 *   (`{COUNTRY_DOMAIN}/api/v2/restaurants-integrations-public-api`, Brasil services.rappi.com.br;
 *   the portal's own domain list and the transcription, dossier §3.1), with the same token:
 *   `GET stores-pa` → `[{ "integrationId", "rappiId", "name" }]` and `PUT stores-pa/{storeId}/status
 *   ?integrated=true|false` → `{ "message": "The store {storeid} was changed to integrated {true}
 *   successfully." }` (public transcription of the portal, "API de RAPPI — referencia transcrita",
 *   26/09/2026; not on the stored portal pages). By default TWO stores under one ally.
 * - Webhook registration (dev-portal.dev.rappi.com/en/api-reference/webhooks/: the endpoints; the
 *   stored excerpts show no bodies): POST webhook `{ event, url, stores }` (the transcription's
 *   `{ event, url }` plus the documented "for a list of stores"), PUT webhook/{event}/add-stores
 *   `[{ url, stores }]` (LucasBonato RappiWebhookAddStoresRequest.cs), DELETE webhook/{event}/
 *   remove-stores `{ stores }` (RappiWebhookRemoveStoresRequest.cs, answered `{ stores, message }`
 *   as RappiWebhookRemoveStoresResponse.cs), PUT webhook/{event}/reset-secret "generates a new one":
 *   its answer is not published, `{ "secret" }` here. A store the ally was not given is refused
 *   (404, body not documented). `sendWebhook` is Rappi posting an event to the URL registered for
 *   it, signed with that event's secret, and only for stores on that webhook.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRappi } from '../../src/server/integrations/webhook-signature';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The integrations login of the new domain family. */
export const RAPPI_LOGIN_PATH = '/restaurants/auth/v1/token/login/integrations';

/** Two stores Rappi attached to the ally (stores-pa's shape). */
export const RAPPI_ALLY_STORES = [
  { integrationId: 'comanda-a', rappiId: '900109448', name: 'Lanchonete A' },
  { integrationId: 'comanda-b', rappiId: '900109449', name: 'Pizzaria B' },
];

const LEGACY = '/api/v2/restaurants-integrations-public-api';

interface FakeWebhook {
  url: string;
  stores: Set<string>;
  secret: string;
  /** Every secret ever issued for this event, for tests that sign with a stale one. */
  issued: string[];
}

export async function startFakeRappi(
  options: { clientId?: string; clientSecret?: string; stores?: typeof RAPPI_ALLY_STORES } = {},
) {
  const clientId = options.clientId ?? 'rappi-client-id';
  const clientSecret = options.clientSecret ?? 'rappi-client-secret';
  const stores = options.stores ?? RAPPI_ALLY_STORES;
  const tokens = new Set<string>();
  const calls: { method: string; path: string; body: string }[] = [];
  const webhooks = new Map<string, FakeWebhook>();
  const integrated = new Map<string, boolean>();
  let reachable: string | null = null;
  const authorized = (req: IncomingMessage) => {
    const token = (req.headers['x-authorization'] as string | undefined)?.replace(/^Bearer:? /, '');
    return Boolean(token && tokens.has(token));
  };
  const allyStore = (id: string) => stores.some((store) => store.rappiId === id);
  const legacy = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    calls.push({ method: req.method ?? 'GET', path: `legacy:${url.pathname}${url.search}`, body });
    if (!url.pathname.startsWith(LEGACY)) return send(res, 404, { message: 'Not found' });
    if (!authorized(req)) return send(res, 401, { message: 'Unauthorized' });
    const path = url.pathname.slice(LEGACY.length);
    const input = body ? (JSON.parse(body) as unknown) : null;
    if (req.method === 'GET' && path === '/stores-pa') return send(res, 200, stores);
    const status = path.match(/^\/stores-pa\/([^/]+)\/status$/);
    if (req.method === 'PUT' && status) {
      const id = decodeURIComponent(status[1]!);
      if (!allyStore(id)) return send(res, 404, { message: 'Store not found' });
      const flag = url.searchParams.get('integrated') === 'true';
      integrated.set(id, flag);
      return send(res, 200, { message: `The store ${id} was changed to integrated ${flag} successfully.` });
    }
    if (req.method === 'POST' && path === '/webhook') {
      const { event, url: target, stores: ids } = input as { event: string; url: string; stores: string[] };
      if (ids.some((id) => !allyStore(id))) return send(res, 404, { message: 'Store not found' });
      const secret = `whsec_${randomUUID()}`;
      webhooks.set(event, { url: target, stores: new Set(ids), secret, issued: [secret] });
      return send(res, 200, {
        event,
        stores: ids.map((id) => ({ store_id: id, url: target, state: 'ENABLED' })),
      });
    }
    const named = path.match(/^\/webhook\/([A-Z_]+)\/(add-stores|remove-stores|reset-secret)$/);
    const hook = named ? webhooks.get(named[1]!) : undefined;
    if (!named || !hook) return send(res, 404, { message: 'Not found' });
    if (req.method === 'PUT' && named[2] === 'add-stores') {
      for (const entry of input as { url: string; stores: string[] }[]) {
        if (entry.stores.some((id) => !allyStore(id))) return send(res, 404, { message: 'Store not found' });
        for (const id of entry.stores) hook.stores.add(id);
        hook.url = entry.url;
      }
      return send(res, 200, {
        event: named[1],
        stores: [...hook.stores].map((id) => ({ store_id: id, url: hook.url })),
      });
    }
    if (req.method === 'DELETE' && named[2] === 'remove-stores') {
      const ids = (input as { stores: string[] }).stores;
      for (const id of ids) hook.stores.delete(id);
      return send(res, 200, { stores: ids, message: 'Stores removed' });
    }
    if (req.method === 'PUT' && named[2] === 'reset-secret') {
      hook.secret = `whsec_${randomUUID()}`;
      hook.issued.push(hook.secret);
      return send(res, 200, { secret: hook.secret });
    }
    return send(res, 404, { message: 'Not found' });
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (req.method === 'POST' && url.pathname === RAPPI_LOGIN_PATH) {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      if (input.client_id !== clientId || input.client_secret !== clientSecret)
        return send(res, 401, { message: 'Unauthorized' });
      const token = `rappi_${randomUUID()}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 604_798 });
    }
    const action = url.pathname.match(
      /^\/restaurants\/orders\/v1\/stores\/[^/]+\/orders\/[^/]+\/(take|ready-for-pickup|cancel_type\/[A-Z_]+\/reject)$/,
    );
    // Not a path of this host, the old Auth0 `/oauth/token` included.
    if (!action) return send(res, 404, { message: 'Not found' });
    const token = (req.headers['x-authorization'] as string | undefined)?.replace(/^Bearer:? /, '');
    if (!token || !tokens.has(token)) return send(res, 401, { message: 'Unauthorized' });
    send(res, 200);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => legacy.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const legacyBaseUrl = `http://127.0.0.1:${(legacy.address() as AddressInfo).port}`;
  return {
    baseUrl,
    legacyBaseUrl,
    clientId,
    clientSecret,
    calls,
    stores,
    /** The webhook registered for an event: its URL, stores and current secret. */
    webhook: (event: string) => webhooks.get(event),
    isIntegrated: (storeId: string) => integrated.get(storeId),
    /**
     * Rappi posting an event: to the URL registered for it, signed with its secret, and only for a
     * store on that webhook (Rappi sends nothing for the others; the test fails if it would).
     */
    async sendWebhook(event: string, storeId: string, payload: unknown, now = Date.now()) {
      const hook = webhooks.get(event);
      if (!hook?.stores.has(storeId)) throw new Error(`Rappi has no ${event} webhook for store ${storeId}`);
      const target = new URL(hook.url);
      const url = reachable ? `${reachable}${target.pathname}` : hook.url;
      return deliverRappiWebhook(url, hook.secret, payload, now);
    },
    /** Where the registered URL's host is reached in the test (the app listens on a random port). */
    reachAt: (origin: string) => {
      reachable = origin;
    },
    /** The actions received for an order, as their path tails ('take', 'ready-for-pickup', ...). */
    actionsFor(orderId: string) {
      const marker = `/orders/${orderId}/`;
      return calls
        .filter((call) => call.path.includes(marker))
        .map((call) => ({ action: call.path.split(marker)[1]!, body: call.body }));
    },
    revokeTokens: () => tokens.clear(),
    close: () =>
      Promise.all(
        [server, legacy].map((one) => new Promise<void>((resolve) => one.close(() => resolve()))),
      ).then(() => undefined),
  };
}
export type FakeRappi = Awaited<ReturnType<typeof startFakeRappi>>;

/**
 * A realistic NEW_ORDER as documented: 2 X-Burger (R$ 39,80 with its subitem) and a batata
 * (R$ 12,10) make total_products R$ 51,90; shipping R$ 7,00; total_order R$ 58,90.
 */
export function rappiNewOrder(orderId: string, storeId: string, overrides: { paymentMethod?: string } = {}) {
  return {
    order_detail: {
      order_id: orderId,
      cooking_time: 15,
      min_cooking_time: 10,
      max_cooking_time: 20,
      created_at: '2026-11-25T18:30:00Z',
      delivery_method: 'delivery',
      payment_method: overrides.paymentMethod ?? 'cc',
      billing_information: null,
      delivery_information: {
        city: 'São Paulo',
        complete_address: 'Av. Paulista, 1000',
        street_number: '1000',
        neighborhood: 'Bela Vista',
        complement: 'Apto 42',
        postal_code: '01310-100',
        street_name: 'Avenida Paulista',
      },
      totals: {
        total_products: 51.9,
        total_discounts: 0,
        total_products_with_discount: 51.9,
        total_products_without_discount: 51.9,
        total_other_discounts: 0,
        total_order: 58.9,
        total_to_pay: 58.9,
        charges: { shipping: 7.0, service_fee: 0 },
        other_totals: { total_rappi_credits: 0, total_rappi_pay: 0, tip: 0 },
      },
      items: [
        {
          price: 39.8,
          sku: 'XB-01',
          id: 'item-1',
          name: 'X-Burger',
          type: 'PRODUCT',
          comments: 'Sem cebola',
          unit_price_with_discount: 19.9,
          unit_price_without_discount: 19.9,
          percentage_discount: 0,
          quantity: 2,
          subitems: [
            { sku: 'QJ-EX', id: 'sub-1', name: 'Queijo extra', type: 'TOPPING', price: 2.0, quantity: 1 },
          ],
        },
        {
          price: 12.1,
          sku: 'BT-01',
          id: 'item-2',
          name: 'Batata frita',
          type: 'PRODUCT',
          comments: null,
          unit_price_with_discount: 12.1,
          unit_price_without_discount: 12.1,
          percentage_discount: 0,
          quantity: 1,
          subitems: [],
        },
      ],
      discounts: [],
      delivery_discount: null,
    },
    customer: {
      first_name: 'João',
      last_name: 'Silva',
      phone_number: '11999999999',
      document_type: 'CPF',
      document_number: '12345678901',
    },
    // internal_id is Rappi's store id (what stores-pa calls rappiId); external_id the integrator's.
    store: { internal_id: storeId, external_id: `comanda-${storeId}`, name: 'Lanchonete' },
  };
}

/** ORDER_EVENT_CANCEL exactly as the portal's example. */
export const rappiCancelEvent = (orderId: string, storeId: string, event = 'canceled_with_charge') => ({
  event,
  order_id: orderId,
  store_id: storeId,
});

/** Rappi delivering a webhook: the raw JSON text, signed over "<t>.<raw body>". */
export async function deliverRappiWebhook(url: string, secret: string, payload: unknown, now = Date.now()) {
  const body = JSON.stringify(payload);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'rappi-signature': signRappi(secret, body, now) },
    body,
  });
}
