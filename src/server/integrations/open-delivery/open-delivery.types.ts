/**
 * What Comanda reads from an Open Delivery ordering application (Keeta and others), as the
 * standard's OpenAPI document defines it (Abrasel-Nacional/opendelivery-v2,
 * docs/reference/v1/openapi.yaml, v1.7.0: schemas Event, Order, Price, TokenResponse, AckEvents,
 * RequestCancelled). Parsed with zod; fields we do not use are ignored.
 */
import { z } from 'zod';
import type { PartnerErrorOptions } from '../partner-error';

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().optional(),
});

export const OPEN_DELIVERY_EVENT_TYPES = [
  'CREATED',
  'CONFIRMED',
  'PREPARATION_REQUESTED',
  'PREPARING',
  'DISPATCHED',
  'READY_FOR_PICKUP',
  'PICKUP_AREA_ASSIGNED',
  'PICKED_UP',
  'DELIVERED',
  'CONCLUDED',
  'CANCELLATION_REQUESTED',
  'CANCELLATION_REQUEST_DENIED',
  'CANCELLED',
  'ORDER_CANCELLATION_REQUEST',
  'CANCELLED_DENIED',
] as const;

export const eventSchema = z.object({
  eventId: z.string().min(1),
  eventType: z.string().min(1),
  orderId: z.string().min(1),
  orderURL: z.string().optional(),
  createdAt: z.string(),
  sourceAppId: z.string().optional(),
});
export type OpenDeliveryEvent = z.infer<typeof eventSchema>;

const price = z.object({ value: z.number(), currency: z.string() });

const option = z.object({
  name: z.string(),
  externalCode: z.string().nullish(),
  quantity: z.number(),
  unitPrice: price,
  totalPrice: price.nullish(),
});

export const orderSchema = z.object({
  id: z.string(),
  type: z.enum(['DELIVERY', 'TAKEOUT', 'INDOOR']),
  displayId: z.string(),
  createdAt: z.string(),
  merchant: z.object({ id: z.string(), name: z.string() }),
  items: z.array(
    z.object({
      id: z.string().nullish(),
      name: z.string(),
      externalCode: z.string().nullish(),
      quantity: z.number(),
      specialInstructions: z.string().nullish(),
      unitPrice: price,
      optionsPrice: price.nullish(),
      totalPrice: price,
      options: z.array(option).nullish(),
    }),
  ),
  otherFees: z.array(z.object({ name: z.string(), type: z.string(), price })).nullish(),
  total: z.object({
    itemsPrice: price,
    otherFees: price,
    discount: price,
    orderAmount: price,
  }),
  customer: z
    .object({
      name: z.string(),
      phone: z.object({ number: z.string(), extension: z.string().nullish() }).nullish(),
    })
    .nullish(),
  delivery: z
    .object({
      deliveredBy: z.enum(['MERCHANT', 'MARKETPLACE']).nullish(),
      deliveryAddress: z.object({ formattedAddress: z.string() }).passthrough(),
    })
    .nullish(),
  extraInfo: z.string().nullish(),
  // How it is paid, when, and by whom it is delivered (open-delivery.order-details.ts).
  payments: z
    .object({
      methods: z.array(
        z.object({
          value: z.number(),
          type: z.string(),
          method: z.string(),
          changeFor: z.number().nullish(),
        }),
      ),
    })
    .nullish(),
  orderTiming: z.string().nullish(),
  schedule: z.object({ scheduledDateTimeStart: z.string(), scheduledDateTimeEnd: z.string() }).nullish(),
});
export type OpenDeliveryOrder = z.infer<typeof orderSchema>;

/** The merchant's actions of the standard (POST /v1/orders/{orderId}/<action>). */
export const OPEN_DELIVERY_ACTIONS = [
  'confirm',
  'preparing',
  'readyForPickup',
  'dispatch',
  'requestCancellation',
] as const;
export type OpenDeliveryAction = (typeof OPEN_DELIVERY_ACTIONS)[number];

export class OpenDeliveryError extends Error {
  /** Failed before the marketplace saw the request (its token, our configuration): see PartnerErrorOptions. */
  readonly beforeRequest: boolean;

  constructor(
    readonly status: number,
    message: string,
    options: PartnerErrorOptions = {},
  ) {
    super(message);
    this.name = 'OpenDeliveryError';
    this.beforeRequest = options.beforeRequest ?? false;
  }
}
