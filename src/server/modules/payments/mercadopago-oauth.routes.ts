/**
 * The redirect URI of Comanda's Mercado Pago application (decision 0066): the owner's browser comes
 * back here from Mercado Pago with `code` and `state` (or `error=access_denied`). Public, because
 * Mercado Pago sends the browser; what proves the attempt is the signed single-use state, and the
 * session that comes back must be the restaurant's that started it. The owner is then sent to the
 * integrations screen with the outcome (`?mercadopago=conectado`, `negado`, `expirado`, ...).
 */
import { z } from 'zod';
import { noContent } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { createMercadoPagoAccountService } from './mercadopago-account.service';

const callbackQuery = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(100).optional(),
  error_description: z.string().max(500).optional(),
});

export async function mercadoPagoOauthPublicRoutes(app: App) {
  const accounts = createMercadoPagoAccountService(app.db, app.config);
  app.get(
    '/payments/mercadopago/oauth/callback',
    {
      schema: {
        description:
          'Volta da autorização do Mercado Pago (OAuth): troca o `code` pelos tokens do vendedor e leva o dono de volta à tela de integrações com o resultado (302).',
        querystring: callbackQuery,
        response: { 302: noContent('De volta à tela de integrações, com o resultado na URL (Location).') },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.currentSession(request);
      const { restaurantId, outcome } = await accounts.completeAuthorization(
        request.query,
        session?.restaurantId ?? null,
      );
      if (outcome !== 'conectado') request.log.info({ outcome }, 'Mercado Pago authorization not completed');
      const target = restaurantId
        ? `/admin/${restaurantId}?tab=integrations&mercadopago=${outcome}`
        : '/login';
      return reply.redirect(target, 302);
    },
  );
}
