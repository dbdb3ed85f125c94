/**
 * A diner's order request: the same Idempotency-Key always gets the first successful answer (a
 * retry after a lost response never duplicates the order), and the rate limits hold per restaurant
 * and phone, and per restaurant and address. They count only orders that passed every check, so a
 * refused request (or junk naming someone's phone) never locks anyone out. The address limit is
 * sized for a full dining room on the restaurant's Wi-Fi or a carrier's shared address; the
 * figures and the reasoning are in docs/decisions/0006.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import type { RateLimitRule } from '../../lib/rate-limit';
import { createOrderPlacementRepository } from './order-placement.repository';
import type { PlaceOrderInput } from './order-placement.schemas';
import { placeOrder } from './order-placement.service';
import { type PlacedOrder, type PlacedOrderFields, sameAnswer, toPlacedOrder } from './order-placement.views';

export const ORDER_LIMITS = { perPhone: 5, perIp: 300, windowMs: 60_000 } as const;
const TOO_MANY = 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.';
const SCOPE = 'orders';

/**
 * The counters one valid order adds to: its restaurant with its phone, and with its address. `phone`
 * is the order's phone as stored, already customerPhoneKey's digits: parsing it again would
 * cost a second libphonenumber parse per order (bench/orders-throughput.mjs).
 */
export function orderLimits(restaurantId: string, phone: string, ip: string): RateLimitRule[] {
  const rule = (key: string, limit: number) => ({
    key,
    limit,
    windowMs: ORDER_LIMITS.windowMs,
    message: TOO_MANY,
  });
  return [
    rule(`orders:${restaurantId}:phone:${phone || 'none'}`, ORDER_LIMITS.perPhone),
    rule(`orders:${restaurantId}:ip:${ip}`, ORDER_LIMITS.perIp),
  ];
}

export const KEY_REUSED =
  'Esta Idempotency-Key já foi usada em outro pedido. Gere uma nova chave para enviar um pedido diferente.';

/**
 * What a stored answer is bound to: the restaurant and the whole request body as the schema read it.
 * Only the same request replays the answer, so a replay never shows anyone a name, phone, address
 * or notes they did not send themselves; another body under a used key is a 422.
 */
export function requestHash(input: PlaceOrderInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.restaurantId, input]))
    .digest('hex');
}

function replay(
  stored: { statusCode: number; responseBody: string; requestHash: string | null },
  hash: string,
) {
  // An answer stored before requests were hashed cannot be bound to one: it is never replayed.
  if (stored.requestHash !== hash) throw new HttpError(422, KEY_REUSED, { 'idempotency-key': KEY_REUSED });
  return { statusCode: stored.statusCode, body: JSON.parse(stored.responseBody) as PlacedOrder };
}

export interface DinerOrderRequest {
  input: PlaceOrderInput;
  idempotencyKey?: string;
  /** This device proved the order's phone (phone-proof): its points are taken at once. */
  pointsProven?: boolean;
  ip: string;
  publicUrl: string;
}

export interface DinerOrderAnswer {
  statusCode: number;
  body: PlacedOrder;
}

export async function submitDinerOrder(db: Db, request: DinerOrderRequest): Promise<DinerOrderAnswer> {
  const repository = createOrderPlacementRepository(db);
  const key = request.idempotencyKey ? `${SCOPE}:${request.idempotencyKey}` : null;
  const hash = requestHash(request.input);

  try {
    // The order is written first and the key looked up only if that fails: a new key (nearly
    // every request) costs no read. The write is one statement — order, lines, the answer to its
    // key and the diner's rate limits — so a used key (its unique violation) writes and counts
    // nothing, and neither does a refusal.
    let answered: { order: PlacedOrderFields; body: PlacedOrder } | undefined;
    const order = await placeOrder(db, request.input, {
      limitsFor: (planned) => orderLimits(planned.restaurantId, planned.customerPhone, request.ip),
      pointsProven: request.pointsProven,
      client: request.ip,
      kitchen: { publicUrl: request.publicUrl },
      answerFor: key
        ? (planned) => {
            answered = { order: planned, body: toPlacedOrder(planned, request.publicUrl) };
            return {
              key,
              scope: SCOPE,
              orderId: planned.id,
              statusCode: 201,
              responseBody: JSON.stringify(answered.body),
              requestHash: hash,
            };
          }
        : undefined,
    });
    // The stored answer was made before the database had the order: should a column ever come back
    // other than it was sent, the replay must still be this answer.
    if (answered && sameAnswer(answered.order, order)) return { statusCode: 201, body: answered.body };
    const body = toPlacedOrder(order, request.publicUrl);
    if (key) await repository.replaceAnswer(key, JSON.stringify(body));
    return { statusCode: 201, body };
  } catch (error) {
    // A key already answered replays its first answer, whatever placing the order again says now
    // (the restaurant closed, the price changed, the key raced in twice and the other commit won).
    const first =
      key && (pgErrorCode(error) === UNIQUE_VIOLATION || error instanceof HttpError)
        ? await repository.findAnswer(key)
        : null;
    if (first) return replay(first, hash);
    throw error;
  }
}
