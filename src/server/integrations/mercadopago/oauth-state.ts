/**
 * The OAuth `state` of 'Conectar Mercado Pago': "an identifier that is unique for each attempt and
 * does not include sensitive information" (Mercado Pago's OAuth "Creation" page). It carries the
 * restaurant id, a random nonce and an expiry, HMAC-signed with the server's secret so nobody can
 * forge one; the nonce is single use (its row is deleted when the owner comes back).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The authorization code lives 10 minutes; the attempt no longer. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export interface OauthState {
  restaurantId: string;
  nonce: string;
  expiresAt: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`mercadopago-oauth:${payload}`).digest('base64url');

export function signOauthState(
  secret: string,
  restaurantId: string,
  now = Date.now(),
): OauthState & { value: string } {
  const state = {
    restaurantId,
    nonce: randomBytes(16).toString('base64url'),
    expiresAt: now + OAUTH_STATE_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify([state.restaurantId, state.nonce, state.expiresAt])).toString(
    'base64url',
  );
  return { ...state, value: `${payload}.${mac(secret, payload)}` };
}

/** The state when its signature holds and it has not expired; the reason otherwise. */
export function readOauthState(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): { ok: true; state: OauthState } | { ok: false; reason: 'invalid' | 'expired' } {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(fields) || fields.length !== 3) return { ok: false, reason: 'invalid' };
  const [restaurantId, nonce, expiresAt] = fields;
  if (typeof restaurantId !== 'string' || typeof nonce !== 'string' || typeof expiresAt !== 'number')
    return { ok: false, reason: 'invalid' };
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, state: { restaurantId, nonce, expiresAt } };
}
