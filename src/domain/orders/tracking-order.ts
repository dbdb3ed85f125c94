/**
 * What a diner sees of an order when tracking it by phone: the number, the restaurant, the status
 * and its timestamps, the items and the money. Never the address nor anyone else's data
 * (PRODUCT.md), and never an item's note: whoever types the phone sees the answer, and a note
 * ('sem cebola, sou alérgica') can be health data (LGPD art. 11). The restaurant keeps the notes. The tracking call and the tracking live stream both answer with this one shape.
 */
import { DEFAULT_TIME_ZONE } from '../format/time-zones';
import { centsToDecimal, parseCents } from '../money/money';
import { parseOrderLines } from './order-lines';
import { orderNumber } from './order-number';
import { type DeliveryType, type OrderStatus, orderStatusLabel } from './order-status';

export interface TrackingSource {
  id: string;
  restaurantId: string;
  restaurantName: string | null;
  /** The restaurant's time zone (decision 0014); the diner's times are read in it. */
  restaurantTimeZone?: string | null;
  status: OrderStatus;
  deliveryType: DeliveryType;
  tableNumber: string | null;
  items: string;
  subtotal: string;
  deliveryFee: string;
  discountApplied: string;
  total: string;
  estimatedTime: number | null;
  cancellationReason: string | null;
  paymentMethod: string | null;
  cardType: string | null;
  changeFor: string | null;
  paidAt: Date | null;
  createdAt: Date;
  confirmedAt: Date | null;
  readyAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  /**
   * The order's NFC-e when authorized (issue 35, decision 0059): SEFAZ's consumer query page and
   * the access key to type there. Public data of the note, no personal data. Left out (not null)
   * where the caller did not read it (the live stream), so a client keeps what it knew.
   */
  fiscalReceipt?: { consultUrl: string; accessKey: string } | null;
}

const money = (value: string) => centsToDecimal(parseCents(value) ?? 0);
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function toTrackingOrder(order: TrackingSource) {
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    /** An addition to section 7: where 'Feito às …' and 'Previsão … a partir de' are read. */
    restaurantTimeZone: order.restaurantTimeZone ?? DEFAULT_TIME_ZONE,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    deliveryType: order.deliveryType,
    tableNumber: order.tableNumber,
    items: parseOrderLines(order.items).map(({ name, quantity, options, subtotal }) => ({
      name,
      quantity,
      options,
      subtotal,
    })),
    subtotal: money(order.subtotal),
    deliveryFee: money(order.deliveryFee),
    discountApplied: money(order.discountApplied),
    total: money(order.total),
    estimatedTime: order.estimatedTime,
    cancellationReason: order.cancellationReason,
    paymentMethod: order.paymentMethod,
    cardType: order.cardType,
    changeFor: order.changeFor === null ? null : money(order.changeFor),
    paidAt: isoOrNull(order.paidAt),
    createdAt: order.createdAt.toISOString(),
    confirmedAt: isoOrNull(order.confirmedAt),
    readyAt: isoOrNull(order.readyAt),
    deliveredAt: isoOrNull(order.deliveredAt),
    cancelledAt: isoOrNull(order.cancelledAt),
    ...(order.fiscalReceipt !== undefined && {
      nfceConsultUrl: order.fiscalReceipt?.consultUrl ?? null,
      nfceAccessKey: order.fiscalReceipt?.accessKey ?? null,
    }),
  };
}

export type TrackingOrder = ReturnType<typeof toTrackingOrder>;
