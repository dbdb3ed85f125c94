/**
 * Sessions and the ownership guard. Every admin route is registered inside `ownerScope`, whose one
 * hook answers 401 without a live session and 403 when the route's restaurant is not the owner's.
 * A route addressing a resource by its own id (an order, a movement) declares `config.restaurantOf`
 * to say which restaurant the resource belongs to; the default is the `:id` of
 * `/api/restaurants/:id/...`.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { SESSION_IDLE_MS, type Session, type SessionStore } from '../modules/accounts/sessions';

export const SESSION_COOKIE = 'comanda_session';
/** How often an open event stream renews its session (the store writes at most once a minute). */
export const SESSION_HOLD_MS = 5 * 60 * 1000;

export type RestaurantResolver = (request: FastifyRequest) => Promise<string | null | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the ownership guard: the restaurant the logged-in owner administers. */
    owner: { restaurantId: string; session: Session } | null;
  }
  interface FastifyContextConfig {
    /** Which restaurant the addressed resource belongs to (default: params.id). */
    restaurantOf?: RestaurantResolver;
    /** How the route is reached: every route declares it (checked by the route inventory test). */
    access?: 'public' | 'owner' | 'signed';
  }
  interface FastifyInstance {
    sessions: SessionStore;
    currentSession(request: FastifyRequest): Promise<Session | null>;
    startSession(reply: FastifyReply, restaurantId: string): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Keeps the request's session alive while a long response stays open (the panel's event
     * stream counts as activity); `onEnd` runs once the session is gone (logout, password change).
     * Returns the function that stops holding it.
     */
    holdSession(request: FastifyRequest, onEnd: () => void): () => void;
  }
}

interface AuthOptions {
  sessions: SessionStore;
  secureCookies: boolean;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  await app.register(cookie);
  app.decorate('sessions', options.sessions);
  app.decorateRequest('owner', null);

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    path: '/',
    maxAge: SESSION_IDLE_MS / 1000,
  };

  app.decorate('currentSession', async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? options.sessions.resolve(token) : null;
  });

  app.decorate('startSession', async (reply: FastifyReply, restaurantId: string) => {
    const { token } = await options.sessions.create(restaurantId);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await options.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  app.decorate('holdSession', (request: FastifyRequest, onEnd: () => void) => {
    const token = request.cookies[SESSION_COOKIE] ?? '';
    const timer = setInterval(async () => {
      // A database hiccup is not a logout: only a missing session ends the stream.
      const session = await options.sessions.resolve(token).catch(() => undefined);
      if (session !== null) return;
      clearInterval(timer);
      onEnd();
    }, SESSION_HOLD_MS);
    timer.unref();
    return () => clearInterval(timer);
  });
}

export default fp(authPlugin, { name: 'auth' });

/** Registers routes behind the ownership guard; everything inside is owner-only. */
export function ownerScope(register: (owner: FastifyInstance) => Promise<void>) {
  return async function ownerApi(owner: FastifyInstance) {
    owner.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'owner' };
    });
    owner.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await owner.currentSession(request);
      if (!session) throw new HttpError(401, 'Faça login para continuar.');
      const resolve = request.routeOptions.config.restaurantOf;
      const restaurantId = resolve
        ? await resolve(request)
        : (request.params as { id?: string } | undefined)?.id;
      if (!restaurantId) throw new HttpError(404, 'Não encontrado.');
      if (restaurantId !== session.restaurantId)
        throw new HttpError(403, 'Acesso negado: este recurso é de outro restaurante.');
      request.owner = { restaurantId, session };
    });
    await register(owner);
  };
}
