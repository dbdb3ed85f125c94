/**
 * A diner's order request: the same Idempotency-Key always gets the first successful answer (a
 * retry after a lost response never duplicates the order), and the rate limits hold per restaurant
 * and phone, and per restaurant and address. They count only orders that passed every check, so a
 * refused request (or junk naming someone's phone) never locks anyone out. The address limit is
 * sized for a full dining room on the restaurant's Wi-Fi or a carrier's shared address; the
 * figures and the reasoning are in docs/decisions/0006.
 */
import { normalizeCustomerPhone } from '../../../domain/cart/customer-phone';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { enforceRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { createOrderPlacementRepository } from './order-placement.repository';
import type { PlaceOrderInput } from './order-placement.schemas';
import { placeOrder } from './order-placement.service';
import { type PlacedOrder, toPlacedOrder } from './order-placement.views';

export const ORDER_LIMITS = { perPhone: 5, perIp: 300, windowMs: 60_000 } as const;
const TOO_MANY = 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.';
const SCOPE = 'orders';

/** The counters one valid order adds to: its restaurant with its phone, and with its address. */
export function orderLimits(restaurantId: string, phone: string, ip: string): RateLimitRule[] {
  const rule = (key: string, limit: number) => ({
    key,
    limit,
    windowMs: ORDER_LIMITS.windowMs,
    message: TOO_MANY,
  });
  return [
    rule(`orders:${restaurantId}:phone:${normalizeCustomerPhone(phone) || 'none'}`, ORDER_LIMITS.perPhone),
    rule(`orders:${restaurantId}:ip:${ip}`, ORDER_LIMITS.perIp),
  ];
}

export interface DinerOrderRequest {
  input: PlaceOrderInput;
  idempotencyKey?: string;
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
  const stored = key ? await repository.findAnswer(key) : null;
  if (stored) return { statusCode: stored.statusCode, body: JSON.parse(stored.responseBody) };

  try {
    // The menu, prices and settings are read on the pool; the order, its lines and the answer to
    // its key are written in one statement.
    let stored: string | undefined;
    const order = await placeOrder(db, request.input, {
      beforeWrite: (planned) =>
        enforceRateLimits(db, orderLimits(planned.restaurantId, planned.customerPhone, request.ip)),
      answerFor: key
        ? (planned) => {
            stored = JSON.stringify(toPlacedOrder(planned, request.publicUrl));
            return { key, scope: SCOPE, orderId: planned.id, statusCode: 201, responseBody: stored };
          }
        : undefined,
    });
    const body = toPlacedOrder(order, request.publicUrl);
    // The stored answer was made before the database had the order: should a column ever come back
    // other than it was sent, the replay must still be this answer.
    if (key && stored !== JSON.stringify(body)) await repository.replaceAnswer(key, JSON.stringify(body));
    return { statusCode: 201, body };
  } catch (error) {
    // The same key raced in twice: the first commit won and this order was never written.
    if (key && pgErrorCode(error) === UNIQUE_VIOLATION) {
      const first = await repository.findAnswer(key);
      if (first) return { statusCode: first.statusCode, body: JSON.parse(first.responseBody) };
    }
    throw error;
  }
}
