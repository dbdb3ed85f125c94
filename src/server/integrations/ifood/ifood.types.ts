/**
 * The parts of iFood's Merchant API payloads that Comanda reads: developer.ifood.com.br
 * (docs/guides/order/details, .../modules/order/scheduled-orders, .../modules/authentication/
 * distributed) and the DTOs of LucasBonato/Orders.Integrations.Hub (Integrations/IFood/Domain/
 * Entity/Order/{Payments,Benefit,Customer}/*.cs, Schedule.cs, Total.cs).
 */
import { z } from 'zod';
export interface IfoodEvent {
  id: string;
  code: string;
  fullCode?: string;
  orderId: string;
  merchantId?: string;
  createdAt: string;
}

/**
 * An order event as the webhook delivers it (developer.ifood.com.br, Order module, events), checked
 * at the edge so a signed delivery of another shape is acknowledged and dropped, never a 5xx
 * (issue 32, item 7). Bounds are generous: iFood's ids are UUIDs and its codes three letters.
 */
export const ifoodEventSchema = z.object({
  id: z.string().min(1).max(128),
  code: z.string().min(1).max(32),
  fullCode: z.string().max(64).optional(),
  orderId: z.string().min(1).max(128),
  merchantId: z.string().max(128).optional(),
  createdAt: z.string().max(64),
});

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

export interface IfoodPaymentMethod {
  value: number;
  currency?: string;
  /** ONLINE: paid in the app; OFFLINE: collected on delivery. */
  type: 'ONLINE' | 'OFFLINE';
  method: string;
  cash?: { changeFor?: number };
  card?: { brand?: string };
}

export interface IfoodOrder {
  id: string;
  displayId?: string;
  orderType?: 'DELIVERY' | 'TAKEOUT' | 'DINE_IN' | 'INDOOR';
  orderTiming?: 'IMMEDIATE' | 'SCHEDULED';
  customer?: {
    name?: string;
    /** The customer's CPF (or CNPJ) for the fiscal receipt (Customer.cs of the Hub). */
    documentNumber?: string;
    phone?: { number?: string; localizer?: string; localizerExpiration?: string };
  };
  items: IfoodOrderItem[];
  benefits?: {
    value: number;
    target?: string;
    sponsorshipValues?: { name: string; value: number; description?: string }[];
  }[];
  total: {
    subTotal?: number;
    deliveryFee?: number;
    benefits?: number;
    additionalFees?: number;
    orderAmount: number;
  };
  payments?: { prepaid?: number; pending?: number; methods?: IfoodPaymentMethod[] };
  schedule?: { deliveryDateTimeStart: string; deliveryDateTimeEnd: string };
  delivery?: { deliveryAddress?: IfoodDeliveryAddress };
  extraInfo?: string;
}

/** delivery.deliveryAddress (DeliveryAddress.cs of the Hub; dossier §1.5). */
export interface IfoodDeliveryAddress {
  streetName?: string;
  streetNumber?: string;
  formattedAddress?: string;
  neighborhood?: string;
  complement?: string;
  reference?: string;
  postalCode?: string;
  city?: string;
  state?: string;
  country?: string;
  coordinates?: { latitude?: number; longitude?: number };
}

/** GET /order/v1.0/orders/{id}/cancellationReasons: a raw array. */
export interface IfoodCancellationReason {
  cancelCodeId: string;
  description: string;
}

/** POST /authentication/v1.0/oauth/userCode (distributed apps). */
export interface IfoodUserCode {
  userCode: string;
  authorizationCodeVerifier: string;
  verificationUrl: string;
  verificationUrlComplete: string;
  expiresIn: number;
}

/** POST /authentication/v1.0/oauth/token; refreshToken only for the authorization_code grant. */
export interface IfoodToken {
  accessToken: string;
  refreshToken?: string;
  type?: string;
  expiresIn: number;
}

export interface IfoodCredentials {
  clientId: string;
  clientSecret: string;
}
