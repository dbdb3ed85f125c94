import { z } from 'zod';
import { verifyEmailSchema } from '../../../domain/accounts/password.schemas';
import { messageAnswer } from '../../lib/answer-schemas';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { restaurantIdParams } from '../restaurants/restaurants.routes';
import { emailVerificationService } from './email-verification.service';

const TOO_MANY_RESENDS = 'Muitos pedidos de novo link. Tente novamente mais tarde.';

/** The page /confirmar-email posts the link's token here; the owner may open it on any device. */
export async function emailVerificationPublicRoutes(app: App) {
  const verification = emailVerificationService(app);

  app.post(
    '/auth/email/verify',
    {
      schema: {
        body: verifyEmailSchema,
        response: {
          200: messageAnswer.extend({ restaurantId: z.string().describe('O restaurante confirmado.') }),
        },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { restaurantId } = await verification.verify(request.body.token);
      return { message: 'E-mail confirmado!', restaurantId };
    },
  );
}

/** 'Reenviar link' on the panel's banner. */
export async function emailVerificationOwnerRoutes(app: App) {
  const verification = emailVerificationService(app);

  app.post(
    '/restaurants/:id/email-verification',
    { schema: { params: restaurantIdParams, response: { 202: messageAnswer } } },
    async (request, reply) => {
      const { id } = request.params;
      await enforceRateLimits(app.db, [
        { key: `verify-resend:restaurant:${id}`, limit: 3, windowMs: 60 * 60_000, message: TOO_MANY_RESENDS },
        {
          key: `verify-resend:ip:${request.ip}`,
          limit: 10,
          windowMs: 60 * 60_000,
          message: TOO_MANY_RESENDS,
        },
      ]);
      const { email } = await verification.resend(id);
      return reply.status(202).send({ message: `Enviamos um novo link para ${email}.` });
    },
  );
}
