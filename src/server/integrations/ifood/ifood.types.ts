/** The parts of iFood's Merchant API payloads that Comanda reads (INTEGRATIONS.md). */
export interface IfoodEvent {
  id: string;
  code: string;
  fullCode?: string;
  orderId: string;
  merchantId?: string;
  createdAt: string;
}

export interface IfoodOrderOption {
  name: string;
  quantity?: number;
  unitPrice?: number;
  price?: number;
  externalCode?: string;
}

export interface IfoodOrderItem {
  name: string;
  externalCode?: string;
  quantity: number;
  unitPrice: number;
  totalPrice?: number;
  observations?: string | null;
  options?: IfoodOrderOption[];
}

export interface IfoodOrder {
  id: string;
  displayId?: string;
  orderType?: 'DELIVERY' | 'TAKEOUT' | 'DINE_IN' | 'INDOOR';
  customer?: { name?: string; phone?: { number?: string; localizer?: string } };
  items: IfoodOrderItem[];
  total: { subTotal?: number; deliveryFee?: number; orderAmount: number };
  delivery?: { deliveryAddress?: { formattedAddress?: string; neighborhood?: string } };
  extraInfo?: string;
}

export interface IfoodCredentials {
  clientId: string;
  clientSecret: string;
}
