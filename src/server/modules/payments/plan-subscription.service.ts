/**
 * The plan's automatic renewal as Mercado Pago keeps it: a subscription (preapproval) whose state
 * we read back from the API on every `subscription_preapproval` notification, and its monthly
 * charges (`subscription_authorized_payment`), each read from `GET /authorized_payments/{id}`.
 * A charge finds the restaurant through the subscription's id, never through a reference on the
 * payment (renewals do not carry ours). Cancelling stops future charges at Mercado Pago; the paid
 * period already bought stays (paidUntil is untouched).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planPayments, planSubscriptions } from '../../db/schema';
import {
  type AuthorizedPayment,
  MercadoPagoError,
  type Preapproval,
} from '../../integrations/mercadopago/mercadopago.types';
import { conflict, HttpError } from '../../lib/http-error';
import type { App } from '../../lib/types';
import type { PaymentProvider } from './payment-provider';
import { applyProviderPayment } from './plan-billing.service';

export type SubscriptionRow = typeof planSubscriptions.$inferSelect;

const SUBSCRIPTION_LABELS: Record<string, string> = {
  pending: 'Aguardando autorização',
  authorized: 'Ativa',
  paused: 'Pausada',
  cancelled: 'Cancelada',
};

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

export function subscriptionView(row: SubscriptionRow | null) {
  if (!row) return null;
  return {
    status: row.status,
    statusLabel: SUBSCRIPTION_LABELS[row.status] ?? row.status,
    nextPaymentDate: row.nextPaymentDate?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellable: row.status === 'authorized' || row.status === 'pending' || row.status === 'paused',
  };
}

/** A Mercado Pago read for a webhook: 404 is "not ours", anything else asks for a redelivery. */
async function fetchForWebhook<T>(app: App, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof MercadoPagoError)) throw error;
    if (error.status === 404) return null;
    app.log.warn({ err: error }, 'Mercado Pago subscription fetch failed; delivery will be retried');
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

export function createPlanSubscriptionService(app: App, provider: PaymentProvider) {
  const db: Db = app.db;

  async function byPreapproval(preapprovalId: string) {
    const [row] = await db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.preapprovalId, preapprovalId));
    return row ?? null;
  }

  async function byRestaurant(restaurantId: string) {
    const [row] = await db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.restaurantId, restaurantId));
    return row ?? null;
  }

  /** Keeps the subscription's state as Mercado Pago reports it. */
  async function keep(preapproval: Preapproval, restaurantId: string, checkoutId: string) {
    const now = new Date();
    const values = {
      status: preapproval.status,
      nextPaymentDate: date(preapproval.next_payment_date),
      ...(preapproval.status === 'cancelled' ? { cancelledAt: now } : {}),
    };
    await db
      .insert(planSubscriptions)
      .values({
        restaurantId,
        preapprovalId: preapproval.id,
        checkoutId,
        provider: provider.name,
        ...values,
      })
      .onConflictDoUpdate({
        target: planSubscriptions.restaurantId,
        set: { preapprovalId: preapproval.id, checkoutId, ...values },
      });
  }

  return {
    view: async (restaurantId: string) => subscriptionView(await byRestaurant(restaurantId)),

    /** Right after `POST /preapproval`: the owner has not authorized it yet. */
    started: (restaurantId: string, preapproval: Preapproval, checkoutId: string) =>
      keep(preapproval, restaurantId, checkoutId),

    /** `subscription_preapproval`: read the subscription and keep its status. */
    async preapprovalChanged(preapprovalId: string) {
      const preapproval = await fetchForWebhook(app, () => provider.api.getPreapproval(preapprovalId));
      if (!preapproval) return;
      const known = await byPreapproval(preapproval.id);
      let restaurantId = known?.restaurantId;
      let checkoutId = known?.checkoutId;
      if (!known && preapproval.external_reference) {
        const [checkout] = await db
          .select({ id: planPayments.id, restaurantId: planPayments.restaurantId })
          .from(planPayments)
          .where(eq(planPayments.id, preapproval.external_reference));
        restaurantId = checkout?.restaurantId;
        checkoutId = checkout?.id;
      }
      if (!restaurantId || !checkoutId) {
        app.log.info({ preapprovalId: preapproval.id }, 'subscription is not one of ours');
        return;
      }
      await keep(preapproval, restaurantId, checkoutId);
    },

    /** `subscription_authorized_payment`: one monthly charge; its payment buys a month. */
    async chargeChanged(authorizedPaymentId: string) {
      const charge: AuthorizedPayment | null = await fetchForWebhook(app, () =>
        provider.api.getAuthorizedPayment(authorizedPaymentId),
      );
      if (!charge?.payment) return;
      const subscription = await byPreapproval(charge.preapproval_id);
      if (!subscription) {
        app.log.info({ preapprovalId: charge.preapproval_id }, 'charge of a subscription not ours');
        return;
      }
      // The charge's own payment, attributed to the checkout that started the subscription.
      await applyProviderPayment(
        db,
        provider.name,
        {
          id: charge.payment.id,
          status: charge.payment.status,
          status_detail: charge.payment.status_detail ?? null,
          external_reference: subscription.checkoutId,
          transaction_amount: charge.transaction_amount,
          currency_id: charge.currency_id,
        },
        new Date(),
        app.log,
      );
    },

    /** 'Cancelar assinatura': cancelled at Mercado Pago; the month already paid stays. */
    async cancel(restaurantId: string, log: (error: unknown) => void) {
      const row = await byRestaurant(restaurantId);
      if (!row || !subscriptionView(row)?.cancellable)
        throw conflict('Não há assinatura ativa para cancelar.');
      let answer: Preapproval;
      try {
        answer = await provider.api.updatePreapproval(row.preapprovalId, { status: 'cancelled' });
      } catch (error) {
        if (!(error instanceof MercadoPagoError)) throw error;
        log(error);
        throw new HttpError(502, 'Não foi possível cancelar a assinatura no Mercado Pago. Tente novamente.');
      }
      await keep({ ...answer, status: 'cancelled' }, restaurantId, row.checkoutId);
      return subscriptionView(await byRestaurant(restaurantId));
    },
  };
}
