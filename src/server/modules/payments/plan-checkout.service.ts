/**
 * Starting a plan payment. Checkout Pro (one month, card, debit or PIX) by default; with
 * `autoRenew`, a Mercado Pago subscription (preapproval) that charges the card every month. Either
 * way a plan_payments row of ours is the `external_reference`, so the webhook and the result pages
 * find the restaurant and the checkout again.
 */
import { randomUUID } from 'node:crypto';
import { PLAN, PLAN_PRICE_CENTS } from '../../../domain/marketing/plan';
import { centsToDecimal } from '../../../domain/money/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { MercadoPagoError, type Preapproval } from '../../integrations/mercadopago/mercadopago.types';
import { HttpError, notFound } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { PaymentProvider } from './payment-provider';
import { createPlanPaymentsRepository } from './plan-payments.repository';

export interface CheckoutAnswer {
  checkoutUrl: string;
  paymentId: string;
  /** True when the local test checkout stands in for Mercado Pago. */
  testMode: boolean;
}

const START_FAILED = 'Não foi possível iniciar o pagamento no Mercado Pago. Tente novamente em instantes.';

export function createPlanCheckoutService(
  db: Db,
  config: Config,
  provider: PaymentProvider,
  onSubscriptionStarted?: (
    restaurantId: string,
    preapproval: Preapproval,
    checkoutId: string,
  ) => Promise<void>,
) {
  const repository = createPlanPaymentsRepository(db);
  const amount = Number(centsToDecimal(PLAN_PRICE_CENTS));
  const page = (path: string, paymentId: string) =>
    `${config.publicUrl}${path}?external_reference=${encodeURIComponent(paymentId)}`;

  async function remote<T>(call: () => Promise<T>, log: (error: unknown) => void): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      log(error);
      throw new HttpError(502, START_FAILED);
    }
  }

  return {
    async start(
      restaurantId: string,
      planId: string,
      options: { autoRenew: boolean; payerEmail?: string },
      log: (error: unknown) => void,
    ): Promise<CheckoutAnswer> {
      if (planId !== PLAN.id) throw notFound('Plano não encontrado');
      const account = await repository.account(restaurantId);
      if (!account) throw notFound('Restaurante não encontrado');
      await enforceRateLimits(db, [
        {
          key: `plan-checkout:${restaurantId}`,
          limit: 20,
          windowMs: 60 * 60 * 1000,
          message: 'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
        },
      ]);

      const paymentId = randomUUID();
      // The subscription is paid by whoever logs in to Mercado Pago with payer_email: the owner's
      // Mercado Pago account's e-mail when they gave it, else their login e-mail.
      const payerEmail = options.payerEmail ?? account.email;
      const started = options.autoRenew
        ? await remote(
            () =>
              provider.api.createPreapproval(
                {
                  reason: `${PLAN.name} - assinatura mensal`,
                  external_reference: paymentId,
                  payer_email: payerEmail,
                  back_url: page('/payment-pending', paymentId),
                  auto_recurring: {
                    frequency: 1,
                    frequency_type: 'months',
                    transaction_amount: amount,
                    currency_id: 'BRL',
                  },
                  status: 'pending',
                },
                paymentId,
              ),
            log,
          )
        : await remote(
            () =>
              provider.api.createPreference(
                {
                  items: [
                    {
                      id: PLAN.id,
                      title: `${PLAN.name} - 1 mês`,
                      description: PLAN.description,
                      quantity: 1,
                      currency_id: 'BRL',
                      unit_price: amount,
                      category_id: 'services',
                    },
                  ],
                  payer: { email: payerEmail, name: account.name },
                  back_urls: {
                    success: `${config.publicUrl}/payment-success`,
                    failure: `${config.publicUrl}/payment-failure`,
                    pending: `${config.publicUrl}/payment-pending`,
                  },
                  auto_return: 'approved',
                  external_reference: paymentId,
                  // source_news=webhooks: signed Webhooks only, not the unsigned legacy IPN.
                  notification_url: `${config.publicUrl}/api/payments/webhook?source_news=webhooks`,
                  statement_descriptor: 'COMANDA',
                  // Card, debit and PIX; boleto and ATM take days to confirm.
                  payment_methods: {
                    excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }],
                    installments: 1,
                  },
                  metadata: { restaurant_id: restaurantId, plan_payment_id: paymentId },
                },
                paymentId,
              ),
            log,
          );

      const checkoutUrl = started.init_point;
      if (!checkoutUrl) throw new HttpError(502, START_FAILED);
      await repository.insert({
        id: paymentId,
        restaurantId,
        planId,
        provider: provider.name,
        amount: centsToDecimal(PLAN_PRICE_CENTS),
        status: 'created',
        preferenceId: started.id,
        statusHistory: [{ status: 'created', at: new Date().toISOString(), providerPaymentId: null }],
      });
      if (options.autoRenew && onSubscriptionStarted)
        await onSubscriptionStarted(restaurantId, started as Preapproval, paymentId);
      return { checkoutUrl, paymentId, testMode: provider.offline !== null };
    },
  };
}
