import { describe, expect, it } from 'vitest';
import { signatureHeader, signatureManifest, verifyWebhookSignature } from './webhook-signature';

const secret = 'segredo-do-webhook';
const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const ts = '1742505638';
const now = new Date(Number(ts) * 1000 + 30_000);
// Computed independently: printf '<manifest>' | openssl dgst -sha256 -hmac segredo-do-webhook
const V1 = 'ed49ec02789e30c80cd67fec4a99d634b29b2c9e5b3deac4c7dd09107a4e1c86';

describe('Mercado Pago webhook signature', () => {
  it('builds the manifest, leaving out missing parts and lower-casing an alphanumeric id', () => {
    expect(signatureManifest({ dataId: '1300000001', requestId, ts })).toBe(
      `id:1300000001;request-id:${requestId};ts:${ts};`,
    );
    expect(signatureManifest({ dataId: 'ABC123xyz', requestId: undefined, ts })).toBe(
      `id:abc123xyz;ts:${ts};`,
    );
    expect(signatureManifest({ dataId: null, requestId: null, ts })).toBe(`ts:${ts};`);
  });

  it('matches an HMAC computed outside our code', () => {
    expect(signatureHeader({ dataId: '1300000001', requestId, ts }, secret)).toBe(`ts=${ts},v1=${V1}`);
  });

  const verify = (
    header: string | undefined,
    overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {},
  ) => verifyWebhookSignature({ header, requestId, dataId: '1300000001', secret, now, ...overrides });

  it.each([
    ['a valid signature', `ts=${ts},v1=${V1}`, {}, 'valid'],
    ['spaces and reordered parts', ` v1=${V1} , ts=${ts}`, {}, 'valid'],
    ['no header', undefined, {}, 'missing'],
    ['a header without v1', `ts=${ts}`, {}, 'malformed'],
    ['a non-hex v1', `ts=${ts},v1=xyz`, {}, 'malformed'],
    ['another secret', `ts=${ts},v1=${V1}`, { secret: 'outro' }, 'mismatch'],
    ['another payment id', `ts=${ts},v1=${V1}`, { dataId: '1300000002' }, 'mismatch'],
    ['another request id', `ts=${ts},v1=${V1}`, { requestId: 'outro' }, 'mismatch'],
    ['a ts ten minutes old', `ts=${ts},v1=${V1}`, { now: new Date(Number(ts) * 1000 + 600_000) }, 'expired'],
    [
      'a ts ten minutes ahead',
      `ts=${ts},v1=${V1}`,
      { now: new Date(Number(ts) * 1000 - 600_000) },
      'expired',
    ],
  ] as const)('%s is %s', (_name, header, overrides, expected) => {
    expect(verify(header, overrides)).toBe(expected);
  });

  it('accepts a ts in milliseconds within the tolerance', () => {
    const msTs = String(now.getTime());
    const header = signatureHeader({ dataId: '1300000001', requestId, ts: msTs }, secret);
    expect(verify(header)).toBe('valid');
  });
});
