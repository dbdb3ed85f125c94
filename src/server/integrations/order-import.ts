/**
 * Imported orders (iFood, Rappi, Uber Eats) enter the same `orders` table and panel as ours:
 * status pending, the platform as orderSource, lines matched to our menu by `external_code` or kept
 * as named lines with the platform's prices, and platformFee from the restaurant's commission.
 * The unique (restaurant, source, externalOrderId) index makes a second import a no-op, so
 * duplicated deliveries and two instances polling at once never create two orders.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  AMOUNT_TOO_LARGE,
  centsToDecimal,
  fitsMoneyColumn,
  parseCents,
  percentOf,
  sumCents,
} from '../../domain/money/money';
import type { DeliveryAddressDetails } from '../../domain/orders/delivery-address';
import {
  type DeliveryType,
  isActiveOrder,
  type OrderSource,
  orderStatusRank,
} from '../../domain/orders/order-status';
import type { Tx } from '../db/client';
import { deliveryIntegrations, menuItems, orderItems, orders, restaurants } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { applyOrderStock } from '../modules/inventory/order-stock';

export interface ImportedLine {
  externalCode?: string | null;
  name: string;
  quantity: number;
  /** Unit price including options, in cents. */
  unitCents: number;
  notes?: string | null;
  options: { name: string; priceCents: number }[];
}

export interface ImportedOrder {
  integrationId: string;
  restaurantId: string;
  source: OrderSource;
  externalOrderId: string;
  externalStatus: string;
  customerName: string;
  customerPhone: string;
  deliveryType: DeliveryType;
  deliveryAddress: string | null;
  /** The address in its parts, when the partner sends them (iFood). */
  deliveryAddressDetails?: DeliveryAddressDetails | null;
  /** The consumer's CPF the partner sends for the receipt (iFood's documentNumber), digits, checked. */
  fiscalCpf?: string | null;
  /** The card's brand, when paid or to be paid by card (iFood's card.brand). */
  cardBrand?: string | null;
  notes: string | null;
  lines: ImportedLine[];
  deliveryFeeCents: number;
  /** The platform's total; ours is recomputed from the lines and compared only for the record. */
  totalCents: number;
}

/** Inserts the order and its lines; null when this external order was already imported. */
export async function importExternalOrder(tx: Tx, input: ImportedOrder, now = new Date()) {
  const codes = input.lines.map((line) => line.externalCode).filter((code): code is string => !!code);
  // A code is our item's external code, or our item's id when the menu was pushed by menu sync.
  const matched = codes.length
    ? await tx
        .select({ id: menuItems.id, externalCode: menuItems.externalCode })
        .from(menuItems)
        .where(
          and(
            eq(menuItems.restaurantId, input.restaurantId),
            or(inArray(menuItems.externalCode, codes), inArray(menuItems.id, codes)),
          ),
        )
    : [];
  const itemByCode = new Map<string, string>();
  for (const item of matched) {
    itemByCode.set(item.id, item.id);
    if (item.externalCode) itemByCode.set(item.externalCode, item.id);
  }
  const lines = input.lines.map((line, position) => {
    const subtotal = line.unitCents * line.quantity;
    return {
      menuItemId: (line.externalCode && itemByCode.get(line.externalCode)) || null,
      name: line.name,
      quantity: line.quantity,
      unitCents: line.unitCents,
      subtotal,
      notes: line.notes ?? null,
      options: line.options.map((option) => ({
        groupName: null,
        name: option.name,
        price: centsToDecimal(option.priceCents),
      })),
      position,
    };
  });
  const subtotalCents = sumCents(lines.map((line) => line.subtotal));
  const [restaurant] = await tx
    .select({ commission: restaurants.platformCommissionPercent })
    .from(restaurants)
    .where(eq(restaurants.id, input.restaurantId));
  const totalCents = input.totalCents || subtotalCents + input.deliveryFeeCents;
  // A platform's amounts are its own: a signed payload with absurd ones is refused (400), not
  // left to overflow numeric(10,2) in the database.
  const amounts = [
    ...lines.flatMap((line) => [line.unitCents, line.subtotal]),
    ...input.lines.flatMap((line) => line.options.map((option) => option.priceCents)),
    subtotalCents,
    input.deliveryFeeCents,
    totalCents,
  ];
  const quantitiesFit = lines.every((line) => Number.isSafeInteger(line.quantity) && line.quantity <= 10_000);
  if (!quantitiesFit || !amounts.every(fitsMoneyColumn)) throw new HttpError(400, AMOUNT_TOO_LARGE);
  const commission = Number(restaurant?.commission ?? 0);
  const [order] = await tx
    .insert(orders)
    .values({
      restaurantId: input.restaurantId,
      customerName: input.customerName.slice(0, 120) || 'Cliente',
      customerPhone: input.customerPhone.slice(0, 40),
      items: JSON.stringify(
        lines.map((line) => ({
          id: line.menuItemId ?? '',
          name: line.name,
          price: centsToDecimal(line.unitCents),
          quantity: line.quantity,
          notes: line.notes,
          subtotal: centsToDecimal(line.subtotal),
          options: line.options,
        })),
      ),
      subtotal: centsToDecimal(subtotalCents),
      total: centsToDecimal(totalCents),
      deliveryFee: centsToDecimal(input.deliveryFeeCents),
      status: 'pending',
      deliveryType: input.deliveryType,
      deliveryAddress: input.deliveryType === 'delivery' ? input.deliveryAddress : null,
      deliveryAddressDetails:
        input.deliveryType === 'delivery' ? (input.deliveryAddressDetails ?? null) : null,
      fiscalCpf: input.fiscalCpf ?? null,
      cardBrand: input.cardBrand?.slice(0, 40) ?? null,
      notes: input.notes,
      orderSource: input.source,
      externalOrderId: input.externalOrderId,
      externalStatus: input.externalStatus,
      platformFee: centsToDecimal(percentOf(totalCents, commission)),
      syncedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!order) return null;
  if (lines.length)
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order.id,
        restaurantId: input.restaurantId,
        menuItemId: line.menuItemId,
        name: line.name,
        unitPrice: centsToDecimal(line.unitCents),
        quantity: line.quantity,
        notes: line.notes,
        options: line.options,
        subtotal: centsToDecimal(line.subtotal),
        position: line.position,
      })),
    );
  await tx
    .update(deliveryIntegrations)
    .set({ ordersReceived: sql`${deliveryIntegrations.ordersReceived} + 1`, lastSync: now })
    .where(eq(deliveryIntegrations.id, input.integrationId));
  return order;
}

/** Platforms send money as numbers of reais. */
export const reaisToCents = (value: unknown): number =>
  typeof value === 'number' || typeof value === 'string' ? (parseCents(value) ?? 0) : 0;

/**
 * The platform cancelled an order: ours is cancelled too (unless already finished), and a
 * confirmed order's stock sale is reversed. Returns whether anything changed.
 */
export async function cancelExternalOrder(
  tx: Tx,
  target: {
    restaurantId: string;
    source: OrderSource;
    externalOrderId: string;
    externalStatus: string;
    reason: string;
  },
  now = new Date(),
) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, target.restaurantId),
        eq(orders.orderSource, target.source),
        eq(orders.externalOrderId, target.externalOrderId),
      ),
    )
    .for('update');
  if (!order || !isActiveOrder(order.status)) return false;
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancellationReason: target.reason,
      externalStatus: target.externalStatus,
      syncedAt: now,
    })
    .where(eq(orders.id, order.id));
  if (orderStatusRank(order.status) >= orderStatusRank('confirmed'))
    await applyOrderStock(tx, order, 'cancel');
  return true;
}
