/**
 * The parts of Rappi's payloads that Comanda reads, as documented on Rappi's developer portal
 * (dev-portal.rappi.com/en/webhook-events/, .../api-reference/orders-rests-api/) and mirrored by the
 * DTOs of the public integration LucasBonato/Orders.Integrations.Hub
 * (Src/Orders.Integrations.Hub/Integrations/Rappi/Domain/Entity/*.cs).
 */
import { z } from 'zod';

/** NEW_ORDER: the same body as one element of GET orders. Money is in reais. */
export interface RappiOrder {
  order_detail?: {
    order_id?: string | number;
    created_at?: string;
    cooking_time?: number;
    delivery_method?: string;
    payment_method?: string;
    billing_information?: unknown;
    delivery_information?: {
      complete_address?: string;
      street_name?: string | number;
      street_number?: string | number;
      neighborhood?: string;
      city?: string | number;
      complement?: string;
      postal_code?: string | number;
    } | null;
    totals?: {
      total_products?: number;
      total_discounts?: number;
      total_order?: number;
      total_to_pay?: number;
      charges?: { shipping?: number; service_fee?: number };
      other_totals?: { tip?: number; total_rappi_pay?: number; total_rappi_credits?: number };
    };
    items?: RappiItem[];
    discounts?: { value?: number; title?: string; description?: string }[] | null;
  };
  customer?: { first_name?: string; last_name?: string; phone_number?: string } | null;
  store?: { internal_id?: string | number; external_id?: string | number; name?: string };
}

export interface RappiItem {
  id?: string;
  sku?: string | null;
  name?: string;
  type?: string;
  comments?: string | null;
  /** The line's price: quantity × unit price (the Hub divides it by quantity for the unit price). */
  price?: number;
  quantity?: number;
  unit_price_without_discount?: number;
  subitems?: { id?: string; sku?: string | null; name?: string; price?: number; quantity?: number }[];
}

/** ORDER_EVENT_CANCEL and ORDER_OTHER_EVENT: `{ "event": "canceled_with_charge", "order_id", "store_id" }`. */
export interface RappiOrderEvent {
  event?: string;
  /** The Hub's DTO names it `order_event`; the portal's example says `event`. Both are read. */
  order_event?: string;
  order_id?: string | number;
  store_id?: string | number;
  event_time?: string;
}

/** PING: `{ "store_id": 12345 }`; the answer must be `{"status": "OK"}`. */
export interface RappiPing {
  store_id?: string | number;
}

/** The cancellation events the portal and the Hub's RappiWebhookOrderEvent enum list. */
export const RAPPI_CANCEL_EVENTS = [
  'cancel_by_user',
  'canceled_with_charge',
  'cancel_without_charges',
  'cancel_by_support',
  'cancel_by_support_with_charge',
  'cancel_by_application_user',
  'canceled_from_cms',
  'canceled_by_fraud_automation',
  'canceled_store_closed',
  'cancel_by_sk_with_charge',
] as const;

/** Reject reasons: the `cancel_type` of PUT .../orders/{orderId}/cancel_type/{cancelType}/reject. */
export const RAPPI_REJECT_REASONS = [
  { code: 'ITEM_OUT_OF_STOCK', description: 'Item sem estoque' },
  { code: 'ITEM_NOT_FOUND', description: 'Item não encontrado' },
  { code: 'ITEM_WRONG_PRICE', description: 'Preço do item incorreto' },
  { code: 'ORDER_MISSING_INFORMATION', description: 'Pedido com informações faltando' },
  { code: 'ORDER_MISSING_ADDRESS_INFORMATION', description: 'Endereço incompleto' },
  { code: 'ORDER_TOTAL_INCORRECT', description: 'Total do pedido incorreto' },
] as const;

/**
 * What a NEW_ORDER must hold before anything of it is stored: the fields Comanda reads, with types
 * and bounds (prices in reais, never negative; names and comments of a sane length). Fields it
 * does not read stay unchecked; an order outside these bounds is not imported.
 */
const text = (max: number) => z.string().max(max);
const reais = z.number().finite().min(0).max(1_000_000);
const quantity = z.number().int().min(1).max(999);
/** An address part printed as the partner sent it (trimmed and cut in the mapping): never a reason to refuse the order. */
const addressPart = z.union([z.string(), z.number()]).nullish().catch(null);

export const rappiNewOrderSchema = z.object({
  order_detail: z.object({
    order_id: z.union([text(100).min(1), z.number().int().nonnegative()]),
    delivery_method: text(50).optional(),
    payment_method: text(50).optional(),
    delivery_information: z
      .object({
        complete_address: text(500).nullish(),
        street_name: addressPart,
        street_number: addressPart,
        neighborhood: text(200).nullish(),
        city: addressPart,
        complement: text(200).nullish(),
        postal_code: addressPart,
      })
      .nullish(),
    totals: z
      .object({ total_order: reais.optional(), charges: z.object({ shipping: reais.optional() }).optional() })
      .optional(),
    items: z
      .array(
        z.object({
          sku: text(100).nullish(),
          name: text(200).optional(),
          comments: text(500).nullish(),
          price: reais.optional(),
          quantity: quantity.optional(),
          subitems: z
            .array(
              z.object({
                sku: text(100).nullish(),
                name: text(200).optional(),
                price: reais.optional(),
                quantity: quantity.optional(),
              }),
            )
            .max(100)
            .optional(),
        }),
      )
      .max(200)
      .optional(),
  }),
  customer: z
    .object({
      first_name: text(100).nullish(),
      last_name: text(100).nullish(),
      phone_number: text(30).nullish(),
    })
    .nullish(),
});
