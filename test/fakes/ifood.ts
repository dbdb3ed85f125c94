/**
 * A fake iFood Merchant API: a real local HTTP server speaking the paths, fields and status codes
 * Comanda uses, plus the test's side: place orders, push events (duplicated or out of order),
 * answer 429 a number of times, expire tokens, authorise a user code as the owner would in the
 * Portal do Parceiro, and read every call it received. Point IFOOD_BASE_URL at `fake.baseUrl`.
 * Sources (developer.ifood.com.br, pt-BR docs): authentication/distributed and centralized (see
 * ifood-auth.ts); modules/order/events (event {id, code, fullCode, orderId, merchantId,
 * createdAt}; polling 200 with an array or 204; acknowledgment 202); order/details (see
 * ifood-orders.ts); order actions answer 202 (INTEGRATIONS.md, from the Order module);
 * GET /order/v1.0/orders/{id}/cancellationReasons answers a raw array of {cancelCodeId,
 * description} (LucasBonato/Orders.Integrations.Hub IFoodCancellationReasonResponse.cs and its
 * client test "Resposta real do Ifood é um array bruto"), codes and meanings from the Hub's
 * IFoodCancellationReasons.cs (501–513); requestCancellation takes {reason, cancellationCode}.
 * CANCELLATION_REQUEST_FAILED ('CARF', dossier §1.7, [3P]): `answerCancellation(orderId, 'refuse')`
 * makes the next requestCancellation of that order answer 202 and queue a CARF event ('accept':
 * a CAN). Negotiation platform (developer.ifood.com.br/…/modules/order/handshake-platform-guide):
 * `openDispute` queues the guide's HANDSHAKE_DISPUTE (metadata {action, alternatives [{id, type,
 * metadata {maxAmount {currency, value}}}], disputeId, expiresAt, handshakeGroup, handshakeType,
 * message, timeoutAction}); POST /order/v1.0/disputes/{id}/accept (the guide's example, no body),
 * /reject and /alternatives/{alternativeId} answer 202 (the bodies are the public client's, dossier
 * §1.6 [GAP]); after an accept the fake queues the guide's HANDSHAKE_SETTLEMENT {disputeId, status
 * ACCEPTED}. An unknown dispute answers 404.
 * Catalog v2 (categories, the complete-item PUT with option groups and the pizza template, and the
 * checks iFood documents for it): see ifood-catalog.ts, which names its sources.
 * A centralized app's stores (access approved in the Portal do Parceiro, GET /merchants paged,
 * GET /merchants/{id}/status) and webhook deliveries with KEEPALIVE: see ifood-merchants.ts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizeInPortal, type FakeIfoodAuthState, handleIfoodAuth } from './ifood-auth';
import { createFakeCatalog } from './ifood-catalog';
import { createFakeStores, type FakeStoreStatus, keepalive, signedDelivery } from './ifood-merchants';
import { buildIfoodOrder, type FakeIfoodOrderInput } from './ifood-orders';

/** What iFood offers for an order it still lets the store cancel (Hub's IFoodCancellationReasons). */
const CANCELLATION_REASONS = [
  { cancelCodeId: '501', description: 'PROBLEMAS DE SISTEMA' },
  { cancelCodeId: '502', description: 'PEDIDO EM DUPLICIDADE' },
  { cancelCodeId: '503', description: 'ITEM INDISPONÍVEL' },
  { cancelCodeId: '504', description: 'RESTAURANTE SEM MOTOBOY' },
  { cancelCodeId: '505', description: 'CARDÁPIO DESATUALIZADO' },
  { cancelCodeId: '506', description: 'PEDIDO FORA DA ÁREA DE ENTREGA' },
  { cancelCodeId: '507', description: 'CLIENTE GOLPISTA / TROTE' },
  { cancelCodeId: '508', description: 'FORA DO HORÁRIO DO DELIVERY' },
  { cancelCodeId: '509', description: 'DIFICULDADES INTERNAS DO RESTAURANTE' },
  { cancelCodeId: '511', description: 'ÁREA DE RISCO' },
  { cancelCodeId: '512', description: 'RESTAURANTE ABRIRÁ MAIS TARDE' },
  { cancelCodeId: '513', description: 'RESTAURANTE FECHOU MAIS CEDO' },
];

export type { FakeIfoodOrderInput };

export interface FakeIfoodEvent {
  id: string;
  code: string;
  fullCode: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
  metadata?: Record<string, unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: string;
  authorization: string | undefined;
  /** The `x-polling-merchants` header of a poll. */
  pollingMerchants?: string;
}

const FULL_CODE: Record<string, string> = {
  PLC: 'PLACED',
  CFM: 'CONFIRMED',
  RTP: 'READY_TO_PICKUP',
  DSP: 'DISPATCHED',
  CON: 'CONCLUDED',
  CAN: 'CANCELLED',
  CARF: 'CANCELLATION_REQUEST_FAILED',
  HSD: 'HANDSHAKE_DISPUTE',
  HSS: 'HANDSHAKE_SETTLEMENT',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeIfood(
  options: { clientId?: string; clientSecret?: string; tokenTtlSeconds?: number } = {},
) {
  const clientId = options.clientId ?? 'ifood-client-id';
  const clientSecret = options.clientSecret ?? 'ifood-client-secret-value';
  const auth: FakeIfoodAuthState = {
    clientId,
    clientSecret,
    tokenTtl: options.tokenTtlSeconds ?? 21_600,
    tokens: new Map(),
    links: new Map(),
    refreshTokens: new Map(),
  };
  const tokens = auth.tokens;
  const merchants = new Set<string>();
  const orders = new Map<string, unknown>();
  /** Events not yet acknowledged, in delivery order (which may differ from createdAt order). */
  let pending: FakeIfoodEvent[] = [];
  const calls: RecordedCall[] = [];
  const acknowledged: string[] = [];
  let rateLimitsLeft = 0;
  /** What iFood answers to a requestCancellation of an order, as an event. */
  const cancellationOutcomes = new Map<string, 'accept' | 'refuse'>();
  /** Open disputes: disputeId → its order and merchant. */
  const disputes = new Map<string, { orderId: string; merchantId: string }>();
  /** The merchant's catalog as pushed by menu sync (ifood-catalog.ts). */
  const catalog = createFakeCatalog();
  const stores = createFakeStores();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      authorization: req.headers.authorization,
      pollingMerchants: req.headers['x-polling-merchants'] as string | undefined,
    });

    const authAnswer = handleIfoodAuth(auth, req.method ?? 'GET', url.pathname, body);
    if (authAnswer) return send(res, authAnswer.status, authAnswer.body);
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const grant = tokens.get(token);
    if (!grant || grant.expiresAt < Date.now())
      return send(res, 401, { error: { code: 'Unauthorized', message: 'token expired' } });
    if (rateLimitsLeft > 0) {
      rateLimitsLeft -= 1;
      res.setHeader('retry-after', '2');
      return send(res, 429, { error: { code: 'TooManyRequests', message: 'rate limit exceeded' } });
    }

    if (
      req.method === 'GET' &&
      (url.pathname === '/events/v1.0/events:polling' || url.pathname === '/order/v1.0/events:polling')
    ) {
      const merchants = req.headers['x-polling-merchants'];
      const filter = typeof merchants === 'string' ? merchants.split(',') : null;
      const visible = pending.filter((event) => !filter || filter.includes(event.merchantId));
      return visible.length ? send(res, 200, visible) : send(res, 204);
    }
    if (req.method === 'POST' && url.pathname === '/events/v1.0/events/acknowledgment') {
      const ids = (JSON.parse(body || '[]') as { id: string }[]).map((entry) => entry.id);
      acknowledged.push(...ids);
      pending = pending.filter((event) => !ids.includes(event.id));
      return send(res, 202);
    }
    const catalogMatch = url.pathname.match(
      /^\/catalog\/v2\.0\/merchants\/([^/]+)\/(catalogs(?:\/([^/]+)\/categories)?|items)$/,
    );
    if (catalogMatch) {
      const [, merchantId, resource, catalogId] = catalogMatch;
      if (resource === 'catalogs' && req.method === 'GET')
        return send(res, 200, [
          {
            catalogId: `catalog-${merchantId}`,
            context: ['DEFAULT'],
            status: 'AVAILABLE',
            modifiedAt: Date.now() / 1000,
          },
        ]);
      if (catalogId && req.method === 'GET')
        return send(
          res,
          200,
          catalog.categories.filter((category) => category.catalogId === catalogId),
        );
      if (catalogId && req.method === 'POST') {
        const answer = catalog.createCategory(catalogId, JSON.parse(body));
        return send(res, answer.status, answer.body);
      }
      if (resource === 'items' && req.method === 'PUT') {
        const answer = catalog.putItem(JSON.parse(body), `catalog-${merchantId}`);
        return send(res, answer.status, answer.body);
      }
    }
    if (req.method === 'GET' && url.pathname === '/merchant/v1.0/merchants') {
      // A store's own token (distributed) reaches that store; the app's token, every approved one.
      if (grant.merchantId)
        return send(res, 200, [{ id: grant.merchantId, name: 'Loja', corporateName: 'Loja LTDA' }]);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 100);
      return send(res, 200, stores.visibleTo(grant.issuedAt, page, size));
    }
    const statusMatch = url.pathname.match(/^\/merchant\/v1\.0\/merchants\/([^/]+)\/status$/);
    if (req.method === 'GET' && statusMatch) {
      const store = stores.stores.get(decodeURIComponent(statusMatch[1]!));
      if (!store || store.approvedAt === null || store.approvedAt >= grant.issuedAt)
        return send(res, 403, { error: { code: 'Forbidden', message: 'merchant not authorized' } });
      return send(res, 200, store.status);
    }
    const orderMatch = url.pathname.match(/^\/order\/v1\.0\/orders\/([^/]+)(?:\/(\w+))?$/);
    if (orderMatch) {
      const [, orderId, action] = orderMatch;
      const order = orders.get(orderId!);
      if (!order) return send(res, 404, { error: { code: 'NotFound', message: 'order not found' } });
      if (!action && req.method === 'GET') return send(res, 200, order);
      if (action === 'cancellationReasons' && req.method === 'GET')
        return send(res, 200, CANCELLATION_REASONS);
      if (action === 'requestCancellation' && req.method === 'POST') {
        const outcome = cancellationOutcomes.get(orderId!);
        const merchantId = (order as { merchant: { id: string } }).merchant.id;
        if (outcome) fake.pushEvent(merchantId, orderId!, outcome === 'refuse' ? 'CARF' : 'CAN');
        return send(res, 202);
      }
      if (action && req.method === 'POST') return send(res, 202);
    }
    const disputeMatch = url.pathname.match(
      /^\/order\/v1\.0\/disputes\/([^/]+)\/(accept|reject|alternatives\/[^/]+)$/,
    );
    if (disputeMatch && req.method === 'POST') {
      const dispute = disputes.get(disputeMatch[1]!);
      if (!dispute) return send(res, 404, { error: { code: 'NotFound', message: 'dispute not found' } });
      if (disputeMatch[2] === 'accept')
        fake.pushEvent(dispute.merchantId, dispute.orderId, 'HSS', {
          metadata: { createdAt: new Date().toISOString(), disputeId: disputeMatch[1], status: 'ACCEPTED' },
        });
      return send(res, 202);
    }
    send(res, 404, { error: { code: 'NotFound', message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake = {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    calls,
    acknowledged,
    catalog,
    /** Creates an order on iFood's side; returns its id (no event yet). */
    createOrder(merchantId: string, input: FakeIfoodOrderInput): string {
      const id = input.id ?? randomUUID();
      merchants.add(merchantId);
      orders.set(id, buildIfoodOrder(id, merchantId, input));
      return id;
    },
    /** Queues an event as iFood would deliver it on the next poll. */
    pushEvent(
      merchantId: string,
      orderId: string,
      code: string,
      options: { id?: string; createdAt?: Date; metadata?: Record<string, unknown> } = {},
    ): FakeIfoodEvent {
      const event = {
        id: options.id ?? randomUUID(),
        code,
        fullCode: FULL_CODE[code] ?? code,
        orderId,
        merchantId,
        createdAt: (options.createdAt ?? new Date()).toISOString(),
        ...(options.metadata ? { metadata: options.metadata } : {}),
      };
      pending.push(event);
      return event;
    },
    /** iFood's answer to the next requestCancellation of the order: CAN ('accept') or CARF ('refuse'). */
    answerCancellation(orderId: string, outcome: 'accept' | 'refuse') {
      cancellationOutcomes.set(orderId, outcome);
    },
    /** The diner opens a negotiation (HANDSHAKE_DISPUTE, as the guide's example), queued for the poll; returns its ids and the event (for a webhook delivery). */
    openDispute(
      merchantId: string,
      orderId: string,
      options: { expiresAt?: Date; message?: string; timeoutAction?: string; refundMaxCents?: number } = {},
    ) {
      const disputeId = randomUUID();
      const alternativeId = randomUUID();
      disputes.set(disputeId, { orderId, merchantId });
      const createdAt = new Date().toISOString();
      const event = fake.pushEvent(merchantId, orderId, 'HSD', {
        metadata: {
          action: 'CANCELLATION',
          alternatives: [
            {
              id: alternativeId,
              metadata: { maxAmount: { currency: 'BRL', value: String(options.refundMaxCents ?? 800) } },
              type: 'REFUND',
            },
          ],
          createdAt,
          disputeId,
          expiresAt: (options.expiresAt ?? new Date(Date.now() + 7 * 60_000)).toISOString(),
          handshakeGroup: 'CUSTOMER_ORDER_SUPPORT',
          handshakeType: 'AFTER_DELIVERY',
          message: options.message ?? 'Pedido veio errado',
          metadata: { evidences: [] },
          timeoutAction: options.timeoutAction ?? 'REJECT_CANCELLATION',
        },
      });
      return { disputeId, alternativeId, event };
    },
    /** The POSTs made to a dispute's answer endpoints: ['accept'], ['alternatives/<id>']… */
    disputeCalls(disputeId: string) {
      const prefix = `/order/v1.0/disputes/${disputeId}/`;
      return calls
        .filter((call) => call.method === 'POST' && call.path.startsWith(prefix))
        .map((call) => ({ path: call.path.slice(prefix.length), body: call.body }));
    },
    /** A store on iFood that Comanda's app has no access to yet. */
    addStore: (id: string, name: string, corporateName?: string) => stores.add(id, name, corporateName),
    /** The owner approves Comanda's access request in the Portal do Parceiro. */
    approveStore: (id: string) => stores.approve(id),
    setStoreStatus: (id: string, status: FakeStoreStatus[]) => stores.setStatus(id, status),
    /** A webhook delivery of this event, signed as iFood signs it with the app's secret. */
    webhook: (event: unknown, secret = clientSecret) => signedDelivery(secret, event),
    /** The per-application presence heartbeat, signed. */
    keepalive: (secret = clientSecret) => signedDelivery(secret, keepalive()),
    /** An event as iFood delivers it (polling or webhook), without queueing it. */
    event: (merchantId: string, orderId: string, code: string, id = randomUUID()): FakeIfoodEvent => ({
      id,
      code,
      fullCode: FULL_CODE[code] ?? code,
      orderId,
      merchantId,
      createdAt: new Date().toISOString(),
    }),
    /** iFood no longer knows the order (its events are kept 8 hours): its calls answer 404. */
    forgetOrder(orderId: string) {
      orders.delete(orderId);
    },
    /** The next `count` API calls (not token calls) answer 429 with Retry-After. */
    rateLimitNext(count: number) {
      rateLimitsLeft = count;
    },
    /** Every issued token stops working now; new tokens live `seconds`. */
    expireTokens(seconds = auth.tokenTtl) {
      for (const grant of tokens.values()) grant.expiresAt = 0;
      auth.tokenTtl = seconds;
    },
    /** The owner enters `userCode` in the Portal do Parceiro for `merchantId`; returns the code shown. */
    authorize: (userCode: string, merchantId: string) => authorizeInPortal(auth, userCode, merchantId),
    /** The last user code iFood issued. */
    lastUserCode: () => [...auth.links.keys()].at(-1),
    actionsFor(orderId: string): string[] {
      const prefix = `/order/v1.0/orders/${orderId}/`;
      return calls
        .filter((call) => call.method === 'POST' && call.path.startsWith(prefix))
        .map((call) => call.path.slice(prefix.length));
    },
    tokenCalls: () => calls.filter((call) => call.path === '/authentication/v1.0/oauth/token').length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeIfood = Awaited<ReturnType<typeof startFakeIfood>>;
