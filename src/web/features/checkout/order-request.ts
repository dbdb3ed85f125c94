import type { Cart } from '../../../domain/cart/cart';
import type { Coordinates } from '../../../domain/geo/distance';
import { type Cents, centsToDecimal } from '../../../domain/money/money';
import { type PaymentDraft, paymentChoiceOf } from './payment-draft';
import type { OrderRequestBody } from './types';

/** The order the cart sends: ids, quantities, notes and options; the server prices them itself. */
export function buildOrderRequest(
  cart: Cart,
  restaurantId: string,
  totalCents: Cents,
  location: Coordinates | null,
  payment: PaymentDraft,
): OrderRequestBody {
  const { customerInfo: info, deliveryType } = cart;
  const { cardType, changeFor } = paymentChoiceOf(payment);
  return {
    restaurantId,
    customerName: info.name.trim(),
    customerPhone: info.phone.trim(),
    deliveryType,
    ...(deliveryType === 'delivery' && {
      deliveryAddress: info.address.trim(),
      neighborhood: info.neighborhood.trim() || undefined,
      ...(location && { deliveryLatitude: location.latitude, deliveryLongitude: location.longitude }),
    }),
    ...(deliveryType === 'table' && { tableNumber: (cart.tableNumber ?? '').trim() }),
    notes: info.notes.trim() || undefined,
    items: cart.items.map((item) => ({
      menuItemId: item.menuItem.id,
      quantity: item.quantity,
      notes: item.notes,
      optionIds: item.options.map((option) => option.optionId),
    })),
    total: centsToDecimal(totalCents),
    // The checkout always asks: the diner's own choice, never 'A combinar'.
    paymentMethod: payment.paymentMethod ?? undefined,
    ...(cardType && { cardType }),
    ...(changeFor && { changeFor }),
  };
}
