import type { EarningRule } from '../../../domain/loyalty/loyalty-rules';
import type { DeliveryType } from '../../../domain/orders/order-status';
import type { CardType, PaymentMethod } from '../../../domain/payments/payment-method';

/** What checkout needs to know of the restaurant (the public restaurant satisfies it). */
export interface CheckoutRestaurant {
  id: string;
  name: string;
  whatsapp: string;
  latitude: string | null;
  longitude: string | null;
  isOpen?: boolean;
  closedReason?: 'closed' | 'paused' | null;
  nextOpeningAt?: string | null;
  /** IANA zone its hours are kept in (decision 0014). */
  timeZone?: string;
  acceptsPickup?: boolean;
  acceptsDelivery?: boolean;
  acceptsTable?: boolean;
  acceptsCash?: boolean;
  acceptsCard?: boolean;
  acceptsPix?: boolean;
  tableCount?: number;
  /** The table service (decision 0042): optional, absent keeps the spec's behaviour. */
  tableOrdersViaWhatsapp?: boolean;
  tableAsksName?: boolean;
  tableCodeRequired?: boolean;
  /** How this diner's orders earn points (null: no program); checkout shows what this one earns. */
  loyaltyEarning?: EarningRule | null;
  /** False when the restaurant refuses a coupon and points on the same order. */
  allowCouponWithPoints?: boolean;
  /** 'CPF na nota?' asked at checkout for the NFC-e (issue 35); absent: not asked. */
  askCpfAtCheckout?: boolean;
  deliveryZones?: {
    id: string;
    name: string;
    kind: 'radius' | 'neighborhood';
    radiusKm: number | null;
    neighborhoods: string[];
    fee: string;
    minOrder: string;
  }[];
}

export interface OrderRequestBody {
  restaurantId: string;
  customerName: string;
  customerPhone: string;
  deliveryType: DeliveryType;
  deliveryAddress?: string;
  neighborhood?: string;
  deliveryLatitude?: number;
  deliveryLongitude?: number;
  tableNumber?: string;
  /** The code printed on the table's card, when the restaurant asks for it. */
  tableCode?: string;
  notes?: string;
  items: { menuItemId: string; quantity: number; notes: string; optionIds: string[] }[];
  total: string;
  paymentMethod?: PaymentMethod;
  cardType?: CardType;
  /** 'Troco para', a decimal text ("100,00"); the server checks it covers the total. */
  changeFor?: string;
  /** Loyalty points to use as a discount, in whole blocks (the server checks the balance). */
  pointsToRedeem?: number;
  /** A loyalty reward to redeem (its id); the server checks the proof, the balance and its rules. */
  rewardToRedeem?: string;
  /** A coupon the cart previewed; the server checks it again and counts its use. */
  couponCode?: string;
  /** The diner ticked 'Quero receber atualizações do pedido pelo WhatsApp' (absent: no consent). */
  whatsappUpdates?: boolean;
  /** 'CPF na nota?': the CPF's digits, only where the restaurant asks it. */
  cpf?: string;
}

/** The server's answer: its own figures, the order number and the tracking link. */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  status: string;
  deliveryType: DeliveryType;
  deliveryAddress: string | null;
  tableNumber: string | null;
  items: {
    name: string;
    price: string;
    quantity: number;
    notes: string | null;
    subtotal: string;
    options: { groupName: string | null; name: string; price: string }[];
  }[];
  subtotal: string;
  deliveryFee: string;
  discountApplied: string;
  /** Points the order used, for a discount or its reward. */
  loyaltyPointsUsed?: number;
  /** The reward redeemed with the order, by name, or null. */
  loyaltyRewardName?: string | null;
  total: string;
  notes: string | null;
  paymentMethod: PaymentMethod | null;
  cardType: CardType | null;
  changeFor: string | null;
  trackingUrl: string;
}
