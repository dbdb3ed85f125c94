/**
 * The plan's money in: the checkout request (owner), the Mercado Pago webhook (signed), the
 * checkout's state for the result pages and the payment history (owner), and — only when no
 * Mercado Pago token is configured — the local test checkout's two calls.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '../../../domain/accounts/accounts.schemas';
import { TEST_CHECKOUT_OUTCOMES } from '../../integrations/mercadopago/offline-mercadopago';
import type { App } from '../../lib/types';
import { createMercadoPagoAccountService } from './mercadopago-account.service';
import { createSellerNotifications } from './mercadopago-seller-notification';
import { paymentProviderFor, testCheckoutRefused } from './payment-provider';
import { createPlanCheckoutService } from './plan-checkout.service';
import {
  checkoutStartedSchema,
  checkoutStateSchema,
  planPaymentHistorySchema,
  subscriptionAnswerSchema,
  testCheckoutSchema,
  testCheckoutSettledSchema,
  webhookReceivedSchema,
} from './plan-payments.schemas';
import { createPlanPaymentsService } from './plan-payments.service';
import { createPlanSubscriptionService } from './plan-subscription.service';

const id = z.string().trim().min(1).max(64);
const checkoutParams = z.object({ restaurantId: id, planId: id });
const checkoutBody = z
  .object({
    autoRenew: z.boolean({ error: 'Informe se a renovação é automática' }).default(false),
    /** The e-mail of the owner's Mercado Pago account (the subscription's payer); default the login e-mail. */
    payerEmail: emailSchema.optional(),
  })
  .nullish();
const paymentParams = z.object({ paymentId: id });
const restaurantParams = z.object({ id });
const outcomeParams = z.object({
  paymentId: id,
  outcome: z.enum(TEST_CHECKOUT_OUTCOMES, { error: 'Resultado de teste inválido' }),
});

/** Mercado Pago sends `?data.id=…&type=…` and a body `{type, action, data: {id}}`. */
const webhookQuery = z.object({
  'data.id': z.string().max(100).optional(),
  type: z.string().max(60).optional(),
  topic: z.string().max(60).optional(),
  id: z.string().max(100).optional(),
});
const webhookBody = z
  .object({
    type: z.string().max(60).optional(),
    action: z.string().max(60).optional(),
    /** The seller whose resource changed: a restaurant's connected account, or Comanda's own. */
    user_id: z
      .union([z.string().max(40), z.number().int()])
      .transform(String)
      .optional(),
    data: z
      .object({
        id: z
          .union([z.string().max(100), z.number()])
          .transform(String)
          .optional(),
      })
      .optional(),
  })
  .nullish();

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function planPaymentPublicRoutes(app: App) {
  const payments = createPlanPaymentsService(app, paymentProviderFor(app.config));
  const sellers = createSellerNotifications(
    app.db,
    app.config,
    createMercadoPagoAccountService(app.db, app.config),
    app.log,
  );

  app.post(
    '/payments/webhook',
    {
      schema: { querystring: webhookQuery, body: webhookBody, response: { 200: webhookReceivedSchema } },
      config: { access: 'signed' },
    },
    async (request) => {
      const userId = request.body?.user_id;
      return payments.receiveWebhook(
        {
          dataId: request.query['data.id'] ?? request.body?.data?.id ?? request.query.id,
          type: request.query.type ?? request.body?.type ?? request.query.topic,
          signature: header(request, 'x-signature'),
          requestId: header(request, 'x-request-id'),
        },
        userId ? (delivery) => sellers(userId, delivery) : undefined,
      );
    },
  );
}

export async function planPaymentOwnerRoutes(app: App) {
  const provider = paymentProviderFor(app.config);
  const payments = createPlanPaymentsService(app, provider);
  const subscriptions = createPlanSubscriptionService(app, provider);
  const checkout = createPlanCheckoutService(app.db, app.config, provider, subscriptions.started);
  if (testCheckoutRefused(app.config))
    app.log.warn(
      'DATABASE_URL without MERCADOPAGO_ACCESS_TOKEN: plan checkouts are refused and the test checkout is off',
    );
  const paymentRestaurant = {
    restaurantOf: (request: FastifyRequest) =>
      payments.restaurantOf((request.params as { paymentId: string }).paymentId),
  };

  app.post(
    '/restaurants/:restaurantId/checkout/:planId',
    {
      schema: { params: checkoutParams, body: checkoutBody, response: { 200: checkoutStartedSchema } },
      config: { restaurantOf: async (request) => (request.params as { restaurantId: string }).restaurantId },
    },
    async (request) =>
      checkout.start(
        request.params.restaurantId,
        request.params.planId,
        { autoRenew: request.body?.autoRenew ?? false, payerEmail: request.body?.payerEmail },
        (error) => request.log.error({ err: error }, 'Mercado Pago checkout failed'),
      ),
  );

  app.get(
    '/plan-payments/:paymentId',
    { schema: { params: paymentParams, response: { 200: checkoutStateSchema } }, config: paymentRestaurant },
    (request) => payments.checkoutState(request.params.paymentId),
  );

  app.get(
    '/restaurants/:id/plan-payments',
    { schema: { params: restaurantParams, response: { 200: planPaymentHistorySchema } } },
    (request) => payments.history(request.params.id),
  );

  app.get(
    '/restaurants/:id/plan/subscription',
    { schema: { params: restaurantParams, response: { 200: subscriptionAnswerSchema } } },
    async (request) => ({
      subscription: await subscriptions.view(request.params.id),
    }),
  );

  app.post(
    '/restaurants/:id/plan/subscription/cancel',
    { schema: { params: restaurantParams, response: { 200: subscriptionAnswerSchema } } },
    async (request) => ({
      subscription: await subscriptions.cancel(request.params.id, (error) =>
        request.log.error({ err: error }, 'Mercado Pago subscription cancel failed'),
      ),
    }),
  );

  if (!provider.offline) return;

  app.get(
    '/payments/test-checkout/:paymentId',
    { schema: { params: paymentParams, response: { 200: testCheckoutSchema } }, config: paymentRestaurant },
    (request) => payments.testCheckout(request.params.paymentId),
  );

  app.post(
    '/payments/test-checkout/:paymentId/:outcome',
    {
      schema: { params: outcomeParams, response: { 200: testCheckoutSettledSchema } },
      config: paymentRestaurant,
    },
    (request) => payments.settleTestCheckout(request.params.paymentId, request.params.outcome),
  );
}
