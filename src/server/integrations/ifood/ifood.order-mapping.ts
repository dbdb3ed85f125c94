/** iFood's order payload → Comanda's imported order (INTEGRATIONS.md shapes). */
import { consumerCpf } from '../../../domain/fiscal/consumer-document';
import type { DeliveryAddressDetails } from '../../../domain/orders/delivery-address';
import type { DeliveryType } from '../../../domain/orders/order-status';
import { type ImportedLine, type ImportedOrder, reaisToCents } from '../order-import';
import { ifoodDetailNotes } from './ifood.order-details';
import type { IfoodDeliveryAddress, IfoodOrder } from './ifood.types';

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
    deliveryAddress: addressLine(order.delivery?.deliveryAddress),
    deliveryAddressDetails: addressDetails(order.delivery?.deliveryAddress),
    fiscalCpf: customerCpf(order.customer?.documentNumber),
    cardBrand: cardBrand(order),
    notes:
      [order.displayId && `iFood #${order.displayId}`, ...ifoodDetailNotes(order), order.extraInfo]
        .filter(Boolean)
        .join(' — ') || null,
    lines,
    deliveryFeeCents: reaisToCents(order.total.deliveryFee ?? 0),
    totalCents: reaisToCents(order.total.orderAmount),
  };
}

const text = (value: unknown, max = 160): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/** iFood's formatted line, or one built from the parts when it sent none. */
function addressLine(address: IfoodDeliveryAddress | undefined): string | null {
  if (!address) return null;
  return (
    text(address.formattedAddress, 300) ??
    ([text(address.streetName), text(address.streetNumber)].filter(Boolean).join(', ') || null)
  );
}

/** The parts of the address the courier needs (dossier §1.5): never only `formattedAddress`. */
function addressDetails(address: IfoodDeliveryAddress | undefined): DeliveryAddressDetails | null {
  if (!address) return null;
  const details: DeliveryAddressDetails = {
    streetName: text(address.streetName),
    streetNumber: text(address.streetNumber, 20),
    complement: text(address.complement),
    neighborhood: text(address.neighborhood),
    reference: text(address.reference, 300),
    city: text(address.city),
    state: text(address.state, 40),
    postalCode: text(address.postalCode, 20),
  };
  return Object.values(details).some(Boolean) ? details : null;
}

/**
 * The customer's `documentNumber` kept for the order's NFC-e when it is a valid CPF (the domain's
 * consumerCpf, as at our own checkout). A CNPJ or anything else is not kept: an NFC-e names a
 * consumer by CPF, a company needs an NF-e.
 */
function customerCpf(documentNumber: string | undefined): string | null {
  if (!documentNumber) return null;
  const checked = consumerCpf(documentNumber);
  return checked.ok ? checked.cpf : null;
}

/** The brand of the first card among the order's payment methods (CREDIT, DEBIT, vouchers). */
function cardBrand(order: IfoodOrder): string | null {
  const card = (order.payments?.methods ?? []).find((method) => text(method.card?.brand));
  return card ? text(card.card?.brand, 40) : null;
}
