/**
 * The answer to the diner who placed an order: the server's figures, the order number and the
 * tracking link, which the cart turns into the WhatsApp message.
 */
import { trackingUrl } from '../../../domain/cart/whatsapp-message';
import { parseOrderLines } from '../../../domain/orders/order-lines';
import { orderNumber } from '../../../domain/orders/order-number';
import type { OrderRow } from './order-placement.write';

/** What the answer reads of an order: all of it known before the order is stored. */
const PLACED_ORDER_FIELDS = [
  'id',
  'restaurantId',
  'customerName',
  'customerPhone',
  'status',
  'deliveryType',
  'deliveryAddress',
  'tableNumber',
  'items',
  'subtotal',
  'deliveryFee',
  'discountApplied',
  'loyaltyPointsUsed',
  'loyaltyRedemptionPending',
  'loyaltyRewardId',
  'loyaltyRewardName',
  'total',
  'notes',
  'paymentMethod',
  'cardType',
  'changeFor',
  'paidAt',
  'orderSource',
  'createdAt',
] as const satisfies (keyof OrderRow)[];

export type PlacedOrderFields = Pick<OrderRow, (typeof PLACED_ORDER_FIELDS)[number]>;

/**
 * Whether two orders give the same answer (toPlacedOrder reads nothing else): every field equal,
 * dates at the same instant. Cheaper than building both answers to compare them.
 */
export function sameAnswer(planned: PlacedOrderFields, stored: PlacedOrderFields): boolean {
  return PLACED_ORDER_FIELDS.every((field) => {
    const [a, b] = [planned[field], stored[field]];
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  });
}

export function toPlacedOrder(row: PlacedOrderFields, publicUrl: string) {
  return {
    id: row.id,
    orderNumber: orderNumber(row.id),
    restaurantId: row.restaurantId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    status: row.status,
    deliveryType: row.deliveryType,
    deliveryAddress: row.deliveryAddress,
    tableNumber: row.tableNumber,
    items: parseOrderLines(row.items),
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    discountApplied: row.discountApplied,
    loyaltyPointsUsed: row.loyaltyPointsUsed,
    /** The points wait for the restaurant's confirmation (the device did not prove the phone). */
    loyaltyRedemptionPending: row.loyaltyRedemptionPending,
    /** The reward redeemed with the order (its points are loyaltyPointsUsed), or null. */
    loyaltyRewardId: row.loyaltyRewardId,
    loyaltyRewardName: row.loyaltyRewardName,
    total: row.total,
    notes: row.notes,
    paymentMethod: row.paymentMethod,
    cardType: row.cardType,
    changeFor: row.changeFor,
    paidAt: row.paidAt?.toISOString() ?? null,
    orderSource: row.orderSource,
    createdAt: row.createdAt.toISOString(),
    trackingUrl: trackingUrl(publicUrl, row.customerPhone),
  };
}

export type PlacedOrder = ReturnType<typeof toPlacedOrder>;
