/**
 * Mercado Pago's webhook signature. The `x-signature` header is `ts=<seconds>,v1=<hex>`, where v1
 * is HMAC-SHA256, keyed with the application's webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (a part whose value is missing is left out;
 * an alphanumeric data.id is lower-cased). We compare in constant time and refuse an old `ts`, so
 * a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'expired';

export interface SignatureParts {
  dataId?: string | null;
  requestId?: string | null;
  ts: string;
}

export function signatureManifest({ dataId, requestId, ts }: SignatureParts): string {
  return [
    dataId ? `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};` : '',
    requestId ? `request-id:${requestId};` : '',
    `ts:${ts};`,
  ].join('');
}

export function signatureOf(parts: SignatureParts, secret: string): string {
  return createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex');
}

/** The header value Mercado Pago would send for these parts (the fake and the stand-in use it). */
export function signatureHeader(parts: SignatureParts, secret: string): string {
  return `ts=${parts.ts},v1=${signatureOf(parts, secret)}`;
}

function parseHeader(header: string): { ts: string; v1: string } | null {
  const fields = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  return ts && v1 && /^\d{1,16}$/.test(ts) && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1 } : null;
}

export interface VerifyOptions {
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}

export function verifyWebhookSignature(options: VerifyOptions): SignatureCheck {
  if (!options.header) return 'missing';
  // Anyone can sign with an empty key: without a secret no delivery is genuine.
  if (!options.secret) return 'mismatch';
  const parsed = parseHeader(options.header);
  if (!parsed) return 'malformed';
  const expected = Buffer.from(
    signatureOf({ dataId: options.dataId, requestId: options.requestId, ts: parsed.ts }, options.secret),
    'hex',
  );
  const given = Buffer.from(parsed.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
  // `ts` is documented in seconds; accept milliseconds too rather than refuse every delivery.
  const raw = Number(parsed.ts);
  const seconds = raw > 100_000_000_000 ? raw / 1000 : raw;
  const nowSeconds = (options.now ?? new Date()).getTime() / 1000;
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - seconds) > tolerance) return 'expired';
  return 'valid';
}
