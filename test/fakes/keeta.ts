/**
 * A fake of Keeta's own Open Delivery API (v1.0.7), as Comanda's one app speaks it (decision 0063):
 * a real local HTTP server in front of the standard fake (test/fakes/open-delivery.ts, which keeps
 * the orders, events, actions and acknowledgments), adding what Keeta documents on top of the
 * standard. Sources (research docs/research/issue-36-partners-as-a-platform.md §2):
 * - Token: `POST /oauth/token` with a JSON body {client_id, client_secret, grant_type:
 *   app_level_token}, one token for every store onboarded under the app
 *   (api-docs.mykeeta.com/en/apis/opendelivery/authentication). The response is not in the stored
 *   excerpt: the standard's TokenResponse {access_token, token_type, expires_in} is used.
 * - `X-App-Signature` on every request: Base64 HMAC-SHA256 keyed with the client secret over
 *   URL + "&" + sorted query + "&" + RFC 8785 body
 *   (api-docs.mykeeta.com/apis/opendelivery/signature-calculation.md), computed here with the
 *   function whose vectors are Keeta's published examples (keeta-signature.test.ts). A wrong or
 *   missing signature is refused 401 with the standard's Error {title, status}.
 * - `GET /v1/events:polling`: "no máximo 2 requisições por minuto por token; a janela reinicia a
 *   cada minuto" → 429 for a third poll in the same minute
 *   (api-docs.mykeeta.com/apis/opendelivery/development-guides/orders/polling); header
 *   `x-polling-merchants` with our merchant ids, "[xx] is/are invalid" for one not onboarded
 *   (…/opendelivery/pollingwebhook.md; the status code is not in the excerpt: 400 here). Whether
 *   Keeta filters the events by that header is not documented: the fake returns every pending event
 *   of the app, the harder case for routing.
 * - `PUT /v1/merchantOnboarding?merchantId=<ours>` {getMerchantURL: {baseURL}, ordersWebhookURL,
 *   keetaMerchantId: number} (…/merchantendpoints/putmerchantonboarding, v1.0.7); a later onboarding
 *   of the same ids replaces the mapping ("deletion of historical data and the creation of a new
 *   mapping"). The 2xx body is not documented (200, empty here); a Keeta id Keeta does not know is
 *   refused 400 (not documented either).
 * - ENC_ fields: customer.phone.number and delivery.deliveryAddress district, number, complement,
 *   formattedAddress "prefixed with ENC_"; `POST /v1/batchDecrypt` {cipherInfos: [{cipherText}]} →
 *   200 {plainInfos: [{cipherText, plainText, errorCode, errorMsg}]}, errorCode 0 "success"
 *   (…/orderapi/batchdecrypt.md, v1.0.6); only "merchant self-delivery or third-party logistics
 *   (3PL)" orders can be decrypted (…/orderssection.md): a Keeta-delivered order's item fails with
 *   a non-zero errorCode (its value is not documented: 1 here). More than 50 items → 400 (the
 *   Standard API's documented maximum).
 * - Webhook: `POST {ordersWebhookURL}` with X-App-Id, X-App-MerchantId ("Identificador do merchant
 *   que recebeu o pedido") and X-App-Signature "HMAC-SHA256 do corpo, com o client_secret como
 *   chave, em Base64" (…/development-guides/orders/webhook): the standard fake's `webhook()`.
 * - Refusals: Keeta's order actions answer 400/401/403/404/422/503 as application/problem+json
 *   {title, status} (…/orderapi/acceptrefund.md, rejectrefund.md, requestcancellation.md) and
 *   "Chamar a mesma ação duas vezes (ex.: /confirm repetido) retorna HTTP 422"
 *   (…/development-guides/orders/polling). `refuseNext(action)` makes Keeta refuse the next such
 *   action (422 unless told) with the standard's Error; the titles are ours (none is published).
 * - `requestCancellation` answers 202 and Keeta cancels only with its CANCELLED event, after it may
 *   have asked the customer (…/development-guides/orders/4.-order-cancellation): a test calls
 *   `cancel(orderId)` for Keeta's decision.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signKeetaRequest } from '../../src/server/integrations/keeta/keeta-signature';
import { type FakeEvent, FakeOpenDelivery } from './open-delivery';

const ADDRESS_FIELDS = ['district', 'number', 'complement', 'formattedAddress'] as const;

export interface KeetaOnboarded {
  keetaMerchantId: number;
  merchantUrl: string;
  webhookUrl: string;
}

export class FakeKeeta {
  readonly standard = new FakeOpenDelivery();
  readonly clientId = this.standard.clientId;
  readonly clientSecret = this.standard.clientSecret;
  baseUrl = '';
  /** Store ids that exist on Keeta (what an owner copies from the merchant portal). */
  readonly keetaStores = new Set<number>();
  /** Our merchant id → its onboarding. */
  readonly onboarded = new Map<string, KeetaOnboarded>();
  readonly polls: { at: number; merchants: string[] }[] = [];
  readonly decryptRequests: string[][] = [];
  refusedSignatures = 0;
  /** Order actions Keeta will refuse next (action name → HTTP status), each once. */
  private readonly refusals = new Map<string, number>();
  /**
   * The test's side, for a race: while true, each onboarding waits until the test lets it through
   * (`heldOnboardings[i]()`, in the order they came), then is answered as documented.
   */
  holdOnboardings = false;
  readonly heldOnboardings: (() => void)[] = [];
  /** The actions Keeta refused, as they were sent. */
  readonly refusedActions: { orderId: string; action: string; body: unknown }[] = [];
  /** The fake's clock for the polling limit (a test moves it a minute on instead of waiting). */
  clock = () => Date.now();
  tokensIssued = 0;
  private readonly ciphers = new Map<string, { plain: string; orderId: string }>();
  private server: Server | null = null;

  async start(): Promise<this> {
    await this.standard.start();
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) =>
        this.send(res, 500, { title: error.message, status: 500 }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.standard.stop();
  }

  private send(res: ServerResponse, status: number, body?: unknown) {
    if (body === undefined) {
      res.writeHead(status);
      res.end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private refuse(res: ServerResponse, status: number, title: string) {
    return this.send(res, status, { title, status });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.baseUrl);
    const query = Object.fromEntries(url.searchParams);
    const expected = signKeetaRequest(this.clientSecret, `${this.baseUrl}${url.pathname}`, query, text);
    if (req.headers['x-app-signature'] !== expected) {
      this.refusedSignatures++;
      return this.refuse(res, 401, 'Invalid signature');
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      if (!String(req.headers['content-type']).startsWith('application/json'))
        return this.refuse(res, 400, 'Body must be application/json');
      const body = JSON.parse(text) as Record<string, unknown>;
      if (
        body.grant_type !== 'app_level_token' ||
        body.client_id !== this.clientId ||
        body.client_secret !== this.clientSecret
      )
        return this.refuse(res, 401, 'Unauthorized');
      this.tokensIssued++;
      return this.send(res, 200, {
        access_token: `token-${this.clientId}`,
        token_type: 'bearer',
        expires_in: 3600,
      });
    }
    if (req.headers.authorization !== `Bearer token-${this.clientId}`)
      return this.refuse(res, 401, 'Unauthorized');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const orderAction = /^\/v1\/orders\/([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const refusal = req.method === 'POST' && orderAction ? this.refusals.get(orderAction[2]!) : undefined;
    if (orderAction && refusal !== undefined) {
      this.refusals.delete(orderAction[2]!);
      this.refusedActions.push({
        orderId: decodeURIComponent(orderAction[1]!),
        action: orderAction[2]!,
        body,
      });
      return this.refuse(res, refusal, 'Order status does not allow this action');
    }

    if (req.method === 'GET' && url.pathname === '/v1/events:polling') {
      const now = this.clock();
      const minute = Math.floor(now / 60_000);
      if (this.polls.filter((poll) => Math.floor(poll.at / 60_000) === minute).length >= 2)
        return this.refuse(res, 429, 'Too many requests');
      const merchants = String(req.headers['x-polling-merchants'] ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      this.polls.push({ at: now, merchants });
      const invalid = merchants.filter((id) => !this.onboarded.has(id));
      if (merchants.length === 0 || invalid.length)
        return this.refuse(res, 400, `[${invalid.join(',')}] is/are invalid`);
      return this.forward(req, res, url, text);
    }
    if (req.method === 'PUT' && url.pathname === '/v1/merchantOnboarding') {
      if (this.holdOnboardings) await new Promise<void>((release) => this.heldOnboardings.push(release));
      const merchantId = url.searchParams.get('merchantId');
      const store = body as
        | { getMerchantURL?: { baseURL?: string }; ordersWebhookURL?: string; keetaMerchantId?: unknown }
        | undefined;
      if (
        !merchantId ||
        typeof store?.keetaMerchantId !== 'number' ||
        !store.getMerchantURL?.baseURL ||
        !store.ordersWebhookURL
      )
        return this.refuse(res, 400, 'Invalid onboarding');
      if (!this.keetaStores.has(store.keetaMerchantId)) return this.refuse(res, 400, 'Unknown merchant');
      for (const [ours, mapping] of this.onboarded)
        if (mapping.keetaMerchantId === store.keetaMerchantId) this.onboarded.delete(ours);
      this.onboarded.set(merchantId, {
        keetaMerchantId: store.keetaMerchantId,
        merchantUrl: store.getMerchantURL.baseURL,
        webhookUrl: store.ordersWebhookURL,
      });
      return this.send(res, 200);
    }
    if (req.method === 'POST' && url.pathname === '/v1/batchDecrypt') {
      const infos = (body?.cipherInfos ?? []) as { cipherText: string }[];
      if (!Array.isArray(infos) || infos.length === 0 || infos.length > 50)
        return this.refuse(res, 400, 'cipherInfos must have 1 to 50 items');
      this.decryptRequests.push(infos.map((info) => info.cipherText));
      return this.send(res, 200, {
        plainInfos: infos.map(({ cipherText }) => {
          const known = this.ciphers.get(cipherText);
          const order = known && this.standard.orders.get(known.orderId);
          const deliveredBy = (order?.delivery as { deliveredBy?: string } | undefined)?.deliveredBy;
          return known && deliveredBy !== 'MARKETPLACE'
            ? { cipherText, plainText: known.plain, errorCode: 0, errorMsg: 'success' }
            : { cipherText, plainText: null, errorCode: 1, errorMsg: 'decryption not allowed' };
        }),
      });
    }
    return this.forward(req, res, url, text);
  }

  /** Everything the standard has (orders, actions, acknowledgment, merchantUpdate) is served by it. */
  private async forward(req: IncomingMessage, res: ServerResponse, url: URL, text: string) {
    const answer = await fetch(`${this.standard.baseUrl}${url.pathname}${url.search}`, {
      method: req.method,
      headers: {
        authorization: String(req.headers.authorization),
        ...(text ? { 'content-type': 'application/json' } : {}),
      },
      body: text || undefined,
    });
    const reply = await answer.text();
    res.writeHead(answer.status, reply ? { 'content-type': 'application/json' } : {});
    res.end(reply);
  }

  /** A store that exists on Keeta; returns its Keeta id. */
  addStore(keetaMerchantId = 700_000_000 + Math.floor(Math.random() * 99_999_999)): number {
    this.keetaStores.add(keetaMerchantId);
    return keetaMerchantId;
  }

  /**
   * A diner orders at the store Keeta knows as `merchantId` (ours). `encrypted`: the phone and the
   * address come as ENC_ ciphers, as Keeta sends them.
   */
  placeOrder(
    merchantId: string,
    options: Parameters<FakeOpenDelivery['placeOrder']>[1] & { encrypted?: boolean } = {},
  ) {
    const placed = this.standard.placeOrder(merchantId, options);
    if (options.encrypted) {
      const order = placed.order as unknown as {
        customer: { phone: { number: string } };
        delivery: { deliveryAddress: Record<string, string> };
      };
      const encrypt = (plain: string) => {
        const cipherText = `ENC_#${Buffer.from(randomUUID()).toString('base64').slice(0, 12)}=#1#`;
        this.ciphers.set(cipherText, { plain, orderId: placed.order.id });
        return cipherText;
      };
      order.customer.phone.number = encrypt(order.customer.phone.number);
      for (const field of ADDRESS_FIELDS)
        order.delivery.deliveryAddress[field] = encrypt(order.delivery.deliveryAddress[field]!);
    }
    return placed;
  }

  /** Keeta refuses the next `action` on an order (e.g. 'requestCancellation', 'dispatch'). */
  refuseNext(action: string, status = 422) {
    this.refusals.set(action, status);
  }

  /** The customer asks a refund (USER_REFUND_REQUEST), as the standard fake models it. */
  requestRefund(orderId: string): FakeEvent {
    return this.standard.requestRefund(orderId);
  }

  cancel(orderId: string): FakeEvent {
    return this.standard.cancel(orderId);
  }

  pendingEvents(): FakeEvent[] {
    return this.standard.pendingEvents();
  }

  get acknowledged() {
    return this.standard.acknowledged;
  }

  /** Keeta's webhook delivery of an event for the store `merchantId` (ours), signed in Base64. */
  webhook(event: FakeEvent, merchantId: string, secret = this.clientSecret) {
    return this.standard.webhook(event, merchantId, secret, 'base64');
  }
}

export async function startFakeKeeta(): Promise<FakeKeeta> {
  return new FakeKeeta().start();
}
