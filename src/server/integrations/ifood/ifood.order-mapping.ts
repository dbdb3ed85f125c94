/** iFood's order payload → Comanda's imported order (INTEGRATIONS.md shapes). */
import type { DeliveryType } from '../../../domain/orders/order-status';
import { type ImportedLine, type ImportedOrder, reaisToCents } from '../order-import';
import { ifoodDetailNotes } from './ifood.order-details';
import type { IfoodOrder } from './ifood.types';

const DELIVERY_TYPE: Record<string, DeliveryType> = {
  DELIVERY: 'delivery',
  TAKEOUT: 'pickup',
  DINE_IN: 'table',
  INDOOR: 'table',
};

export function mapIfoodOrder(
  order: IfoodOrder,
  context: { integrationId: string; restaurantId: string },
): ImportedOrder {
  const lines: ImportedLine[] = order.items.map((item) => {
    const options = (item.options ?? []).map((option) => ({
      name: option.quantity && option.quantity > 1 ? `${option.quantity}x ${option.name}` : option.name,
      priceCents: reaisToCents(option.price ?? (option.unitPrice ?? 0) * (option.quantity ?? 1)),
    }));
    const quantity = Math.max(1, Math.round(item.quantity));
    const optionsCents = options.reduce((sum, option) => sum + option.priceCents, 0);
    return {
      externalCode: item.externalCode || null,
      name: item.name,
      quantity,
      unitCents: reaisToCents(item.unitPrice) + optionsCents,
      notes: item.observations ?? null,
      options,
    };
  });
  const phone = order.customer?.phone;
  const deliveryType = DELIVERY_TYPE[order.orderType ?? 'DELIVERY'] ?? 'delivery';
  return {
    ...context,
    source: 'ifood',
    externalOrderId: order.id,
    externalStatus: 'PLACED',
    customerName: order.customer?.name ?? 'Cliente iFood',
    customerPhone:
      [phone?.number, phone?.localizer && `ID ${phone.localizer}`].filter(Boolean).join(' ') || 'iFood',
    deliveryType,
    deliveryAddress: order.delivery?.deliveryAddress?.formattedAddress ?? null,
    notes:
      [order.displayId && `iFood #${order.displayId}`, ...ifoodDetailNotes(order), order.extraInfo]
        .filter(Boolean)
        .join(' — ') || null,
    lines,
    deliveryFeeCents: reaisToCents(order.total.deliveryFee ?? 0),
    totalCents: reaisToCents(order.total.orderAmount),
  };
}
