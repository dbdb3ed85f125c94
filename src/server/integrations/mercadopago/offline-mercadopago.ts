/**
 * The offline stand-in for Mercado Pago, used when no MERCADOPAGO_ACCESS_TOKEN is configured so a
 * newcomer can try the whole plan flow with `npm start`. It answers the same calls as the real
 * client, sends payers to our local test checkout page ('Ambiente de teste'), and when the page's
 * buttons settle a payment it produces a notification signed exactly as Mercado Pago signs one.
 * The app then receives it on the real webhook route, verifies it and fetches the payment back
 * from here: the same code path as production, with this object in place of the remote API.
 * Payments live in memory: they only need to outlive the webhook that reports them.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { centsToDecimal } from '../../../domain/money/money';
import {
  type MercadoPagoApi,
  MercadoPagoError,
  type MpPayment,
  type Preapproval,
  type Preference,
} from './mercadopago.types';
import { signatureHeader } from './webhook-signature';

export const TEST_CHECKOUT_OUTCOMES = ['approve', 'reject', 'pending'] as const;
export type TestCheckoutOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

const OUTCOME: Record<TestCheckoutOutcome, { status: string; detail: string; type: string; method: string }> =
  {
    approve: { status: 'approved', detail: 'accredited', type: 'credit_card', method: 'master' },
    reject: {
      status: 'rejected',
      detail: 'cc_rejected_insufficient_amount',
      type: 'credit_card',
      method: 'master',
    },
    pending: { status: 'pending', detail: 'pending_waiting_transfer', type: 'bank_transfer', method: 'pix' },
  };

export interface SignedNotification {
  url: string;
  headers: Record<string, string>;
  payload: { action: string; api_version: string; type: string; data: { id: string }; live_mode: boolean };
}

export interface OfflineMercadoPago {
  api: MercadoPagoApi;
  /** The secret the stand-in signs its notifications with. */
  webhookSecret: string;
  /** Records the payer's choice on the test checkout page and returns the payment. */
  settle(input: { externalReference: string; amountCents: number; outcome: TestCheckoutOutcome }): MpPayment;
  /** The webhook delivery Mercado Pago would make for a payment, signed. */
  notification(paymentId: string, now?: Date): SignedNotification;
}

/** `testCheckoutPath(ref)` is where the stand-in sends the payer: our own test checkout page. */
export function createOfflineMercadoPago(options: {
  testCheckoutUrl: (externalReference: string) => string;
  webhookSecret?: string;
}): OfflineMercadoPago {
  const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const payments = new Map<string, MpPayment>();
  const preapprovals = new Map<string, Preapproval>();
  // Numeric ids like Mercado Pago's, never reused across restarts (the clock moves on).
  let sequence = randomInt(1000);
  const nextId = () => `${Date.now()}${String(sequence++ % 1000).padStart(3, '0')}`;

  const api: MercadoPagoApi = {
    async createPreference(body): Promise<Preference> {
      const url = options.testCheckoutUrl(body.external_reference);
      return { id: `teste-${randomUUID()}`, init_point: url, sandbox_init_point: url };
    },
    async getPayment(id) {
      const payment = payments.get(id);
      if (!payment) throw new MercadoPagoError(404, `Payment ${id} not found`, false);
      return payment;
    },
    async createPreapproval(body) {
      const preapproval: Preapproval = {
        id: `teste-${randomUUID()}`,
        init_point: options.testCheckoutUrl(body.external_reference),
        status: 'pending',
        external_reference: body.external_reference,
      };
      preapprovals.set(preapproval.id, preapproval);
      return preapproval;
    },
    async getPreapproval(id) {
      const preapproval = preapprovals.get(id);
      if (!preapproval) throw new MercadoPagoError(404, `Preapproval ${id} not found`, false);
      return preapproval;
    },
    async updatePreapproval(id, body) {
      const preapproval = preapprovals.get(id);
      if (!preapproval) throw new MercadoPagoError(404, `Preapproval ${id} not found`, false);
      preapproval.status = body.status;
      return preapproval;
    },
    // The test checkout settles subscriptions as one-off payments; it has no charges to read.
    async getAuthorizedPayment(id) {
      throw new MercadoPagoError(404, `Authorized payment ${id} not found`, false);
    },
    // Diners' PIX always goes to the restaurant's own Mercado Pago account, never to this stand-in.
    async createPayment() {
      throw new MercadoPagoError(400, 'PIX payments need a Mercado Pago account', false);
    },
    async cancelPayment() {
      throw new MercadoPagoError(400, 'PIX payments need a Mercado Pago account', false);
    },
    async refundPayment() {
      throw new MercadoPagoError(400, 'PIX payments need a Mercado Pago account', false);
    },
  };

  return {
    api,
    webhookSecret,
    settle({ externalReference, amountCents, outcome }) {
      const result = OUTCOME[outcome];
      // A pending payment (a PIX not yet paid) is the one that later gets approved or rejected;
      // otherwise the payer is trying again, which Mercado Pago records as a new payment.
      const waiting = [...payments.values()].find(
        (payment) => payment.external_reference === externalReference && payment.status === 'pending',
      );
      const payment: MpPayment = {
        id: waiting?.id ?? nextId(),
        status: result.status,
        status_detail: result.detail,
        external_reference: externalReference,
        transaction_amount: Number(centsToDecimal(amountCents)),
        currency_id: 'BRL',
        payment_type_id: waiting?.payment_type_id ?? result.type,
        payment_method_id: waiting?.payment_method_id ?? result.method,
        date_approved: result.status === 'approved' ? new Date().toISOString() : null,
      };
      payments.set(payment.id, payment);
      return payment;
    },
    notification(paymentId, now = new Date()) {
      const requestId = randomUUID();
      const ts = String(Math.floor(now.getTime() / 1000));
      return {
        url: `/api/payments/webhook?data.id=${encodeURIComponent(paymentId)}&type=payment`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signatureHeader({ dataId: paymentId, requestId, ts }, webhookSecret),
        },
        payload: {
          action: 'payment.updated',
          api_version: 'v1',
          type: 'payment',
          data: { id: paymentId },
          live_mode: false,
        },
      };
    },
  };
}
