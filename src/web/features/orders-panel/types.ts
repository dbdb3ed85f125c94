/** An order as the owner's API and live stream send it (the owner order JSON). */
import type { DeliveryAddressDetails } from '../../../domain/orders/delivery-address';
import type { DeliveryType, OrderSource, OrderStatus } from '../../../domain/orders/order-status';

export interface PanelOrderLine {
  id: string;
  name: string;
  price: string;
  quantity: number;
  notes: string | null;
  subtotal: string;
  options: { groupName: string | null; name: string; price: string }[];
}

export interface PanelOrder {
  id: string;
  orderNumber: string;
  restaurantId: string;
  customerName: string;
  customerPhone: string;
  items: PanelOrderLine[];
  subtotal: string;
  total: string;
  status: OrderStatus;
  statusLabel: string;
  deliveryType: DeliveryType;
  deliveryAddress: string | null;
  /** A partner's address in its parts (iFood): number, complement, neighbourhood, reference, CEP. */
  deliveryAddressDetails?: DeliveryAddressDetails | null;
  tableNumber: string | null;
  deliveryFee: string;
  estimatedTime: number | null;
  discountApplied: string;
  couponDiscount: string;
  /** Points used as a discount on this order. */
  loyaltyPointsUsed?: number;
  /** The loyalty reward redeemed with the order (its points are loyaltyPointsUsed), by name. */
  loyaltyRewardName?: string | null;
  /** The points wait for the owner: the diner's device did not prove the phone (issue 19). */
  loyaltyRedemptionPending?: boolean;
  notes: string | null;
  cancellationReason: string | null;
  paymentMethod: string | null;
  /** 'credit' or 'debit' for a card on delivery. */
  cardType?: string | null;
  /** The card's brand as the partner sends it (iFood), e.g. 'VISA'. */
  cardBrand?: string | null;
  /** The consumer's CPF is on the order for its NFC-e (the number itself is not sent). */
  hasFiscalCpf?: boolean;
  changeFor: string | null;
  /** When the owner marked a PIX order as paid. */
  paidAt?: string | null;
  /** The list's Mercado Pago PIX of the order, when the diner opened one: its status and expiry. */
  pixStatus?: string;
  pixExpiresAt?: string | null;
  orderSource: OrderSource;
  /** The order's id on its platform (Rappi's support asks for it). */
  externalOrderId?: string | null;
  /** The platform's status for an imported order, or a sync failure (see the domain). */
  externalStatus: string | null;
  syncedAt: string | null;
  confirmedAt: string | null;
  readyAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  printedAt: string | null;
  /** The staff member who registered a counter order (name and role as they were then). */
  takenBy?: { staffId: string; name: string; roleLabel: string } | null;
  changeSeq: number;
  createdAt: string;
}

/** The list filters of both order tabs. */
export type OrderView = 'active' | 'finished-today' | 'cancelled';

/** 'Delivery/Retirada' or 'Pedidos Mesas'. */
export type OrderTab = 'delivery' | 'table';

export interface PanelSettings {
  autoPrintOnConfirm: boolean;
  /**
   * What the stations' printers mean for the panel (decision 0050), computed by the server for
   * every role: `silent`, confirmed orders print at the stations (the browser's dialog stays shut);
   * `counterPrinter`, 'Imprimir conta' goes to the Caixa's printer. Absent from older servers.
   */
  kitchenPrinting?: KitchenPrinting;
}

export interface KitchenPrinting {
  silent: boolean;
  counterPrinter: boolean;
}
