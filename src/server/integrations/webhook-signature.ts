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

/**
 * Rappi `Rappi-Signature: t=<ts>,sign=<hex>`, sign = HMAC-SHA256 of "<t>.<raw body>"
 * (dev-portal.rappi.com/webhook-events/). Rappi documents no age limit and not even the unit of `t`
 * ("t: Is the timestamp from the request"), so a correctly signed delivery is taken whatever its
 * age (decision 0060): a retry Rappi sends late is still Rappi's. Repeats are harmless, events are
 * handled once by their id.
 */
export function verifyRappiSignature(secret: string, rawBody: Buffer, header: string | undefined) {
  if (!secret) return false;
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]),
  );
  const t = parts.t;
  if (!t || !/^\d+$/.test(t)) return false;
  return sameHex(hmacHex(secret, Buffer.concat([Buffer.from(`${t}.`), rawBody])), parts.sign);
}

/**
 * Keeta `X-App-Signature` on its webhooks: "HMAC-SHA256 do corpo, com o client_secret como chave,
 * em Base64" (api-docs.mykeeta.com/apis/opendelivery/development-guides/orders/webhook;
 * "Encoding: Base64", …/signature-calculation.md). Checked on the raw bytes in constant time. The
 * bare Open Delivery standard signs in lowercase hex instead (verifyBodySignature).
 */
export function verifyKeetaSignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!secret || !signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const received = Buffer.from(signature.trim(), 'base64');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** What the fakes and tests use to sign deliveries exactly as the platforms do. */
export const signBody = (secret: string, body: string) => hmacHex(secret, body);
export const signRappi = (secret: string, body: string, t: number) =>
  `t=${t},sign=${hmacHex(secret, `${t}.${body}`)}`;
export const signKeeta = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64');
