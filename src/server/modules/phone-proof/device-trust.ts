/**
 * A device that proved a phone at a restaurant stays trusted for 90 days: the browser keeps a random
 * token in an HttpOnly cookie, and `trusted_devices` holds its SHA-256 with the restaurant and the
 * phone it proved. One token serves every phone and restaurant the device proved (a family tablet),
 * each a row of its own; the owner revokes a phone's rows from Programa VIP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { trustedDevices } from '../../db/schema';

export const DEVICE_COOKIE = 'comanda_device';
export const TRUST_DAYS = 90;
const TRUST_MS = TRUST_DAYS * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const deviceToken = (request: FastifyRequest): string | null => {
  const token = request.cookies?.[DEVICE_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

/** Whether this request's device proved `phone` (the stored key) at this restaurant, within 90 days. */
export async function isDeviceTrusted(
  db: Db,
  request: FastifyRequest,
  restaurantId: string,
  phone: string,
  now = new Date(),
): Promise<boolean> {
  const token = deviceToken(request);
  if (!token || !phone) return false;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(trustedDevices.restaurantId, restaurantId),
        eq(trustedDevices.phone, phone),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The restaurants where this request's device proved `phone`. */
export async function trustedRestaurants(db: Db, request: FastifyRequest, phone: string, now = new Date()) {
  const token = deviceToken(request);
  if (!token) return [];
  const rows = await db
    .select({ restaurantId: trustedDevices.restaurantId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(trustedDevices.phone, phone),
        gt(trustedDevices.expiresAt, now),
      ),
    );
  return rows.map((row) => row.restaurantId);
}

/** Records the proof for this device (a new token when it has none) and sets its cookie for 90 days. */
export async function trustDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { restaurantId: string; phone: string; secureCookies: boolean },
  now = new Date(),
) {
  const token = deviceToken(request) ?? randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TRUST_MS);
  await db
    .insert(trustedDevices)
    .values({ restaurantId: input.restaurantId, phone: input.phone, tokenHash: hashToken(token), expiresAt })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.restaurantId, trustedDevices.phone],
      set: { expiresAt },
    });
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: input.secureCookies,
    path: '/api',
    maxAge: TRUST_MS / 1000,
  });
}

/** The owner's 'Desconectar aparelhos': every device trusted for this phone at this restaurant. */
export async function revokeDevices(db: Db, restaurantId: string, phone: string) {
  const rows = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.restaurantId, restaurantId), eq(trustedDevices.phone, phone)))
    .returning({ id: trustedDevices.id });
  return rows.length;
}
