/**
 * A fake Open Delivery ordering application (Keeta or any other marketplace speaking the
 * standard): a real local HTTP server with the routes a merchant software calls, plus the
 * marketplace's side for tests (place an order, cancel it, sign a webhook delivery).
 *
 * Source of every shape: the standard's OpenAPI document, Abrasel-Nacional/opendelivery-v2,
 * docs/reference/v1/openapi.yaml (Open Delivery API v1.7.0; the same v1 paths as the v1.3.0
 * document of Abrasel-Nacional/opendelivery):
 * - `POST /oauth/token`: form body {client_id, client_secret, grant_type: client_credentials}
 *   (requestBodies Token, examples tokenExample) → 200 TokenResponse {access_token, token_type:
 *   'bearer', expires_in}; 401 responses Unauthorized with the Error schema {title, status}.
 * - `GET /v1/events:polling` → 200 array of Event {eventId, eventType, orderId, orderURL,
 *   createdAt, sourceAppId} or 204 No content; events repeat until acknowledged.
 * - `POST /v1/events/acknowledgment` body [AckEvents {id, orderId, eventType}] (max 100) → 202.
 * - `GET /v1/orders/{orderId}` → 200 Order; 404 for an unknown id. The document's orderExample
 *   is commented out, so the order below is built from the Order schema's required fields and
 *   their `example` values (formattedAddress 'Plaza Avenue, 100, BL 02 AP 31, Moema - São Paulo,
 *   SP - Brazil', postalCode '20111-000', ...); values without an example are ours.
 * - `POST /v1/orders/{orderId}/confirm` (body OrderConfirmed {createdAt, orderExternalCode,
 *   preparationTime?}), `/preparing`, `/readyForPickup`, `/dispatch`, `/requestCancellation`
 *   (body RequestCancelled {reason, code, mode}) → 202; each is followed by the event the
 *   document says to expect (CONFIRMED, PREPARING, READY_FOR_PICKUP, DISPATCHED,
 *   CANCELLATION_REQUESTED). 422 UnprocessableEntity shapes are not modelled.
 * - `POST /v1/menuUpdated` (empty body: read GET /merchant again) → 204.
 * - Keeta only, `POST /v1/merchantUpdate/{merchantId}` (our merchant id; body empty to re-read
 *   the merchant, or only `merchantStatus` AVAILABLE/UNAVAILABLE) → 202
 *   (api-docs.mykeeta.com/apis/opendelivery/merchantendpoints/merchantupdate, v1.0.7; the success
 *   code is not in the stored excerpt: 202 as the standard's other merchant notifications).
 * - Webhook `POST {baseURL}/newEvent`: body Event, headers X-App-Id, X-App-MerchantId and
 *   X-App-Signature keyed with the client secret over the body. The two documents differ and the
 *   fake keeps them apart (decision 0060): Keeta (the default here) sends "HMAC-SHA256 do corpo, com
 *   o client_secret como chave, em Base64" and expects "an HTTP 200 response code with an empty
 *   response body" (api-docs.mykeeta.com/apis/opendelivery/development-guides/orders/webhook, pt
 *   and en); the bare standard sends the "lowercased hexadecimal HMAC signature of the webhook
 *   HTTP request body, using the client secret" (openapi.yaml v1.7.0, l.745): `webhook(…, 'hex')`.
 * - Keeta only, refunds: `requestRefund(orderId)` emits USER_REFUND_REQUEST; `POST
 *   /v1/orders/{orderId}/acceptRefund` (no body) and `/rejectRefund` ({reason, code:
 *   DISH_ALREADY_DONE|OUT_FOR_DELIVERY|OTHER}) → 202, then REFUNDED after an acceptance
 *   (api-docs.mykeeta.com/apis/opendelivery/orderapi/acceptrefund.md, rejectrefund.md; the success
 *   code and the event's metadata are not in the stored excerpts). A second answer is 422, as Keeta
 *   answers a repeated action (development-guides/orders/polling).
 * - Bare standard only, per-merchant credentials: "The Ordering Application … MUST provide one
 *   `clientId` and `clientSecret` credentials for each individual merchant it will work with" and
 *   "authentication occurs per merchant" (l.2749, l.1412): `addMerchant(merchantId)` issues a pair
 *   whose token sees that merchant's orders and events only (other orders answer 404).
 * - Bare standard only, the diner's cancellation request (l.862-877 "Cancellation Handshake", event
 *   types l.1458-1459, endpoints l.2081-2170, RequestDenied l.5448-5460):
 *   `requestConsumerCancellation(orderId)` emits ORDER_CANCELLATION_REQUEST; `POST
 *   /v1/orders/{orderId}/acceptCancellation` (no body) → 204 then CANCELLED ("It is expected to
 *   receive a `CANCELLED` event after this action"); `/denyCancellation` with RequestDenied
 *   `{reason, code: DISH_ALREADY_DONE | OUT_FOR_DELIVERY}` (both required) → 204 then
 *   CANCELLED_DENIED (the enum's name; the prose says CANCELLATION_DENIED); a body without them →
 *   400. The document lists 422 UnprocessableEntity for both without saying when: the fake answers
 *   422 when no request is pending (answered already, or `expireConsumerCancellation(orderId)`).
 *   No example event is published for ORDER_CANCELLATION_REQUEST: it carries the Event schema plus
 *   EventMetadataCancel's required `metadata {reason, code}` (l.5530-5560), code
 *   CONSUMER_CANCELLATION_REQUESTED; the reason text is ours.
 * The document is silent on the token's lifetime and on rate limits: not modelled.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEvent {
  eventId: string;
  eventType: string;
  orderId: string;
  orderURL: string;
  createdAt: string;
  sourceAppId: string;
}

const price = (value: number) => ({ value, currency: 'BRL' });

export class FakeOpenDelivery {
  readonly clientId = `keeta-${randomUUID()}`;
  readonly clientSecret = `segredo-${randomUUID()}`;
  readonly appId = randomUUID();
  baseUrl = '';
  readonly orders = new Map<string, Record<string, unknown>>();
  readonly actions: { orderId: string; action: string; body: unknown }[] = [];
  readonly acknowledged: unknown[] = [];
  menuUpdates = 0;
  readonly merchantUpdates: { merchantId: string; body: unknown }[] = [];
  tokensIssued = 0;
  private pending: FakeEvent[] = [];
  private server: Server | null = null;

  async start(): Promise<this> {
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

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(text);
      const merchant = [...this.merchantCredentials].find(
        ([, pair]) =>
          pair.clientId === form.get('client_id') && pair.clientSecret === form.get('client_secret'),
      );
      if (merchant && form.get('grant_type') === 'client_credentials') {
        this.tokensIssued++;
        return this.send(res, 200, {
          access_token: `token-${merchant[1].clientId}`,
          token_type: 'bearer',
          expires_in: 3600,
        });
      }
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== this.clientId ||
        form.get('client_secret') !== this.clientSecret
      )
        return this.send(res, 401, { title: 'Unauthorized', status: 401 });
      this.tokensIssued++;
      return this.send(res, 200, {
        access_token: `token-${this.clientId}`,
        token_type: 'bearer',
        expires_in: 3600,
      });
    }
    const scope = [...this.merchantCredentials].find(
      ([, pair]) => req.headers.authorization === `Bearer token-${pair.clientId}`,
    )?.[0];
    if (!scope && req.headers.authorization !== `Bearer token-${this.clientId}`)
      return this.send(res, 401, { title: 'Unauthorized', status: 401 });
    const body = text ? JSON.parse(text) : undefined;
    // A merchant's own credentials see that merchant's orders only.
    const orderPath = /^\/v1\/orders\/([^/]+)/.exec(url.pathname);
    if (scope && orderPath && this.merchantOf(decodeURIComponent(orderPath[1]!)) !== scope)
      return this.send(res, 404, { title: 'Order not found', status: 404 });
    if (req.method === 'GET' && url.pathname === '/v1/events:polling') {
      const visible = scope
        ? this.pending.filter((event) => this.merchantOf(event.orderId) === scope)
        : this.pending;
      return visible.length ? this.send(res, 200, visible) : this.send(res, 204);
    }
    const consumer = /^\/v1\/orders\/([^/]+)\/(acceptCancellation|denyCancellation)$/.exec(url.pathname);
    if (req.method === 'POST' && consumer) {
      const orderId = decodeURIComponent(consumer[1]!);
      const denied = body as { reason?: unknown; code?: unknown } | undefined;
      if (
        consumer[2] === 'denyCancellation' &&
        (typeof denied?.reason !== 'string' ||
          !['DISH_ALREADY_DONE', 'OUT_FOR_DELIVERY'].includes(String(denied?.code)))
      )
        return this.send(res, 400, { title: 'Bad request', status: 400 });
      if (!this.consumerCancellations.delete(orderId))
        return this.send(res, 422, { title: 'No cancellation request', status: 422 });
      this.actions.push({ orderId, action: consumer[2]!, body });
      this.event(orderId, consumer[2] === 'acceptCancellation' ? 'CANCELLED' : 'CANCELLED_DENIED');
      return this.send(res, 204);
    }
    if (req.method === 'POST' && url.pathname === '/v1/events/acknowledgment') {
      const ids = new Set((body as { id: string }[]).map((ack) => ack.id));
      this.acknowledged.push(...(body as unknown[]));
      this.pending = this.pending.filter((event) => !ids.has(event.eventId));
      return this.send(res, 202);
    }
    if (req.method === 'POST' && url.pathname === '/v1/menuUpdated') {
      this.menuUpdates++;
      return this.send(res, 204);
    }
    const merchantUpdate = /^\/v1\/merchantUpdate\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && merchantUpdate) {
      this.merchantUpdates.push({ merchantId: decodeURIComponent(merchantUpdate[1]!), body });
      return this.send(res, 202);
    }
    const order = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && order) {
      const found = this.orders.get(decodeURIComponent(order[1]!));
      return found
        ? this.send(res, 200, found)
        : this.send(res, 404, { title: 'Order not found', status: 404 });
    }
    const refund = /^\/v1\/orders\/([^/]+)\/(acceptRefund|rejectRefund)$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const orderId = decodeURIComponent(refund[1]!);
      if (!this.refundRequests.delete(orderId))
        return this.send(res, 422, { title: 'No refund request', status: 422 });
      this.actions.push({ orderId, action: refund[2]!, body });
      if (refund[2] === 'acceptRefund') this.event(orderId, 'REFUNDED');
      return this.send(res, 202);
    }
    const action =
      /^\/v1\/orders\/([^/]+)\/(confirm|preparing|readyForPickup|dispatch|requestCancellation)$/.exec(
        url.pathname,
      );
    if (req.method === 'POST' && action) {
      const orderId = decodeURIComponent(action[1]!);
      if (!this.orders.has(orderId)) return this.send(res, 404, { title: 'Order not found', status: 404 });
      this.actions.push({ orderId, action: action[2]!, body });
      const expected: Record<string, string> = {
        confirm: 'CONFIRMED',
        preparing: 'PREPARING',
        readyForPickup: 'READY_FOR_PICKUP',
        dispatch: 'DISPATCHED',
        requestCancellation: 'CANCELLATION_REQUESTED',
      };
      this.event(orderId, expected[action[2]!]!);
      return this.send(res, 202);
    }
    return this.send(res, 404, { title: 'Not found', status: 404 });
  }

  private event(orderId: string, eventType: string): FakeEvent {
    const event = {
      eventId: randomUUID(),
      eventType,
      orderId,
      orderURL: `${this.baseUrl}/v1/orders/${orderId}`,
      createdAt: new Date().toISOString(),
      sourceAppId: this.appId,
    };
    this.pending.push(event);
    return event;
  }

  /** A diner orders on the marketplace: the order and its CREATED event. */
  placeOrder(
    merchantId: string,
    options: {
      externalCode?: string;
      type?: 'DELIVERY' | 'TAKEOUT';
      /** Cash on delivery, `changeFor` the note the customer pays with (Order.payments.methods). */
      cashChangeFor?: number;
      /** orderTiming SCHEDULED with its `schedule` window. */
      scheduledFor?: { start: Date; end: Date };
      deliveredBy?: 'MERCHANT' | 'MARKETPLACE';
    } = {},
  ) {
    const id = randomUUID();
    const order = {
      id,
      type: options.type ?? 'DELIVERY',
      displayId: String(10_000 + this.orders.size),
      sourceAppId: this.appId,
      createdAt: new Date().toISOString(),
      orderTiming: options.scheduledFor ? 'SCHEDULED' : 'INSTANT',
      ...(options.scheduledFor
        ? {
            schedule: {
              scheduledDateTimeStart: options.scheduledFor.start.toISOString(),
              scheduledDateTimeEnd: options.scheduledFor.end.toISOString(),
            },
          }
        : {}),
      preparationStartDateTime: new Date().toISOString(),
      merchant: { id: merchantId, name: 'Pizza Plaza' },
      items: [
        {
          id: randomUUID(),
          index: 0,
          name: 'Pizza Calabresa',
          externalCode: options.externalCode ?? 'PZ-CAL',
          unit: 'UN',
          quantity: 2,
          specialInstructions: 'Sem cebola',
          unitPrice: price(45),
          optionsPrice: price(5),
          totalPrice: price(100),
          options: [
            {
              index: 0,
              id: randomUUID(),
              name: 'Borda de catupiry',
              externalCode: 'BORDA',
              unit: 'UN',
              quantity: 1,
              unitPrice: price(5),
              totalPrice: price(5),
            },
          ],
        },
      ],
      otherFees: [
        { name: 'Taxa de entrega', type: 'DELIVERY_FEE', receivedBy: 'MERCHANT', price: price(8.9) },
      ],
      discounts: [],
      total: { itemsPrice: price(100), otherFees: price(8.9), discount: price(0), orderAmount: price(108.9) },
      payments: options.cashChangeFor
        ? {
            prepaid: 0,
            pending: 108.9,
            methods: [
              {
                value: 108.9,
                currency: 'BRL',
                type: 'PENDING',
                method: 'CASH',
                changeFor: options.cashChangeFor,
              },
            ],
          }
        : {
            prepaid: 108.9,
            pending: 0,
            methods: [{ value: 108.9, currency: 'BRL', type: 'PREPAID', method: 'CREDIT' }],
          },
      customer: {
        id: randomUUID(),
        name: 'Maria Souza',
        phone: { number: '11987654321' },
        ordersCountOnMerchant: 1,
      },
      delivery: {
        deliveredBy: options.deliveredBy ?? 'MARKETPLACE',
        deliveryAddress: {
          country: 'BR',
          state: 'BR-SP',
          city: 'São Paulo',
          district: 'Moema',
          street: 'Plaza Avenue',
          number: '100',
          complement: 'BL 02 AP 31',
          formattedAddress: 'Plaza Avenue, 100, BL 02 AP 31, Moema - São Paulo, SP - Brazil',
          postalCode: '20111-000',
          coordinates: { latitude: -23.54823, longitude: -46.63632 },
        },
        estimatedDeliveryDateTime: new Date(Date.now() + 45 * 60_000).toISOString(),
      },
    };
    this.orders.set(id, order);
    return { order, event: this.event(id, 'CREATED') };
  }

  private readonly refundRequests = new Set<string>();

  /** Keeta only: the customer asks a refund for the order. */
  requestRefund(orderId: string): FakeEvent {
    this.refundRequests.add(orderId);
    return this.event(orderId, 'USER_REFUND_REQUEST');
  }

  private readonly merchantCredentials = new Map<string, { clientId: string; clientSecret: string }>();
  private readonly consumerCancellations = new Set<string>();

  /** Bare standard: the credentials the marketplace issues for one merchant (one pair each). */
  addMerchant(merchantId: string) {
    const pair = { clientId: `od-${randomUUID()}`, clientSecret: `segredo-${randomUUID()}` };
    this.merchantCredentials.set(merchantId, pair);
    return pair;
  }

  private merchantOf(orderId: string): string | undefined {
    return (this.orders.get(orderId)?.merchant as { id?: string } | undefined)?.id;
  }

  /** Bare standard: the diner asks to cancel the order (ORDER_CANCELLATION_REQUEST). */
  requestConsumerCancellation(orderId: string): FakeEvent {
    this.consumerCancellations.add(orderId);
    const event = this.event(orderId, 'ORDER_CANCELLATION_REQUEST');
    Object.assign(event, {
      metadata: { reason: 'O cliente desistiu do pedido', code: 'CONSUMER_CANCELLATION_REQUESTED' },
    });
    return event;
  }

  /** The request is no longer open on the marketplace side: an answer now gets its 422. */
  expireConsumerCancellation(orderId: string) {
    this.consumerCancellations.delete(orderId);
  }

  /** The marketplace cancels the order. */
  cancel(orderId: string): FakeEvent {
    return this.event(orderId, 'CANCELLED');
  }

  pendingEvents(): FakeEvent[] {
    return [...this.pending];
  }

  /**
   * The webhook delivery (POST {our webhook}) of an event, signed as Keeta signs it (Base64), or as
   * the bare Open Delivery standard does (lowercase hex).
   */
  webhook(
    event: FakeEvent,
    merchantId: string,
    secret = this.clientSecret,
    encoding: 'base64' | 'hex' = 'base64',
  ) {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-app-id': this.appId,
        'x-app-merchantid': merchantId,
        'x-app-signature': createHmac('sha256', secret).update(body).digest(encoding),
      },
    };
  }
}

export async function startFakeOpenDelivery(): Promise<FakeOpenDelivery> {
  return new FakeOpenDelivery().start();
}
