/**
 * Plan payments as the owner sees them (the result pages, the payment history), the webhook that
 * Mercado Pago calls, and the offline test checkout that stands in for Mercado Pago's page.
 */
import { parseCents } from '../../../domain/money/money';
import { PLAN_PAYMENT_STATUSES, resultPageOf } from '../../../domain/payments/plan-payment';
import type { Db } from '../../db/client';
import { MercadoPagoError, type MpPayment } from '../../integrations/mercadopago/mercadopago.types';
import type { TestCheckoutOutcome } from '../../integrations/mercadopago/offline-mercadopago';
import { verifyWebhookSignature } from '../../integrations/mercadopago/webhook-signature';
import { HttpError, notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';
import type { PaymentProvider } from './payment-provider';
import { applyProviderPayment } from './plan-billing.service';
import { createPlanPaymentsRepository, type PlanPaymentRow } from './plan-payments.repository';
import { toAccountPlanView, toPlanPaymentView } from './plan-payments.views';
import { createPlanSubscriptionService } from './plan-subscription.service';

export interface WebhookDelivery {
  dataId: string | undefined;
  type: string | undefined;
  signature: string | undefined;
  requestId: string | undefined;
}

const PAYMENT_NOT_FOUND = 'Pagamento não encontrado';
const stage = (status: string) => PLAN_PAYMENT_STATUSES.indexOf(status as never);

/** Of the payments of one checkout, the one that tells the payer the most (approved first). */
function mostAdvanced(rows: PlanPaymentRow[]): PlanPaymentRow {
  return rows.reduce((best, row) => (stage(row.status) > stage(best.status) ? row : best));
}

export function createPlanPaymentsService(app: App, provider: PaymentProvider) {
  const repository = createPlanPaymentsRepository(app.db);
  const db: Db = app.db;
  const subscriptions = createPlanSubscriptionService(app, provider);

  async function fetchPayment(id: string): Promise<MpPayment | null> {
    try {
      return await provider.api.getPayment(id);
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      if (error.status === 404) return null;
      app.log.warn(
        { err: error, paymentId: id },
        'Mercado Pago payment fetch failed; delivery will be retried',
      );
      // A non-2xx answer makes Mercado Pago deliver the notification again later.
      throw new HttpError(
        503,
        'Mercado Pago indisponível no momento; a notificação será reenviada.',
        undefined,
        {
          'retry-after': '60',
        },
      );
    }
  }

  /** A checkout's state for the result pages: the most advanced of its payments. */
  async function checkoutState(paymentId: string) {
    const row = await repository.findById(paymentId);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    const [rows, account] = await Promise.all([
      repository.checkoutRows(row),
      repository.account(row.restaurantId),
    ]);
    return {
      ...toPlanPaymentView(mostAdvanced(rows)),
      checkoutId: row.id,
      restaurant: account ? toAccountPlanView(account) : null,
    };
  }

  return {
    restaurantOf: (paymentId: string) => repository.restaurantOf(paymentId),
    checkoutState,

    async history(restaurantId: string) {
      return (await repository.listForRestaurant(restaurantId)).map(toPlanPaymentView);
    },

    /** POST /payments/webhook: verify, fetch the payment from the API, apply it. */
    /**
     * `seller`, when the notification names a seller (`user_id`), hands it to that seller's
     * restaurant (decision 0066) and says whether it did; otherwise it is Comanda's own account's.
     */
    async receiveWebhook(
      delivery: WebhookDelivery,
      seller?: (delivery: WebhookDelivery & { dataId: string }) => Promise<boolean>,
    ) {
      const check = verifyWebhookSignature({
        header: delivery.signature,
        requestId: delivery.requestId,
        dataId: delivery.dataId,
        secret: provider.webhookSecret,
      });
      if (check !== 'valid') {
        app.log.warn({ check, type: delivery.type }, 'Mercado Pago webhook refused');
        throw new HttpError(401, 'Assinatura do webhook inválida ou expirada.');
      }
      if (!delivery.dataId) return { received: true };
      if (seller && (await seller({ ...delivery, dataId: delivery.dataId }))) return { received: true };
      if (delivery.type === 'subscription_preapproval') {
        await subscriptions.preapprovalChanged(delivery.dataId);
        return { received: true };
      }
      if (delivery.type === 'subscription_authorized_payment') {
        await subscriptions.chargeChanged(delivery.dataId);
        return { received: true };
      }
      if (delivery.type !== 'payment') return { received: true };
      const payment = await fetchPayment(delivery.dataId);
      if (!payment) return { received: true };
      const outcome = await applyProviderPayment(db, provider.name, payment, new Date(), app.log);
      if (outcome.result === 'unknown')
        app.log.info({ paymentId: payment.id }, 'payment is not a plan payment of ours');
      return { received: true };
    },

    /** The test checkout page's data: what is being paid, by whom. */
    async testCheckout(paymentId: string) {
      const row = await repository.findById(paymentId);
      if (row?.provider !== 'test') throw notFound(PAYMENT_NOT_FOUND);
      const account = await repository.account(row.restaurantId);
      return { ...(await checkoutState(paymentId)), restaurantName: account?.name ?? '' };
    },

    /**
     * A button of the test checkout: the stand-in records the payment and delivers its signed
     * notification to our own webhook route, which verifies it and fetches the payment back.
     */
    async settleTestCheckout(paymentId: string, outcome: TestCheckoutOutcome) {
      const row = await repository.findById(paymentId);
      if (row?.provider !== 'test' || !provider.offline) throw notFound(PAYMENT_NOT_FOUND);
      const payment = provider.offline.settle({
        externalReference: row.id,
        amountCents: parseCents(row.amount) ?? 0,
        outcome,
      });
      const delivery = provider.offline.notification(payment.id);
      const response = await app.inject({
        method: 'POST',
        url: delivery.url,
        headers: delivery.headers,
        payload: delivery.payload,
      });
      if (response.statusCode !== 200) {
        throw new HttpError(502, 'O pagamento de teste não foi confirmado pelo webhook. Tente novamente.');
      }
      const state = await checkoutState(paymentId);
      const query = new URLSearchParams({
        collection_id: payment.id,
        collection_status: payment.status,
        payment_id: payment.id,
        status: payment.status,
        external_reference: row.id,
        payment_type: payment.payment_type_id ?? '',
        preference_id: row.preferenceId ?? '',
      });
      return { ...state, redirectUrl: `/payment-${resultPageOf(payment.status)}?${query}` };
    },
  };
}

export type PlanPaymentsService = ReturnType<typeof createPlanPaymentsService>;
