/**
 * A fake Mercado Pago: a real local HTTP server speaking the paths, fields, status codes and error
 * shape of the REST API Comanda uses (Checkout Pro preferences, payments, preapproval), plus the
 * payer's side for tests: settle a payment, change its status, charge a subscription, make the API
 * fail, and sign webhook notifications exactly as Mercado Pago signs them.
 * Point MERCADOPAGO_BASE_URL at `fake.baseUrl` and MERCADOPAGO_ACCESS_TOKEN at `fake.accessToken`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
  payment_type_id: string;
  payment_method_id: string;
  date_created: string;
  date_approved: string | null;
  live_mode: boolean;
  point_of_interaction?: { type: string; transaction_data?: { subscription_id?: string } };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface SignedDelivery {
  url: string;
  headers: Record<string, string>;
  payload: { action: string; api_version: string; type: string; data: { id: string }; date_created: string };
}

const STATUS_DETAIL: Record<string, string> = {
  approved: 'accredited',
  pending: 'pending_waiting_transfer',
  in_process: 'pending_contingency',
  rejected: 'cc_rejected_insufficient_amount',
  cancelled: 'expired',
  refunded: 'refunded',
};

function apiError(res: ServerResponse, status: number, error: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message, error, status, cause: [{ code: status, description: message }] }));
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export class FakeMercadoPago {
  readonly accessToken = `TEST-${randomUUID()}`;
  readonly webhookSecret = `segredo-${randomUUID()}`;
  readonly requests: RecordedRequest[] = [];
  readonly preferences = new Map<string, Record<string, unknown>>();
  readonly preapprovals = new Map<string, Record<string, unknown>>();
  readonly payments = new Map<string, FakePayment>();
  /** While set, every API call answers with this status (500: an outage; 429: throttled). */
  failWith: number | null = null;
  private server: Server | null = null;
  private nextPaymentId = 1_300_000_001;
  private idempotency = new Map<string, unknown>();
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => apiError(res, 500, 'internal_error', error.message));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const body = req.method === 'GET' ? undefined : await readJson(req);
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
    if (req.headers.authorization !== `Bearer ${this.accessToken}`) {
      return apiError(res, 401, 'unauthorized', 'invalid access token');
    }
    if (this.failWith) return apiError(res, this.failWith, 'internal_error', 'Internal server error');
    const key = req.headers['x-idempotency-key'];
    const replay =
      typeof key === 'string' ? this.idempotency.get(`${req.method} ${url.pathname} ${key}`) : undefined;
    if (replay) return send(res, 201, replay);

    const route = `${req.method} ${url.pathname}`;
    let answer: { status: number; body: unknown } | null = null;
    if (route === 'POST /checkout/preferences')
      answer = this.createPreference(body as Record<string, unknown>);
    else if (route === 'POST /preapproval') answer = this.createPreapproval(body as Record<string, unknown>);
    else {
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      const preapproval = /^\/preapproval\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && payment) {
        const found = this.payments.get(decodeURIComponent(payment[1]!));
        if (!found) return apiError(res, 404, 'not_found', 'Payment not found');
        answer = { status: 200, body: found };
      } else if (req.method === 'GET' && preapproval) {
        const found = this.preapprovals.get(decodeURIComponent(preapproval[1]!));
        if (!found) return apiError(res, 404, 'not_found', 'Preapproval not found');
        answer = { status: 200, body: found };
      }
    }
    if (!answer) return apiError(res, 404, 'not_found', `Route ${route} not found`);
    if (typeof key === 'string' && answer.status === 201) {
      this.idempotency.set(`${req.method} ${url.pathname} ${key}`, answer.body);
    }
    return send(res, answer.status, answer.body);
  }

  private createPreference(body: Record<string, unknown>) {
    const items = body.items as
      | { unit_price?: unknown; currency_id?: unknown; quantity?: unknown }[]
      | undefined;
    const valid =
      Array.isArray(items) &&
      items.length > 0 &&
      items.every((item) => typeof item.unit_price === 'number' && typeof item.quantity === 'number');
    if (!valid)
      return {
        status: 400,
        body: { message: 'items invalid', error: 'bad_request', status: 400, cause: [] },
      };
    const id = `123456789-${randomUUID()}`;
    const preference = {
      ...body,
      id,
      collector_id: 123456789,
      date_created: new Date().toISOString(),
      init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
    };
    this.preferences.set(id, preference);
    return { status: 201, body: preference };
  }

  private createPreapproval(body: Record<string, unknown>) {
    const id = `2c9380848${randomUUID().replaceAll('-', '').slice(0, 23)}`;
    const preapproval = {
      ...body,
      id,
      status: 'pending',
      date_created: new Date().toISOString(),
      init_point: `https://www.mercadopago.com.br/subscriptions/checkout?preapproval_id=${id}`,
    };
    this.preapprovals.set(id, preapproval);
    return { status: 201, body: preapproval };
  }

  /** The payer finishes a Checkout Pro payment for a preference (by its external_reference). */
  pay(externalReference: string, status = 'approved', overrides: Partial<FakePayment> = {}): FakePayment {
    const preference = [...this.preferences.values()].find((p) => p.external_reference === externalReference);
    const item = (preference?.items as { unit_price: number }[] | undefined)?.[0];
    const payment: FakePayment = {
      id: this.nextPaymentId++,
      status,
      status_detail: STATUS_DETAIL[status] ?? status,
      external_reference: externalReference,
      transaction_amount: item?.unit_price ?? 0,
      currency_id: 'BRL',
      payment_type_id: status === 'pending' ? 'bank_transfer' : 'credit_card',
      payment_method_id: status === 'pending' ? 'pix' : 'master',
      date_created: new Date().toISOString(),
      date_approved: status === 'approved' ? new Date().toISOString() : null,
      live_mode: false,
      ...overrides,
    };
    this.payments.set(String(payment.id), payment);
    return payment;
  }

  /** Mercado Pago changes a payment's status (a PIX is paid, a refund, ...). */
  setStatus(paymentId: number | string, status: string): FakePayment {
    const payment = this.payments.get(String(paymentId));
    if (!payment) throw new Error(`no fake payment ${paymentId}`);
    payment.status = status;
    payment.status_detail = STATUS_DETAIL[status] ?? status;
    if (status === 'approved') payment.date_approved = new Date().toISOString();
    return payment;
  }

  /** The payer authorizes a subscription and Mercado Pago charges its monthly payment. */
  chargeSubscription(preapprovalId: string, status = 'approved'): FakePayment {
    const preapproval = this.preapprovals.get(preapprovalId);
    if (!preapproval) throw new Error(`no fake preapproval ${preapprovalId}`);
    preapproval.status = 'authorized';
    const recurring = preapproval.auto_recurring as { transaction_amount: number };
    return this.pay(String(preapproval.external_reference), status, {
      transaction_amount: recurring.transaction_amount,
      point_of_interaction: { type: 'SUBSCRIPTIONS', transaction_data: { subscription_id: preapprovalId } },
    });
  }

  /**
   * The webhook delivery for a payment, signed as Mercado Pago signs it. `secret` and `ts`
   * (seconds) can be changed to forge bad or old signatures.
   */
  notification(
    paymentId: number | string,
    options: { secret?: string; ts?: number; requestId?: string; path?: string } = {},
  ): SignedDelivery {
    const dataId = String(paymentId);
    const requestId = options.requestId ?? randomUUID();
    const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', options.secret ?? this.webhookSecret)
      .update(manifest)
      .digest('hex');
    return {
      url: `${options.path ?? '/api/payments/webhook'}?data.id=${encodeURIComponent(dataId)}&type=payment`,
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': `ts=${ts},v1=${v1}`,
      },
      payload: {
        action: 'payment.updated',
        api_version: 'v1',
        type: 'payment',
        data: { id: dataId },
        date_created: new Date().toISOString(),
      },
    };
  }

  /** Delivers a notification over HTTP to a running app (its PUBLIC_URL or listening address). */
  async deliver(appBaseUrl: string, paymentId: number | string): Promise<Response> {
    const delivery = this.notification(paymentId);
    return fetch(`${appBaseUrl.replace(/\/$/, '')}${delivery.url}`, {
      method: 'POST',
      headers: delivery.headers,
      body: JSON.stringify(delivery.payload),
    });
  }
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  return new FakeMercadoPago().start();
}
