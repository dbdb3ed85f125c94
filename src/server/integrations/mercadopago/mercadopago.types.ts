/**
 * What we send to and read from Mercado Pago's REST API: Checkout Pro preferences, payments and
 * subscriptions (preapproval). Answers are parsed with zod so a field we rely on that goes missing
 * fails loudly here instead of deep in the billing rules; fields we do not use are ignored.
 */
import { z } from 'zod';

export interface PreferenceRequest {
  items: {
    id: string;
    title: string;
    description: string;
    quantity: number;
    currency_id: 'BRL';
    unit_price: number;
    category_id?: string;
  }[];
  payer?: { email?: string; name?: string };
  back_urls: { success: string; failure: string; pending: string };
  auto_return: 'approved' | 'all';
  external_reference: string;
  notification_url: string;
  statement_descriptor?: string;
  payment_methods?: { excluded_payment_types?: { id: string }[]; installments?: number };
  metadata?: Record<string, string>;
}

export const preferenceSchema = z.object({
  id: z.string(),
  init_point: z.string(),
  sandbox_init_point: z.string().nullish(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export interface PreapprovalRequest {
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  auto_recurring: {
    frequency: number;
    frequency_type: 'months' | 'days';
    transaction_amount: number;
    currency_id: 'BRL';
  };
  status: 'pending';
}

export const preapprovalSchema = z.object({
  id: z.string(),
  init_point: z.string().nullish(),
  status: z.string(),
  external_reference: z.string().nullish(),
  next_payment_date: z.string().nullish(),
});
export type Preapproval = z.infer<typeof preapprovalSchema>;

/** `GET /v1/payments/{id}`: the payment as Mercado Pago knows it. */
export const mpPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  payment_type_id: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  date_approved: z.string().nullish(),
  date_of_expiration: z.string().nullish(),
  /** PIX: the copy-and-paste code, its QR as base64 PNG and Mercado Pago's payment page. */
  point_of_interaction: z
    .object({
      type: z.string().nullish(),
      transaction_data: z
        .object({
          qr_code: z.string().nullish(),
          qr_code_base64: z.string().nullish(),
          ticket_url: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type MpPayment = z.infer<typeof mpPaymentSchema>;

/**
 * `GET /authorized_payments/{id}`: one charge (invoice) of a subscription. The charge carries
 * the subscription's id and the resulting payment, not necessarily our reference.
 */
export const authorizedPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  preapproval_id: z.string(),
  status: z.string(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  debit_date: z.string().nullish(),
  payment: z
    .object({
      id: z.union([z.number(), z.string()]).transform(String),
      status: z.string(),
      status_detail: z.string().nullish(),
    })
    .nullish(),
});
export type AuthorizedPayment = z.infer<typeof authorizedPaymentSchema>;

/** `POST /v1/payments` for a PIX charge (Checkout Transparente, payment_method_id 'pix'). */
export interface PixPaymentRequest {
  transaction_amount: number;
  description: string;
  payment_method_id: 'pix';
  payer: { email: string; first_name?: string };
  notification_url: string;
  external_reference: string;
  date_of_expiration: string;
}

/**
 * `POST /v1/payments/{id}/refunds`: one refund (API reference "Criar reembolso"). Its `status` is
 * approved, in_process or rejected; the payment itself turns 'refunded' once it is approved.
 */
export const mpRefundSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  payment_id: z.union([z.number(), z.string()]).transform(String).nullish(),
  amount: z.number().nullish(),
  status: z.string(),
});
export type MpRefund = z.infer<typeof mpRefundSchema>;

/** The calls Comanda makes; the real client and the offline stand-in both implement them. */
export interface MercadoPagoApi {
  createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<Preference>;
  getPayment(id: string): Promise<MpPayment>;
  createPreapproval(body: PreapprovalRequest, idempotencyKey: string): Promise<Preapproval>;
  getPreapproval(id: string): Promise<Preapproval>;
  updatePreapproval(id: string, body: { status: 'cancelled' | 'paused' }): Promise<Preapproval>;
  getAuthorizedPayment(id: string): Promise<AuthorizedPayment>;
  createPayment(body: PixPaymentRequest, idempotencyKey: string): Promise<MpPayment>;
  /** `PUT /v1/payments/{id}` `{status: "cancelled"}`: only a pending, in_process or authorized one. */
  cancelPayment(id: string): Promise<MpPayment>;
  /** `POST /v1/payments/{id}/refunds` with an empty body: the whole amount. */
  refundPayment(id: string, idempotencyKey: string): Promise<MpRefund>;
}

/** A failed call: `retryable` when trying again later may succeed (5xx, 429, network, timeout). */
export class MercadoPagoError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MercadoPagoError';
  }
}

/**
 * Mercado Pago's refusal of a PIX payment when the seller's account has no PIX key ("Collector user
 * without key enabled for QR render", https://www.mercadopago.com.br/ajuda/20221): the message is
 * the only documented sign, so it is matched in the error's text.
 */
export const isPixKeyMissing = (error: unknown): boolean =>
  error instanceof MercadoPagoError &&
  error.message.includes('Collector user without key enabled for QR render');
