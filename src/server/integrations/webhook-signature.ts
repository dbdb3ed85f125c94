/**
 * Webhook signatures of the delivery platforms (INTEGRATIONS.md), checked on the raw body in constant
 * time. An empty secret verifies nothing: anyone can compute an HMAC keyed with "", so a platform
 * whose secret is unset accepts no delivery.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, message: Buffer | string) =>
  createHmac('sha256', secret).update(message).digest('hex');

function sameHex(expected: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** iFood `X-IFood-Signature` and Uber Eats `X-Uber-Signature`: hex HMAC-SHA256 of the raw body. */
export function verifyBodySignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!secret) return false;
  return sameHex(hmacHex(secret, rawBody), signature);
}

/** Deliveries older than this are refused, so a captured request cannot be replayed later. */
const RAPPI_TOLERANCE_MS = 5 * 60 * 1000;

/** Rappi `Rappi-Signature: t=<ts>,sign=<hex>`, sign = HMAC-SHA256 of "<t>.<raw body>". */
export function verifyRappiSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now = Date.now(),
) {
  if (!secret) return false;
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]),
  );
  const t = parts.t;
  if (!t || !/^\d+$/.test(t)) return false;
  const millis = t.length > 10 ? Number(t) : Number(t) * 1000;
  if (Math.abs(now - millis) > RAPPI_TOLERANCE_MS) return false;
  return sameHex(hmacHex(secret, Buffer.concat([Buffer.from(`${t}.`), rawBody])), parts.sign);
}

/** What the fakes and tests use to sign deliveries exactly as the platforms do. */
export const signBody = (secret: string, body: string) => hmacHex(secret, body);
export const signRappi = (secret: string, body: string, t: number) =>
  `t=${t},sign=${hmacHex(secret, `${t}.${body}`)}`;
