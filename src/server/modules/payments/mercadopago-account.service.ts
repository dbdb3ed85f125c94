/**
 * A restaurant's own Mercado Pago account, connected so diners' PIX is confirmed automatically:
 * its access token (the payments are created in the restaurant's account, the money goes to it)
 * and the webhook secret of its Mercado Pago application (to verify its notifications). Both are
 * stored encrypted and never leave the server; the owner sees only their last characters.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { maskSecret } from '../../../domain/integrations/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mercadopagoAccounts } from '../../db/schema';
import {
  checkMercadoPagoToken,
  createMercadoPagoClient,
} from '../../integrations/mercadopago/mercadopago.client';
import type { MercadoPagoApi } from '../../integrations/mercadopago/mercadopago.types';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';

export const connectMercadoPagoSchema = z.object({
  accessToken: z
    .string({ error: 'Informe o Access Token' })
    .trim()
    .min(20, 'Access Token inválido: copie o de produção (APP_USR-…) em Suas integrações')
    .max(300, 'Access Token muito longo'),
  webhookSecret: z
    .string({ error: 'Informe a assinatura secreta do webhook' })
    .trim()
    .min(8, 'Assinatura secreta inválida')
    .max(300, 'Assinatura secreta muito longa'),
});

export interface RestaurantMercadoPago {
  api: MercadoPagoApi;
  webhookSecret: string;
}

export function createMercadoPagoAccountService(db: Db, config: Config) {
  async function row(restaurantId: string) {
    const [found] = await db
      .select()
      .from(mercadopagoAccounts)
      .where(eq(mercadopagoAccounts.restaurantId, restaurantId));
    return found ?? null;
  }

  function view(found: Awaited<ReturnType<typeof row>>) {
    if (!found) return { connected: false, accessTokenHint: null, connectedAt: null };
    return {
      connected: true,
      accessTokenHint: maskSecret(decryptSecret(config.encryptionKey, found.accessToken)),
      connectedAt: found.createdAt.toISOString(),
    };
  }

  return {
    status: async (restaurantId: string) => view(await row(restaurantId)),

    async connect(restaurantId: string, input: z.output<typeof connectMercadoPagoSchema>) {
      const check = await checkMercadoPagoToken({
        baseUrl: config.mercadoPago.baseUrl,
        accessToken: input.accessToken,
      });
      if (check === 'refused')
        throw new HttpError(
          400,
          'O Mercado Pago recusou este Access Token. Copie o Access Token de produção (APP_USR-…) em Suas integrações.',
        );
      if (check === 'unavailable')
        throw new HttpError(
          502,
          'Não foi possível falar com o Mercado Pago agora. Tente de novo em instantes.',
        );
      const values = {
        accessToken: encryptSecret(config.encryptionKey, input.accessToken),
        webhookSecret: encryptSecret(config.encryptionKey, input.webhookSecret),
      };
      await db
        .insert(mercadopagoAccounts)
        .values({ restaurantId, ...values })
        .onConflictDoUpdate({ target: mercadopagoAccounts.restaurantId, set: values });
      return view(await row(restaurantId));
    },

    async disconnect(restaurantId: string) {
      await db.delete(mercadopagoAccounts).where(eq(mercadopagoAccounts.restaurantId, restaurantId));
      return view(null);
    },

    /** The API client on the restaurant's account, or null when it is not connected. */
    async clientFor(restaurantId: string): Promise<RestaurantMercadoPago | null> {
      const found = await row(restaurantId);
      if (!found) return null;
      return {
        api: createMercadoPagoClient({
          baseUrl: config.mercadoPago.baseUrl,
          accessToken: decryptSecret(config.encryptionKey, found.accessToken),
        }),
        webhookSecret: decryptSecret(config.encryptionKey, found.webhookSecret),
      };
    },
  };
}
