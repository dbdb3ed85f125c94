import type { DeliveryType, OrderStatus } from '../../../domain/orders/order-status';
import type { CardType, OrderPaymentMethod } from '../../../domain/payments/payment-method';

/** One order as `GET /api/orders/track/:phone` and its live stream send it (no personal data). */
export interface TrackedOrder {
  id: string;
  orderNumber: string;
  restaurantId: string;
  restaurantName: string | null;
  /** The restaurant's time zone (decision 0014); absent from an older server: Brasília. */
  restaurantTimeZone?: string;
  status: OrderStatus;
  statusLabel: string;
  deliveryType: DeliveryType;
  tableNumber: string | null;
  items: {
    name: string;
    quantity: number;
    options: { groupName: string | null; name: string; price: string }[];
    subtotal: string;
  }[];
  subtotal: string;
  deliveryFee: string;
  discountApplied: string;
  total: string;
  estimatedTime: number | null;
  cancellationReason: string | null;
  paymentMethod?: OrderPaymentMethod | null;
  cardType?: CardType | null;
  changeFor?: string | null;
  /** The order's authorized NFC-e: SEFAZ's query page and the access key (absent from the live stream). */
  nfceConsultUrl?: string | null;
  nfceAccessKey?: string | null;
  /** When the restaurant confirmed a PIX payment. */
  paidAt?: string | null;
  createdAt: string;
  confirmedAt: string | null;
  readyAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
}
