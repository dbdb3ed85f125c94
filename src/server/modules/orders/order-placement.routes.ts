import { constants } from 'node:zlib';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { recordOrderUpdatesConsent } from '../../integrations/whatsapp/whatsapp-consent';
import { orderIdempotencyHeadersSchema } from '../../lib/idempotency-key';
import type { App } from '../../lib/types';
import { isDeviceTrusted } from '../phone-proof/device-trust';
import { submitDinerOrder } from './order-placement.idempotency';
import { placeOrderBodySchema } from './order-placement.schemas';
import { placedOrderSchema } from './orders.schemas';

/**
 * The placed order's answer (about 1.1 KB of JSON) is compressed at the fastest levels: brotli
 * quality 1 instead of the plugin's 4, gzip level 1 instead of 6. It cost 24 µs of CPU per answer
 * instead of 65 (gzip 34 instead of 56), and 638 bytes on the wire instead of 580: one packet either
 * way, and the diners' order is the app's busiest write (decision 0038).
 */
const ORDER_ANSWER_COMPRESSION = {
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** `POST /api/orders`: a diner's order, public, idempotent and rate limited. */
export async function orderPlacementRoutes(app: App) {
  app.post(
    '/orders',
    {
      schema: {
        body: placeOrderBodySchema,
        headers: orderIdempotencyHeadersSchema,
        response: { 201: placedOrderSchema },
      },
      config: { access: 'public' },
      compress: ORDER_ANSWER_COMPRESSION,
    },
    async (request, reply) => {
      const { body } = request;
      // Points are spent at once only by a device that proved the phone; otherwise the restaurant
      // confirms the redemption on the order (loyalty/pending-redemption.ts). A reward needs the
      // proof itself (decision 0039).
      const pointsProven =
        (body.pointsToRedeem > 0 || body.rewardToRedeem !== null) &&
        (await isDeviceTrusted(app.db, request, body.restaurantId, customerPhoneKey(body.customerPhone)));
      const answer = await submitDinerOrder(app.db, {
        input: body,
        pointsProven,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      });
      // The diner's consent to order updates; the notifier takes it from there (decision 0020).
      if (answer.statusCode === 201 && request.body.whatsappUpdates)
        await recordOrderUpdatesConsent(app.db, answer.body);
      // Only a placed order is stored under a key, so a replay repeats its 201 (order-placement.idempotency).
      return reply
        .status(answer.statusCode as 201)
        .header('cache-control', 'no-store')
        .send(answer.body);
    },
  );
}
