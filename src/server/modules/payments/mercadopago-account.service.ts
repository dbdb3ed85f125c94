/**
 * A restaurant's own Mercado Pago account, connected so diners' PIX goes into it and is confirmed
 * automatically. The owner connects through Comanda's application's OAuth (decision 0066): 'Conectar
 * Mercado Pago' sends them to Mercado Pago with a signed, single-use `state`; coming back, the code
 * is exchanged for the seller's tokens, kept encrypted, with the seller's `user_id`, by which the
 * application's notifications are routed. Rows connected by a pasted token before OAuth keep working
 * (no user_id: their notifications come only to each payment's notification_url).
 */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mercadopagoAccounts, mercadopagoOauthStates } from '../../db/schema';
import { createMercadoPagoClient } from '../../integrations/mercadopago/mercadopago.client';
import type { MercadoPagoApi } from '../../integrations/mercadopago/mercadopago.types';
import {
  authorizationUrl,
  exchangeCode,
  type MercadoPagoOauthApp,
  OauthRefused,
  type OauthToken,
  pkcePair,
  refreshAccessToken,
} from '../../integrations/mercadopago/mercadopago-oauth';
import { readOauthState, signOauthState } from '../../integrations/mercadopago/oauth-state';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';

export const MERCADOPAGO_NOT_CONFIGURED =
  'O Comanda ainda não foi configurado para o Mercado Pago neste servidor.';

/** What the screen is told when the owner comes back from Mercado Pago (`?mercadopago=`). */
export const OAUTH_OUTCOMES = [
  'conectado',
  'negado',
  'expirado',
  'invalido',
  'outra-conta',
  'conta-de-teste',
  'indisponivel',
  'nao-configurado',
] as const;
export type OauthOutcome = (typeof OAUTH_OUTCOMES)[number];

export interface RestaurantMercadoPago {
  api: MercadoPagoApi;
  webhookSecret: string;
}

/** Refreshed this long before it expires (the token lives 180 days). */
const REFRESH_AHEAD_MS = 30 * 86_400_000;

type Row = typeof mercadopagoAccounts.$inferSelect;

export function createMercadoPagoAccountService(db: Db, config: Config) {
  const secret = (value: string) => encryptSecret(config.encryptionKey, value);
  const plain = (value: string) => decryptSecret(config.encryptionKey, value);
  const oauthApp = (): MercadoPagoOauthApp | null =>
    config.mercadoPago.oauth && {
      ...config.mercadoPago.oauth,
      authBaseUrl: config.mercadoPago.authBaseUrl,
      apiBaseUrl: config.mercadoPago.baseUrl,
      redirectUri: config.mercadoPago.redirectUri,
    };

  async function row(restaurantId: string) {
    const [found] = await db
      .select()
      .from(mercadopagoAccounts)
      .where(eq(mercadopagoAccounts.restaurantId, restaurantId));
    return found ?? null;
  }

  function view(found: Row | null) {
    return {
      configured: config.mercadoPago.oauth !== null,
      connected: found !== null,
      /** Connected by a pasted token before OAuth: works, but the owner should connect again. */
      legacy: found !== null && found.userId === null,
      reconnectNeeded: found?.reconnectNeededAt != null,
      pixKeyMissing: found?.pixKeyMissingAt != null,
      liveMode: found?.liveMode ?? null,
      connectedAt: found?.createdAt.toISOString() ?? null,
    };
  }

  const tokenColumns = (token: OauthToken, now: Date) => ({
    accessToken: secret(token.access_token),
    refreshToken: token.refresh_token ? secret(token.refresh_token) : null,
    expiresAt: token.expires_in ? new Date(now.getTime() + token.expires_in * 1000) : null,
    reconnectNeededAt: null,
  });

  return {
    status: async (restaurantId: string) => view(await row(restaurantId)),

    /** 'Conectar Mercado Pago': where to send the owner, with a fresh single-use state. */
    async authorizationUrl(restaurantId: string): Promise<string> {
      const app = oauthApp();
      if (!app) throw new HttpError(409, MERCADOPAGO_NOT_CONFIGURED);
      const state = signOauthState(config.sessionSecret, restaurantId);
      const pkce = config.mercadoPago.pkce ? pkcePair() : null;
      await db.delete(mercadopagoOauthStates).where(lt(mercadopagoOauthStates.expiresAt, new Date()));
      await db.insert(mercadopagoOauthStates).values({
        nonce: state.nonce,
        restaurantId,
        codeVerifier: pkce ? secret(pkce.verifier) : null,
        expiresAt: new Date(state.expiresAt),
      });
      return authorizationUrl(app, state.value, pkce?.challenge ?? null);
    },

    /**
     * The owner back from Mercado Pago on the redirect URI. The state must be ours, unexpired,
     * unused and for the restaurant of the session that comes back (so nobody can have their
     * account land in someone else's restaurant by sending them a link).
     */
    async completeAuthorization(
      query: { code?: string; state?: string; error?: string },
      sessionRestaurantId: string | null,
    ): Promise<{ restaurantId: string | null; outcome: OauthOutcome }> {
      const app = oauthApp();
      if (!app) return { restaurantId: sessionRestaurantId, outcome: 'nao-configurado' };
      const read = readOauthState(config.sessionSecret, query.state);
      if (!read.ok)
        return {
          restaurantId: sessionRestaurantId,
          outcome: read.reason === 'expired' ? 'expirado' : 'invalido',
        };
      const { restaurantId, nonce } = read.state;
      if (sessionRestaurantId !== restaurantId)
        return { restaurantId: sessionRestaurantId, outcome: 'invalido' };
      const [attempt] = await db
        .delete(mercadopagoOauthStates)
        .where(
          and(eq(mercadopagoOauthStates.nonce, nonce), eq(mercadopagoOauthStates.restaurantId, restaurantId)),
        )
        .returning();
      if (!attempt) return { restaurantId, outcome: 'invalido' };
      if (query.error === 'access_denied') return { restaurantId, outcome: 'negado' };
      if (!query.code) return { restaurantId, outcome: 'invalido' };
      let token: OauthToken;
      try {
        token = await exchangeCode(
          app,
          query.code,
          attempt.codeVerifier ? plain(attempt.codeVerifier) : null,
        );
      } catch (error) {
        return { restaurantId, outcome: error instanceof OauthRefused ? 'expirado' : 'indisponivel' };
      }
      if (config.env === 'production' && token.live_mode === false)
        return { restaurantId, outcome: 'conta-de-teste' };
      // One Mercado Pago account, one restaurant: its notifications are routed by user_id.
      const [taken] = await db
        .select({ restaurantId: mercadopagoAccounts.restaurantId })
        .from(mercadopagoAccounts)
        .where(eq(mercadopagoAccounts.userId, token.user_id));
      if (taken && taken.restaurantId !== restaurantId) return { restaurantId, outcome: 'outra-conta' };
      const values = {
        ...tokenColumns(token, new Date()),
        userId: token.user_id,
        publicKey: token.public_key ?? null,
        liveMode: token.live_mode ?? null,
        webhookSecret: null,
        pixKeyMissingAt: null,
      };
      await db
        .insert(mercadopagoAccounts)
        .values({ restaurantId, ...values })
        .onConflictDoUpdate({ target: mercadopagoAccounts.restaurantId, set: values });
      return { restaurantId, outcome: 'conectado' };
    },

    async disconnect(restaurantId: string) {
      await db.delete(mercadopagoAccounts).where(eq(mercadopagoAccounts.restaurantId, restaurantId));
      return view(null);
    },

    /** 'Verificar de novo': PIX is offered again; the next charge tests the key. */
    async recheckPixKey(restaurantId: string) {
      await db
        .update(mercadopagoAccounts)
        .set({ pixKeyMissingAt: null })
        .where(eq(mercadopagoAccounts.restaurantId, restaurantId));
      return view(await row(restaurantId));
    },

    /** A charge refused with 'Collector user without key enabled for QR render'. */
    async markPixKeyMissing(restaurantId: string) {
      await db
        .update(mercadopagoAccounts)
        .set({ pixKeyMissingAt: new Date() })
        .where(eq(mercadopagoAccounts.restaurantId, restaurantId));
    },

    /** The restaurant that connected this Mercado Pago seller (a notification's user_id). */
    async restaurantOfSeller(userId: string): Promise<string | null> {
      const [found] = await db
        .select({ restaurantId: mercadopagoAccounts.restaurantId })
        .from(mercadopagoAccounts)
        .where(eq(mercadopagoAccounts.userId, userId));
      return found?.restaurantId ?? null;
    },

    /** Whether new PIX charges are off: Mercado Pago said the account has no PIX key. */
    async pixKeyMissing(restaurantId: string): Promise<boolean> {
      return (await row(restaurantId))?.pixKeyMissingAt != null;
    },

    /** The API client on the restaurant's account, or null when it is not connected or must reconnect. */
    async clientFor(restaurantId: string): Promise<RestaurantMercadoPago | null> {
      const found = await row(restaurantId);
      if (!found || found.reconnectNeededAt) return null;
      return {
        api: createMercadoPagoClient({
          baseUrl: config.mercadoPago.baseUrl,
          accessToken: plain(found.accessToken),
        }),
        // Connected by OAuth: the application's own secret signs what Mercado Pago sends.
        webhookSecret: found.webhookSecret
          ? plain(found.webhookSecret)
          : (config.mercadoPago.webhookSecret ?? ''),
      };
    },

    /**
     * Refreshes every token that expires within 30 days (offline_access). A refresh Mercado Pago
     * refuses marks the account 'Reconecte o Mercado Pago'; one it cannot answer is tried next time.
     */
    async refreshExpiring(now = new Date()): Promise<{ refreshed: number; refused: number }> {
      const app = oauthApp();
      if (!app) return { refreshed: 0, refused: 0 };
      const due = await db
        .select()
        .from(mercadopagoAccounts)
        .where(
          and(
            isNotNull(mercadopagoAccounts.refreshToken),
            isNull(mercadopagoAccounts.reconnectNeededAt),
            lt(mercadopagoAccounts.expiresAt, new Date(now.getTime() + REFRESH_AHEAD_MS)),
          ),
        );
      let refreshed = 0;
      let refused = 0;
      for (const account of due) {
        try {
          const token = await refreshAccessToken(app, plain(account.refreshToken!));
          await db
            .update(mercadopagoAccounts)
            .set({
              ...tokenColumns(token, now),
              refreshToken: secret(token.refresh_token ?? plain(account.refreshToken!)),
            })
            .where(eq(mercadopagoAccounts.restaurantId, account.restaurantId));
          refreshed += 1;
        } catch (error) {
          if (!(error instanceof OauthRefused)) continue;
          await db
            .update(mercadopagoAccounts)
            .set({ reconnectNeededAt: now })
            .where(eq(mercadopagoAccounts.restaurantId, account.restaurantId));
          refused += 1;
        }
      }
      return { refreshed, refused };
    },
  };
}
