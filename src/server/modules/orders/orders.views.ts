/**
 * The owner's view of an order: every column of the row, camelCased, money as decimal strings,
 * timestamps as ISO text, the `items` text parsed to its lines, plus the order number. The panel's
 * list, the status answers and the live stream's events all carry this one shape.
 */
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { parseOrderLines } from '../../../domain/orders/order-lines';
import { orderNumber } from '../../../domain/orders/order-number';
import { orderStatusLabel } from '../../../domain/orders/order-status';
import { ROLE_LABELS } from '../../../domain/staff/roles';
import type { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const money = (value: string) => centsToDecimal(parseCents(value) ?? 0);
const moneyOrNull = (value: string | null) => (value === null ? null : money(value));
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toOwnerOrder(row: OrderRow) {
  return {
    id: row.id,
    orderNumber: orderNumber(row.id),
    restaurantId: row.restaurantId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    items: parseOrderLines(row.items),
    subtotal: money(row.subtotal),
    total: money(row.total),
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    deliveryType: row.deliveryType,
    deliveryAddress: row.deliveryAddress,
    deliveryAddressDetails: row.deliveryAddressDetails ?? null,
    tableNumber: row.tableNumber,
    deliveryFee: money(row.deliveryFee),
    estimatedTime: row.estimatedTime,
    loyaltyPointsEarned: row.loyaltyPointsEarned,
    loyaltyPointsUsed: row.loyaltyPointsUsed,
    loyaltyRedemptionPending: row.loyaltyRedemptionPending,
    loyaltyRewardId: row.loyaltyRewardId,
    loyaltyRewardName: row.loyaltyRewardName,
    discountApplied: money(row.discountApplied),
    couponId: row.couponId,
    couponDiscount: money(row.couponDiscount),
    notes: row.notes,
    cancellationReason: row.cancellationReason,
    paymentMethod: row.paymentMethod,
    cardType: row.cardType,
    cardBrand: row.cardBrand,
    hasFiscalCpf: row.fiscalCpf !== null,
    changeFor: moneyOrNull(row.changeFor),
    paidAt: iso(row.paidAt),
    orderSource: row.orderSource,
    externalOrderId: row.externalOrderId,
    platformFee: moneyOrNull(row.platformFee),
    externalStatus: row.externalStatus,
    syncedAt: iso(row.syncedAt),
    confirmedAt: iso(row.confirmedAt),
    readyAt: iso(row.readyAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    printedAt: iso(row.printedAt),
    takenBy:
      row.takenByStaffId && row.takenByName && row.takenByRole
        ? {
            staffId: row.takenByStaffId,
            name: row.takenByName,
            roleLabel: ROLE_LABELS[row.takenByRole] ?? row.takenByRole,
          }
        : null,
    changeSeq: row.changeSeq,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type OwnerOrder = ReturnType<typeof toOwnerOrder>;
