/**
 * Sessions and the ownership guard. Every admin route is registered inside `ownerScope`, whose one
 * hook answers 401 without a live session and 403 when the route's restaurant is not the owner's.
 * A route addressing a resource by its own id (an order, a movement) declares `config.restaurantOf`
 * to say which restaurant the resource belongs to; the default is the `:id` of
 * `/api/restaurants/:id/...`.
 *
 * Inside the restaurant, each owner route needs a capability (`config.capability`, or the route
 * table handed to `ownerScope`). The owner holds them all; a session acting as a staff member after a
 * PIN switch holds its role's (domain/staff/roles.ts, decision 0040) and gets a 403 naming its role
 * for the rest. A locked session reaches only the switch itself.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Capability } from '../../domain/staff/capabilities';
import { can, type Role, refusalMessage, type StaffRole } from '../../domain/staff/roles';
import { HttpError } from '../lib/http-error';
import { SESSION_IDLE_MS, type Session, type SessionStore } from '../modules/accounts/sessions';

export const SESSION_COOKIE = 'comanda_session';
/** How often an open event stream renews its session (the store writes at most once a minute). */
export const SESSION_HOLD_MS = 5 * 60 * 1000;

export type RestaurantResolver = (request: FastifyRequest) => Promise<string | null | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the ownership guard: the restaurant the logged-in owner administers. */
    owner: {
      restaurantId: string;
      session: Session;
      /** Who acts: the owner ('dono') or the staff member the session switched to. */
      role: Role;
      staff: { id: string; name: string; role: StaffRole } | null;
    } | null;
    /**
     * What a route adds to its audit row beyond its name, from our own words only (never a body):
     * the status an order was moved to. Set by the handler, read after the answer.
     */
    auditDetail: string | null;
    /** Set by the agent guard: the print agent whose bearer token came with the request. */
    agent: AgentIdentity | null;
  }
  interface FastifyContextConfig {
    /** Which restaurant the addressed resource belongs to (default: params.id). */
    restaurantOf?: RestaurantResolver;
    /** How the route is reached: every route declares it (checked by the route inventory test). */
    access?: 'public' | 'owner' | 'signed' | 'agent';
    /** What an owner route needs of the acting person (checked by the route inventory test). */
    capability?: Capability;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    currentSession(request: FastifyRequest): Promise<Session | null>;
    /** A new session for the owner, or for a staff member logging in with their own e-mail. */
    startSession(reply: FastifyReply, restaurantId: string, staff?: Session['actingStaff']): Promise<void>;
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
  app.decorateRequest('auditDetail', null);
  app.decorateRequest('agent', null);

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

  app.decorate(
    'startSession',
    async (reply: FastifyReply, restaurantId: string, staff?: Session['actingStaff']) => {
      const { token } = await options.sessions.create(restaurantId, staff ?? null);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    },
  );

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

/**
 * Whether a session may see what a capability covers in this restaurant: the public routes that
 * show more to the restaurant's own panel (the menu's inactive items and costs, every reward) ask
 * this, so a staff role sees the extra only when its capabilities cover it, and a locked panel or a
 * deactivated person never does.
 */
export function sessionHolds(session: Session | null, restaurantId: string, capability: Capability): boolean {
  if (!session || session.restaurantId !== restaurantId || session.lockedAt) return false;
  const staff = session.actingStaff;
  if (!staff) return true;
  return staff.isActive && can(staff.role, capability);
}

export const LOCKED_PANEL = 'Painel bloqueado. Toque em "Trocar usuário" e digite seu PIN.';
export const STAFF_DEACTIVATED = 'Este usuário foi desativado. Toque em "Trocar usuário" para continuar.';

/** A write a staff member made, for the audit trail (no body: no personal data). */
export interface StaffWrite {
  restaurantId: string;
  staffMemberId: string;
  action: string;
  subjectId: string | null;
  detail: string | null;
}

interface OwnerScopeOptions {
  /** The capability of each route by `METHOD /api/url`, where the route does not declare one. */
  capabilities?: Readonly<Record<string, Capability>>;
  /** Records each successful write made while a staff member acts (decision 0040). */
  audit?: (write: StaffWrite, request: FastifyRequest) => Promise<void>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The last id a route's path names (`/orders/:orderId/status` → the order), beyond the restaurant. */
function subjectOf(request: FastifyRequest): string | null {
  const params = Object.entries((request.params ?? {}) as Record<string, string>).filter(
    ([name]) => name !== 'id' && name !== 'restaurantId' && /id$/i.test(name),
  );
  return params.at(-1)?.[1] ?? null;
}

/** Registers routes behind the ownership guard; everything inside is owner-only. */
export function ownerScope(
  register: (owner: FastifyInstance) => Promise<void>,
  { capabilities = {}, audit }: OwnerScopeOptions = {},
) {
  return async function ownerApi(owner: FastifyInstance) {
    owner.addHook('onRoute', (route) => {
      const config = route.config as { capability?: Capability } | undefined;
      const first = [route.method].flat()[0];
      const method = first === 'HEAD' ? 'GET' : first;
      const capability = config?.capability ?? capabilities[`${method} ${route.url}`];
      route.config = { ...(route.config as object), access: 'owner', ...(capability && { capability }) };
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
      const capability = request.routeOptions.config.capability;
      const staff = session.actingStaff;
      if (capability !== 'staff.switch') {
        if (session.lockedAt) throw new HttpError(403, LOCKED_PANEL);
        if (staff && !staff.isActive) throw new HttpError(403, STAFF_DEACTIVATED);
      }
      const role: Role = staff?.role ?? 'dono';
      // A route without a capability is the owner's alone (the inventory test keeps there being none).
      if (role !== 'dono' && !(capability && can(role, capability)))
        throw new HttpError(403, refusalMessage(role, capability ?? 'account.manage'));
      request.owner = {
        restaurantId,
        session,
        role,
        staff: staff && { id: staff.id, name: staff.name, role: staff.role },
      };
    });
    if (audit) {
      // What a staff member created (a counter order: "taken by") is named by the answer's id.
      const created = new WeakMap<FastifyRequest, string>();
      owner.addHook('onSend', async (request, reply, payload) => {
        if (!request.owner?.staff || reply.statusCode !== 201 || typeof payload !== 'string') return payload;
        try {
          const id = (JSON.parse(payload) as { id?: unknown }).id;
          if (typeof id === 'string') created.set(request, id);
        } catch {
          // Not JSON: nothing to name.
        }
        return payload;
      });
      owner.addHook('onResponse', async (request, reply) => {
        const acting = request.owner;
        if (!acting?.staff || !WRITES.has(request.method) || reply.statusCode >= 400) return;
        const write = {
          restaurantId: acting.restaurantId,
          staffMemberId: acting.staff.id,
          action: `${request.method} ${request.routeOptions.url}`,
          subjectId: subjectOf(request) ?? created.get(request) ?? null,
          detail: request.auditDetail,
        };
        // After the answer: a failed audit write is logged, never turned into the person's error.
        await audit(write, request).catch((error) =>
          request.log.error({ err: error }, 'could not record a staff action'),
        );
      });
    }
    await register(owner);
  };
}

/** A paired print agent (decision 0047), as the agent guard finds it by its token. */
export interface AgentIdentity {
  id: string;
  restaurantId: string;
  name: string;
  kind: 'computador' | 'navegador';
}

export const AGENT_TOKEN_MISSING =
  'Este computador não está pareado. Gere um código no painel e pareie de novo.';
export const AGENT_REVOKED =
  'Este agente foi desconectado do restaurante. Gere um código no painel e pareie de novo.';

/**
 * Registers the print agent's routes (access 'agent'): each request carries
 * `Authorization: Bearer <token>`; the token's SHA-256 finds the agent (`resolve`), and a missing,
 * unknown or revoked one is a 401. No cookie, no session: the device holds no password.
 */
export function agentScope(
  resolve: (token: string) => Promise<AgentIdentity | null>,
  register: (agent: FastifyInstance) => Promise<void>,
) {
  return async function agentApi(agent: FastifyInstance) {
    agent.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'agent' };
    });
    agent.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
      if (!match) throw new HttpError(401, AGENT_TOKEN_MISSING);
      const found = await resolve(match[1]!);
      if (!found) throw new HttpError(401, AGENT_REVOKED);
      request.agent = found;
    });
    await register(agent);
  };
}
