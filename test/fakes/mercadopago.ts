/**
 * A fake Mercado Pago: a real local HTTP server speaking the paths, fields, status codes and error
 * shape of the REST API Comanda uses (Checkout Pro preferences, payments, PIX payments,
 * preapproval, authorized payments), plus the payer's side for tests: settle a payment, change its
 * status, authorize and charge a subscription, make the API fail, and sign webhook notifications
 * exactly as Mercado Pago signs them.
 * Point MERCADOPAGO_BASE_URL at `fake.baseUrl` and MERCADOPAGO_ACCESS_TOKEN at `fake.accessToken`;
 * `fake.addAccount()` gives another seller's token (a restaurant's own account for diners' PIX).
 *
 * Where each shape comes from:
 * - Errors `{message, error, status, cause: [{code, description}]}`: Mercado Pago API reference
 *   error examples (https://www.mercadopago.com.br/developers/pt/reference), as summarised in
 *   ../shared INTEGRATIONS.md; the SDK (github mercadopago/sdk-nodejs) passes them through as is.
 * - `POST /checkout/preferences` answer `id`, `init_point`, `sandbox_init_point`: API reference
 *   "Criar preferência".
 * - `POST /preapproval`, `GET /preapproval/{id}`, `PUT /preapproval/{id}`: fields as in
 *   mercadopago/sdk-nodejs src/clients/preApproval/commonTypes.ts (PreApprovalResponse: id,
 *   status, external_reference, init_point, next_payment_date, auto_recurring, ...) and
 *   e2e/preApproval/update.spec.ts (PUT answers the whole subscription). Statuses pending,
 *   authorized, paused, cancelled.
 * - `GET /authorized_payments/{id}`: the response example of the API reference "Obter dados de
 *   uma fatura" (id, type 'scheduled', preapproval_id, reason, external_reference, currency_id,
 *   transaction_amount, debit_date, retry_attempt, status, summarized, payment {id, status,
 *   status_detail}). The docs do not say whether the charge's payment carries the subscription's
 *   external_reference: this fake leaves it out, so nothing may depend on it.
 * - `POST /v1/payments` with payment_method_id 'pix': request (transaction_amount, description,
 *   payment_method_id, payer.email, notification_url, external_reference, date_of_expiration,
 *   header X-Idempotency-Key) and answer (status 'pending', status_detail
 *   'pending_waiting_transfer', payment_type_id 'bank_transfer', point_of_interaction
 *   .transaction_data {qr_code, qr_code_base64, ticket_url}): Checkout Transparente "Integrar
 *   Pix" (https://www.mercadopago.com.br/developers/pt/docs/checkout-api/integration-configuration/integrate-pix)
 *   and mercadopago/sdk-nodejs src/examples/payment/create.ts. payer.email is required there; the
 *   docs are silent on the exact 400 body for a missing one, so this fake answers the generic error
 *   shape. An expired PIX becomes status 'cancelled' with status_detail 'expired' (API reference,
 *   payment statuses); a refund 'refunded'.
 * - `PUT /v1/payments/{id}` with `{status: "cancelled"}` (API reference "Criar cancelamento",
 *   https://www.mercadopago.com.br/developers/pt/reference/chargebacks/_payments_payment_id/put, and
 *   mercadopago/sdk-nodejs src/clients/payment/cancel/index.ts, which answers the whole payment):
 *   200 with the payment now 'cancelled' (status_detail 'by_collector') when it was pending,
 *   in_process or authorized; otherwise 400 code 2018 "The action requested is not valid for the
 *   current payment state"; a status other than 'cancelled' 400 code 2016, a missing one code 4017.
 * - `POST /v1/payments/{id}/refunds` (API reference "Criar reembolso",
 *   https://www.mercadopago.com.br/developers/pt/reference/chargebacks/_payments_id_refunds/post;
 *   mercadopago/sdk-nodejs src/clients/paymentRefund/total/index.ts sends `{}` for the whole amount,
 *   commonTypes.ts RefundResponse): 201 with `{id, payment_id, amount, metadata, source {id, name,
 *   type: 'collector'}, date_created, unique_sequence_number, refund_mode: 'standard',
 *   adjustment_amount, status: 'approved', reason, amount_refunded_to_payer}`; the payment becomes
 *   'refunded'. The header X-Idempotency-Key is required (404 code 4292 without it, as the
 *   reference lists it); a payment that is not approved answers 400 code 2063.
 * - `GET /v1/payments/search?limit=…`: `{paging: {total, limit, offset}, results}` as typed in
 *   mercadopago/sdk-nodejs src/clients/payment/search/types.ts (PaymentSearch, PaymentSearchPaging)
 *   and called by src/clients/payment/search/index.ts; only the token's own payments are listed.
 *   An unknown token gets the 401 of the error shape above, like every other route.
 * - Notifications: body `{action, api_version, data: {id}, date_created, id, live_mode, type,
 *   user_id}`, query `?data.id=…&type=…`, headers `x-signature: ts=…,v1=…` and `x-request-id`
 *   (Your integrations > Notifications > Webhooks, "Validar origem da notificação"); topics
 *   payment, subscription_preapproval, subscription_authorized_payment (notifications table of
 *   the same page). That page offers the secret signature for URLs configured in Your
 *   integrations; for a `notification_url` set when the payment is created ("Configuração ao
 *   criar pagamentos") it says nothing about a signature, so `unsignedNotification` delivers one
 *   without x-signature, and the app must read the payment back whatever arrives.
 *
 * OAuth for platforms (decision 0066; research docs/research/issue-36-partners-as-a-platform.md §4):
 * - `GET /authorization` on the auth base URL (point MERCADOPAGO_AUTH_BASE_URL at `fake.baseUrl`):
 *   THE PAGE IS OURS, a tiny HTML page with 'Autorizar' and 'Cancelar' for the seller logged in
 *   (`fake.loginAs(userId)`). What Mercado Pago documents, and this fake keeps, is the request
 *   (client_id, response_type=code, platform_id=mp, state, redirect_uri; code_challenge and
 *   code_challenge_method when PKCE is on: mercadopago/sdk-nodejs
 *   src/clients/oAuth/getAuthorizationURL/index.ts and the "Creation" page,
 *   https://www.mercadopago.com.br/developers/en/docs/checkout-api/additional-content/security/oauth/creation)
 *   and the redirect back: `redirect_uri?code=CODE&state=STATE`, the code valid 10 minutes (same
 *   page); refusing sends `error=access_denied` with the state (RFC 6749 §4.1.2.1: the page does not
 *   show the refusal).
 * - `POST /oauth/token` (reference https://www.mercadopago.com.br/developers/pt/reference/oauth/_oauth_token/post;
 *   SDK src/clients/oAuth/create/types.ts): body client_id, client_secret, grant_type
 *   (authorization_code with code and redirect_uri; refresh_token with refresh_token), code_verifier
 *   checked against the S256 challenge when `pkceRequired` (RFC 7636 §4.6; MP shows no example).
 *   Answer access_token, token_type 'bearer', expires_in 15552000 (180 days), scope
 *   'offline_access read write', user_id, refresh_token, public_key, live_mode (SDK
 *   src/clients/oAuth/commonTypes.ts). A used, expired or unknown code or refresh token answers 400
 *   in the generic error shape with error 'invalid_grant': the reference shows no error example.
 *   A refresh rotates the refresh token (the old one stops working), which only live use confirms.
 * - Sellers without a PIX key (`addSeller({ pixKey: false })`): a PIX payment is refused with the
 *   message Mercado Pago's help documents, "Collector user without key enabled for QR render"
 *   (https://www.mercadopago.com.br/ajuda/20221); its status code and cause code are not published,
 *   so the fake answers 400 bad_request in the generic shape.
 * - Notifications of the application carry the seller's `user_id` (body example in
 *   api-evangelist/mercado-pago examples/mercado-pago-webhook-payment-example.json, a third party:
 *   Mercado Pago's page names the field in its table only): `notification(id, { userId })`.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
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
  point_of_interaction?: {
    type: string;
    transaction_data?: {
      subscription_id?: string;
      qr_code?: string;
      qr_code_base64?: string;
      ticket_url?: string;
    };
  };
  date_of_expiration?: string | null;
  description?: string;
  payer?: { email?: string };
  /** Which seller's token created it (not a Mercado Pago field: a token sees only its own). */
  owner?: string;
  ownerUserId?: number;
}

export interface FakeAuthorizedPayment {
  id: number;
  type: string;
  date_created: string;
  last_modified: string;
  preapproval_id: string;
  reason: string;
  external_reference: string | null;
  currency_id: string;
  transaction_amount: number;
  debit_date: string;
  retry_attempt: number;
  status: string;
  summarized: string;
  payment: { id: number; status: string; status_detail: string };
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
  payload: {
    action: string;
    api_version: string;
    type: string;
    data: { id: string };
    date_created: string;
    user_id?: number;
  };
}

export interface FakeSeller {
  userId: number;
  accessToken: string;
  refreshToken: string;
  pixKey: boolean;
  liveMode: boolean;
}

interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state: string;
  challenge: string | null;
}

interface IssuedCode extends PendingAuthorization {
  userId: number;
  expiresAt: number;
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
  if (!text) return undefined;
  if (String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text);
}

export class FakeMercadoPago {
  readonly accessToken = `TEST-${randomUUID()}`;
  readonly webhookSecret = `segredo-${randomUUID()}`;
  readonly requests: RecordedRequest[] = [];
  readonly preferences = new Map<string, Record<string, unknown>>();
  readonly preapprovals = new Map<string, Record<string, unknown>>();
  readonly payments = new Map<string, FakePayment>();
  readonly authorizedPayments = new Map<string, FakeAuthorizedPayment>();
  private readonly tokens = new Set<string>([this.accessToken]);
  private nextChargeId = 6_114_264_375;
  /** While set, every API call answers with this status (500: an outage; 429: throttled). */
  failWith: number | null = null;
  private server: Server | null = null;
  private nextPaymentId = 1_300_000_001;
  private idempotency = new Map<string, unknown>();
  baseUrl = '';
  /** Comanda's application at Mercado Pago (MERCADOPAGO_CLIENT_ID / _SECRET). */
  readonly clientId = String(1_000_000_000_000 + Math.floor(Math.random() * 1e12));
  readonly clientSecret = `segredo-app-${randomUUID()}`;
  /** "Enable PKCE verification" in the application's details. */
  pkceRequired = false;
  readonly sellers = new Map<number, FakeSeller>();
  private nextUserId = 202_000_001;
  private loggedIn: number | null = null;
  private pendingAuthorizations = new Map<string, PendingAuthorization>();
  private codes = new Map<string, IssuedCode>();
  readonly tokenRequests: Record<string, unknown>[] = [];

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
    if (req.method === 'GET' && url.pathname === '/authorization') return this.authorizationPage(url, res);
    if (req.method === 'GET' && url.pathname === '/authorization/decide') return this.decide(url, res);
    if (req.method === 'POST' && url.pathname === '/oauth/token')
      return this.oauthToken((body ?? {}) as Record<string, unknown>, res);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(token)) {
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
    else if (route === 'GET /v1/payments/search') answer = this.searchPayments(url, token);
    else if (route === 'POST /v1/payments')
      answer = this.createPixPayment(body as Record<string, unknown>, token);
    else {
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      const preapproval = /^\/preapproval\/([^/]+)$/.exec(url.pathname);
      const charge = /^\/authorized_payments\/([^/]+)$/.exec(url.pathname);
      const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
      if (req.method === 'GET' && payment) {
        const found = this.payments.get(decodeURIComponent(payment[1]!));
        if (!found || (found.owner && found.owner !== token))
          return apiError(res, 404, 'not_found', 'Payment not found');
        answer = { status: 200, body: this.visible(found) };
      } else if (req.method === 'PUT' && payment) {
        answer = this.cancelPayment(decodeURIComponent(payment[1]!), body, token);
      } else if (req.method === 'POST' && refund) {
        if (typeof key !== 'string')
          return apiError(res, 404, 'bad_request', "Header X-Idempotency-Key can't be null");
        answer = this.refundPayment(decodeURIComponent(refund[1]!), token);
      } else if (req.method === 'GET' && preapproval) {
        const found = this.preapprovals.get(decodeURIComponent(preapproval[1]!));
        if (!found) return apiError(res, 404, 'not_found', 'Preapproval not found');
        answer = { status: 200, body: found };
      } else if (req.method === 'PUT' && preapproval) {
        const found = this.preapprovals.get(decodeURIComponent(preapproval[1]!));
        if (!found) return apiError(res, 404, 'not_found', 'Preapproval not found');
        Object.assign(found, body as object, { last_modified: new Date().toISOString() });
        answer = { status: 200, body: found };
      } else if (req.method === 'GET' && charge) {
        const found = this.authorizedPayments.get(decodeURIComponent(charge[1]!));
        if (!found) return apiError(res, 404, 'not_found', 'Authorized payment not found');
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

  /** Another seller's account (a restaurant's own Mercado Pago): its access token, or the one given. */
  addAccount(token = `APP_USR-${randomUUID()}`): string {
    this.tokens.add(token);
    return token;
  }

  /** A seller's Mercado Pago account, with or without a PIX key; the OAuth page logs in as the last one. */
  addSeller(options: { pixKey?: boolean; liveMode?: boolean } = {}): FakeSeller {
    const seller: FakeSeller = {
      userId: this.nextUserId++,
      accessToken: this.addAccount(),
      refreshToken: `TG-${randomUUID()}`,
      pixKey: options.pixKey ?? true,
      liveMode: options.liveMode ?? true,
    };
    this.sellers.set(seller.userId, seller);
    this.loggedIn = seller.userId;
    return seller;
  }

  /** Who is logged in on the authorization page. */
  loginAs(userId: number): void {
    this.loggedIn = userId;
  }

  sellerOf(token: string): FakeSeller | null {
    return [...this.sellers.values()].find((seller) => seller.accessToken === token) ?? null;
  }

  private html(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mercado Pago (simulado)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`,
    );
  }

  private authorizationPage(url: URL, res: ServerResponse) {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const problems = [
      q('client_id') !== this.clientId && 'client_id',
      q('response_type') !== 'code' && 'response_type',
      q('platform_id') !== 'mp' && 'platform_id',
      !q('state') && 'state',
      !q('redirect_uri') && 'redirect_uri',
      this.pkceRequired &&
        (!q('code_challenge') || q('code_challenge_method') !== 'S256') &&
        'code_challenge',
    ].filter(Boolean);
    if (problems.length > 0) return this.html(res, 400, `<p>Pedido inválido: ${problems.join(', ')}</p>`);
    const seller = this.loggedIn === null ? null : this.sellers.get(this.loggedIn);
    if (!seller)
      return this.html(res, 200, '<p>Entre na sua conta Mercado Pago (nenhum vendedor no simulador).</p>');
    const id = randomUUID();
    this.pendingAuthorizations.set(id, {
      clientId: q('client_id'),
      redirectUri: q('redirect_uri'),
      state: q('state'),
      challenge: q('code_challenge') || null,
    });
    return this.html(
      res,
      200,
      `<h1>Mercado Pago (simulado)</h1><p>Conta ${seller.userId}: autorizar o Comanda a receber pagamentos em seu nome?</p>` +
        `<p><a id="autorizar" href="/authorization/decide?request=${id}&amp;answer=allow">Autorizar</a> · ` +
        `<a id="cancelar" href="/authorization/decide?request=${id}&amp;answer=deny">Cancelar</a></p>`,
    );
  }

  private decide(url: URL, res: ServerResponse) {
    const id = url.searchParams.get('request') ?? '';
    const pending = this.pendingAuthorizations.get(id);
    if (!pending || this.loggedIn === null) return this.html(res, 400, '<p>Pedido expirado.</p>');
    this.pendingAuthorizations.delete(id);
    const back = new URL(pending.redirectUri);
    if (url.searchParams.get('answer') === 'allow') {
      const code = `TG-${randomUUID()}`;
      this.codes.set(code, { ...pending, userId: this.loggedIn, expiresAt: Date.now() + 10 * 60_000 });
      back.searchParams.set('code', code);
    } else back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', pending.state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  /** The authorization code, as the page's 'Autorizar' would issue it (API tests skip the page). */
  issueCode(authorizationUrl: string, userId?: number): string {
    const url = new URL(authorizationUrl);
    const code = `TG-${randomUUID()}`;
    this.codes.set(code, {
      clientId: url.searchParams.get('client_id') ?? '',
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      state: url.searchParams.get('state') ?? '',
      challenge: url.searchParams.get('code_challenge'),
      userId: userId ?? this.loggedIn ?? 0,
      expiresAt: Date.now() + 10 * 60_000,
    });
    return code;
  }

  /** Lets a code age past its 10 minutes. */
  expireCodes(): void {
    for (const code of this.codes.values()) code.expiresAt = 0;
  }

  /** The seller revokes Comanda, or Mercado Pago stops honouring its refresh token. */
  revokeRefresh(userId: number): void {
    const seller = this.sellers.get(userId);
    if (seller) seller.refreshToken = `revogado-${randomUUID()}`;
  }

  private oauthToken(body: Record<string, unknown>, res: ServerResponse) {
    this.tokenRequests.push(body);
    const refuse = (message: string) =>
      send(res, 400, { message, error: 'invalid_grant', status: 400, cause: [] });
    if (body.client_id !== this.clientId || body.client_secret !== this.clientSecret)
      return send(res, 401, { message: 'invalid client', error: 'invalid_client', status: 401, cause: [] });
    let seller: FakeSeller | undefined;
    if (body.grant_type === 'authorization_code') {
      const issued = this.codes.get(String(body.code));
      this.codes.delete(String(body.code));
      if (!issued || issued.expiresAt < Date.now()) return refuse('invalid_grant: code expired or used');
      if (issued.redirectUri !== body.redirect_uri) return refuse('invalid_grant: redirect_uri mismatch');
      if (this.pkceRequired) {
        const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!verifier || challenge !== issued.challenge) return refuse('invalid_grant: code_verifier');
      }
      seller = this.sellers.get(issued.userId);
    } else if (body.grant_type === 'refresh_token') {
      seller = [...this.sellers.values()].find((s) => s.refreshToken === body.refresh_token);
      if (!seller) return refuse('invalid_grant: refresh_token');
      this.tokens.delete(seller.accessToken);
      seller.accessToken = this.addAccount();
      seller.refreshToken = `TG-${randomUUID()}`;
      for (const payment of this.payments.values())
        if (payment.owner && !this.tokens.has(payment.owner) && payment.ownerUserId === seller.userId)
          payment.owner = seller.accessToken;
    } else return refuse('unsupported grant_type');
    if (!seller) return refuse('invalid_grant: unknown user');
    return send(res, 200, {
      access_token: seller.accessToken,
      token_type: 'bearer',
      expires_in: 15_552_000,
      scope: 'offline_access read write',
      user_id: seller.userId,
      refresh_token: seller.refreshToken,
      public_key: `APP_USR-${seller.userId}-public`,
      live_mode: seller.liveMode,
    });
  }

  /** The payer authorizes a subscription on Mercado Pago's page. */
  authorize(preapprovalId: string, status = 'authorized'): Record<string, unknown> {
    const preapproval = this.preapprovals.get(preapprovalId);
    if (!preapproval) throw new Error(`no fake preapproval ${preapprovalId}`);
    const next = new Date(Date.now() + 30 * 86_400_000);
    Object.assign(preapproval, { status, next_payment_date: next.toISOString() });
    return preapproval;
  }

  /**
   * Mercado Pago charges a subscription's month: an authorized payment (invoice) and its payment.
   * The payment carries no external_reference of ours: a renewal is found by its subscription.
   */
  chargeSubscription(preapprovalId: string, status = 'approved'): FakeAuthorizedPayment {
    const preapproval = this.authorize(preapprovalId);
    const recurring = preapproval.auto_recurring as { transaction_amount: number; currency_id: string };
    const payment = this.pay('', status, {
      external_reference: null,
      transaction_amount: recurring.transaction_amount,
      point_of_interaction: { type: 'SUBSCRIPTIONS', transaction_data: { subscription_id: preapprovalId } },
    });
    const now = new Date().toISOString();
    const charge: FakeAuthorizedPayment = {
      id: this.nextChargeId++,
      type: 'scheduled',
      date_created: now,
      last_modified: now,
      preapproval_id: preapprovalId,
      reason: String(preapproval.reason ?? ''),
      external_reference: null,
      currency_id: recurring.currency_id,
      transaction_amount: recurring.transaction_amount,
      debit_date: now,
      retry_attempt: 0,
      status: 'processed',
      summarized: status === 'approved' ? 'done' : 'pending',
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
    };
    this.authorizedPayments.set(String(charge.id), charge);
    return charge;
  }

  private createPixPayment(body: Record<string, unknown>, token: string) {
    const payer = body.payer as { email?: unknown } | undefined;
    if (body.payment_method_id !== 'pix' || typeof body.transaction_amount !== 'number')
      return { status: 400, body: this.error(400, 'bad_request', 'payment_method_id or amount invalid') };
    if (typeof payer?.email !== 'string' || !payer.email.includes('@'))
      return { status: 400, body: this.error(400, 'bad_request', 'payer.email must be a valid email') };
    const seller = this.sellerOf(token);
    if (seller && !seller.pixKey)
      return {
        status: 400,
        body: this.error(400, 'bad_request', 'Collector user without key enabled for QR render'),
      };
    const id = this.nextPaymentId++;
    const qr = `00020126580014br.gov.bcb.pix0136${randomUUID()}5204000053039865406${body.transaction_amount.toFixed(2)}5802BR5925COMANDA TESTE6009SAO PAULO62070503***6304ABCD`;
    const payment: FakePayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      transaction_amount: body.transaction_amount,
      currency_id: 'BRL',
      payment_type_id: 'bank_transfer',
      payment_method_id: 'pix',
      date_created: new Date().toISOString(),
      date_approved: null,
      date_of_expiration: typeof body.date_of_expiration === 'string' ? body.date_of_expiration : null,
      live_mode: false,
      description: String(body.description ?? ''),
      payer: { email: payer.email },
      point_of_interaction: {
        type: 'PIX',
        transaction_data: {
          qr_code: qr,
          // A 1×1 PNG: the real answer is the QR image; its pixels are not under test.
          qr_code_base64:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&hash=${randomUUID()}`,
        },
      },
      owner: token,
      ownerUserId: seller?.userId,
    };
    this.payments.set(String(id), payment);
    return { status: 201, body: this.visible(payment) };
  }

  readonly refunds: Record<string, unknown>[] = [];
  private nextRefundId = 1_242_469_925;

  private ownPayment(id: string, token: string): FakePayment | null {
    const found = this.payments.get(id);
    return found && (!found.owner || found.owner === token) ? found : null;
  }

  private visible(payment: FakePayment) {
    const { owner: _owner, ownerUserId, ...rest } = payment;
    return ownerUserId === undefined ? rest : { ...rest, collector_id: ownerUserId };
  }

  private cancelPayment(id: string, body: unknown, token: string) {
    const payment = this.ownPayment(id, token);
    if (!payment) return { status: 404, body: this.error(404, 'not_found', 'Payment not found') };
    const status = (body as { status?: unknown } | undefined)?.status;
    if (status === undefined || status === null)
      return { status: 400, body: this.coded(400, 4017, "Status attribute can't be null") };
    if (status !== 'cancelled')
      return { status: 400, body: this.coded(400, 2016, 'Invalid status for update') };
    if (!['pending', 'in_process', 'authorized'].includes(payment.status))
      return {
        status: 400,
        body: this.coded(400, 2018, 'The action requested is not valid for the current payment state'),
      };
    payment.status = 'cancelled';
    payment.status_detail = 'by_collector';
    return { status: 200, body: this.visible(payment) };
  }

  private refundPayment(id: string, token: string) {
    const payment = this.ownPayment(id, token);
    if (!payment) return { status: 404, body: this.coded(404, 2000, 'Payment not found') };
    if (payment.status !== 'approved')
      return {
        status: 400,
        body: this.coded(400, 2063, 'The action requested is not valid for the current payment state'),
      };
    payment.status = 'refunded';
    payment.status_detail = 'refunded';
    const refund = {
      id: this.nextRefundId++,
      payment_id: payment.id,
      amount: payment.transaction_amount,
      metadata: {},
      source: { id: '783789745', name: 'Vendedor Teste', type: 'collector' },
      date_created: new Date().toISOString(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      amount_refunded_to_payer: payment.transaction_amount,
    };
    this.refunds.push(refund);
    return { status: 201, body: refund };
  }

  /** The documented error shape with the reference's numeric code in `cause`. */
  private coded(status: number, code: number, description: string) {
    return {
      message: description,
      error: 'bad_request',
      status,
      cause: [{ code, description }],
    };
  }

  private searchPayments(url: URL, token: string) {
    const limit = Number(url.searchParams.get('limit') ?? 30);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const own = [...this.payments.values()].filter(
      (payment) => (payment.owner ?? this.accessToken) === token,
    );
    const results = own.slice(offset, offset + limit).map((payment) => this.visible(payment));
    return { status: 200, body: { paging: { total: own.length, limit, offset }, results } };
  }

  private error(status: number, error: string, message: string) {
    return { message, error, status, cause: [{ code: status, description: message }] };
  }

  /**
   * The webhook delivery for a payment, signed as Mercado Pago signs it. `secret` and `ts`
   * (seconds) can be changed to forge bad or old signatures.
   */
  notification(
    paymentId: number | string,
    options: {
      secret?: string;
      ts?: number;
      requestId?: string;
      path?: string;
      type?: string;
      /** The seller whose resource changed (notifications of the application). */
      userId?: number;
    } = {},
  ): SignedDelivery {
    const type = options.type ?? 'payment';
    const dataId = String(paymentId);
    const requestId = options.requestId ?? randomUUID();
    const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', options.secret ?? this.webhookSecret)
      .update(manifest)
      .digest('hex');
    return {
      url: `${options.path ?? '/api/payments/webhook'}${options.path?.includes('?') ? '&' : '?'}data.id=${encodeURIComponent(dataId)}&type=${type}`,
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': `ts=${ts},v1=${v1}`,
      },
      payload: {
        action: type === 'payment' ? 'payment.updated' : 'updated',
        api_version: 'v1',
        type,
        data: { id: dataId },
        date_created: new Date().toISOString(),
        ...(options.userId === undefined ? {} : { user_id: options.userId }),
      },
    };
  }

  /** The seller whose token created a payment (the `user_id` of its notifications). */
  sellerOfPayment(paymentId: number | string): FakeSeller | null {
    const owner = this.payments.get(String(paymentId))?.owner;
    return owner ? this.sellerOf(owner) : null;
  }

  /** A delivery to a payment's notification_url as it may come: the same body and query, no signature. */
  unsignedNotification(paymentId: number | string, options: { path?: string; type?: string } = {}) {
    const { headers, ...delivery } = this.notification(paymentId, options);
    return { ...delivery, headers: { 'content-type': headers['content-type']! } };
  }

  /** Delivers a notification over HTTP to a running app (its PUBLIC_URL or listening address). */
  async deliver(
    appBaseUrl: string,
    paymentId: number | string,
    options: Parameters<FakeMercadoPago['notification']>[1] = {},
  ): Promise<Response> {
    const delivery = this.notification(paymentId, options);
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
