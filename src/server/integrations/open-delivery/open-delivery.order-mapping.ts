/**
 * An Open Delivery order (schema Order of the standard) as one of our imported orders. Money is
 * in reais in Price objects; the line price is the item's total (with its options) per unit, so
 * our recomputed subtotal matches the marketplace's.
 */
import type { DeliveryType, OrderSource } from '../../../domain/orders/order-status';
import { type ImportedOrder, reaisToCents } from '../order-import';
import { openDeliveryDetailNotes } from './open-delivery.order-details';
import type { OpenDeliveryOrder } from './open-delivery.types';

const DELIVERY_TYPE: Record<OpenDeliveryOrder['type'], DeliveryType> = {
  DELIVERY: 'delivery',
  TAKEOUT: 'pickup',
  INDOOR: 'table',
};

export function mapOpenDeliveryOrder(
  order: OpenDeliveryOrder,
  context: { integrationId: string; restaurantId: string; source: OrderSource; platformName?: string },
): ImportedOrder {
  const deliveryFee = (order.otherFees ?? [])
    .filter((fee) => fee.type === 'DELIVERY_FEE')
    .reduce((sum, fee) => sum + reaisToCents(fee.price.value), 0);
  const phone = order.customer?.phone;
  return {
    integrationId: context.integrationId,
    restaurantId: context.restaurantId,
    source: context.source,
    externalOrderId: order.id,
    externalStatus: 'CREATED',
    customerName: order.customer?.name ?? 'Cliente',
    customerPhone: phone ? `${phone.number}${phone.extension ? ` ramal ${phone.extension}` : ''}` : '',
    deliveryType: DELIVERY_TYPE[order.type],
    deliveryAddress: order.delivery?.deliveryAddress.formattedAddress ?? null,
    notes: [
      `Pedido #${order.displayId}`,
      ...openDeliveryDetailNotes(order, context.platformName ?? 'plataforma'),
      order.extraInfo,
    ]
      .filter(Boolean)
      .join(' - '),
    lines: order.items.map((item) => ({
      externalCode: item.externalCode ?? null,
      name: item.name,
      quantity: Math.max(1, Math.round(item.quantity)),
      unitCents: Math.round(reaisToCents(item.totalPrice.value) / Math.max(1, Math.round(item.quantity))),
      notes: item.specialInstructions ?? null,
      options: (item.options ?? []).map((option) => ({
        name: option.quantity > 1 ? `${option.quantity}x ${option.name}` : option.name,
        priceCents: reaisToCents(option.unitPrice.value) * option.quantity,
      })),
    })),
    deliveryFeeCents: deliveryFee,
    totalCents: reaisToCents(order.total.orderAmount.value),
  };
}
