/** The owner's coupons (`/restaurants/:id/coupons`); orders apply them through coupon-application. */
import { z } from 'zod';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { couponSchema } from '../../../domain/coupons/coupon';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { priceCoupon } from './coupon-application';
import { couponListSchema, couponPreviewSchema, couponViewSchema } from './coupons.schemas';
import { createCouponsService } from './coupons.service';

const key = z.string().trim().min(1).max(64);
const restaurantParams = z.object({ id: key });
const couponParams = z.object({ id: key, couponId: key });
const couponPatch = z.union([
  couponSchema,
  z.object({ isActive: z.boolean({ error: 'Informe se está ativo' }) }),
]);

const previewBody = z.object({
  code: z.string({ error: 'Cupom inválido' }).trim().min(1, 'Informe o cupom').max(30, 'Cupom inválido'),
  phone: z.string().trim().max(30).default(''),
  subtotal: z.union([z.string(), z.number()]).transform((value) => parseCents(value)),
});

/** The cart's preview of a coupon on its subtotal; the order placement checks it again. */
export async function couponsPublicRoutes(app: App) {
  app.post(
    '/restaurants/:id/coupons/validate',
    {
      schema: { params: restaurantParams, body: previewBody, response: { 200: couponPreviewSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      await enforceRateLimits(app.db, [
        {
          key: `coupon-preview:ip:${request.ip}`,
          limit: 30,
          windowMs: 60_000,
          message: 'Muitas tentativas de cupom. Tente novamente em instantes.',
        },
      ]);
      const { code, phone, subtotal } = request.body;
      if (subtotal === null || subtotal < 0) throw new HttpError(400, 'Subtotal inválido');
      const priced = await priceCoupon(app.db, {
        restaurantId: request.params.id,
        code,
        phone: customerPhoneKey(phone),
        subtotalCents: subtotal,
      });
      return { code: code.trim().toUpperCase(), discount: centsToDecimal(priced.discountCents) };
    },
  );
}

export async function couponsOwnerRoutes(app: App) {
  const couponsService = createCouponsService(app.db);

  app.get(
    '/restaurants/:id/coupons',
    { schema: { params: restaurantParams, response: { 200: couponListSchema } } },
    async (request) => couponsService.list(request.params.id),
  );
  app.post(
    '/restaurants/:id/coupons',
    { schema: { params: restaurantParams, body: couponSchema, response: { 201: couponViewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await couponsService.create(request.params.id, request.body)),
  );
  app.patch(
    '/restaurants/:id/coupons/:couponId',
    { schema: { params: couponParams, body: couponPatch, response: { 200: couponViewSchema } } },
    async (request) => couponsService.update(request.params.id, request.params.couponId, request.body),
  );
}
